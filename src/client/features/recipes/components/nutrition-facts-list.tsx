import { micronutrientInfo, micronutrientKeys, roundMicronutrient } from '@/shared/nutrition/nutrients';
import { useFormats } from '@/client/lib/use-formats';
import type { Nutrition } from '@/shared/nutrition/recipe-nutrition';

/**
 * The full nutrition facts of a serving: every SR28 vitamin, mineral and fat fraction, "≥" where some food does
 * not report it (the total is a lower bound) and "not reported" where none does — never a zero in its place.
 */
export function NutritionFactsList({
  perServing,
  incomplete,
}: {
  perServing: Nutrition;
  incomplete: readonly string[];
}) {
  const f = useFormats();
  return (
    <details className="group mt-4 border-t border-brand-100 pt-3">
      <summary className="cursor-pointer text-xs font-medium text-brand-800 select-none">
        Vitamins, minerals and fats
      </summary>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs" aria-label="Full nutrition facts per serving">
        {micronutrientKeys.map((key) => {
          const value = perServing[key];
          const { label, unit } = micronutrientInfo[key];
          return (
            <div
              key={key}
              className="flex min-w-0 items-baseline justify-between gap-2 border-b border-dotted border-border py-0.5"
              data-nutrient={key}
            >
              <dt className="truncate text-subtle">{label}</dt>
              <dd className="shrink-0 font-medium text-foreground-soft tabular-nums">
                {value === null || value === undefined ? (
                  <span className="font-normal text-muted-foreground">not reported</span>
                ) : (
                  `${incomplete.includes(key) ? '≥ ' : ''}${f.number(roundMicronutrient(value), 2)} ${unit}`
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
