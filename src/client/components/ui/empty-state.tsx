import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/client/lib/cn';

const iconVariants = cva('relative flex size-14 items-center justify-center rounded-2xl ring-1', {
  variants: {
    tone: {
      brand: 'bg-brand-50 text-brand-600 ring-brand-200',
      danger: 'bg-danger-50 text-danger-600 ring-danger-200',
    },
  },
  defaultVariants: { tone: 'brand' },
});

type EmptyStateProps = VariantProps<typeof iconVariants> & {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Optional call to action under the text (a Button or Link). */
  action?: ReactNode;
  /** h1 when the state is the whole screen (404, access denied); h2 under a page header. */
  titleAs?: 'h1' | 'h2';
  className?: string;
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone,
  titleAs: Title = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border border-dashed border-input bg-surface/70',
        'px-6 py-14 text-center sm:py-20',
        className,
      )}
    >
      <div className="relative mb-5">
        <div
          aria-hidden="true"
          className={cn(
            'absolute inset-0 scale-150 rounded-full blur-xl',
            tone === 'danger' ? 'bg-danger-100/60' : 'bg-brand-100/60',
          )}
        />
        <div className={iconVariants({ tone })}>
          <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
        </div>
      </div>
      <Title className="text-lg font-semibold tracking-tight text-foreground">{title}</Title>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-muted-foreground">{description}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
