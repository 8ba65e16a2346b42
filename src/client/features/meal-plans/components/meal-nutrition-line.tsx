import type { Nutrition } from '@/shared/nutrition/recipe-nutrition';
import { useFormats } from '@/client/lib/use-formats';
import { cn } from '@/client/lib/cn';

const macros = [
  { key: 'protein', short: 'P', label: 'Protein' },
  { key: 'carbs', short: 'C', label: 'Carbs' },
  { key: 'fat', short: 'F', label: 'Fat' },
] as const;

/** "355 kcal · P 12.3 g · C 50.1 g · F 9.8 g" for the planned servings. */
export function MealNutritionLine({ nutrition, className }: { nutrition: Nutrition | null; className?: string }) {
  const f = useFormats();
  if (!nutrition) return <p className={cn('text-xs text-muted-foreground', className)}>No nutrition data</p>;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs text-subtle tabular-nums', className)}>
      <span className="text-sm font-semibold text-foreground">{f.nutrient('calories', nutrition.calories)}</span>
      {macros.map(({ key, short, label }) => (
        <span key={key} className="whitespace-nowrap">
          <span aria-hidden="true" className="font-medium text-muted-foreground">
            {short}
          </span>
          <span className="sr-only">{label}</span> {f.nutrient(key, nutrition[key])}
        </span>
      ))}
    </p>
  );
}
