import { dailyTargets, passesHealthFilters } from '../../../../shared/nutrition/plan-targets.ts';
import {
  defaultMealDistribution,
  slotsForMeals,
  type MacroNutrition,
  type MealDistribution,
  type GenerationValues,
  type PlanNote,
  type PlanSlot,
} from '../../../../shared/schemas/generator.ts';
import { weekdayIndex } from '../../../../shared/schemas/day-types.ts';
import { lockedRecipeFilteredNote, lockedRecipeUnavailableNote } from './notes.ts';

/** A recipe the generator may use, with its per-serving nutrition and derived labels. */
export interface PlanCandidate {
  id: string;
  name: string;
  imageUrl: string | null;
  cuisine: string | null;
  /** where it may go in a day */
  mealTypes: readonly PlanSlot[];
  diets: readonly string[];
  allergens: readonly string[];
  /** per serving; fibre (g) and sodium (mg) are read only when the request limits them (missing counts as 0) */
  nutrition: MacroNutrition & { fiber?: number; sodium?: number };
}

export type GenerationInput = GenerationValues & { seed: number };

/** A recipe may appear at most this many times a week, unless too few recipes pass the filters. */
export const WEEKLY_REPEAT_LIMIT = 2;
export const WEEK = 7;

/** What the search works on: the request's days and meals, its targets, and the candidates as typed arrays. */
export interface Problem {
  days: number;
  slots: PlanSlot[];
  m: number;
  /** the request's own targets (caloriesPerDay and its macros): the bounds and plan-wide notes speak of them */
  targets: MacroNutrition;
  /** per kind of day: its targets; one kind (the request's targets) unless the request has day types */
  kindTargets: MacroNutrition[];
  /** per day: its kind's index in kindTargets */
  kindOf: Uint8Array;
  /** per kind: the day type's key; [null] without day types */
  kindKeys: (string | null)[];
  candidates: PlanCandidate[];
  /** per candidate: calories, protein, carbs, fat per serving */
  nutrients: Float64Array;
  cuisineOf: Int32Array;
  cuisineCount: number;
  /** candidate indices allowed in each slot */
  pools: Int32Array[];
  /** allowed[j * N + r]: candidate r may go in slot j */
  allowed: Uint8Array;
  weeklyLimit: number;
  /** per slot: its share of the day's calories, a fraction */
  shares: Float64Array;
  /** per candidate: fibre g, sodium mg per serving */
  extras: Float64Array;
  fiberMin: number | null;
  sodiumMax: number | null;
}

/** A meal kept as it is, per cell (day × meal): a candidate index and its servings. */
export type LockedCell = { candidate: number; servings: number } | null;

/**
 * The request and the candidates as the search sees them: the candidates with usable nutrition that pass every
 * filter (and the locked meals' recipes), the locked and the kept-out recipes per cell, and each day's notes on
 * locked meals that could not be kept.
 */
export function buildProblem(input: GenerationInput, allCandidates: readonly PlanCandidate[]) {
  const slots = slotsForMeals(input.mealsPerDay);
  const m = slots.length;
  const D = input.numberOfDays;
  const targets = dailyTargets(input);
  const { kindTargets, kindOf, kindKeys } = dayKinds(input, targets);
  const distribution = mealShares(input);
  const fiberMin = input.nutrientLimits?.fiberMin ?? null;
  const sodiumMax = input.nutrientLimits?.sodiumMax ?? null;

  // Candidates: usable nutrition, passing every filter. Locked meals may use any recipe the caller sees.
  const usable = allCandidates.filter((candidate) => hasNutrition(candidate));
  const byId = new Map(usable.map((candidate) => [candidate.id, candidate]));
  const passing = usable.filter((candidate) => passesHealthFilters(candidate, input.healthFilters));
  const index = new Map<string, number>();
  const candidates: PlanCandidate[] = [];
  const add = (candidate: PlanCandidate) => {
    if (index.has(candidate.id)) return index.get(candidate.id)!;
    index.set(candidate.id, candidates.length);
    candidates.push(candidate);
    return candidates.length - 1;
  };
  passing.forEach(add);
  const passingCount = candidates.length;

  // Locked meals: kept unless regenerated, gone, or against the filters now.
  const cellCount = D * m;
  const lockedAt = new Array<LockedCell>(cellCount).fill(null);
  const banned: Set<number>[] = Array.from({ length: cellCount }, () => new Set<number>());
  const dayNotes: PlanNote[][] = Array.from({ length: D }, () => []);
  const regenerate = input.regenerate;
  const isRegenerated = (day: number, slot: PlanSlot) =>
    !!regenerate && regenerate.dayNumber === day && (!regenerate.mealType || regenerate.mealType === slot);
  for (const meal of input.lockedMeals) {
    const slotIndex = slots.indexOf(meal.mealType);
    if (slotIndex < 0 || meal.dayNumber > D) continue;
    const cell = (meal.dayNumber - 1) * m + slotIndex;
    const candidate = byId.get(meal.recipeId);
    if (isRegenerated(meal.dayNumber, meal.mealType)) {
      // Something else this time: the old recipe is kept out of the regenerated meals (if there is a choice).
      if (candidate) {
        const at = add(candidate);
        if (regenerate!.mealType) banned[cell].add(at);
        else for (let j = 0; j < m; j += 1) banned[(meal.dayNumber - 1) * m + j].add(at);
      }
      continue;
    }
    if (!candidate) {
      dayNotes[meal.dayNumber - 1].push(lockedRecipeUnavailableNote(meal.mealType));
      continue;
    }
    if (!passesHealthFilters(candidate, input.healthFilters)) {
      dayNotes[meal.dayNumber - 1].push(lockedRecipeFilteredNote(candidate.name, meal.mealType));
      continue;
    }
    lockedAt[cell] = { candidate: add(candidate), servings: meal.servings };
  }

  const N = candidates.length;
  const nutrients = new Float64Array(N * 4);
  const extras = new Float64Array(N * 2);
  const cuisineIds = new Map<string, number>();
  const cuisineOf = new Int32Array(N);
  candidates.forEach((candidate, i) => {
    nutrients[i * 4] = candidate.nutrition.calories;
    nutrients[i * 4 + 1] = candidate.nutrition.protein;
    nutrients[i * 4 + 2] = candidate.nutrition.carbs;
    nutrients[i * 4 + 3] = candidate.nutrition.fat;
    extras[i * 2] = finiteOrZero(candidate.nutrition.fiber);
    extras[i * 2 + 1] = finiteOrZero(candidate.nutrition.sodium);
    const cuisine = candidate.cuisine?.trim().toLowerCase();
    if (!cuisine) cuisineOf[i] = -1;
    else {
      if (!cuisineIds.has(cuisine)) cuisineIds.set(cuisine, cuisineIds.size);
      cuisineOf[i] = cuisineIds.get(cuisine)!;
    }
  });
  const pools = slots.map((slot) => {
    const list: number[] = [];
    for (let i = 0; i < passingCount; i += 1) if (candidates[i].mealTypes.includes(slot)) list.push(i);
    return Int32Array.from(list);
  });

  const weekLength = Math.min(WEEK, D);
  const weeklyLimit = weeklyRepeatLimit(pools, weekLength);
  const allowed = new Uint8Array(m * N);
  pools.forEach((pool, j) => pool.forEach((r) => (allowed[j * N + r] = 1)));
  const shares = Float64Array.from(slots.map((slot) => (distribution[slot] ?? 0) / 100));
  const problem: Problem = {
    days: D,
    slots,
    m,
    targets,
    kindTargets,
    kindOf,
    kindKeys,
    candidates,
    nutrients,
    cuisineOf,
    cuisineCount: cuisineIds.size,
    pools,
    allowed,
    weeklyLimit,
    shares,
    extras,
    fiberMin,
    sodiumMax,
  };
  return { problem, lockedAt, banned, dayNotes };
}

/**
 * The kinds of day and which day is which: without day types, one kind with the request's targets; with them,
 * one kind per type (its own calories; its macro grams, or where it gives none, the request's macro settings at
 * its calories), and each day the type the weekly schedule names for its weekday (day 1 is `startDate`'s
 * weekday, a Monday without one).
 */
function dayKinds(input: GenerationInput, targets: MacroNutrition) {
  const D = input.numberOfDays;
  if (!input.dayTypes?.length || !input.schedule)
    return { kindTargets: [targets], kindOf: new Uint8Array(D), kindKeys: [null] as (string | null)[] };
  const kindTargets = input.dayTypes.map((type) => {
    const atCalories = dailyTargets({
      caloriesPerDay: type.targetCalories,
      macroPreference: input.macroPreference,
      macroValues: input.macroValues,
    });
    // Grams the request gives are for its own calories: a day type of other calories takes them in proportion.
    const ratio = input.macroPreference === 'grams' ? type.targetCalories / input.caloriesPerDay : 1;
    return {
      calories: type.targetCalories,
      protein: type.targetProtein ?? atCalories.protein * ratio,
      carbs: type.targetCarbs ?? atCalories.carbs * ratio,
      fat: type.targetFat ?? atCalories.fat * ratio,
    };
  });
  const keys = input.dayTypes.map((type) => type.key);
  const firstWeekday = input.startDate ? weekdayIndex(input.startDate) : 0;
  const kindOf = Uint8Array.from({ length: D }, (_, d) =>
    Math.max(0, keys.indexOf(input.schedule![(firstWeekday + d) % WEEK])),
  );
  return { kindTargets, kindOf, kindKeys: keys as (string | null)[] };
}

/** The request's split, or the default for its number of meals. */
export function mealShares(input: Pick<GenerationValues, 'mealsPerDay' | 'mealDistribution'>): MealDistribution {
  return input.mealDistribution ?? defaultMealDistribution(input.mealsPerDay);
}

/**
 * How often one recipe may appear in a week: WEEKLY_REPEAT_LIMIT, raised only when the filters leave too few
 * recipes for a meal (or for all meals together) to fill the week otherwise.
 */
export function weeklyRepeatLimit(pools: ArrayLike<number>[], weekLength: number): number {
  let limit = WEEKLY_REPEAT_LIMIT;
  const union = new Set<number>();
  let filled = 0;
  for (const pool of pools) {
    if (pool.length === 0) continue;
    filled += 1;
    limit = Math.max(limit, Math.ceil(weekLength / pool.length));
    for (let i = 0; i < pool.length; i += 1) union.add(pool[i]);
  }
  if (union.size > 0) limit = Math.max(limit, Math.ceil((weekLength * filled) / union.size));
  return limit;
}

function finiteOrZero(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function hasNutrition(candidate: PlanCandidate): boolean {
  const n = candidate.nutrition;
  return (
    !!n &&
    [n.calories, n.protein, n.carbs, n.fat].every((value) => Number.isFinite(value) && value >= 0) &&
    n.calories > 0
  );
}
