import type { ComponentProps } from 'react';
import { Input } from './input';
import { cn } from '@/client/lib/cn';

export type UnitInputProps = ComponentProps<'input'> & { unit: string };

/** A number box with its unit written inside on the right ("cm", "st"), so nobody wonders what to type. */
export function UnitInput({ unit, className, ...props }: UnitInputProps) {
  return (
    <div className="relative">
      <Input
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        // A focused number box changes its value when the wheel turns over it; scrolling the dialog must not edit a weight.
        onWheel={(event) => event.currentTarget.blur()}
        className={cn(
          'pr-11 tabular-nums',
          // The browser's spinner arrows would sit on top of the unit and are fiddly anyway.
          '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        {unit}
      </span>
    </div>
  );
}
