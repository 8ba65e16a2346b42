import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/client/lib/cn';

type SegmentedChoiceProps = {
  legend: ReactNode;
  /** Marks the legend with an asterisk, like FormField does. */
  required?: boolean;
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
  /** Under the buttons: what the choice means. */
  hint?: ReactNode;
  className?: string;
};

/**
 * A handful of mutually exclusive options as one row of buttons. Native radio inputs underneath, so arrow keys,
 * forms and screen readers work as they do everywhere.
 */
export function SegmentedChoice({ legend, required = false, options, field, hint, className }: SegmentedChoiceProps) {
  return (
    <fieldset className={cn('grid gap-1.5', className)}>
      <legend className="mb-1.5 inline-flex items-baseline gap-0.5 text-sm leading-none font-medium text-body">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex rounded-lg border border-input bg-background p-0.5 shadow-xs">
        {options.map((option) => (
          <label key={option.value} className="min-w-0 flex-1">
            <input type="radio" value={option.value} {...field} className="peer sr-only" />
            <span
              className={cn(
                'flex h-8 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium text-subtle transition-colors select-none',
                'hover:text-foreground peer-checked:bg-surface peer-checked:text-brand-800 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-border',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {hint ? <p className="text-[0.8rem] text-muted-foreground">{hint}</p> : null}
    </fieldset>
  );
}
