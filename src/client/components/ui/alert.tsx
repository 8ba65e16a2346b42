import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, Info } from 'lucide-react';
import { cn } from '@/client/lib/cn';

const alertVariants = cva('flex items-start gap-3 rounded-lg border px-3.5 py-3 text-sm leading-snug', {
  variants: {
    variant: {
      info: 'border-brand-200 bg-brand-50 text-brand-900',
      destructive: 'border-danger-200 bg-danger-50 text-danger-800',
    },
  },
  defaultVariants: { variant: 'info' },
});

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** An inline message; destructive alerts use role="alert" so screen readers announce them at once. */
export function Alert({ className, variant, children, ...props }: AlertProps) {
  const Icon = variant === 'destructive' ? CircleAlert : Info;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
