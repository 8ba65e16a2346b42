import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/**
 * The browser's own <select>, dressed like <Input>. On phones it opens the system picker, which
 * beats any custom listbox for thumb use, and it needs no portal or injected styles.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full cursor-pointer appearance-none rounded-lg border border-input bg-surface py-2 pr-9 pl-3 text-sm text-foreground shadow-xs',
          'transition-colors',
          'focus-visible:outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-faint"
      />
    </div>
  );
}
