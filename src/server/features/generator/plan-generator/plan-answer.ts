import {
  dayDeviation,
  deviationScale,
  DAY_TOLERANCE_PERCENT,
  isWithinTolerance,
  round1,
  sumMeals,
} from '../../../../shared/nutrition/plan-targets.ts';
import {
  MEAL_SHARE_TOLERANCE_POINTS,
  type GeneratedDay,
  type GeneratedPlan,
  type MacroNutrition,
  type MealDistribution,
  type PlanNote,
} from '../../../../shared/schemas/generator.ts';
import { dayRemarks, outcomeNotes } from './notes.ts';
import type { LockedCell, Problem } from './problem.ts';
import type { SearchState } from './search-state.ts';

/**
 * The answer from the search's cells: each day's meals with their nutrition for the servings (one decimal), the
 * day's totals as the sums of the meals returned, deviations against the targets as returned, notes; then the
 * plan's notes, the bounds a day is held to and the summary.
 */
export function planAnswer(parts: {
  seed: number;
  problem: Problem;
  search: SearchState;
  lockedAt: LockedCell[];
  distribution: MealDistribution;
  dayNotes: PlanNote[][];
  notes: PlanNote[];
  filterText: string;
}): GeneratedPlan {
  const { problem, search, lockedAt, distribution, dayNotes, notes, filterText } = parts;
  const { days: D, slots, m, targets, candidates, extras, pools, fiberMin, sodiumMax } = problem;
  const shown = (of: MacroNutrition) => ({
    calories: round1(of.calories),
    protein: round1(of.protein),
    carbs: round1(of.carbs),
    fat: round1(of.fat),
  });
  const shownTargets = shown(targets);
  const kindShown = problem.kindTargets.map(shown);
  const days: GeneratedDay[] = [];
  let mealsOnSplit = 0;
  let mealCount = 0;
  for (let d = 0; d < D; d += 1) {
    const meals: GeneratedDay['meals'] = {};
    let fiber = 0;
    let sodium = 0;
    for (let j = 0; j < m; j += 1) {
      const cell = d * m + j;
      const r = search.recipe[cell];
      if (r < 0) continue;
      const candidate = candidates[r];
      const servings = search.servings[cell];
      fiber += extras[r * 2] * servings;
      sodium += extras[r * 2 + 1] * servings;
      meals[slots[j]] = {
        recipeId: candidate.id,
        recipeName: candidate.name,
        imageUrl: candidate.imageUrl,
        cuisine: candidate.cuisine,
        servings,
        nutrition: {
          calories: round1(candidate.nutrition.calories * servings),
          protein: round1(candidate.nutrition.protein * servings),
          carbs: round1(candidate.nutrition.carbs * servings),
          fat: round1(candidate.nutrition.fat * servings),
        },
        energyShare: 0,
        locked: lockedAt[cell] !== null,
      };
    }
    const totals = sumMeals(Object.values(meals).map((meal) => meal?.nutrition));
    const offSplit: string[] = [];
    for (const slot of slots) {
      const meal = meals[slot];
      if (!meal) continue;
      meal.energyShare = totals.calories > 0 ? round1((100 * meal.nutrition.calories) / totals.calories) : 0;
      mealCount += 1;
      const share = distribution[slot] ?? 0;
      if (Math.abs(meal.energyShare - share) <= MEAL_SHARE_TOLERANCE_POINTS) mealsOnSplit += 1;
      else offSplit.push(`the ${slot} is ${Math.round(meal.energyShare)}% of the day's calories (planned ${share}%)`);
    }
    // Measured against the targets as returned, so anyone can recompute it from the answer.
    const kind = problem.kindOf[d];
    const dayType = problem.kindKeys[kind];
    const deviation = dayDeviation(totals, kindShown[kind]);
    const withinTolerance = isWithinTolerance(deviation);
    const limits: NonNullable<GeneratedDay['limits']> = {};
    if (fiberMin !== null) limits.fiber = round1(fiber);
    if (sodiumMax !== null) limits.sodium = Math.round(sodium);
    const remarks = dayRemarks({
      lockedNotes: dayNotes[d],
      meals,
      slots,
      pools,
      deviation,
      withinTolerance,
      offSplit,
      fiber,
      sodium,
      fiberMin,
      sodiumMax,
      filterText,
    });
    days.push({
      dayNumber: d + 1,
      ...(dayType !== null ? { dayType } : {}),
      meals,
      totals,
      targets: kindShown[kind],
      deviation,
      withinTolerance,
      ...(fiberMin !== null || sodiumMax !== null ? { limits } : {}),
      notes: remarks,
    });
  }

  const within = days.filter((day) => day.withinTolerance).length;
  notes.push(...outcomeNotes(days, within, fiberMin, sodiumMax, filterText));
  const mean = (key: keyof MacroNutrition) =>
    round1(days.reduce((sum, day) => sum + Math.abs(day.deviation[key]), 0) / Math.max(1, D));
  const band = (target: number, key: keyof MacroNutrition) => {
    const allowance = (deviationScale(shownTargets)[key] * DAY_TOLERANCE_PERCENT) / 100;
    return { min: round1(Math.max(0, target - allowance)), max: round1(target + allowance) };
  };
  return {
    plan: days,
    seed: parts.seed,
    notes,
    bounds: {
      tolerancePercent: DAY_TOLERANCE_PERCENT,
      calories: band(shownTargets.calories, 'calories'),
      protein: band(shownTargets.protein, 'protein'),
      carbs: band(shownTargets.carbs, 'carbs'),
      fat: band(shownTargets.fat, 'fat'),
      mealShares: Object.fromEntries(
        slots.map((slot) => {
          const share = distribution[slot] ?? 0;
          return [
            slot,
            {
              share,
              min: Math.max(0, share - MEAL_SHARE_TOLERANCE_POINTS),
              max: Math.min(100, share + MEAL_SHARE_TOLERANCE_POINTS),
            },
          ];
        }),
      ),
      ...(fiberMin !== null ? { fiberMin } : {}),
      ...(sodiumMax !== null ? { sodiumMax } : {}),
    },
    summary: {
      numberOfDays: D,
      daysWithinTolerance: within,
      mealsOnSplit,
      meals: mealCount,
      averageDeviation: {
        calories: mean('calories'),
        protein: mean('protein'),
        carbs: mean('carbs'),
        fat: mean('fat'),
      },
      candidates: Object.fromEntries(slots.map((slot, j) => [slot, pools[j].length])),
    },
  };
}
