import { healthFilterLabels, healthFilters, MAX_HEALTH_FILTERS, type HealthFilter } from '@/shared/schemas/generator';
import { toast } from '@/client/components/ui/use-toast';
import { ToggleChip } from '@/client/components/ui/toggle-chip';

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
            <ToggleChip
              key={filter}
              size="sm"
              pressed={pressed}
              onPressedChange={() => toggle(filter)}
              title={
                diets.includes(filter)
                  ? `Every meal is ${healthFilterLabels[filter].toLowerCase()}`
                  : `Every meal is free of ${healthFilterLabels[filter].toLowerCase()}`
              }
            >
              {healthFilterLabels[filter]}
            </ToggleChip>
          );
        })}
      </div>
      <p className="text-[0.8rem] text-muted-foreground">Allergen filters keep that food out.</p>
    </fieldset>
  );
}
