import { cn } from '@/client/lib/cn';

type UnitToggleProps<U extends string> = {
  options: readonly { value: U; label: string }[];
  value: U;
  onChange: (unit: U) => void;
  /** Names the measurement in each button's accessible name ("Goal weight in kg") when a form has two of a kind. */
  measurement?: string;
};

/** Two small pressed/unpressed buttons beside a measurement's label: which units the practitioner types in. */
export function UnitToggle<U extends string>({ options, value, onChange, measurement }: UnitToggleProps<U>) {
  return (
    <div className="inline-flex rounded-lg bg-muted p-0.5">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            aria-label={measurement ? `${measurement} in ${option.label}` : undefined}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-7 cursor-pointer rounded-md px-2.5 text-xs font-medium transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed ? 'bg-surface text-foreground shadow-sm ring-1 ring-border' : 'text-subtle hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
