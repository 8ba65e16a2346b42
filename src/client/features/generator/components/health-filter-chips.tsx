import { Check } from 'lucide-react';
import { healthFilterLabels, healthFilters, MAX_HEALTH_FILTERS, type HealthFilter } from '@/shared/schemas/generator';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';

/** Diets the plan must follow; the other filters name an allergen every meal must be free of. */
const diets: readonly HealthFilter[] = ['vegetarian', 'vegan', 'gluten-free', 'ketogenic', 'paleo'];

type HealthFilterChipsProps = {
  value: readonly HealthFilter[];
  onChange: (next: HealthFilter[]) => void;
};

/** Up to three filters as toggle chips: a chosen one is removed by clicking it again; a fourth is refused. */
export function HealthFilterChips({ value, onChange }: HealthFilterChipsProps) {
  const toggle = (filter: HealthFilter) => {
    if (value.includes(filter)) {
      onChange(value.filter((chosen) => chosen !== filter));
      return;
    }
    if (value.length >= MAX_HEALTH_FILTERS) {
      toast({
        variant: 'destructive',
        title: 'Maximum Filters Reached',
        description: 'You can select up to 3 health filters.',
      });
      return;
    }
    onChange([...value, filter]);
  };

  return (
    <fieldset className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <legend className="text-sm leading-none font-medium text-body">Health Filters (Max 3)</legend>
        <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {`${value.length} of ${MAX_HEALTH_FILTERS} chosen`}
        </span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {healthFilters.map((filter) => {
          const pressed = value.includes(filter);
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(filter)}
              title={
                diets.includes(filter)
                  ? `Every meal is ${healthFilterLabels[filter].toLowerCase()}`
                  : `Every meal is free of ${healthFilterLabels[filter].toLowerCase()}`
              }
              className={cn(
                'inline-flex h-7 cursor-pointer items-center gap-1 rounded-full border px-2.5 text-xs font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-border bg-surface text-body hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              {pressed ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {healthFilterLabels[filter]}
            </button>
          );
        })}
      </div>
      <p className="text-[0.8rem] text-muted-foreground">Allergen filters keep that food out.</p>
    </fieldset>
  );
}
