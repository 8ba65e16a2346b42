import { generatedServingsLimits } from '../../../../shared/meal-plans/servings-limits.ts';
import { WEEK } from './problem.ts';
import {
  CALORIE_WEIGHT,
  cellCost,
  dayLoss,
  loss,
  mealLoss,
  MEAL_SHARE_WEIGHT,
  servingsCost,
  varietyCost,
} from './scoring.ts';
import type { SearchState } from './search-state.ts';
import { SERVING_LEVELS } from './servings.ts';

/**
 * The best response for one meal: for every recipe allowed there, the least-squares servings against what the
 * rest of the day leaves, rounded down and up to quarter steps, both scored exactly; most recipes are pruned by
 * a lower bound before that. Every move of moves.ts and search.ts is built on it.
 */

/**
 * Best servings for recipe r in slot j of day d (the cell itself empty): the least-squares servings for the
 * day's targets and the meal's share together, rounded down and up to the quarter steps, both scored
 * exactly. Sets lastLevel, returns the score (day, meal share and servings; not variety).
 */
export function fit(search: SearchState, r: number, j: number, d: number): number {
  const day = search.at(d);
  const o = d * 4;
  const c = search.totals[o];
  const pr = search.totals[o + 1];
  const cb = search.totals[o + 2];
  const f = search.totals[o + 3];
  const fi = search.extraTotals[d * 2];
  const na = search.extraTotals[d * 2 + 1];
  const n = r * 4;
  const a = day.fitWeights;
  const nut = search.p.nutrients;
  const nc = nut[n];
  const np = nut[n + 1];
  const ncb = nut[n + 2];
  const nf = nut[n + 3];
  const mealWeight = MEAL_SHARE_WEIGHT * day.inv[0] * day.inv[0] * nc;
  const ideal =
    (a[n] * (day.t[0] - c) +
      a[n + 1] * (day.t[1] - pr) +
      a[n + 2] * (day.t[2] - cb) +
      a[n + 3] * (day.t[3] - f) +
      mealWeight * day.mealTarget[j]) /
    (day.fitNorm[r] + mealWeight * nc);
  let low = Math.floor((ideal - SERVING_LEVELS[0]) / generatedServingsLimits.step);
  if (low < 0) low = 0;
  else if (low > search.levels - 2) low = search.levels - 2;
  const xf = search.p.extras[r * 2];
  const xn = search.p.extras[r * 2 + 1];
  const s0 = SERVING_LEVELS[low];
  const s1 = SERVING_LEVELS[low + 1];
  const score0 =
    loss(search, day, c + nc * s0, pr + np * s0, cb + ncb * s0, f + nf * s0, fi + xf * s0, na + xn * s0) +
    mealLoss(search, j, nc * s0, d, day) +
    servingsCost(s0);
  const score1 =
    loss(search, day, c + nc * s1, pr + np * s1, cb + ncb * s1, f + nf * s1, fi + xf * s1, na + xn * s1) +
    mealLoss(search, j, nc * s1, d, day) +
    servingsCost(s1);
  search.evaluations += 2;
  if (score0 <= score1) {
    search.lastLevel = low;
    return score0;
  }
  search.lastLevel = low + 1;
  return score1;
}

/**
 * Best recipe and servings for an empty cell given everything else; sets bestR/bestLevel, returns the score.
 * Most recipes are skipped after a few multiplications: the unbounded least-squares miss (day and meal share
 * together) is a lower bound on any servings' score (the bands, limits, servings and variety costs only
 * add), so a recipe whose bound is no better than the best so far cannot win.
 */
export function bestFor(search: SearchState, cell: number, limit = Infinity): number {
  const j = cell % search.p.m;
  const pool = search.p.pools[j];
  const d = Math.floor(cell / search.p.m);
  const o = d * 4;
  const day = search.at(d);
  const g0 = day.t[0] - search.totals[o];
  const g1 = day.t[1] - search.totals[o + 1];
  const g2 = day.t[2] - search.totals[o + 2];
  const g3 = day.t[3] - search.totals[o + 3];
  const i = day.inv;
  const share = day.mealTarget[j];
  const mw = MEAL_SHARE_WEIGHT * i[0] * i[0];
  const gap =
    CALORIE_WEIGHT * g0 * g0 * i[0] * i[0] +
    g1 * g1 * i[1] * i[1] +
    g2 * g2 * i[2] * i[2] +
    g3 * g3 * i[3] * i[3] +
    mw * share * share;
  const a = day.fitWeights;
  const fitNorm = day.fitNorm;
  const nut = search.p.nutrients;
  // Only answers scoring under the limit are of interest to the caller.
  let best = limit;
  search.bestR = -1;
  search.bestLevel = -1;
  let fitted = 0;
  for (let q = 0; q < pool.length; q += 1) {
    const r = pool[q];
    const n = r * 4;
    const nc = nut[n];
    const dot = a[n] * g0 + a[n + 1] * g1 + a[n + 2] * g2 + a[n + 3] * g3 + mw * nc * share;
    const bound = gap - (dot * dot) / (fitNorm[r] + mw * nc * nc);
    if (bound >= best) continue;
    const variety = varietyCost(search, cell, r);
    if (variety === Infinity || bound + variety >= best) continue;
    fitted += 1;
    const score = fit(search, r, j, d) + variety;
    if (score < best) {
      best = score;
      search.bestR = r;
      search.bestLevel = search.lastLevel;
    }
  }
  search.evaluations += pool.length + fitted;
  return best;
}

/** Moves one cell to its best recipe and servings when that beats what it holds; returns the gain. */
export function improveCell(search: SearchState, cell: number): number {
  if (search.locked[cell] || search.p.pools[cell % search.p.m].length === 0) return 0;
  const d = Math.floor(cell / search.p.m);
  const oldR = search.recipe[cell];
  const oldServings = search.servings[cell];
  const oldLevel = search.level[cell];
  const before = oldR >= 0 ? dayLoss(search, d) + cellCost(search, cell) : Infinity;
  search.clear(cell);
  const best = bestFor(search, cell);
  if (search.bestR >= 0 && best < before - 1e-12) {
    search.place(cell, search.bestR, SERVING_LEVELS[search.bestLevel], search.bestLevel);
    return oldR >= 0 ? before - best : 1;
  }
  if (oldR >= 0) search.place(cell, oldR, oldServings, oldLevel);
  else {
    // Every recipe for the meal breaks a hard rule (tiny pools): the least-used one not on the day, if any.
    const fallback = leastUsed(search, cell);
    if (fallback >= 0) search.place(cell, fallback, 1, SERVING_LEVELS.indexOf(1));
  }
  return 0;
}

function leastUsed(search: SearchState, cell: number): number {
  const pool = search.p.pools[cell % search.p.m];
  const m = search.p.m;
  const d = Math.floor(cell / m);
  const w = Math.floor(d / WEEK);
  let best = -1;
  let bestUses = Infinity;
  for (let q = 0; q < pool.length; q += 1) {
    const r = pool[q];
    let onDay = false;
    for (let k = d * m; k < d * m + m; k += 1) if (search.recipe[k] === r) onDay = true;
    if (onDay) continue;
    const uses = search.weekUse[w * search.N + r];
    if (uses < bestUses) {
      bestUses = uses;
      best = r;
    }
  }
  return best;
}
