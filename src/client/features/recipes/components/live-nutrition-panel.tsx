import { useId } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { IngredientStatus, NutrientKey } from '@/shared/nutrition/recipe-nutrition';
import { cn } from '@/client/lib/cn';
import { NutritionFactsList } from './nutrition-facts-list';
import type { LiveNutrition, NutritionRow } from '../hooks/use-live-nutrition';

const details: { key: NutrientKey; label: string }[] = [
  { key: 'protein', label: 'Protein' },
  { key: 'carbs', label: 'Carbs' },
  { key: 'fat', label: 'Fat' },
  { key: 'fiber', label: 'Fiber' },
  { key: 'sugar', label: 'Sugar' },
  { key: 'sodium', label: 'Sodium' },
];

type Unresolved = Extract<IngredientStatus, { resolved: false }>;

/** Why a row does not count, in words that say what to do about it. */
export function unresolvedReason(status: Unresolved, row: NutritionRow, lookingUp: boolean): string {
  if (status.reason === 'no food chosen') return 'no food chosen — pick one from the suggestions';
  if (status.reason === 'food not found')
    return lookingUp ? 'looking up the food…' : 'food data not found — pick the food again';
  if (!(row.line.amount > 0)) return 'enter an amount';
  return `unit needs a portion — this food has no “${row.line.unit}” size, enter the amount in g`;
}

/** The per-serving numbers beside the recipe form, and which ingredients they do and do not include. */
export function LiveNutritionPanel({ nutrition, className }: { nutrition: LiveNutrition; className?: string }) {
  const f = useFormats();
  const titleId = useId();
  const { rows, result, servings, lookingUp, failed } = nutrition;
  const counted = result.resolvedIngredients;
  const total = result.totalIngredients;
  const unresolved = result.ingredients.flatMap((status, position) =>
    status.resolved ? [] : [{ status, row: rows[position] }],
  );
  // A nutrient some counted food does not give (a label without a sugars line) is "at least", or not known at all.
  const shown = (key: NutrientKey) => {
    const value = result.perServing[key];
    if (!counted || !result.incomplete.includes(key)) return f.nutrient(key, value);
    return value > 0 ? `≥ ${f.nutrient(key, value)}` : 'not known';
  };
  const estimatedRows = result.ingredients.flatMap((status, position) =>
    status.resolved && status.estimated ? [rows[position].index + 1] : [],
  );

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-brand-100 bg-brand-50/40 p-4', className)}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-foreground">
          Nutrition per serving
        </h3>
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {lookingUp ? <LoaderCircle aria-hidden="true" className="size-3 animate-spin" /> : null}
          {`of ${f.count(servings, 'serving')}`}
        </span>
      </div>

      <p
        className={cn(
          'mt-3 text-3xl leading-none font-semibold tracking-tight tabular-nums',
          counted ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {shown('calories')}
      </p>

      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        {details.map(({ key, label }) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium text-foreground-soft tabular-nums">{shown(key)}</dd>
          </div>
        ))}
      </dl>

      {counted ? <NutritionFactsList perServing={result.perServing} incomplete={result.incomplete} /> : null}

      <div className="mt-4 border-t border-brand-100 pt-3">
        <p className="text-xs font-medium text-body">
          {total === 0 ? 'No ingredients yet' : `Counts ${counted} of ${f.count(total, 'ingredient')}`}
        </p>
        <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-border">
          <div
            className={cn(
              'h-full rounded-full transition-[width]',
              counted === total ? 'bg-brand-500' : 'bg-warning-500',
            )}
            style={{ width: `${total === 0 ? 0 : (counted / total) * 100}%` }}
          />
        </div>

        {unresolved.length > 0 ? (
          <ul aria-label="Not counted" className="mt-3 grid gap-1.5 text-xs text-body">
            {unresolved.map(({ status, row }) => (
              <li key={row.index} className="flex gap-1.5">
                <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-warning-600" />
                <span className="min-w-0 break-words">
                  <span className="font-medium">{`Row ${row.index + 1}${row.name ? ` (${row.name})` : ''}:`}</span>{' '}
                  {unresolvedReason(status as Unresolved, row, lookingUp)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}

        {estimatedRows.length > 0 ? (
          <p className="mt-3 text-xs leading-relaxed text-muted-foreground">
            {`${estimatedRows.length === 1 ? 'Row' : 'Rows'} ${estimatedRows.join(', ')}: USDA gives no cup or spoon weight for ${estimatedRows.length === 1 ? 'this food' : 'these foods'}, so the volume is weighed by the usual density of its kind (estimated). Amounts in g are exact.`}
          </p>
        ) : null}

        {failed ? (
          <p role="alert" className="mt-3 text-xs font-medium text-destructive">
            Food data could not be loaded, so these numbers may be incomplete.
          </p>
        ) : null}
      </div>
    </section>
  );
}
