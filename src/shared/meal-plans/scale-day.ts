import { generatedServingsLimits } from './servings-limits.ts';

/** One planned meal as the scaling sees it: its servings and the calories of one serving (null: not known). */
export interface ScalableMeal {
  servings: number;
  caloriesPerServing: number | null;
}

export interface ScaledDay {
  servings: number[];
  /** the day's calories after scaling, from the meals whose calories are known */
  calories: number;
  /** within ±5 % of the target */
  reached: boolean;
}

/** A template applied to a client lands each day within this share of the target calories. */
export const SCALE_TOLERANCE = 0.05;

const roundToStep = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Scales a day's servings so its calories land within ±5 % of `target`, in the generator's quarter steps and
 * within its limits (half a serving to two and a half, three on days of one or two meals; a meal already planned
 * beyond them is never pushed further out). Every meal first takes the same factor, then single steps close the
 * rest of the gap, one meal at a time, while a step brings the day nearer. Meals of unknown calories keep their
 * servings.
 */
export function scaleDayServings(meals: ScalableMeal[], target: number): ScaledDay {
  const { min, step } = generatedServingsLimits;
  const max = meals.length <= 2 ? generatedServingsLimits.fewMealsMax : generatedServingsLimits.max;
  const caloriesOf = (servings: number[]) =>
    meals.reduce((sum, meal, index) => sum + (meal.caloriesPerServing ?? 0) * servings[index], 0);
  const before = caloriesOf(meals.map((meal) => meal.servings));
  const bounds = meals.map((meal) => ({ low: Math.min(min, meal.servings), high: Math.max(max, meal.servings) }));
  const clamp = (value: number, index: number) => Math.min(bounds[index].high, Math.max(bounds[index].low, value));
  const scalable = (index: number) => (meals[index].caloriesPerServing ?? 0) > 0;

  let servings = meals.map((meal) => meal.servings);
  if (before > 0) {
    const factor = target / before;
    servings = meals.map((meal, index) =>
      scalable(index) ? clamp(roundToStep(meal.servings * factor, step), index) : meal.servings,
    );
  }
  // Close the rest of the gap step by step: each round takes the single ± step that brings the day nearest.
  for (let round = 0; round < 200; round += 1) {
    const gap = Math.abs(caloriesOf(servings) - target);
    let best: { index: number; value: number; gap: number } | null = null;
    for (const [index] of meals.entries()) {
      if (!scalable(index)) continue;
      for (const value of [servings[index] + step, servings[index] - step]) {
        if (value !== clamp(value, index)) continue;
        const next = servings.with(index, value);
        const nextGap = Math.abs(caloriesOf(next) - target);
        if (nextGap < gap - 1e-9 && (!best || nextGap < best.gap)) best = { index, value, gap: nextGap };
      }
    }
    if (!best) break;
    servings = servings.with(best.index, best.value);
  }
  const calories = caloriesOf(servings);
  return { servings, calories, reached: Math.abs(calories - target) <= SCALE_TOLERANCE * target };
}
