import { stepperServingsLimits } from '@/shared/meal-plans/servings-limits';
import { micronutrientKeys } from '@/shared/nutrition/nutrients';
import { nutrientKeys, scaleNutrition, sumNutrition, type Nutrition } from '@/shared/nutrition/recipe-nutrition';
import type { MainMealSlot, PlannedMeal, ResolvedDay, ResolvedMeal } from '@/shared/schemas/meal-plans';

/** The most snacks the API accepts on one day. */
export const MAX_SNACKS = 6;

/** One meal in the plan: a fixed slot, or the nth snack of a day. */
export type MealAddress =
  { dayNumber: number; slot: MainMealSlot } | { dayNumber: number; slot: 'snacks'; index: number };

/** Where a meal can be put: any address, or a new snack at the end of a day's list. */
export type MealTarget = MealAddress | { dayNumber: number; slot: 'snacks'; index: 'new' };

export type DayMealsOf<T> = { breakfast: T | null; lunch: T | null; dinner: T | null; snacks: T[] };
export type DayOf<T> = { dayNumber: number; meals: DayMealsOf<T> };

/** What a change did: the whole new list of days, and which day numbers need saving. */
export type PlanChange<D> = { days: D[]; changed: number[] };

export function sameTarget(a: MealTarget, b: MealTarget): boolean {
  if (a.dayNumber !== b.dayNumber || a.slot !== b.slot) return false;
  return a.slot !== 'snacks' || b.slot !== 'snacks' || a.index === b.index;
}

export function mealAt<T>(meals: DayMealsOf<T>, target: MealTarget): T | null {
  if (target.slot !== 'snacks') return meals[target.slot];
  if (target.index === 'new') return null;
  return meals.snacks[target.index] ?? null;
}

/** Puts `meal` at the target (null empties a slot or drops the snack) on a copy of the day's meals. */
function withMealAt<T>(meals: DayMealsOf<T>, target: MealTarget, meal: T | null): DayMealsOf<T> {
  if (target.slot !== 'snacks') return { ...meals, [target.slot]: meal };
  const snacks = [...meals.snacks];
  if (target.index === 'new') {
    if (meal !== null) snacks.push(meal);
  } else if (meal === null) {
    snacks.splice(target.index, 1);
  } else {
    snacks[target.index] = meal;
  }
  return { ...meals, snacks };
}

function replaceDays<D extends DayOf<unknown>>(days: D[], updated: Map<number, DayMealsOf<unknown>>): PlanChange<D> {
  return {
    days: days.map((day) => (updated.has(day.dayNumber) ? ({ ...day, meals: updated.get(day.dayNumber)! } as D) : day)),
    changed: [...updated.keys()],
  };
}

/**
 * Moves the meal at `from` to `to`. An occupied target swaps the two meals; an empty one leaves
 * `from` empty (a moved snack leaves the list). Answers null when there is nothing to move, the
 * target is the meal itself, or the target day has no room for another snack.
 */
export function moveMeal<D extends DayOf<unknown>>(days: D[], from: MealAddress, to: MealTarget): PlanChange<D> | null {
  const fromDay = days.find((day) => day.dayNumber === from.dayNumber);
  const toDay = days.find((day) => day.dayNumber === to.dayNumber);
  if (!fromDay || !toDay || sameTarget(from, to)) return null;
  const moving = mealAt<unknown>(fromDay.meals, from);
  if (moving === null) return null;

  if (to.slot === 'snacks' && to.index === 'new') {
    const sameDay = from.dayNumber === to.dayNumber;
    if (sameDay && from.slot === 'snacks') {
      // Already a snack of this day: "to the end of the list".
      const meals = withMealAt(withMealAt(fromDay.meals, from, null), to, moving);
      return replaceDays(days, new Map([[from.dayNumber, meals]]));
    }
    if (toDay.meals.snacks.length >= MAX_SNACKS) return null;
    if (sameDay) {
      const meals = withMealAt(withMealAt(fromDay.meals, from, null), to, moving);
      return replaceDays(days, new Map([[from.dayNumber, meals]]));
    }
    return replaceDays(
      days,
      new Map([
        [from.dayNumber, withMealAt(fromDay.meals, from, null)],
        [to.dayNumber, withMealAt(toDay.meals, to, moving)],
      ]),
    );
  }

  const displaced = mealAt<unknown>(toDay.meals, to);
  if (to.slot === 'snacks' && displaced === null) return null; // a snack position that does not exist
  if (from.dayNumber === to.dayNumber) {
    // Set the target first: emptying a snack position shifts the later ones, a slot never moves.
    const meals = withMealAt(withMealAt(fromDay.meals, to, moving), from, displaced);
    return replaceDays(days, new Map([[from.dayNumber, meals]]));
  }
  return replaceDays(
    days,
    new Map([
      [from.dayNumber, withMealAt(fromDay.meals, from, displaced)],
      [to.dayNumber, withMealAt(toDay.meals, to, moving)],
    ]),
  );
}

/** Adds a meal to an empty slot or a new snack, or replaces the meal already there. */
/** The meal type a list of days holds. */
type MealOf<D extends DayOf<unknown>> = D['meals']['snacks'][number];

export function placeMeal<D extends DayOf<unknown>>(
  days: D[],
  target: MealTarget,
  meal: MealOf<D>,
): PlanChange<D> | null {
  const day = days.find((candidate) => candidate.dayNumber === target.dayNumber);
  if (!day) return null;
  if (target.slot === 'snacks' && target.index === 'new' && day.meals.snacks.length >= MAX_SNACKS) return null;
  return replaceDays(days, new Map([[day.dayNumber, withMealAt(day.meals, target, meal)]]));
}

export function removeMeal<D extends DayOf<unknown>>(days: D[], address: MealAddress): PlanChange<D> | null {
  const day = days.find((candidate) => candidate.dayNumber === address.dayNumber);
  if (!day || mealAt(day.meals, address) === null) return null;
  return replaceDays(days, new Map([[day.dayNumber, withMealAt(day.meals, address, null)]]));
}

export function updateMeal<D extends DayOf<unknown>>(
  days: D[],
  address: MealAddress,
  update: (meal: MealOf<D>) => MealOf<D>,
): PlanChange<D> | null {
  const day = days.find((candidate) => candidate.dayNumber === address.dayNumber);
  const meal = day ? (mealAt(day.meals, address) as MealOf<D> | null) : null;
  if (!day || meal === null) return null;
  return replaceDays(days, new Map([[day.dayNumber, withMealAt(day.meals, address, update(meal))]]));
}

/** Servings stay within the stepper's limits; two decimals at most, so 0.1 + 0.2 never shows up. */
export function clampServings(value: number): number {
  const clamped = Math.min(stepperServingsLimits.max, Math.max(stepperServingsLimits.min, value));
  return Math.round(clamped * 100) / 100;
}

/** One press of − or +: half a serving, never past the bounds. */
export function stepServings(value: number, direction: 1 | -1): number {
  return clampServings(value + direction * stepperServingsLimits.step);
}

const scaled = scaleNutrition;

/** The same meal for another number of servings; its nutrition (for the planned servings) scales with it. */
export function withServings(meal: ResolvedMeal, servings: number): ResolvedMeal {
  if (servings === meal.servings) return meal;
  const nutrition =
    meal.nutrition && meal.servings > 0 ? scaled(meal.nutrition, servings / meal.servings) : meal.nutrition;
  return { ...meal, servings, nutrition };
}

/** What a recipe looks like as a planned meal before the server has answered (conflicts come with the answer). */
export function mealFromRecipe(
  recipe: {
    id: string;
    name: string;
    imageUrl: string | null;
    servings: number;
    nutrition: Nutrition | null;
    incomplete?: string[];
  },
  servings: number,
): ResolvedMeal {
  return {
    recipeId: recipe.id,
    servings,
    recipeName: recipe.name,
    imageUrl: recipe.imageUrl,
    recipeServings: recipe.servings,
    nutrition: recipe.nutrition ? scaled(recipe.nutrition, servings) : null,
    incomplete: recipe.incomplete ?? [],
    conflicts: [],
  };
}

export function mealsOf<T>(meals: DayMealsOf<T>): T[] {
  return [meals.breakfast, meals.lunch, meals.dinner, ...meals.snacks].filter(
    (meal): meal is NonNullable<T> => meal !== null,
  ) as T[];
}

/** Raw sums of the meals' nutrition; rounding is for display only. */
export function totalsOf(meals: DayMealsOf<ResolvedMeal>): Nutrition {
  return sumNutrition(mealsOf(meals)).totals;
}

/**
 * The day's seven nutrients summed again from its meals, at once. Meals carry only those seven (the plan answer
 * leaves their vitamins and minerals out), so the day's micronutrients are dropped until the server's answer to the
 * save brings them: summing them from the meals would take every one as missing. Fibre, sugar or sodium a meal
 * carries as "at least" stay so.
 */
export function withFreshTotals(day: ResolvedDay): ResolvedDay {
  const { totals, incomplete } = sumNutrition(mealsOf(day.meals));
  const core: readonly string[] = nutrientKeys;
  return {
    ...day,
    totals: Object.fromEntries(nutrientKeys.map((key) => [key, totals[key]])) as Nutrition,
    incomplete: incomplete.filter((key) => core.includes(key)),
  };
}

/** A planned day whose vitamins and minerals are not in its totals: waiting for the save's answer, or stored before they were carried. */
export function lacksMicronutrients(day: ResolvedDay): boolean {
  return mealsOf(day.meals).length > 0 && micronutrientKeys.every((key) => day.totals[key] === undefined);
}

const planned = (meal: ResolvedMeal): PlannedMeal => ({ recipeId: meal.recipeId, servings: meal.servings });

/** The body of PUT /api/meal-plans/{id}/days/{n}: the day's meals as recipe and servings only. */
export function dayMealsInput(meals: DayMealsOf<ResolvedMeal>): {
  meals: { breakfast?: PlannedMeal; lunch?: PlannedMeal; dinner?: PlannedMeal; snacks?: PlannedMeal[] };
} {
  return {
    meals: {
      ...(meals.breakfast ? { breakfast: planned(meals.breakfast) } : {}),
      ...(meals.lunch ? { lunch: planned(meals.lunch) } : {}),
      ...(meals.dinner ? { dinner: planned(meals.dinner) } : {}),
      ...(meals.snacks.length > 0 ? { snacks: meals.snacks.map(planned) } : {}),
    },
  };
}
