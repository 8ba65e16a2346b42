import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';

type ProfileCardProps = {
  title: string;
  icon: LucideIcon;
  /** Something on the title row's right, e.g. a count or a link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled section of the client profile. Its title is an h2: the client's name is the page's h1. */
export function ProfileCard({ title, icon: Icon, aside, className, children }: ProfileCardProps) {
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2.5 text-base font-semibold tracking-tight text-foreground">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}
