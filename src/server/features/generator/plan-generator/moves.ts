import { generatedServingsLimits } from '../../../../shared/meal-plans/servings-limits.ts';
import { WEEK } from './problem.ts';
import { bestFor, fit, improveCell } from './best-response.ts';
import { cellCost, dayLoss, mealLoss, servingsCost, varietyCost } from './scoring.ts';
import type { SearchState } from './search-state.ts';
import { SERVING_LEVELS } from './servings.ts';

/**
 * Moves beyond a single meal's best response: pair moves (sampled and exhaustive) within a day, and trades and
 * steals between the days of a week. Each is kept only when it lowers the score, else the cells are put back.
 */

/**
 * Two meals of a day at once: sampled alternatives for one, each with the best answer for the other.
 * Escapes the spots where no single change helps (more protein at lunch only works with less at dinner).
 */
export function improvePair(search: SearchState, cellA: number, cellB: number, tries: number): number {
  if (search.locked[cellA] || search.locked[cellB]) return 0;
  const poolA = search.p.pools[cellA % search.p.m];
  if (
    poolA.length === 0 ||
    search.p.pools[cellB % search.p.m].length === 0 ||
    search.recipe[cellA] < 0 ||
    search.recipe[cellB] < 0
  )
    return 0;
  const d = Math.floor(cellA / search.p.m);
  const before = dayLoss(search, d) + cellCost(search, cellA) + cellCost(search, cellB);
  const saved = [
    search.recipe[cellA],
    search.servings[cellA],
    search.level[cellA],
    search.recipe[cellB],
    search.servings[cellB],
    search.level[cellB],
  ] as const;
  search.clear(cellA);
  search.clear(cellB);
  let bestScore = before;
  let best: [number, number, number, number] | null = null;
  for (let t = 0; t < tries; t += 1) {
    const r = poolA[search.random.int(poolA.length)];
    const variety = varietyCost(search, cellA, r);
    if (variety === Infinity) continue;
    // Servings for A: a step near its share of the day, so the reply for B can take the other side of the balance.
    const l = nearShareLevel(search, r, cellA % search.p.m, d);
    const s = SERVING_LEVELS[l];
    search.place(cellA, r, s, l);
    const reply = bestFor(search, cellB);
    search.clear(cellA);
    if (search.bestR < 0) continue;
    const score =
      reply + variety + servingsCost(s) + mealLoss(search, cellA % search.p.m, search.p.nutrients[r * 4] * s, d);
    if (score < bestScore - 1e-12) {
      bestScore = score;
      best = [r, l, search.bestR, search.bestLevel];
    }
  }
  if (best) {
    search.place(cellA, best[0], SERVING_LEVELS[best[1]], best[1]);
    search.place(cellB, best[2], SERVING_LEVELS[best[3]], best[3]);
    // Refit A's servings now that B is known, then score exactly (a cuisine shared by the two counts twice here).
    improveCell(search, cellA);
    const after = dayLoss(search, d) + cellCost(search, cellA) + cellCost(search, cellB);
    if (after < before - 1e-12) return before - after;
    search.clear(cellA);
    search.clear(cellB);
  }
  search.place(cellA, saved[0], saved[1], saved[2]);
  search.place(cellB, saved[3], saved[4], saved[5]);
  return 0;
}

/**
 * Trades meals between this day and the other days of its week (servings refitted on both sides): how a
 * day short of a fitting recipe gets one that another day can spare, without breaking the weekly limit.
 */
export function improveBySwaps(search: SearchState, d: number): boolean {
  const { m, days } = search.p;
  const N = search.N;
  const weekStart = Math.floor(d / WEEK) * WEEK;
  const weekEnd = Math.min(days, weekStart + WEEK);
  let improved = false;
  for (let a = d * m; a < (d + 1) * m; a += 1) {
    if (search.locked[a] || search.recipe[a] < 0) continue;
    for (let d2 = weekStart; d2 < weekEnd; d2 += 1) {
      if (d2 === d) continue;
      for (let b = d2 * m; b < (d2 + 1) * m; b += 1) {
        if (search.locked[b] || search.recipe[b] < 0) continue;
        const ra = search.recipe[a];
        const rb = search.recipe[b];
        if (ra === rb || !search.p.allowed[(b % m) * N + ra] || !search.p.allowed[(a % m) * N + rb]) continue;
        const before = dayLoss(search, d) + dayLoss(search, d2) + cellCost(search, a) + cellCost(search, b);
        const saved = [search.servings[a], search.level[a], search.servings[b], search.level[b]] as const;
        search.clear(a);
        search.clear(b);
        const va = varietyCost(search, a, rb);
        const vb = va === Infinity ? Infinity : varietyCost(search, b, ra);
        if (vb !== Infinity) {
          fit(search, rb, a % m, d);
          const la = search.lastLevel;
          fit(search, ra, b % m, d2);
          const lb = search.lastLevel;
          search.place(a, rb, SERVING_LEVELS[la], la);
          search.place(b, ra, SERVING_LEVELS[lb], lb);
          const after = dayLoss(search, d) + dayLoss(search, d2) + cellCost(search, a) + cellCost(search, b);
          if (after < before - 1e-12) {
            improved = true;
            continue;
          }
          search.clear(a);
          search.clear(b);
        }
        search.place(a, ra, saved[0], saved[1]);
        search.place(b, rb, saved[2], saved[3]);
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
export function exhaustivePair(search: SearchState, cellA: number, cellB: number): number {
  const m = search.p.m;
  if (search.locked[cellA] || search.locked[cellB] || search.recipe[cellA] < 0 || search.recipe[cellB] < 0) return 0;
  const j = cellA % m;
  const pool = search.p.pools[j];
  if (pool.length === 0 || search.p.pools[cellB % m].length === 0) return 0;
  const d = Math.floor(cellA / m);
  const before = dayLoss(search, d) + cellCost(search, cellA) + cellCost(search, cellB);
  const saved = [
    search.recipe[cellA],
    search.servings[cellA],
    search.level[cellA],
    search.recipe[cellB],
    search.servings[cellB],
    search.level[cellB],
  ] as const;
  search.clear(cellA);
  search.clear(cellB);
  let bestScore = before - 1e-12;
  let best: [number, number, number, number] | null = null;
  for (let q = 0; q < pool.length && !search.outOfBudget(); q += 1) {
    const r = pool[q];
    const variety = varietyCost(search, cellA, r);
    if (variety === Infinity) continue;
    const kcal = search.p.nutrients[r * 4];
    search.evaluations += search.levels;
    for (let l = 0; l < search.levels; l += 1) {
      const s = SERVING_LEVELS[l];
      // A's own costs are a lower bound on the pair's score: the day's deviation only adds.
      const own = variety + servingsCost(s) + mealLoss(search, j, kcal * s, d);
      if (own >= bestScore) continue;
      search.place(cellA, r, s, l);
      const reply = bestFor(search, cellB, bestScore - own);
      search.clear(cellA);
      if (search.bestR < 0) continue;
      bestScore = own + reply;
      best = [r, l, search.bestR, search.bestLevel];
    }
  }
  if (best) {
    search.place(cellA, best[0], SERVING_LEVELS[best[1]], best[1]);
    search.place(cellB, best[2], SERVING_LEVELS[best[3]], best[3]);
    const after = dayLoss(search, d) + cellCost(search, cellA) + cellCost(search, cellB);
    if (after < before - 1e-12) return before - after;
    search.clear(cellA);
    search.clear(cellB);
  }
  search.place(cellA, saved[0], saved[1], saved[2]);
  search.place(cellB, saved[3], saved[4], saved[5]);
  return 0;
}

/**
 * A recipe another day of the week holds, moved to this day, and the other day's meal replaced by its best
 * answer: how a day gets the one recipe that fits it when the weekly limit has it spent elsewhere.
 */
export function improveBySteal(search: SearchState, d: number): boolean {
  const { m, days } = search.p;
  const N = search.N;
  const weekStart = Math.floor(d / WEEK) * WEEK;
  const weekEnd = Math.min(days, weekStart + WEEK);
  let improved = false;
  for (let a = d * m; a < (d + 1) * m && !search.outOfBudget(); a += 1) {
    if (search.locked[a] || search.recipe[a] < 0) continue;
    for (let d2 = weekStart; d2 < weekEnd; d2 += 1) {
      if (d2 === d) continue;
      for (let b = d2 * m; b < (d2 + 1) * m; b += 1) {
        if (search.locked[b] || search.recipe[b] < 0 || search.p.pools[b % m].length < 2) continue;
        const ra = search.recipe[a];
        const rb = search.recipe[b];
        if (ra === rb || !search.p.allowed[(a % m) * N + rb]) continue;
        const beforeA = dayLoss(search, d) + cellCost(search, a);
        const before = beforeA + dayLoss(search, d2) + cellCost(search, b);
        const saved = [search.servings[a], search.level[a], search.servings[b], search.level[b]] as const;
        search.clear(a);
        search.clear(b);
        search.evaluations += 1;
        const va = varietyCost(search, a, rb);
        if (va !== Infinity) {
          const fitted = fit(search, rb, a % m, d) + va;
          // The day gaining the recipe must come out better on its own before the other day is refilled.
          if (fitted < beforeA - 1e-12) {
            const la = search.lastLevel;
            search.place(a, rb, SERVING_LEVELS[la], la);
            bestFor(search, b);
            if (search.bestR >= 0) {
              search.place(b, search.bestR, SERVING_LEVELS[search.bestLevel], search.bestLevel);
              const after = dayLoss(search, d) + dayLoss(search, d2) + cellCost(search, a) + cellCost(search, b);
              if (after < before - 1e-12) {
                improved = true;
                continue;
              }
              search.clear(b);
            }
            search.clear(a);
          }
        }
        search.place(a, ra, saved[0], saved[1]);
        search.place(b, rb, saved[2], saved[3]);
      }
    }
  }
  return improved;
}

/** A random servings step within a quarter of what would give recipe r its meal's share of the day. */
export function nearShareLevel(search: SearchState, r: number, j: number, d: number): number {
  const kcal = search.p.nutrients[r * 4];
  const ideal = kcal > 0 ? search.at(d).mealTarget[j] / kcal : 1;
  const level = Math.round((ideal - SERVING_LEVELS[0]) / generatedServingsLimits.step) + search.random.int(3) - 1;
  return level < 0 ? 0 : level >= search.levels ? search.levels - 1 : level;
}
