import { Minus, Plus } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { useFormats } from '@/client/lib/use-formats';
import { stepperServingsLimits } from '@/shared/meal-plans/servings-limits';
import { stepServings } from '../lib/plan-moves';

type MealServingsStepperProps = {
  servings: number;
  onChange: (servings: number) => void;
  /** names the group for screen readers: "Servings of Oat porridge" */
  mealName: string;
  disabled?: boolean;
  className?: string;
};

const stepButton = cn(
  'inline-flex size-8 cursor-pointer items-center justify-center text-subtle transition-colors',
  'hover:bg-muted hover:text-foreground focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
);

/** − 1.5 servings +: half a serving per press, between 0.5 and 20. */
export function MealServingsStepper({
  servings,
  onChange,
  mealName,
  disabled = false,
  className,
}: MealServingsStepperProps) {
  const formats = useFormats();
  return (
    <div
      role="group"
      aria-label={`Servings of ${mealName}`}
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg border border-border bg-surface shadow-xs',
        className,
      )}
    >
      <button
        type="button"
        aria-label="Decrease servings"
        className={cn(stepButton, 'rounded-l-[7px]')}
        disabled={disabled || servings <= stepperServingsLimits.min}
        onClick={() => onChange(stepServings(servings, -1))}
      >
        <Minus aria-hidden="true" className="size-3.5" />
      </button>
      <output
        aria-live="polite"
        className="min-w-[6.25rem] border-x border-border px-2 text-center text-xs font-medium text-foreground-soft tabular-nums"
      >
        {formats.servings(servings)}
      </output>
      <button
        type="button"
        aria-label="Increase servings"
        className={cn(stepButton, 'rounded-r-[7px]')}
        disabled={disabled || servings >= stepperServingsLimits.max}
        onClick={() => onChange(stepServings(servings, 1))}
      >
        <Plus aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
