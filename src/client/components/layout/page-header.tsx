import type { ReactNode } from 'react';
import { usePageTitle } from '@/client/lib/use-page-title';
import { cn } from '@/client/lib/cn';

type PageHeaderProps = {
  title: ReactNode;
  description: ReactNode;
  /** Tab title ("Clients · Platewise"); defaults to `title` when that is plain text. */
  documentTitle?: string;
  actions?: ReactNode;
  className?: string;
};

/** Every screen starts with this: the h1, one line of context, and the screen's main actions. */
export function PageHeader({ title, description, documentTitle, actions, className }: PageHeaderProps) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className={cn('mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">{description}</p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
