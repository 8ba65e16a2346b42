import type { ResolvedDay, ResolvedMeal, SharedPlan } from '@/shared/schemas/meal-plans';
import { dayTypeOf, dayTypeTargetsText } from '@/shared/schemas/day-types';
import { cn } from '@/client/lib/cn';
import { formatDayDate, formatShortDayDate } from '@/shared/format/format-day-date';
import { formatServings } from '@/shared/format/format-servings';
import { formatWhole } from '../lib/format-shared';

type Targets = Pick<SharedPlan['plan'], 'targetCalories' | 'targetProtein' | 'targetCarbs' | 'targetFat'>;

type PlannedMealRow = { key: string; label: string; meal: ResolvedMeal };

/** Breakfast, lunch, dinner, then each snack: the order a day is eaten in. */
export function mealsOfDay(day: ResolvedDay): PlannedMealRow[] {
  const rows: PlannedMealRow[] = [];
  if (day.meals.breakfast) rows.push({ key: 'breakfast', label: 'Breakfast', meal: day.meals.breakfast });
  if (day.meals.lunch) rows.push({ key: 'lunch', label: 'Lunch', meal: day.meals.lunch });
  if (day.meals.dinner) rows.push({ key: 'dinner', label: 'Dinner', meal: day.meals.dinner });
  day.meals.snacks.forEach((meal, index) => rows.push({ key: `snack-${index}`, label: 'Snack', meal }));
  return rows;
}

export function hasMeals(day: ResolvedDay): boolean {
  return Boolean(day.meals.breakfast || day.meals.lunch || day.meals.dinner || day.meals.snacks.length > 0);
}

export type DaySegment = { kind: 'planned'; day: ResolvedDay } | { kind: 'empty'; days: ResolvedDay[] };

/** Days with meals one by one; a run of days without any folded into one line, so a half-filled plan stays short. */
export function groupEmptyDays(days: readonly ResolvedDay[]): DaySegment[] {
  const segments: DaySegment[] = [];
  for (const day of days) {
    const last = segments.at(-1);
    if (hasMeals(day)) segments.push({ kind: 'planned', day });
    else if (last?.kind === 'empty') last.days.push(day);
    else segments.push({ kind: 'empty', days: [day] });
  }
  return segments;
}

/** 'Day 4 · Thursday, Mar 5' or 'Days 4–14 · Thu, Mar 5 – Sun, Mar 15', with nothing planned yet. */
export function EmptyDays({ days }: { days: ResolvedDay[] }) {
  const first = days[0];
  const last = days[days.length - 1];
  const title =
    days.length === 1
      ? `Day ${first.dayNumber} · ${formatDayDate(first.date)}`
      : `Days ${first.dayNumber}–${last.dayNumber} · ${formatShortDayDate(first.date)} – ${formatShortDayDate(last.date)}`;
  return (
    <div
      data-print-keep-together=""
      className="flex flex-col gap-0.5 rounded-xl border border-dashed border-input bg-surface/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:px-5 print:rounded-none"
    >
      <h3 className="text-sm font-semibold text-body">{title}</h3>
      <p className="text-sm text-muted-foreground">No meals planned yet</p>
    </div>
  );
}

type SharedPlanDayProps = {
  day: ResolvedDay;
  targets: Targets;
  /** the plan's day types: a typed day shows its type and is measured against its type's targets */
  dayTypes?: SharedPlan['plan']['dayTypes'];
  /** Recipes printed further down the page, so a meal can point at its method. */
  recipeIds: ReadonlySet<string>;
};

/** One day of the plan: what to eat at each meal, and how the day adds up against the targets. */
export function SharedPlanDay({ day, targets, dayTypes, recipeIds }: SharedPlanDayProps) {
  const rows = mealsOfDay(day);
  const headingId = `day-${day.dayNumber}`;
  const type = dayTypeOf(dayTypes, day.dayType);

  return (
    <article
      aria-labelledby={headingId}
      data-print-keep-together=""
      className="overflow-hidden rounded-xl border border-border bg-surface shadow-card print:rounded-none print:border-faint"
    >
      <header className="flex items-start gap-3 border-b border-border bg-background/80 px-4 py-3 sm:px-5">
        <span
          aria-hidden="true"
          className="mt-0.5 h-5 w-1 shrink-0 rounded-full bg-(--brand) [print-color-adjust:exact]"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <h3 id={headingId} className="min-w-0 text-base font-semibold text-foreground">
            {`Day ${day.dayNumber} · ${formatDayDate(day.date)}`}
          </h3>
          {type ? (
            <p data-day-type="" className="min-w-0 text-sm break-words text-subtle sm:text-right">
              <span className="font-semibold text-foreground">{type.name}</span>
              {dayTypeTargetsText(type)
                .split(' · ')
                .map((figure) => (
                  // Each figure kept whole: a narrow screen breaks the line between figures, never inside one.
                  <span key={figure}>
                    {' · '}
                    <span className="whitespace-nowrap">{figure}</span>
                  </span>
                ))}
            </p>
          ) : null}
        </div>
      </header>

      {rows.length === 0 ? (
        <p className="px-4 py-5 text-sm text-muted-foreground sm:px-5">No meals planned for this day yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {rows.map(({ key, label, meal }) => (
            <MealRow key={key} label={label} meal={meal} linkToRecipe={recipeIds.has(meal.recipeId)} />
          ))}
        </ul>
      )}

      {rows.length > 0 ? <DailyTotals totals={day.totals} targets={type ?? targets} /> : null}
    </article>
  );
}

function MealRow({ label, meal, linkToRecipe }: { label: string; meal: ResolvedMeal; linkToRecipe: boolean }) {
  const name = meal.recipeName ?? 'Recipe no longer available';
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 px-4 py-3 sm:grid-cols-[6.5rem_minmax(0,1fr)_auto] sm:items-baseline sm:px-5">
      <p className="pt-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <div className="min-w-0">
        <p
          className={cn(
            'text-sm leading-snug font-medium break-words',
            meal.recipeName ? 'text-foreground' : 'text-muted-foreground italic',
          )}
        >
          {meal.recipeName && linkToRecipe ? (
            <a
              href={`#recipe-${meal.recipeId}`}
              className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring print:no-underline"
            >
              {name}
            </a>
          ) : (
            name
          )}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">{formatServings(meal.servings)}</p>
      </div>
      {meal.nutrition ? (
        <div className="col-start-2 sm:col-start-3 sm:text-right">
          <p className="text-sm font-semibold text-foreground tabular-nums">{`${formatWhole(meal.nutrition.calories)} kcal`}</p>
          <p className="mt-0.5 text-xs whitespace-nowrap text-subtle tabular-nums">
            {`Protein ${formatWhole(meal.nutrition.protein)} g · Carbs ${formatWhole(meal.nutrition.carbs)} g · Fat ${formatWhole(meal.nutrition.fat)} g`}
          </p>
        </div>
      ) : null}
    </li>
  );
}

const totalsShown = [
  { key: 'calories', label: 'Calories', unit: 'kcal', target: 'targetCalories' },
  { key: 'protein', label: 'Protein', unit: 'g', target: 'targetProtein' },
  { key: 'carbs', label: 'Carbs', unit: 'g', target: 'targetCarbs' },
  { key: 'fat', label: 'Fat', unit: 'g', target: 'targetFat' },
] as const;

function DailyTotals({ totals, targets }: { totals: ResolvedDay['totals']; targets: Targets }) {
  return (
    <div className="border-t border-border bg-background/80 px-4 py-3 sm:px-5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Daily total</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {totalsShown.map(({ key, label, unit, target }) => {
          const value = totals[key];
          const goal = targets[target];
          const share = goal ? Math.min(100, (value / goal) * 100) : null;
          return (
            <div key={key} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-sm text-foreground tabular-nums">
                <span className="font-semibold">{formatWhole(value)}</span>
                {goal ? <span className="text-subtle">{` of ${formatWhole(goal)} ${unit}`}</span> : ` ${unit}`}
              </dd>
              {share !== null ? (
                <div
                  aria-hidden="true"
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-border [print-color-adjust:exact]"
                >
                  <div
                    className="h-full rounded-full bg-(--brand) [print-color-adjust:exact]"
                    style={{ width: `${share}%` }}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
