import type { NutrientKey } from '@/shared/nutrition/recipe-nutrition';
import type { MealPlan } from '@/shared/schemas/meal-plans';

/** How close a day came to a target: within ±10 % is on target, anything else needs a look. */
export type TargetTone = 'on-target' | 'off-target';

export type TargetComparison = { percent: number; tone: TargetTone };

export const TARGET_TOLERANCE_PERCENT = 10;

/**
 * The day's value as a share of the target. The tone follows the percentage as shown (rounded), so
 * "90%" is never painted amber next to a "90%" painted green. No target (or a zero one): nothing to compare.
 */
export function compareToTarget(value: number, target: number | null | undefined): TargetComparison | null {
  if (target === null || target === undefined || !(target > 0)) return null;
  const percent = Math.round((value / target) * 100);
  const tone: TargetTone = Math.abs(percent - 100) <= TARGET_TOLERANCE_PERCENT ? 'on-target' : 'off-target';
  return { percent, tone };
}

export type TargetedNutrient = Extract<NutrientKey, 'calories' | 'protein' | 'carbs' | 'fat'>;

/** The plan's daily targets by nutrient; fiber, sugar and sodium have none. */
export function planTargets(
  plan: Pick<MealPlan, 'targetCalories' | 'targetProtein' | 'targetCarbs' | 'targetFat'>,
): Record<TargetedNutrient, number | null> {
  return { calories: plan.targetCalories, protein: plan.targetProtein, carbs: plan.targetCarbs, fat: plan.targetFat };
}
