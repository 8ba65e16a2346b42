import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** Multi-line text with the same border, focus ring and error state as <Input>. */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'flex min-h-20 w-full rounded-lg border border-input bg-surface px-3 py-2 text-sm leading-relaxed text-foreground shadow-xs',
        'placeholder:text-faint transition-colors',
        'focus-visible:outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}
