import { createFormats, type Formats } from '@/shared/format/formats';
import { dailyTargets, dayDeviation, isWithinTolerance, sumMeals } from '@/shared/nutrition/plan-targets';
import {
  planSlots,
  type GeneratedDay,
  type GeneratedMeal,
  type GeneratedPlan,
  type GenerationRequest,
  type GenerationValues,
  type LockedMeal,
  type MacroNutrition,
  type PlanSlot,
} from '@/shared/schemas/generator';
import type { DayMeals, MealPlanCreateInput } from '@/shared/schemas/meal-plans';
import { addCalendarDays } from '@/client/features/meal-plans';
import type { DayType } from '@/shared/schemas/day-types';

/**
 * The plan on screen: what the generator answered, as the practitioner has rearranged it since, and the
 * request it came from (regenerating a day or a meal asks again with the same targets and filters, even
 * when the form has been changed in the meantime).
 */
export type ScreenPlan = {
  request: GenerationValues;
  days: GeneratedDay[];
  notes: GeneratedPlan['notes'];
  summary: GeneratedPlan['summary'];
};

/** One meal tile: a day and the slot it sits in. */
export type MealAddress = { dayNumber: number; mealType: PlanSlot };

export function sameAddress(a: MealAddress, b: MealAddress): boolean {
  return a.dayNumber === b.dayNumber && a.mealType === b.mealType;
}

/** The day's meals in the order a day is shown: breakfast, lunch, dinner, snack. */
export function mealsInOrder(day: GeneratedDay): { mealType: PlanSlot; meal: GeneratedMeal }[] {
  return planSlots.flatMap((mealType) => {
    const meal = day.meals[mealType];
    return meal ? [{ mealType, meal }] : [];
  });
}

export function mealAt(days: readonly GeneratedDay[], address: MealAddress): GeneratedMeal | null {
  return days.find((day) => day.dayNumber === address.dayNumber)?.meals[address.mealType] ?? null;
}

/**
 * The day's totals, deviation and verdict worked out again from its meals, the way the server does (sums of
 * the meals as shown, deviation against the day's targets). The server's note explained the meals it chose;
 * once the practitioner has changed them it no longer applies, so it goes.
 */
export function recomputeDay(day: GeneratedDay): GeneratedDay {
  const totals = sumMeals(Object.values(day.meals).map((meal) => meal?.nutrition));
  const deviation = dayDeviation(totals, day.targets);
  const meals: GeneratedDay['meals'] = {};
  for (const slot of planSlots) {
    const meal = day.meals[slot];
    if (meal)
      meals[slot] = {
        ...meal,
        energyShare: totals.calories > 0 ? Math.round((1000 * meal.nutrition.calories) / totals.calories) / 10 : 0,
      };
  }
  return {
    dayNumber: day.dayNumber,
    ...(day.dayType !== undefined ? { dayType: day.dayType } : {}),
    meals,
    totals,
    targets: day.targets,
    deviation,
    withinTolerance: isWithinTolerance(deviation),
    notes: [],
  };
}

/**
 * Swaps the meals on two tiles, on one day or across days. Only the days that changed are recomputed.
 * Answers null when there is nothing to swap (the same tile, or an empty one).
 */
export function swapMeals(days: readonly GeneratedDay[], a: MealAddress, b: MealAddress): GeneratedDay[] | null {
  if (sameAddress(a, b)) return null;
  const first = mealAt(days, a);
  const second = mealAt(days, b);
  if (!first || !second) return null;
  const placed = days.map((day) => {
    if (day.dayNumber !== a.dayNumber && day.dayNumber !== b.dayNumber) return day;
    const meals = { ...day.meals };
    if (day.dayNumber === a.dayNumber) meals[a.mealType] = second;
    if (day.dayNumber === b.dayNumber) meals[b.mealType] = first;
    return { ...day, meals };
  });
  return placed.map((day) =>
    day.dayNumber === a.dayNumber || day.dayNumber === b.dayNumber ? recomputeDay(day) : day,
  );
}

/** How many days meet every target within the tolerance, as the plan stands now. */
export function daysWithinTolerance(days: readonly GeneratedDay[]): number {
  return days.filter((day) => day.withinTolerance).length;
}

/** What to generate again: a whole day, or one meal of it. */
export type RegenerateTarget = { dayNumber: number; mealType?: PlanSlot };

/**
 * The request that regenerates one day (or one meal) and keeps everything else: every meal on screen is sent
 * as locked, the one(s) to replace included, so the engine knows to choose something else there. No seed, so
 * asking twice gives two different answers.
 */
export function regenerationRequest(plan: ScreenPlan, target: RegenerateTarget): GenerationRequest {
  const lockedMeals: LockedMeal[] = plan.days.flatMap((day) =>
    mealsInOrder(day).map(({ mealType, meal }) => ({
      dayNumber: day.dayNumber,
      mealType,
      recipeId: meal.recipeId,
      servings: meal.servings,
    })),
  );
  const { seed: _seed, lockedMeals: _locked, regenerate: _regenerate, ...request } = plan.request;
  return {
    ...request,
    lockedMeals,
    regenerate: target.mealType
      ? { dayNumber: target.dayNumber, mealType: target.mealType }
      : { dayNumber: target.dayNumber },
  };
}

/**
 * Takes the regenerated day from the answer and leaves every other day exactly as it was on screen. For one
 * meal, the rest of that day comes back as sent (it was locked), with totals, deviation and note for the new mix.
 */
export function withRegeneratedDay(
  days: readonly GeneratedDay[],
  answer: GeneratedPlan,
  target: RegenerateTarget,
): GeneratedDay[] {
  const fresh = answer.plan.find((day) => day.dayNumber === target.dayNumber);
  if (!fresh) return [...days];
  return days.map((day) => (day.dayNumber === target.dayNumber ? fresh : day));
}

function describeRequest(
  request: GenerationValues,
  targets: MacroNutrition,
  filterLabels: string[],
  formats: Formats,
): string {
  const calories = `${formats.energy(request.caloriesPerDay)} a day`;
  const macros =
    request.macroPreference === 'percentage'
      ? `protein ${request.macroValues.proteinPercent}%, carbs ${request.macroValues.carbsPercent}%, fat ${request.macroValues.fatPercent}%`
      : `protein ${Math.round(targets.protein)} g, carbs ${Math.round(targets.carbs)} g, fat ${Math.round(targets.fat)} g`;
  const filters = filterLabels.length ? ` Health filters: ${filterLabels.join(', ')}.` : '';
  return `Generated for ${calories}, ${macros}.${filters}`;
}

/**
 * The plan to create, with its days in the same request (one transaction: all saved or none): named after today,
 * starting today (the practitioner's own calendar date), one day per generated day in day order, active, with the
 * day's calorie target and the macro targets in grams.
 */
export function planToSave(
  plan: ScreenPlan,
  options: { today: string; clientId: string | null; filterLabels: string[]; formats?: Formats },
): MealPlanCreateInput {
  const targets = dailyTargets(plan.request);
  // Named and described in the practice's date format and energy unit ("Mar 2, 2026" / "2 Mar 2026"; kcal or kJ).
  const formats = options.formats ?? createFormats();
  return {
    name: `Generated Plan - ${formats.calendarDate(options.today)}`,
    description: describeRequest(plan.request, targets, options.filterLabels, formats),
    clientId: options.clientId,
    startDate: options.today,
    endDate: addCalendarDays(options.today, plan.days.length - 1),
    status: 'active',
    targetCalories: Math.round(targets.calories),
    targetProtein: Math.round(targets.protein),
    targetCarbs: Math.round(targets.carbs),
    targetFat: Math.round(targets.fat),
    // Day types: each with the targets the days were generated for, each day saved with its type.
    ...(plan.request.dayTypes?.length ? { dayTypes: savedDayTypes(plan) } : {}),
    days: [...plan.days]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .map((day) => ({
        dayNumber: day.dayNumber,
        meals: toDayMeals(day),
        ...(day.dayType ? { dayType: day.dayType } : {}),
      })),
  };
}

/** The request's day types with the targets in whole numbers as the generator aimed at them (grams included). */
function savedDayTypes(plan: ScreenPlan): DayType[] {
  return (plan.request.dayTypes ?? []).map((type) => {
    const aimed = plan.days.find((day) => day.dayType === type.key)?.targets;
    const grams = (given: number | null, key: 'protein' | 'carbs' | 'fat') =>
      given ?? (aimed ? Math.round(aimed[key]) : null);
    return {
      ...type,
      targetProtein: grams(type.targetProtein, 'protein'),
      targetCarbs: grams(type.targetCarbs, 'carbs'),
      targetFat: grams(type.targetFat, 'fat'),
    };
  });
}

/** A generated day's meals the way a saved plan holds them: breakfast, lunch and dinner one each, snacks a list. */
export function toDayMeals(day: GeneratedDay): DayMeals {
  const planned = (meal: GeneratedMeal | undefined) =>
    meal ? { recipeId: meal.recipeId, servings: meal.servings } : undefined;
  const meals: DayMeals = {};
  const breakfast = planned(day.meals.breakfast);
  const lunch = planned(day.meals.lunch);
  const dinner = planned(day.meals.dinner);
  const snack = planned(day.meals.snack);
  if (breakfast) meals.breakfast = breakfast;
  if (lunch) meals.lunch = lunch;
  if (dinner) meals.dinner = dinner;
  if (snack) meals.snacks = [snack];
  return meals;
}
