import { and, eq, isNull } from 'drizzle-orm';
import { addDays, daysInSpan } from '../../../shared/dates/calendar-days.ts';
import { scaleDayServings } from '../../../shared/meal-plans/scale-day.ts';
import { DAY_TYPE_CALORIES, dayTypeOf, type DayType } from '../../../shared/schemas/day-types.ts';
import type { DayMeals, PlannedMeal } from '../../../shared/schemas/meal-plans.ts';
import type { AppliedPlan, PlanConflict } from '../../../shared/schemas/plan-templates.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clients, mealPlanDays } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toClient } from '../clients/clients.service.ts';
import { createPlanWithDays, findOwnPlan } from './meal-plans.service.ts';
import { clientFactsColumns, loadPlanContext, mealsOf, type ClientFacts } from './plan-resolution.service.ts';
import { ownedBy } from '../../db/owned-by.ts';
import { createFormats } from '../../../shared/format/formats.ts';
import { documentPreferences } from '../users/preferences.service.ts';

/**
 * New plans made of other plans' days (a copy, a template applied: decision 0028): re-dated, optionally scaled to
 * a calorie target, screened against the client, written in one transaction.
 */

const invalid = (path: string, message: string) =>
  new AppError('bad_request', 'Some fields are not valid', [{ path, message }]);

/** One of the practice's clients who is not archived, whole (for the energy estimate) and as the screening reads them. */
export async function findClientToPlanFor(deps: AppDeps, actor: Actor, clientId: string) {
  const [row] = await deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), ownedBy(clients, actor), isNull(clients.archivedAt)))
    .limit(1);
  if (!row) throw invalid('clientId', 'Client not found');
  const facts: ClientFacts = Object.fromEntries(
    Object.keys(clientFactsColumns).map((key) => [key, row[key as keyof typeof row]]),
  ) as ClientFacts;
  return { client: toClient(row), facts };
}

const slotWords = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snacks: 'snack' } as const;

/** The planned meals of a day in a fixed order (breakfast, lunch, dinner, snacks), with their slot. */
function slottedMeals(meals: DayMeals): { slot: keyof typeof slotWords; meal: PlannedMeal }[] {
  return [
    ...(['breakfast', 'lunch', 'dinner'] as const).flatMap((slot) =>
      meals[slot] ? [{ slot, meal: meals[slot] }] : [],
    ),
    ...(meals.snacks ?? []).map((meal) => ({ slot: 'snacks' as const, meal })),
  ];
}

/** The mean calories of the days' types (days without a type count for nothing); null without types. */
function meanTypeCalories(days: PlanSource['days'], types: DayType[] | null): number | null {
  const calories = days.flatMap((day) => dayTypeOf(types, day.dayType)?.targetCalories ?? []);
  return calories.length ? calories.reduce((sum, value) => sum + value, 0) / calories.length : null;
}

/** A day type with its targets scaled by `factor`, calories kept within the bounds a day type may have. */
function scaledDayType(type: DayType, factor: number): DayType {
  if (factor === 1) return type;
  const grams = (value: number | null) => (value === null ? null : Math.round(value * factor));
  return {
    ...type,
    targetCalories: Math.min(
      DAY_TYPE_CALORIES.max,
      Math.max(DAY_TYPE_CALORIES.min, Math.round(type.targetCalories * factor)),
    ),
    targetProtein: grams(type.targetProtein),
    targetCarbs: grams(type.targetCarbs),
    targetFat: grams(type.targetFat),
  };
}

function withServings(meals: DayMeals, servings: number[]): DayMeals {
  let index = 0;
  const next = (meal: PlannedMeal) => ({ ...meal, servings: servings[index++] });
  const scaled: DayMeals = {};
  for (const slot of ['breakfast', 'lunch', 'dinner'] as const) if (meals[slot]) scaled[slot] = next(meals[slot]);
  if (meals.snacks?.length) scaled.snacks = meals.snacks.map(next);
  return scaled;
}

export interface PlanSource {
  name: string;
  description: string | null;
  notes: string | null;
  targets: { calories: number | null; protein: number | null; carbs: number | null; fat: number | null };
  /** the source's day types; a day's `dayType` names one of them */
  dayTypes: DayType[] | null;
  days: { meals: DayMeals; dayType: string | null }[];
}

/**
 * Writes a new plan from days of meals: re-dated from `startDate`, optionally scaled to a calorie target, and
 * screened against the client. Plan and days are written in one transaction; the answer lists every conflicting
 * meal and every day that could not reach its target.
 */
export async function writePlanFrom(
  deps: AppDeps,
  actor: Actor,
  source: PlanSource,
  options: { client: ClientFacts | null; startDate: string; targetCalories: number | null; activity: string },
): Promise<AppliedPlan> {
  const notes: string[] = [];
  // Whole recipes, read once: the scaling below and the plan written from it use the same context.
  const context = await loadPlanContext(
    deps,
    actor.id,
    source.days.map(({ meals }) => ({ meals })),
  );
  // A recipe deleted since (or no longer shared) cannot be planned: the meal is left out, and the answer says so.
  const days = source.days.map(({ meals }, index) => {
    const kept: DayMeals = {};
    for (const { slot, meal } of slottedMeals(meals)) {
      if (!context.recipesById.has(meal.recipeId)) {
        notes.push(`Day ${index + 1} ${slotWords[slot]}: its recipe is no longer available, so the meal was left out.`);
        continue;
      }
      if (slot === 'snacks') kept.snacks = [...(kept.snacks ?? []), meal];
      else kept[slot] = meal;
    }
    return kept;
  });
  const target = options.targetCalories;
  // The notes write energy as the practice (or the client) reads it (decision 0033).
  const f = createFormats(await documentPreferences(deps, actor.id, options.client?.id ?? null));
  // With day types, each type keeps its place relative to the plan's calories: a training day 600 kcal over a
  // 2,200 kcal plan stays as far over, in proportion, when the plan is scaled to 2,500.
  const types = source.dayTypes?.length ? source.dayTypes : null;
  const base = source.targets.calories ?? meanTypeCalories(source.days, types);
  const factor = target !== null && base ? target / base : 1;
  const dayTypes = types?.map((type) => scaledDayType(type, factor)) ?? null;
  const scaledDays = days.map((meals, index) => {
    const type = dayTypeOf(dayTypes, source.days[index].dayType);
    const dayTarget = target === null ? null : type ? type.targetCalories : target;
    if (dayTarget === null || mealsOf(meals).length === 0) return meals;
    const slotted = slottedMeals(meals);
    const scaled = scaleDayServings(
      slotted.map(({ meal }) => {
        const nutrition = context.recipesById.get(meal.recipeId)!.nutrition as { calories?: number } | null;
        return { servings: meal.servings, caloriesPerServing: nutrition?.calories ?? null };
      }),
      dayTarget,
    );
    if (!scaled.reached)
      notes.push(
        `Day ${index + 1}: ${f.energy(scaled.calories)}, not within 5 % of ${f.energy(dayTarget)}: its meals cannot be scaled further within 0.5 to ${slotted.length <= 2 ? 3 : 2.5} servings. Add or change a meal.`,
      );
    return withServings(meals, scaled.servings);
  });
  const macro = (grams: number | null) => (grams === null ? null : Math.round(grams * factor));
  const { plan, days: resolved } = await createPlanWithDays(
    deps,
    actor,
    {
      clientId: options.client?.id ?? null,
      name: source.name,
      description: source.description,
      startDate: options.startDate,
      endDate: addDays(options.startDate, Math.max(1, scaledDays.length) - 1),
      status: 'active',
      targetCalories: target ?? source.targets.calories,
      targetProtein: macro(source.targets.protein),
      targetCarbs: macro(source.targets.carbs),
      targetFat: macro(source.targets.fat),
      notes: source.notes,
      dayTypes,
    },
    scaledDays.flatMap((meals, index) => {
      const dayType = dayTypes ? source.days[index].dayType : null;
      return mealsOf(meals).length || dayType ? [{ dayNumber: index + 1, meals, dayType }] : [];
    }),
    (clientName) => `${options.activity}${clientName ? ` for ${clientName}` : ''}`,
    context,
  );
  const conflicts: PlanConflict[] = resolved.flatMap((day) =>
    (['breakfast', 'lunch', 'dinner', 'snacks'] as const).flatMap((slot) => {
      const meals = slot === 'snacks' ? day.meals.snacks : day.meals[slot] ? [day.meals[slot]!] : [];
      return meals.flatMap((meal) =>
        meal.conflicts.map((reason) => ({
          dayNumber: day.dayNumber,
          date: day.date,
          meal: slot,
          recipeName: meal.recipeName ?? 'A deleted recipe',
          reason,
        })),
      );
    }),
  );
  return { ...plan, conflicts, notes };
}

/**
 * A plan copied and re-dated from `startDate`: for the same client (clientId left out), another of the practice's
 * clients (screened against them), or none (null). Servings and targets are kept.
 */
export async function copyMealPlan(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: { clientId?: string | null; startDate: string },
): Promise<AppliedPlan> {
  const plan = await findOwnPlan(deps, actor, id);
  const clientId = input.clientId === undefined ? plan.clientId : input.clientId;
  let facts: ClientFacts | null = null;
  if (clientId) {
    if (clientId === plan.clientId && input.clientId === undefined) {
      const [row] = await deps.db
        .select(clientFactsColumns)
        .from(clients)
        .where(and(eq(clients.id, clientId), ownedBy(clients, actor)))
        .limit(1);
      facts = row ?? null;
    } else facts = (await findClientToPlanFor(deps, actor, clientId)).facts;
  }
  const stored = await deps.db
    .select({ dayNumber: mealPlanDays.dayNumber, meals: mealPlanDays.meals, dayType: mealPlanDays.dayType })
    .from(mealPlanDays)
    .where(eq(mealPlanDays.mealPlanId, plan.id));
  const byNumber = new Map(stored.map((day) => [day.dayNumber, day]));
  return writePlanFrom(
    deps,
    actor,
    {
      name: `${plan.name} (copy)`.slice(0, 200),
      description: plan.description,
      notes: plan.notes,
      targets: {
        calories: plan.targetCalories,
        protein: plan.targetProtein,
        carbs: plan.targetCarbs,
        fat: plan.targetFat,
      },
      dayTypes: (plan.dayTypes as DayType[] | null) ?? null,
      days: Array.from({ length: daysInSpan(plan) }, (_, index) => {
        const day = byNumber.get(index + 1);
        return { meals: (day?.meals as DayMeals | undefined) ?? {}, dayType: day?.dayType ?? null };
      }),
    },
    { client: facts, startDate: input.startDate, targetCalories: null, activity: `Copied meal plan ${plan.name}` },
  );
}
