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
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({ label, hint, error, className, labelAside, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
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
