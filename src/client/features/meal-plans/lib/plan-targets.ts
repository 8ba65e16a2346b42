import type { NutrientKey } from '@/shared/nutrition/recipe-nutrition';
import type { MealPlan, ResolvedDay } from '@/shared/schemas/meal-plans';
import { dayTypeOf } from '@/shared/schemas/day-types';

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

/** A day's targets: its day type's when it has one the plan holds, else the plan's. */
export function dayTargets(
  plan: Pick<MealPlan, 'targetCalories' | 'targetProtein' | 'targetCarbs' | 'targetFat' | 'dayTypes'>,
  day: Pick<ResolvedDay, 'dayType'>,
): Record<TargetedNutrient, number | null> {
  const type = dayTypeOf(plan.dayTypes, day.dayType);
  if (!type) return planTargets(plan);
  return { calories: type.targetCalories, protein: type.targetProtein, carbs: type.targetCarbs, fat: type.targetFat };
}
