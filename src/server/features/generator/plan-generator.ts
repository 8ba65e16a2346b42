import {
  dailyTargets,
  dayDeviation,
  deviationScale,
  DAY_TOLERANCE_PERCENT,
  isWithinTolerance,
  passesHealthFilters,
  round1,
  sumMeals,
} from '../../../shared/nutrition/plan-targets.ts';
import { generatedServingsLimits } from '../../../shared/meal-plans/servings-limits.ts';
import {
  defaultMealDistribution,
  healthFilterLabels,
  MEAL_SHARE_TOLERANCE_POINTS,
  slotsForMeals,
  type MealDistribution,
  type PlanNote,
  type GeneratedDay,
  type GeneratedMeal,
  type GeneratedPlan,
  type GenerationValues,
  type MacroNutrition,
  type PlanSlot,
} from '../../../shared/schemas/generator.ts';
import { mulberry32 } from './mulberry32.ts';

/**
 * The meal-plan generator: pure (no I/O), deterministic for a seed. See docs/decisions/0007-meal-plan-generator.md.
 *
 * Each day is scored by how far its calories and macros land from the targets (squared relative deviations,
 * calories weighted up, with a steeper cost beyond the tolerance bands), plus small costs for variety: a recipe
 * repeated within a week, two meals of one cuisine on a day, one cuisine crowding the week, servings far from 1.
 * Hard rules are never traded: health filters, meal types, no recipe twice on a day, a weekly repeat limit,
 * servings 0.5–2.5 in quarter steps (3 on days of one or two meals). An iterated local search over recipe choice
 * and servings minimises the score within an evaluation budget (counted, not timed, so a seed always gives the
 * same plan).
 */

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

export interface GeneratorOptions {
  /** Scales the evaluation budget (1 = default). Tests and the benchmark may use less or more. */
  effort?: number;
  /**
   * Wall-clock guard in ms. Only a machine far slower than planned reaches it; then the plan is the best found
   * so far and no longer depends on the seed alone.
   */
  deadlineMs?: number;
  now?: () => number;
}

export type GenerationInput = GenerationValues & { seed: number };

/**
 * Servings offered for a generated meal: practical quarter steps, half a serving to two and a half; on days of one
 * or two meals also 2.75 and 3, at a cost that makes them a last resort (see servingsCost).
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
/** A recipe may appear at most this many times a week, unless too few recipes pass the filters. */
export const WEEKLY_REPEAT_LIMIT = 2;
const WEEK = 7;

// Score weights. Deviations are fractions of the target (0.01 = 1 %).
const CALORIE_WEIGHT = 4;
const CALORIE_BAND = 0.01;
const MACRO_BAND = 0.03;
const BAND_WEIGHT = 12;
const REPEAT_COST = 3e-3;
const REPEAT_NEXT_DAY_COST = 2e-4;
const SAME_CUISINE_DAY_COST = 1.5e-4;
const CUISINE_WEEK_COST = 2e-5;
const SERVINGS_COST = 3e-6;
/**
 * Servings that do not look like a serving: beyond ±0.5 of one (1.75 and up), each further quarter costs more;
 * 2.5 servings cost what a 1.7 % miss on one macro does, so a recipe is served at 2.5 only when no recipe at a
 * smaller size gets the day as close (docs/decisions/0007).
 */
const FAR_SERVINGS_COST = 3e-4;
/**
 * Beyond 2.5 servings (days of one or two meals only): a step, and more per quarter. 2.75 servings cost what a
 * 4.6 % miss on one macro does, 3 what a 4.9 % miss does, so a plate goes past 2.5 only where every smaller
 * combination leaves the day at the edge of the ±5 % tolerance or beyond it (docs/decisions/0007).
 */
const BEYOND_USUAL_SERVINGS_STEP = 3e-3;
const BEYOND_USUAL_SERVINGS_COST = 6e-3;
/**
 * Meal share: a light pull toward each meal's share inside the band (a 6-point miss costs what a 1 % macro
 * miss does), then a steep cost beyond 6 points, so meals land within the ±7-point tolerance without the
 * day's calories and macros paying for precision nobody sees.
 */
const MEAL_SHARE_WEIGHT = 0.03;
const MEAL_SHARE_BAND = 0.06;
const MEAL_BAND_WEIGHT = 10;
/** Past 4.5 % on any count (the tolerance is 5 %) the cost climbs steeply: meeting the tolerance comes first. */
const WALL = 0.045;
const WALL_WEIGHT = 300;
/** The meal share's wall, as a fraction of the day's calories (the tolerance is 7 points). */
const MEAL_WALL = 0.065;
const MEAL_WALL_WEIGHT = 300;
/** Nutrient floors and ceilings are constraints: any shortfall outweighs a macro miss many times over. */
const LIMIT_WEIGHT = 40;
/** Sampled alternatives per pair move. */
const PAIR_TRIES = 16;
/** A day this close on every count needs no more work. */
const EXCELLENT = 0.004;
/** ...and with every meal this close to its share of the day (a fraction of the day's calories). */
const SHARE_SETTLED = 0.04;

/** The generator's random draws: mulberry32, so a seed gives the same plan on every platform. */
function createRandom(seed: number) {
  const next = mulberry32(seed);
  return { next, int: (n: number) => Math.floor(next() * n) };
}

interface Problem {
  days: number;
  slots: PlanSlot[];
  m: number;
  targets: MacroNutrition;
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

export function generateMealPlan(
  input: GenerationInput,
  allCandidates: readonly PlanCandidate[],
  options: GeneratorOptions = {},
): GeneratedPlan {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const deadline = started + (options.deadlineMs ?? 5_000);
  const random = createRandom(input.seed);
  const slots = slotsForMeals(input.mealsPerDay);
  const m = slots.length;
  const D = input.numberOfDays;
  const targets = dailyTargets(input);
  const scale = deviationScale(targets);
  const notes: PlanNote[] = [];
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
  const lockedAt = new Array<{ candidate: number; servings: number } | null>(cellCount).fill(null);
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
      dayNotes[meal.dayNumber - 1].push({
        code: 'locked-recipe-unavailable',
        message: `The ${meal.mealType} recipe is no longer available (deleted, or its nutrition is incomplete), so another was chosen.`,
      });
      continue;
    }
    if (!passesHealthFilters(candidate, input.healthFilters)) {
      dayNotes[meal.dayNumber - 1].push({
        code: 'locked-recipe-filtered',
        message: `${candidate.name} does not pass the health filters, so another ${meal.mealType} was chosen.`,
      });
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

  const filterText = input.healthFilters.length
    ? ` with the filters ${input.healthFilters.map((filter) => healthFilterLabels[filter]).join(', ')}`
    : '';
  slots.forEach((slot, j) => {
    if (pools[j].length === 0)
      notes.push({
        code: 'no-recipes-for-meal',
        message: `No recipe can be a ${slot}${filterText}, so the days have no ${slot}.`,
      });
    else if (pools[j].length < weekLength)
      notes.push({
        code: 'few-recipes-for-meal',
        message: `Only ${pools[j].length} recipe${pools[j].length === 1 ? '' : 's'} can be a ${slot}${filterText}, so ${pools[j].length === 1 ? 'it repeats' : 'they repeat'} more than usual.`,
      });
  });
  if (input.macroPreference === 'grams') {
    const energy = targets.protein * 4 + targets.carbs * 4 + targets.fat * 9;
    const gap = (energy - targets.calories) / targets.calories;
    if (Math.abs(gap) > 0.1)
      notes.push({
        code: 'grams-disagree',
        message: `The macro grams add up to about ${Math.round(energy).toLocaleString('en-US')} kcal, ${Math.abs(Math.round(gap * 100))}% ${gap > 0 ? 'more' : 'less'} than the ${targets.calories.toLocaleString('en-US')} kcal target: no day can meet both, so each day balances the two.`,
      });
  }

  const allowed = new Uint8Array(m * N);
  pools.forEach((pool, j) => pool.forEach((r) => (allowed[j * N + r] = 1)));
  const shares = Float64Array.from(slots.map((slot) => (distribution[slot] ?? 0) / 100));
  const problem: Problem = {
    days: D,
    slots,
    m,
    targets,
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
  const search = new Search(problem, scale, random, lockedAt, banned);
  const effort = options.effort ?? 1;
  // Work units (a recipe looked at, a servings score computed): 60k per meal of the plan, at least 1.2M. Twice
  // as much improved the benchmark little; half as much cost accuracy (docs/decisions/0007).
  const budget = Math.round(effort * Math.max(1_200_000, 60_000 * cellCount));
  search.run(budget, () => now() > deadline);

  const shownTargets = {
    calories: round1(targets.calories),
    protein: round1(targets.protein),
    carbs: round1(targets.carbs),
    fat: round1(targets.fat),
  };
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
    const deviation = dayDeviation(totals, shownTargets);
    const withinTolerance = isWithinTolerance(deviation);
    const remarks = [...dayNotes[d]];
    const empty = slots.filter((slot, j) => !meals[slot] && pools[j].length > 0);
    if (empty.length)
      remarks.push({
        code: 'meal-left-empty',
        message: `Too few recipes pass the filters to fill the ${empty.join(' and ')} without repeating a recipe on the day, so ${empty.length === 1 ? 'it is' : 'they are'} left empty.`,
      });
    if (!withinTolerance)
      remarks.push({
        code: 'day-off-target',
        message: missNote(deviation, Object.values(meals) as GeneratedMeal[], pools, slots, filterText),
      });
    if (offSplit.length)
      remarks.push({
        code: 'meal-share-off',
        message: `To get closer to the day's targets, ${offSplit.join(' and ')}.`,
      });
    const limits: NonNullable<GeneratedDay['limits']> = {};
    if (fiberMin !== null) {
      limits.fiber = round1(fiber);
      if (fiber < fiberMin - 0.05)
        remarks.push({
          code: 'fiber-below-floor',
          message: `Fibre is ${Math.round(fiber)} g, short of the ${fiberMin} g floor: no combination of the recipes that fit reached it on this day.`,
        });
    }
    if (sodiumMax !== null) {
      limits.sodium = Math.round(sodium);
      if (sodium > sodiumMax + 0.5)
        remarks.push({
          code: 'sodium-above-ceiling',
          message: `Sodium is ${Math.round(sodium).toLocaleString('en-US')} mg, over the ${sodiumMax.toLocaleString('en-US')} mg ceiling: no combination of the recipes that fit stayed under it on this day.`,
        });
    }
    days.push({
      dayNumber: d + 1,
      meals,
      totals,
      targets: shownTargets,
      deviation,
      withinTolerance,
      ...(fiberMin !== null || sodiumMax !== null ? { limits } : {}),
      notes: remarks,
    });
  }

  const within = days.filter((day) => day.withinTolerance).length;
  if (within < D)
    notes.push({
      code: 'days-off-target',
      message: `${within} of ${D} day${D === 1 ? ' is' : 's are'} within ±${DAY_TOLERANCE_PERCENT}% of every target; each other day says what it misses and why.`,
    });
  const fiberShort = days.filter((day) => day.notes.some((note) => note.code === 'fiber-below-floor')).length;
  const sodiumOver = days.filter((day) => day.notes.some((note) => note.code === 'sodium-above-ceiling')).length;
  if (fiberShort)
    notes.push({
      code: 'limit-unreachable',
      message: `On ${fiberShort} of ${D} day${D === 1 ? '' : 's'} the recipes that fit cannot reach ${fiberMin} g of fibre at these calories${filterText}: lower the floor, or add fibre-rich recipes of your own.`,
    });
  if (sodiumOver)
    notes.push({
      code: 'limit-unreachable',
      message: `On ${sodiumOver} of ${D} day${D === 1 ? '' : 's'} the recipes that fit cannot stay under ${sodiumMax!.toLocaleString('en-US')} mg of sodium at these calories${filterText}: raise the ceiling, or add low-sodium recipes of your own.`,
    });
  const mean = (key: keyof MacroNutrition) =>
    round1(days.reduce((sum, day) => sum + Math.abs(day.deviation[key]), 0) / Math.max(1, D));
  const band = (target: number, key: keyof MacroNutrition) => {
    const allowance = (deviationScale(shownTargets)[key] * DAY_TOLERANCE_PERCENT) / 100;
    return { min: round1(Math.max(0, target - allowance)), max: round1(target + allowance) };
  };
  return {
    plan: days,
    seed: input.seed,
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

/** The request's split, or the default for its number of meals. */
export function mealShares(input: Pick<GenerationValues, 'mealsPerDay' | 'mealDistribution'>): MealDistribution {
  return input.mealDistribution ?? defaultMealDistribution(input.mealsPerDay);
}

function finiteOrZero(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
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

/** Servings near one are free; from 1.75 on each quarter costs more (see FAR_SERVINGS_COST), past 2.5 far more. */
function servingsCost(servings: number): number {
  const far = Math.abs(servings - 1) - 0.5;
  const cost = SERVINGS_COST * (servings - 1) * (servings - 1) + (far > 0 ? FAR_SERVINGS_COST * far * far : 0);
  return servings > USUAL_MAX_SERVINGS
    ? cost + BEYOND_USUAL_SERVINGS_STEP + BEYOND_USUAL_SERVINGS_COST * (servings - USUAL_MAX_SERVINGS)
    : cost;
}

function hasNutrition(candidate: PlanCandidate): boolean {
  const n = candidate.nutrition;
  return (
    !!n &&
    [n.calories, n.protein, n.carbs, n.fat].every((value) => Number.isFinite(value) && value >= 0) &&
    n.calories > 0
  );
}

const nutrientNames = { calories: 'calories', protein: 'protein', carbs: 'carbs', fat: 'fat' } as const;

/** What a day misses, and the likely reason, in words a dietitian can act on. */
function missNote(
  deviation: MacroNutrition,
  meals: GeneratedMeal[],
  pools: Int32Array[],
  slots: PlanSlot[],
  filterText: string,
): string {
  const maxServings = maxServingsFor(slots.length);
  const misses = (Object.keys(nutrientNames) as (keyof MacroNutrition)[])
    .filter((key) => Math.abs(deviation[key]) > DAY_TOLERANCE_PERCENT)
    .map(
      (key) =>
        `${nutrientNames[key]} ${Math.abs(Math.round(deviation[key]))}% ${deviation[key] > 0 ? 'over' : 'under'}`,
    );
  const generated = meals.filter((meal) => !meal.locked);
  const scarce = slots.filter((_, j) => pools[j].length < 15);
  let reason = ' No closer combination was found among the recipes that fit.';
  if (
    deviation.calories < -DAY_TOLERANCE_PERCENT &&
    generated.length > 0 &&
    generated.every((meal) => meal.servings === maxServings)
  )
    reason = ` Even ${maxServings} servings of each meal fall short of the calories; more meals a day would reach them.`;
  else if (
    deviation.calories > DAY_TOLERANCE_PERCENT &&
    generated.length > 0 &&
    generated.every((meal) => meal.servings === MIN_SERVINGS)
  )
    reason = ` Even half servings of each meal exceed the calories; fewer meals a day would fit them.`;
  else if (scarce.length) reason = ` Few recipes${filterText} fit the ${scarce.join(' and ')}.`;
  return `Closest found: ${misses.join(', ')}.${reason}`;
}

/**
 * The search state: one recipe and servings per cell (day × meal), each day's totals, and the counts the
 * variety rules need. Every move keeps them in step through place() and clear().
 */
class Search {
  readonly recipe: Int32Array;
  readonly servings: Float64Array;
  private readonly level: Int8Array;
  private readonly locked: Uint8Array;
  private readonly totals: Float64Array;
  /** per day: fibre g, sodium mg (kept only when the request limits them) */
  private readonly extraTotals: Float64Array;
  private readonly trackExtras: boolean;
  /** per slot: the meal's calorie target (its share of the day) */
  private readonly mealTarget: Float64Array;
  private readonly weekUse: Int16Array;
  private readonly cuisineWeek: Int16Array;
  /** per candidate: its nutrients weighted for the least-squares servings estimate, and their norm */
  private readonly fitWeights: Float64Array;
  private readonly fitNorm: Float64Array;
  /** set when a day changed since its last full (pair-move) descent */
  private readonly dirty: Uint8Array;
  /** per day: its score when an exhaustive pair pass last found nothing better (NaN: not tried at this score) */
  private readonly settledAt: Float64Array;
  /** per day: let off its meal split because the split and the day's tolerance cannot both be kept */
  private readonly offSplit: Uint8Array;
  private readonly p: Problem;
  private readonly t: Float64Array;
  private readonly inv: Float64Array;
  private readonly N: number;
  private readonly cuisines: number;
  /** how many of SERVING_LEVELS the request may use */
  private readonly levels: number;
  private evaluations = 0;
  private budget = 0;
  private stopped = false;
  private isLate: () => boolean = () => false;

  constructor(
    problem: Problem,
    scale: MacroNutrition,
    private readonly random: ReturnType<typeof createRandom>,
    lockedAt: ({ candidate: number; servings: number } | null)[],
    private readonly banned: Set<number>[],
  ) {
    this.p = problem;
    const cells = problem.days * problem.m;
    this.recipe = new Int32Array(cells).fill(-1);
    this.servings = new Float64Array(cells);
    this.level = new Int8Array(cells).fill(-1);
    this.locked = new Uint8Array(cells);
    this.totals = new Float64Array(problem.days * 4);
    this.extraTotals = new Float64Array(problem.days * 2);
    this.trackExtras = problem.fiberMin !== null || problem.sodiumMax !== null;
    this.mealTarget = problem.shares.map((share) => share * problem.targets.calories);
    this.dirty = new Uint8Array(problem.days).fill(1);
    this.settledAt = new Float64Array(problem.days).fill(NaN);
    this.offSplit = new Uint8Array(problem.days);
    this.N = problem.candidates.length;
    this.cuisines = Math.max(1, problem.cuisineCount);
    this.levels = servingLevelsFor(problem.m).length;
    const weeks = Math.ceil(problem.days / WEEK);
    this.weekUse = new Int16Array(weeks * this.N);
    this.cuisineWeek = new Int16Array(weeks * this.cuisines);
    const { targets } = problem;
    this.t = Float64Array.from([targets.calories, targets.protein, targets.carbs, targets.fat]);
    this.inv = Float64Array.from([1 / scale.calories, 1 / scale.protein, 1 / scale.carbs, 1 / scale.fat]);
    const weight = [CALORIE_WEIGHT, 1, 1, 1];
    this.fitWeights = new Float64Array(this.N * 4);
    this.fitNorm = new Float64Array(this.N);
    for (let r = 0; r < this.N; r += 1) {
      let norm = 0;
      for (let k = 0; k < 4; k += 1) {
        const n = problem.nutrients[r * 4 + k];
        const a = weight[k] * this.inv[k] * this.inv[k] * n;
        this.fitWeights[r * 4 + k] = a;
        norm += a * n;
      }
      this.fitNorm[r] = norm;
    }
    lockedAt.forEach((locked, cell) => {
      if (!locked) return;
      this.locked[cell] = 1;
      this.place(cell, locked.candidate, locked.servings, -1);
    });
  }

  /** Deviation score of a day with these totals: squared relative misses, steeper beyond the bands. */
  private loss(c: number, pr: number, cb: number, f: number, fi: number, na: number): number {
    const e0 = (c - this.t[0]) * this.inv[0];
    const e1 = (pr - this.t[1]) * this.inv[1];
    const e2 = (cb - this.t[2]) * this.inv[2];
    const e3 = (f - this.t[3]) * this.inv[3];
    let score = CALORIE_WEIGHT * e0 * e0 + e1 * e1 + e2 * e2 + e3 * e3;
    const b0 = Math.abs(e0) - CALORIE_BAND;
    if (b0 > 0) score += BAND_WEIGHT * CALORIE_WEIGHT * b0 * b0;
    const b1 = Math.abs(e1) - MACRO_BAND;
    if (b1 > 0) score += BAND_WEIGHT * b1 * b1;
    const b2 = Math.abs(e2) - MACRO_BAND;
    if (b2 > 0) score += BAND_WEIGHT * b2 * b2;
    const b3 = Math.abs(e3) - MACRO_BAND;
    if (b3 > 0) score += BAND_WEIGHT * b3 * b3;
    // The wall: a count nearing the ±5 % tolerance costs far more than precision elsewhere, so a day that can
    // be brought inside on all four is, even at the price of calories a little further from exact.
    const w0 = Math.abs(e0) - WALL;
    if (w0 > 0) score += WALL_WEIGHT * w0 * w0;
    const w1 = Math.abs(e1) - WALL;
    if (w1 > 0) score += WALL_WEIGHT * w1 * w1;
    const w2 = Math.abs(e2) - WALL;
    if (w2 > 0) score += WALL_WEIGHT * w2 * w2;
    const w3 = Math.abs(e3) - WALL;
    if (w3 > 0) score += WALL_WEIGHT * w3 * w3;
    if (this.trackExtras) {
      const { fiberMin, sodiumMax } = this.p;
      if (fiberMin !== null && fi < fiberMin) {
        const short = (fiberMin - fi) / fiberMin;
        score += LIMIT_WEIGHT * short * short + LIMIT_WEIGHT * 1e-4;
      }
      if (sodiumMax !== null && na > sodiumMax) {
        const over = (na - sodiumMax) / sodiumMax;
        score += LIMIT_WEIGHT * over * over + LIMIT_WEIGHT * 1e-4;
      }
    }
    return score;
  }

  /** How far a meal of slot j with these calories is from its share of the day. */
  private mealLoss(j: number, kcal: number, d: number): number {
    const e = (kcal - this.mealTarget[j]) * this.inv[0];
    let score = MEAL_SHARE_WEIGHT * e * e;
    // A day let off its split keeps only the light pull (see run, step 3).
    if (this.offSplit[d]) return score;
    const b = Math.abs(e) - MEAL_SHARE_BAND;
    if (b > 0) score += MEAL_BAND_WEIGHT * b * b;
    // The same wall as the day's counts, at the edge of the ±7-point tolerance: neither gives way to the other
    // for free.
    const w = Math.abs(e) - MEAL_WALL;
    if (w > 0) score += MEAL_WALL_WEIGHT * w * w;
    return score;
  }

  dayLoss(d: number): number {
    const o = d * 4;
    return this.loss(
      this.totals[o],
      this.totals[o + 1],
      this.totals[o + 2],
      this.totals[o + 3],
      this.extraTotals[d * 2],
      this.extraTotals[d * 2 + 1],
    );
  }

  /** Puts recipe r with these servings in an empty cell, updating totals and variety counts. */
  private place(cell: number, r: number, servings: number, level: number) {
    const d = Math.floor(cell / this.p.m);
    const w = Math.floor(d / WEEK);
    this.recipe[cell] = r;
    this.servings[cell] = servings;
    this.level[cell] = level;
    const o = d * 4;
    const n = r * 4;
    const nut = this.p.nutrients;
    this.totals[o] += nut[n] * servings;
    this.totals[o + 1] += nut[n + 1] * servings;
    this.totals[o + 2] += nut[n + 2] * servings;
    this.totals[o + 3] += nut[n + 3] * servings;
    if (this.trackExtras) {
      this.extraTotals[d * 2] += this.p.extras[r * 2] * servings;
      this.extraTotals[d * 2 + 1] += this.p.extras[r * 2 + 1] * servings;
    }
    this.weekUse[w * this.N + r] += 1;
    const c = this.p.cuisineOf[r];
    if (c >= 0) this.cuisineWeek[w * this.cuisines + c] += 1;
    this.dirty[d] = 1;
  }

  private clear(cell: number) {
    const r = this.recipe[cell];
    if (r < 0) return;
    const d = Math.floor(cell / this.p.m);
    const w = Math.floor(d / WEEK);
    const servings = this.servings[cell];
    const o = d * 4;
    const n = r * 4;
    const nut = this.p.nutrients;
    this.totals[o] -= nut[n] * servings;
    this.totals[o + 1] -= nut[n + 1] * servings;
    this.totals[o + 2] -= nut[n + 2] * servings;
    this.totals[o + 3] -= nut[n + 3] * servings;
    if (this.trackExtras) {
      this.extraTotals[d * 2] -= this.p.extras[r * 2] * servings;
      this.extraTotals[d * 2 + 1] -= this.p.extras[r * 2 + 1] * servings;
    }
    this.weekUse[w * this.N + r] -= 1;
    const c = this.p.cuisineOf[r];
    if (c >= 0) this.cuisineWeek[w * this.cuisines + c] -= 1;
    this.recipe[cell] = -1;
    this.level[cell] = -1;
    this.servings[cell] = 0;
    this.dirty[d] = 1;
  }

  /**
   * Variety cost of putting r into an empty cell, or Infinity when a hard rule forbids it: the recipe already
   * on the day, the weekly limit reached, or kept out of a regenerated meal.
   */
  private varietyCost(cell: number, r: number): number {
    const m = this.p.m;
    const d = Math.floor(cell / m);
    const w = Math.floor(d / WEEK);
    const first = d * m;
    const c = this.p.cuisineOf[r];
    let sameCuisine = 0;
    for (let k = first; k < first + m; k += 1) {
      const other = this.recipe[k];
      if (other < 0 || k === cell) continue;
      if (other === r) return Infinity;
      if (c >= 0 && this.p.cuisineOf[other] === c) sameCuisine += 1;
    }
    const uses = this.weekUse[w * this.N + r];
    if (uses >= this.p.weeklyLimit) return Infinity;
    if (this.banned[cell].size > 0 && this.banned[cell].has(r)) return Infinity;
    let cost = REPEAT_COST * uses + SAME_CUISINE_DAY_COST * sameCuisine;
    if (c >= 0) cost += CUISINE_WEEK_COST * this.cuisineWeek[w * this.cuisines + c];
    if (d > 0 && this.recipe[cell - m] === r) cost += REPEAT_NEXT_DAY_COST;
    if (d + 1 < this.p.days && this.recipe[cell + m] === r) cost += REPEAT_NEXT_DAY_COST;
    return cost;
  }

  /** The cell's own share of the score beyond its day's deviation: its share of the day, variety and servings. */
  private cellCost(cell: number): number {
    const r = this.recipe[cell];
    if (r < 0) return 0;
    const servings = this.servings[cell];
    const j = cell % this.p.m;
    // A locked meal's size still matters to the others: they balance the day's split around it.
    const meal = this.mealLoss(j, this.p.nutrients[r * 4] * servings, Math.floor(cell / this.p.m));
    if (this.locked[cell]) return meal;
    const level = this.level[cell];
    const d = Math.floor(cell / this.p.m);
    const dirty = this.dirty[d];
    this.clear(cell);
    const cost = this.varietyCost(cell, r);
    this.place(cell, r, servings, level);
    // Only looked: the day has not changed.
    this.dirty[d] = dirty;
    return meal + cost + servingsCost(servings);
  }

  private lastLevel = 0;
  /**
   * Best servings for recipe r in slot j of day d (the cell itself empty): the least-squares servings for the
   * day's targets and the meal's share together, rounded down and up to the quarter steps, both scored
   * exactly. Sets lastLevel, returns the score (day, meal share and servings; not variety).
   */
  private fit(r: number, j: number, d: number): number {
    const o = d * 4;
    const c = this.totals[o];
    const pr = this.totals[o + 1];
    const cb = this.totals[o + 2];
    const f = this.totals[o + 3];
    const fi = this.extraTotals[d * 2];
    const na = this.extraTotals[d * 2 + 1];
    const n = r * 4;
    const a = this.fitWeights;
    const nut = this.p.nutrients;
    const nc = nut[n];
    const np = nut[n + 1];
    const ncb = nut[n + 2];
    const nf = nut[n + 3];
    const mealWeight = MEAL_SHARE_WEIGHT * this.inv[0] * this.inv[0] * nc;
    const ideal =
      (a[n] * (this.t[0] - c) +
        a[n + 1] * (this.t[1] - pr) +
        a[n + 2] * (this.t[2] - cb) +
        a[n + 3] * (this.t[3] - f) +
        mealWeight * this.mealTarget[j]) /
      (this.fitNorm[r] + mealWeight * nc);
    let low = Math.floor((ideal - SERVING_LEVELS[0]) / generatedServingsLimits.step);
    if (low < 0) low = 0;
    else if (low > this.levels - 2) low = this.levels - 2;
    const xf = this.p.extras[r * 2];
    const xn = this.p.extras[r * 2 + 1];
    const s0 = SERVING_LEVELS[low];
    const s1 = SERVING_LEVELS[low + 1];
    const score0 =
      this.loss(c + nc * s0, pr + np * s0, cb + ncb * s0, f + nf * s0, fi + xf * s0, na + xn * s0) +
      this.mealLoss(j, nc * s0, d) +
      servingsCost(s0);
    const score1 =
      this.loss(c + nc * s1, pr + np * s1, cb + ncb * s1, f + nf * s1, fi + xf * s1, na + xn * s1) +
      this.mealLoss(j, nc * s1, d) +
      servingsCost(s1);
    this.evaluations += 2;
    if (score0 <= score1) {
      this.lastLevel = low;
      return score0;
    }
    this.lastLevel = low + 1;
    return score1;
  }

  private bestR = -1;
  private bestLevel = -1;
  /**
   * Best recipe and servings for an empty cell given everything else; sets bestR/bestLevel, returns the score.
   * Most recipes are skipped after a few multiplications: the unbounded least-squares miss (day and meal share
   * together) is a lower bound on any servings' score (the bands, limits, servings and variety costs only
   * add), so a recipe whose bound is no better than the best so far cannot win.
   */
  private bestFor(cell: number, limit = Infinity): number {
    const j = cell % this.p.m;
    const pool = this.p.pools[j];
    const d = Math.floor(cell / this.p.m);
    const o = d * 4;
    const g0 = this.t[0] - this.totals[o];
    const g1 = this.t[1] - this.totals[o + 1];
    const g2 = this.t[2] - this.totals[o + 2];
    const g3 = this.t[3] - this.totals[o + 3];
    const i = this.inv;
    const share = this.mealTarget[j];
    const mw = MEAL_SHARE_WEIGHT * i[0] * i[0];
    const gap =
      CALORIE_WEIGHT * g0 * g0 * i[0] * i[0] +
      g1 * g1 * i[1] * i[1] +
      g2 * g2 * i[2] * i[2] +
      g3 * g3 * i[3] * i[3] +
      mw * share * share;
    const a = this.fitWeights;
    const nut = this.p.nutrients;
    // Only answers scoring under the limit are of interest to the caller.
    let best = limit;
    this.bestR = -1;
    this.bestLevel = -1;
    let fitted = 0;
    for (let q = 0; q < pool.length; q += 1) {
      const r = pool[q];
      const n = r * 4;
      const nc = nut[n];
      const dot = a[n] * g0 + a[n + 1] * g1 + a[n + 2] * g2 + a[n + 3] * g3 + mw * nc * share;
      const bound = gap - (dot * dot) / (this.fitNorm[r] + mw * nc * nc);
      if (bound >= best) continue;
      const variety = this.varietyCost(cell, r);
      if (variety === Infinity || bound + variety >= best) continue;
      fitted += 1;
      const score = this.fit(r, j, d) + variety;
      if (score < best) {
        best = score;
        this.bestR = r;
        this.bestLevel = this.lastLevel;
      }
    }
    this.evaluations += pool.length + fitted;
    return best;
  }

  /** Moves one cell to its best recipe and servings when that beats what it holds; returns the gain. */
  private improveCell(cell: number): number {
    if (this.locked[cell] || this.p.pools[cell % this.p.m].length === 0) return 0;
    const d = Math.floor(cell / this.p.m);
    const oldR = this.recipe[cell];
    const oldServings = this.servings[cell];
    const oldLevel = this.level[cell];
    const before = oldR >= 0 ? this.dayLoss(d) + this.cellCost(cell) : Infinity;
    this.clear(cell);
    const best = this.bestFor(cell);
    if (this.bestR >= 0 && best < before - 1e-12) {
      this.place(cell, this.bestR, SERVING_LEVELS[this.bestLevel], this.bestLevel);
      return oldR >= 0 ? before - best : 1;
    }
    if (oldR >= 0) this.place(cell, oldR, oldServings, oldLevel);
    else {
      // Every recipe for the meal breaks a hard rule (tiny pools): the least-used one not on the day, if any.
      const fallback = this.leastUsed(cell);
      if (fallback >= 0) this.place(cell, fallback, 1, SERVING_LEVELS.indexOf(1));
    }
    return 0;
  }

  private leastUsed(cell: number): number {
    const pool = this.p.pools[cell % this.p.m];
    const m = this.p.m;
    const d = Math.floor(cell / m);
    const w = Math.floor(d / WEEK);
    let best = -1;
    let bestUses = Infinity;
    for (let q = 0; q < pool.length; q += 1) {
      const r = pool[q];
      let onDay = false;
      for (let k = d * m; k < d * m + m; k += 1) if (this.recipe[k] === r) onDay = true;
      if (onDay) continue;
      const uses = this.weekUse[w * this.N + r];
      if (uses < bestUses) {
        bestUses = uses;
        best = r;
      }
    }
    return best;
  }

  /**
   * Two meals of a day at once: sampled alternatives for one, each with the best answer for the other.
   * Escapes the spots where no single change helps (more protein at lunch only works with less at dinner).
   */
  private improvePair(cellA: number, cellB: number, tries: number): number {
    if (this.locked[cellA] || this.locked[cellB]) return 0;
    const poolA = this.p.pools[cellA % this.p.m];
    if (
      poolA.length === 0 ||
      this.p.pools[cellB % this.p.m].length === 0 ||
      this.recipe[cellA] < 0 ||
      this.recipe[cellB] < 0
    )
      return 0;
    const d = Math.floor(cellA / this.p.m);
    const before = this.dayLoss(d) + this.cellCost(cellA) + this.cellCost(cellB);
    const saved = [
      this.recipe[cellA],
      this.servings[cellA],
      this.level[cellA],
      this.recipe[cellB],
      this.servings[cellB],
      this.level[cellB],
    ] as const;
    this.clear(cellA);
    this.clear(cellB);
    let bestScore = before;
    let best: [number, number, number, number] | null = null;
    for (let t = 0; t < tries; t += 1) {
      const r = poolA[this.random.int(poolA.length)];
      const variety = this.varietyCost(cellA, r);
      if (variety === Infinity) continue;
      // Servings for A: a step near its share of the day, so the reply for B can take the other side of the balance.
      const l = this.nearShareLevel(r, cellA % this.p.m);
      const s = SERVING_LEVELS[l];
      this.place(cellA, r, s, l);
      const reply = this.bestFor(cellB);
      this.clear(cellA);
      if (this.bestR < 0) continue;
      const score = reply + variety + servingsCost(s) + this.mealLoss(cellA % this.p.m, this.p.nutrients[r * 4] * s, d);
      if (score < bestScore - 1e-12) {
        bestScore = score;
        best = [r, l, this.bestR, this.bestLevel];
      }
    }
    if (best) {
      this.place(cellA, best[0], SERVING_LEVELS[best[1]], best[1]);
      this.place(cellB, best[2], SERVING_LEVELS[best[3]], best[3]);
      // Refit A's servings now that B is known, then score exactly (a cuisine shared by the two counts twice here).
      this.improveCell(cellA);
      const after = this.dayLoss(d) + this.cellCost(cellA) + this.cellCost(cellB);
      if (after < before - 1e-12) return before - after;
      this.clear(cellA);
      this.clear(cellB);
    }
    this.place(cellA, saved[0], saved[1], saved[2]);
    this.place(cellB, saved[3], saved[4], saved[5]);
    return 0;
  }

  /**
   * Trades meals between this day and the other days of its week (servings refitted on both sides): how a
   * day short of a fitting recipe gets one that another day can spare, without breaking the weekly limit.
   */
  private improveBySwaps(d: number): boolean {
    const { m, days } = this.p;
    const N = this.N;
    const weekStart = Math.floor(d / WEEK) * WEEK;
    const weekEnd = Math.min(days, weekStart + WEEK);
    let improved = false;
    for (let a = d * m; a < (d + 1) * m; a += 1) {
      if (this.locked[a] || this.recipe[a] < 0) continue;
      for (let d2 = weekStart; d2 < weekEnd; d2 += 1) {
        if (d2 === d) continue;
        for (let b = d2 * m; b < (d2 + 1) * m; b += 1) {
          if (this.locked[b] || this.recipe[b] < 0) continue;
          const ra = this.recipe[a];
          const rb = this.recipe[b];
          if (ra === rb || !this.p.allowed[(b % m) * N + ra] || !this.p.allowed[(a % m) * N + rb]) continue;
          const before = this.dayLoss(d) + this.dayLoss(d2) + this.cellCost(a) + this.cellCost(b);
          const saved = [this.servings[a], this.level[a], this.servings[b], this.level[b]] as const;
          this.clear(a);
          this.clear(b);
          const va = this.varietyCost(a, rb);
          const vb = va === Infinity ? Infinity : this.varietyCost(b, ra);
          if (vb !== Infinity) {
            this.fit(rb, a % m, d);
            const la = this.lastLevel;
            this.fit(ra, b % m, d2);
            const lb = this.lastLevel;
            this.place(a, rb, SERVING_LEVELS[la], la);
            this.place(b, ra, SERVING_LEVELS[lb], lb);
            const after = this.dayLoss(d) + this.dayLoss(d2) + this.cellCost(a) + this.cellCost(b);
            if (after < before - 1e-12) {
              improved = true;
              continue;
            }
            this.clear(a);
            this.clear(b);
          }
          this.place(a, ra, saved[0], saved[1]);
          this.place(b, rb, saved[2], saved[3]);
        }
      }
    }
    return improved;
  }

  /**
   * Two meals of a day at once, every recipe and servings step for one, each with the best answer for the other:
   * for a day of two meals this is the exact best day given the rest of the week (the answer's servings are the
   * least-squares ones rounded both ways); for three or four, the best change of any two meals.
   */
  private exhaustivePair(cellA: number, cellB: number): number {
    const m = this.p.m;
    if (this.locked[cellA] || this.locked[cellB] || this.recipe[cellA] < 0 || this.recipe[cellB] < 0) return 0;
    const j = cellA % m;
    const pool = this.p.pools[j];
    if (pool.length === 0 || this.p.pools[cellB % m].length === 0) return 0;
    const d = Math.floor(cellA / m);
    const before = this.dayLoss(d) + this.cellCost(cellA) + this.cellCost(cellB);
    const saved = [
      this.recipe[cellA],
      this.servings[cellA],
      this.level[cellA],
      this.recipe[cellB],
      this.servings[cellB],
      this.level[cellB],
    ] as const;
    this.clear(cellA);
    this.clear(cellB);
    let bestScore = before - 1e-12;
    let best: [number, number, number, number] | null = null;
    for (let q = 0; q < pool.length && !this.outOfBudget(); q += 1) {
      const r = pool[q];
      const variety = this.varietyCost(cellA, r);
      if (variety === Infinity) continue;
      const kcal = this.p.nutrients[r * 4];
      this.evaluations += this.levels;
      for (let l = 0; l < this.levels; l += 1) {
        const s = SERVING_LEVELS[l];
        // A's own costs are a lower bound on the pair's score: the day's deviation only adds.
        const own = variety + servingsCost(s) + this.mealLoss(j, kcal * s, d);
        if (own >= bestScore) continue;
        this.place(cellA, r, s, l);
        const reply = this.bestFor(cellB, bestScore - own);
        this.clear(cellA);
        if (this.bestR < 0) continue;
        bestScore = own + reply;
        best = [r, l, this.bestR, this.bestLevel];
      }
    }
    if (best) {
      this.place(cellA, best[0], SERVING_LEVELS[best[1]], best[1]);
      this.place(cellB, best[2], SERVING_LEVELS[best[3]], best[3]);
      const after = this.dayLoss(d) + this.cellCost(cellA) + this.cellCost(cellB);
      if (after < before - 1e-12) return before - after;
      this.clear(cellA);
      this.clear(cellB);
    }
    this.place(cellA, saved[0], saved[1], saved[2]);
    this.place(cellB, saved[3], saved[4], saved[5]);
    return 0;
  }

  /**
   * A recipe another day of the week holds, moved to this day, and the other day's meal replaced by its best
   * answer: how a day gets the one recipe that fits it when the weekly limit has it spent elsewhere.
   */
  private improveBySteal(d: number): boolean {
    const { m, days } = this.p;
    const N = this.N;
    const weekStart = Math.floor(d / WEEK) * WEEK;
    const weekEnd = Math.min(days, weekStart + WEEK);
    let improved = false;
    for (let a = d * m; a < (d + 1) * m && !this.outOfBudget(); a += 1) {
      if (this.locked[a] || this.recipe[a] < 0) continue;
      for (let d2 = weekStart; d2 < weekEnd; d2 += 1) {
        if (d2 === d) continue;
        for (let b = d2 * m; b < (d2 + 1) * m; b += 1) {
          if (this.locked[b] || this.recipe[b] < 0 || this.p.pools[b % m].length < 2) continue;
          const ra = this.recipe[a];
          const rb = this.recipe[b];
          if (ra === rb || !this.p.allowed[(a % m) * N + rb]) continue;
          const beforeA = this.dayLoss(d) + this.cellCost(a);
          const before = beforeA + this.dayLoss(d2) + this.cellCost(b);
          const saved = [this.servings[a], this.level[a], this.servings[b], this.level[b]] as const;
          this.clear(a);
          this.clear(b);
          this.evaluations += 1;
          const va = this.varietyCost(a, rb);
          if (va !== Infinity) {
            const fitted = this.fit(rb, a % m, d) + va;
            // The day gaining the recipe must come out better on its own before the other day is refilled.
            if (fitted < beforeA - 1e-12) {
              const la = this.lastLevel;
              this.place(a, rb, SERVING_LEVELS[la], la);
              this.bestFor(b);
              if (this.bestR >= 0) {
                this.place(b, this.bestR, SERVING_LEVELS[this.bestLevel], this.bestLevel);
                const after = this.dayLoss(d) + this.dayLoss(d2) + this.cellCost(a) + this.cellCost(b);
                if (after < before - 1e-12) {
                  improved = true;
                  continue;
                }
                this.clear(b);
              }
              this.clear(a);
            }
          }
          this.place(a, ra, saved[0], saved[1]);
          this.place(b, rb, saved[2], saved[3]);
        }
      }
    }
    return improved;
  }

  /** Exhaustive pair moves over every two meals of the day, once per score the day reaches. */
  private settleDay(d: number): boolean {
    const m = this.p.m;
    const score = this.dayScore(d);
    if (this.settledAt[d] === score) return false;
    const dirty = this.dirty[d];
    let improved = false;
    for (let a = 0; a < m; a += 1)
      for (let b = a + 1; b < m; b += 1) if (this.exhaustivePair(d * m + a, d * m + b) > 0) improved = true;
    if (!improved) {
      this.settledAt[d] = this.dayScore(d);
      this.dirty[d] = dirty;
    }
    return improved;
  }

  /** Single-meal moves until none helps; with pairs, then pair moves, repeated while anything improves. */
  private descendDay(d: number, pairs: boolean) {
    const m = this.p.m;
    const first = d * m;
    for (let round = 0; round < 12 && !this.outOfBudget(); round += 1) {
      let improved = false;
      const start = this.random.int(m);
      for (let k = 0; k < m; k += 1) if (this.improveCell(first + ((start + k) % m)) > 0) improved = true;
      if (improved) continue;
      if (!pairs || m < 2 || !this.isOpen(d)) break;
      for (let a = 0; a < m && !improved; a += 1)
        for (let b = 0; b < m && !improved; b += 1)
          if (a !== b && this.improvePair(first + a, first + b, PAIR_TRIES) > 0) improved = true;
      if (!improved) break;
    }
    if (pairs) this.dirty[d] = 0;
  }

  /** A random servings step within a quarter of what would give recipe r its meal's share of the day. */
  private nearShareLevel(r: number, j: number): number {
    const kcal = this.p.nutrients[r * 4];
    const ideal = kcal > 0 ? this.mealTarget[j] / kcal : 1;
    const level = Math.round((ideal - SERVING_LEVELS[0]) / generatedServingsLimits.step) + this.random.int(3) - 1;
    return level < 0 ? 0 : level >= this.levels ? this.levels - 1 : level;
  }

  /** A day needs more work unless it is within ~0.4 % on every count with each meal near its share. */
  private isOpen(d: number): boolean {
    if (this.dayLoss(d) >= EXCELLENT * EXCELLENT) return true;
    const m = this.p.m;
    for (let k = d * m; k < (d + 1) * m; k += 1) {
      const r = this.recipe[k];
      if (
        r >= 0 &&
        Math.abs(this.p.nutrients[r * 4] * this.servings[k] - this.mealTarget[k % m]) * this.inv[0] > SHARE_SETTLED
      )
        return true;
    }
    return false;
  }

  private outOfBudget(): boolean {
    if (this.stopped) return true;
    if (this.evaluations >= this.budget || this.isLate()) this.stopped = true;
    return this.stopped;
  }

  private dayScore(d: number): number {
    let score = this.dayLoss(d);
    for (let k = d * this.p.m; k < (d + 1) * this.p.m; k += 1) score += this.cellCost(k);
    return score;
  }

  run(budget: number, isLate: () => boolean) {
    this.budget = budget;
    this.isLate = isLate;
    const { days, m } = this.p;
    // 1. Construction, day by day, each meal the best fit given the meals placed before it; then single-meal
    //    descent on every day. Cheap, and already close on most days.
    for (let d = 0; d < days; d += 1) for (let j = 0; j < m; j += 1) this.improveCell(d * m + j);
    for (let d = 0; d < days && !this.outOfBudget(); d += 1) this.descendDay(d, false);

    // 2. Work where it is needed: the worst open day (or, half the time, any open day) gets pair moves if it
    //    changed since its last, else trades with its week, else a shake of one or two meals and a descent,
    //    kept only if the day scores better.
    let stale = 0;
    while (!this.outOfBudget() && stale < 30 * days + 100) {
      const open: number[] = [];
      for (let d = 0; d < days; d += 1) if (this.isOpen(d)) open.push(d);
      if (open.length === 0) break;
      let d = open[this.random.int(open.length)];
      if (this.random.next() < 0.5) for (const other of open) if (this.dayLoss(other) > this.dayLoss(d)) d = other;
      if (this.dirty[d]) {
        const before = this.dayScore(d);
        this.descendDay(d, true);
        stale = this.dayScore(d) < before - 1e-12 ? 0 : stale + 1;
        continue;
      }
      const free: number[] = [];
      for (let k = d * m; k < (d + 1) * m; k += 1) if (!this.locked[k] && this.p.pools[k % m].length > 1) free.push(k);
      if (free.length === 0) {
        stale += 1;
        continue;
      }
      // Once per score a day reaches: the best change of any two of its meals, tried exhaustively.
      if (m > 1 && this.settleDay(d)) {
        stale = 0;
        continue;
      }
      if (days > 1 && this.random.next() < 0.3 && (this.improveBySwaps(d) || this.improveBySteal(d))) {
        stale = 0;
        continue;
      }
      stale = this.shakeDay(d, free) ? 0 : stale + 1;
    }

    // Step 3 gets a quarter more on top (only days outside the tolerance use it), plus what step 2 left.
    this.budget = Math.max(this.evaluations, budget) + Math.round(budget * 0.25);
    this.stopped = false;
    this.releaseSplit();
  }

  /** A shake of one or two meals and a descent, kept only if the day scores better. */
  private shakeDay(d: number, free: number[]): boolean {
    const m = this.p.m;
    const before = this.dayScore(d);
    const snapshot = free.map((cell) => [cell, this.recipe[cell], this.servings[cell], this.level[cell]] as const);
    const shakes = free.length > 1 && this.random.next() < 0.5 ? 2 : 1;
    for (let s = 0; s < shakes; s += 1) {
      const cell = free[this.random.int(free.length)];
      const pool = this.p.pools[cell % m];
      const previous = this.recipe[cell];
      this.clear(cell);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const r = pool[this.random.int(pool.length)];
        if (r === previous || this.varietyCost(cell, r) === Infinity) continue;
        const l = this.nearShareLevel(r, cell % m);
        this.place(cell, r, SERVING_LEVELS[l], l);
        break;
      }
      if (this.recipe[cell] < 0 && previous >= 0) this.improveCell(cell);
    }
    this.descendDay(d, true);
    if (this.dayScore(d) < before - 1e-12) return true;
    this.restore(snapshot);
    this.dirty[d] = 0;
    return false;
  }

  /** Whether every count of the day is inside the ±5 % tolerance (with a hair to spare for rounding). */
  private withinTolerance(d: number): boolean {
    const o = d * 4;
    for (let k = 0; k < 4; k += 1)
      if (Math.abs(this.totals[o + k] - this.t[k]) * this.inv[k] > DAY_TOLERANCE_PERCENT / 100 - 5e-4) return false;
    return true;
  }

  /**
   * 3. A day still outside the tolerance is searched again with its meal split let off (only the light pull
   *    toward the shares stays), using moves within the day only; kept only if the day then lands inside on all
   *    four, else put back as it was. The day's targets come first; the split gives way only where both cannot
   *    hold.
   */
  private releaseSplit() {
    const { days, m } = this.p;
    for (let d = 0; d < days && !this.outOfBudget(); d += 1) {
      if (m < 2 || this.withinTolerance(d)) continue;
      const free: number[] = [];
      for (let k = d * m; k < (d + 1) * m; k += 1) if (!this.locked[k] && this.p.pools[k % m].length > 1) free.push(k);
      if (free.length === 0) continue;
      const snapshot = Array.from({ length: m }, (_, j) => d * m + j).map(
        (cell) => [cell, this.recipe[cell], this.servings[cell], this.level[cell]] as const,
      );
      this.offSplit[d] = 1;
      this.settledAt[d] = NaN;
      this.descendDay(d, true);
      for (let round = 0; round < 24 && !this.withinTolerance(d) && !this.outOfBudget(); round += 1)
        if (!this.settleDay(d)) this.shakeDay(d, free);
      if (this.withinTolerance(d)) continue;
      this.offSplit[d] = 0;
      this.restore(snapshot.filter(([cell]) => !this.locked[cell]));
    }
  }

  private restore(snapshot: (readonly [number, number, number, number])[]) {
    for (const [cell] of snapshot) this.clear(cell);
    for (const [cell, r, servings, level] of snapshot) if (r >= 0) this.place(cell, r, servings, level);
  }
}
