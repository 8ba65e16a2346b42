import { generatedServingsLimits } from '../../../../shared/meal-plans/servings-limits.ts';

/**
 * Servings offered for a generated meal: practical quarter steps, half a serving to two and a half; on days of one
 * or two meals also 2.75 and 3, at a cost that makes them a last resort (see servingsCost in scoring.ts).
 */
export const MIN_SERVINGS = generatedServingsLimits.min;
/** The most servings of one recipe on a day of three or four meals. */
export const USUAL_MAX_SERVINGS = generatedServingsLimits.max;
/** The most on a day of one or two meals, where 3,000 kcal in two plates cannot be reached otherwise. */
export const MAX_SERVINGS = generatedServingsLimits.fewMealsMax;
export const SERVING_LEVELS: readonly number[] = Array.from(
  { length: Math.round((MAX_SERVINGS - MIN_SERVINGS) / generatedServingsLimits.step) + 1 },
  (_, i) => MIN_SERVINGS + i * generatedServingsLimits.step,
);

/** The largest servings the generator offers for a day of this many meals. */
export function maxServingsFor(mealsPerDay: number): number {
  return mealsPerDay <= 2 ? MAX_SERVINGS : USUAL_MAX_SERVINGS;
}

/** The servings steps the generator offers for a day of this many meals. */
export function servingLevelsFor(mealsPerDay: number): number[] {
  const max = maxServingsFor(mealsPerDay);
  return SERVING_LEVELS.filter((servings) => servings <= max);
}
