import { USUAL_MAX_SERVINGS } from './servings.ts';
import { WEEK } from './problem.ts';
import type { DayTargets, SearchState } from './search-state.ts';

/**
 * The score the search minimises, per day: how far its calories and macros land from the targets (squared
 * relative deviations, calories weighted up, steeper beyond the bands and past the wall near the tolerance),
 * each meal's distance from its share of the day, and small costs for variety and for servings far from 1.
 * Hard rules are not costs: varietyCost answers Infinity for a move that breaks one.
 */

// Score weights. Deviations are fractions of the target (0.01 = 1 %).
export const CALORIE_WEIGHT = 4;
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
export const MEAL_SHARE_WEIGHT = 0.03;
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

/** Servings near one are free; from 1.75 on each quarter costs more (see FAR_SERVINGS_COST), past 2.5 far more. */
export function servingsCost(servings: number): number {
  const far = Math.abs(servings - 1) - 0.5;
  const cost = SERVINGS_COST * (servings - 1) * (servings - 1) + (far > 0 ? FAR_SERVINGS_COST * far * far : 0);
  return servings > USUAL_MAX_SERVINGS
    ? cost + BEYOND_USUAL_SERVINGS_STEP + BEYOND_USUAL_SERVINGS_COST * (servings - USUAL_MAX_SERVINGS)
    : cost;
}

/** Deviation score of a day with these totals: squared relative misses, steeper beyond the bands. */
export function loss(
  search: SearchState,
  day: DayTargets,
  c: number,
  pr: number,
  cb: number,
  f: number,
  fi: number,
  na: number,
): number {
  const t = day.t;
  const inv = day.inv;
  const e0 = (c - t[0]) * inv[0];
  const e1 = (pr - t[1]) * inv[1];
  const e2 = (cb - t[2]) * inv[2];
  const e3 = (f - t[3]) * inv[3];
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
  if (search.trackExtras) {
    const { fiberMin, sodiumMax } = search.p;
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
export function mealLoss(search: SearchState, j: number, kcal: number, d: number, day = search.at(d)): number {
  const e = (kcal - day.mealTarget[j]) * day.inv[0];
  let score = MEAL_SHARE_WEIGHT * e * e;
  // A day let off its split keeps only the light pull (see releaseSplit in search.ts, step 3).
  if (search.offSplit[d]) return score;
  const b = Math.abs(e) - MEAL_SHARE_BAND;
  if (b > 0) score += MEAL_BAND_WEIGHT * b * b;
  // The same wall as the day's counts, at the edge of the ±7-point tolerance: neither gives way to the other
  // for free.
  const w = Math.abs(e) - MEAL_WALL;
  if (w > 0) score += MEAL_WALL_WEIGHT * w * w;
  return score;
}

export function dayLoss(search: SearchState, d: number): number {
  const o = d * 4;
  return loss(
    search,
    search.at(d),
    search.totals[o],
    search.totals[o + 1],
    search.totals[o + 2],
    search.totals[o + 3],
    search.extraTotals[d * 2],
    search.extraTotals[d * 2 + 1],
  );
}

/**
 * Variety cost of putting r into an empty cell, or Infinity when a hard rule forbids it: the recipe already
 * on the day, the weekly limit reached, or kept out of a regenerated meal.
 */
export function varietyCost(search: SearchState, cell: number, r: number): number {
  const m = search.p.m;
  const d = Math.floor(cell / m);
  const w = Math.floor(d / WEEK);
  const first = d * m;
  const c = search.p.cuisineOf[r];
  let sameCuisine = 0;
  for (let k = first; k < first + m; k += 1) {
    const other = search.recipe[k];
    if (other < 0 || k === cell) continue;
    if (other === r) return Infinity;
    if (c >= 0 && search.p.cuisineOf[other] === c) sameCuisine += 1;
  }
  const uses = search.weekUse[w * search.N + r];
  if (uses >= search.p.weeklyLimit) return Infinity;
  if (search.banned[cell].size > 0 && search.banned[cell].has(r)) return Infinity;
  let cost = REPEAT_COST * uses + SAME_CUISINE_DAY_COST * sameCuisine;
  if (c >= 0) cost += CUISINE_WEEK_COST * search.cuisineWeek[w * search.cuisines + c];
  if (d > 0 && search.recipe[cell - m] === r) cost += REPEAT_NEXT_DAY_COST;
  if (d + 1 < search.p.days && search.recipe[cell + m] === r) cost += REPEAT_NEXT_DAY_COST;
  return cost;
}

/** The cell's own share of the score beyond its day's deviation: its share of the day, variety and servings. */
export function cellCost(search: SearchState, cell: number): number {
  const r = search.recipe[cell];
  if (r < 0) return 0;
  const servings = search.servings[cell];
  const j = cell % search.p.m;
  // A locked meal's size still matters to the others: they balance the day's split around it.
  const meal = mealLoss(search, j, search.p.nutrients[r * 4] * servings, Math.floor(cell / search.p.m));
  if (search.locked[cell]) return meal;
  const level = search.level[cell];
  const d = Math.floor(cell / search.p.m);
  const dirty = search.dirty[d];
  search.clear(cell);
  const cost = varietyCost(search, cell, r);
  search.place(cell, r, servings, level);
  // Only looked: the day has not changed.
  search.dirty[d] = dirty;
  return meal + cost + servingsCost(servings);
}

export function dayScore(search: SearchState, d: number): number {
  let score = dayLoss(search, d);
  for (let k = d * search.p.m; k < (d + 1) * search.p.m; k += 1) score += cellCost(search, k);
  return score;
}
