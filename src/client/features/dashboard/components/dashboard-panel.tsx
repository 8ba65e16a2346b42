import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';

type DashboardPanelProps = {
  title: string;
  description?: string;
  icon: LucideIcon;
  /** Top-right link such as "View All". */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * One titled block of the dashboard grid; its h2 lets screen-reader users jump between blocks. The section is
 * deliberately unnamed: a region called "Recent Clients" would also answer to a search for the "Client" field.
 */
export function DashboardPanel({ title, description, icon: Icon, aside, className, children }: DashboardPanelProps) {
  return (
    <Card className={cn('flex flex-col p-5 sm:p-6', className)}>
      <section className="flex flex-1 flex-col">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <Icon aria-hidden="true" className="size-[1.125rem]" />
            </span>
            <div className="min-w-0">
              <h2 className="text-base font-semibold tracking-tight text-foreground">{title}</h2>
              {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
            </div>
          </div>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}
