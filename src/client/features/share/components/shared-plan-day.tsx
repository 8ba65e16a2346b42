import type { ResolvedDay, ResolvedMeal, SharedPlan } from '@/shared/schemas/meal-plans';
import { dayTypeOf, dayTypeTargetsText } from '@/shared/schemas/day-types';
import { cn } from '@/client/lib/cn';
import type { Formats } from '@/shared/format/formats';
import { formatServings } from '../lib/format-shared';

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
export function EmptyDays({ days, formats }: { days: ResolvedDay[]; formats: Formats }) {
  const first = days[0];
  const last = days[days.length - 1];
  const title =
    days.length === 1
      ? `Day ${first.dayNumber} · ${formats.dayDate(first.date)}`
      : `Days ${first.dayNumber}–${last.dayNumber} · ${formats.shortDayDate(first.date)} – ${formats.shortDayDate(last.date)}`;
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
  /** the practice's locale and the client's units */
  formats: Formats;
};

/** One day of the plan: what to eat at each meal, and how the day adds up against the targets. */
export function SharedPlanDay({ day, targets, dayTypes, recipeIds, formats }: SharedPlanDayProps) {
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
            {`Day ${day.dayNumber} · ${formats.dayDate(day.date)}`}
          </h3>
          {type ? (
            <p data-day-type="" className="min-w-0 text-sm break-words text-subtle sm:text-right">
              <span className="font-semibold text-foreground">{type.name}</span>
              {dayTypeTargetsText(type, formats)
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
            <MealRow
              key={key}
              label={label}
              meal={meal}
              linkToRecipe={recipeIds.has(meal.recipeId)}
              formats={formats}
            />
          ))}
        </ul>
      )}

      {rows.length > 0 ? <DailyTotals totals={day.totals} targets={type ?? targets} formats={formats} /> : null}
    </article>
  );
}

function MealRow({
  label,
  meal,
  linkToRecipe,
  formats,
}: {
  label: string;
  meal: ResolvedMeal;
  linkToRecipe: boolean;
  formats: Formats;
}) {
  const grams = (value: number) => formats.number(value);
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
        <p className="mt-0.5 text-xs text-muted-foreground">{formatServings(formats, meal.servings)}</p>
      </div>
      {meal.nutrition ? (
        <div className="col-start-2 sm:col-start-3 sm:text-right">
          <p className="text-sm font-semibold text-foreground tabular-nums">
            {formats.energy(meal.nutrition.calories)}
          </p>
          <p className="mt-0.5 text-xs whitespace-nowrap text-subtle tabular-nums">
            {`Protein ${grams(meal.nutrition.protein)} g · Carbs ${grams(meal.nutrition.carbs)} g · Fat ${grams(meal.nutrition.fat)} g`}
          </p>
        </div>
      ) : null}
    </li>
  );
}

const totalsShown = [
  { key: 'calories', label: 'Calories', energy: true, target: 'targetCalories' },
  { key: 'protein', label: 'Protein', energy: false, target: 'targetProtein' },
  { key: 'carbs', label: 'Carbs', energy: false, target: 'targetCarbs' },
  { key: 'fat', label: 'Fat', energy: false, target: 'targetFat' },
] as const;

function DailyTotals({
  totals,
  targets,
  formats,
}: {
  totals: ResolvedDay['totals'];
  targets: Targets;
  formats: Formats;
}) {
  // Energy in the chosen unit, rounded once there (decision 0033); grams whole.
  const figure = (value: number, energy: boolean) => formats.number(energy ? formats.energyValue(value) : value);
  return (
    <div className="border-t border-border bg-background/80 px-4 py-3 sm:px-5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Daily total</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {totalsShown.map(({ key, label, energy, target }) => {
          const value = totals[key];
          const unit = energy ? formats.energyLabel : 'g';
          const goal = targets[target];
          const share = goal ? Math.min(100, (value / goal) * 100) : null;
          return (
            <div key={key} className="min-w-0">
              <dt className="text-xs text-muted-foreground">
                {energy && formats.energyUnit === 'kJ' ? 'Energy' : label}
              </dt>
              <dd className="text-sm text-foreground tabular-nums">
                <span className="font-semibold">{figure(value, energy)}</span>
                {goal ? <span className="text-subtle">{` of ${figure(goal, energy)} ${unit}`}</span> : ` ${unit}`}
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
