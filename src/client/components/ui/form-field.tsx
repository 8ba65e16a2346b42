import { useId, type ReactNode } from 'react';
import { Label } from './label';
import { cn } from '@/client/lib/cn';

/** What the control needs so its label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  label: string;
  /** Always-visible guidance, e.g. "At least 8 characters". */
  hint?: string;
  error?: string;
  className?: string;
  /** Extra element on the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Marks the label with an asterisk; the control should also get aria-required. */
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({ label, hint, error, className, labelAside, required = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-baseline gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {/* Outside the label and hidden: aria-required says it, so the name stays "First name", not "First name star". */}
          {required ? (
            <span aria-hidden="true" className="text-sm leading-none font-medium text-destructive">
              *
            </span>
          ) : null}
        </span>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-[0.8rem] font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-[0.8rem] text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
