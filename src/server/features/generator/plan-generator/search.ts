import { DAY_TOLERANCE_PERCENT } from '../../../../shared/nutrition/plan-targets.ts';
import { improveCell } from './best-response.ts';
import { exhaustivePair, improveBySteal, improveBySwaps, improvePair, nearShareLevel } from './moves.ts';
import { dayLoss, dayScore, varietyCost } from './scoring.ts';
import type { SearchState } from './search-state.ts';
import { SERVING_LEVELS } from './servings.ts';

/** Sampled alternatives per pair move. */
const PAIR_TRIES = 16;
/** A day this close on every count needs no more work. */
const EXCELLENT = 0.004;
/** ...and with every meal this close to its share of the day (a fraction of the day's calories). */
const SHARE_SETTLED = 0.04;

/**
 * The search: construction, descent, an iterated local search on the open days within the budget (counted work
 * units, so a seed always gives the same plan), then the days still outside the tolerance with their split let
 * off. Leaves the plan in the state's cells.
 */
export function runSearch(search: SearchState, budget: number, isLate: () => boolean) {
  search.budget = budget;
  search.isLate = isLate;
  const { days, m } = search.p;
  // 1. Construction, day by day, each meal the best fit given the meals placed before it; then single-meal
  //    descent on every day. Cheap, and already close on most days.
  for (let d = 0; d < days; d += 1) for (let j = 0; j < m; j += 1) improveCell(search, d * m + j);
  for (let d = 0; d < days && !search.outOfBudget(); d += 1) descendDay(search, d, false);

  // 2. Work where it is needed: the worst open day (or, half the time, any open day) gets pair moves if it
  //    changed since its last, else trades with its week, else a shake of one or two meals and a descent,
  //    kept only if the day scores better.
  let stale = 0;
  while (!search.outOfBudget() && stale < 30 * days + 100) {
    const open: number[] = [];
    for (let d = 0; d < days; d += 1) if (isOpen(search, d)) open.push(d);
    if (open.length === 0) break;
    let d = open[search.random.int(open.length)];
    if (search.random.next() < 0.5)
      for (const other of open) if (dayLoss(search, other) > dayLoss(search, d)) d = other;
    if (search.dirty[d]) {
      const before = dayScore(search, d);
      descendDay(search, d, true);
      stale = dayScore(search, d) < before - 1e-12 ? 0 : stale + 1;
      continue;
    }
    const free: number[] = [];
    for (let k = d * m; k < (d + 1) * m; k += 1)
      if (!search.locked[k] && search.p.pools[k % m].length > 1) free.push(k);
    if (free.length === 0) {
      stale += 1;
      continue;
    }
    // Once per score a day reaches: the best change of any two of its meals, tried exhaustively.
    if (m > 1 && settleDay(search, d)) {
      stale = 0;
      continue;
    }
    if (days > 1 && search.random.next() < 0.3 && (improveBySwaps(search, d) || improveBySteal(search, d))) {
      stale = 0;
      continue;
    }
    stale = shakeDay(search, d, free) ? 0 : stale + 1;
  }

  // Step 3 gets a quarter more on top (only days outside the tolerance use it), plus what step 2 left.
  search.budget = Math.max(search.evaluations, budget) + Math.round(budget * 0.25);
  search.stopped = false;
  releaseSplit(search);
}

/** Single-meal moves until none helps; with pairs, then pair moves, repeated while anything improves. */
function descendDay(search: SearchState, d: number, pairs: boolean) {
  const m = search.p.m;
  const first = d * m;
  for (let round = 0; round < 12 && !search.outOfBudget(); round += 1) {
    let improved = false;
    const start = search.random.int(m);
    for (let k = 0; k < m; k += 1) if (improveCell(search, first + ((start + k) % m)) > 0) improved = true;
    if (improved) continue;
    if (!pairs || m < 2 || !isOpen(search, d)) break;
    for (let a = 0; a < m && !improved; a += 1)
      for (let b = 0; b < m && !improved; b += 1)
        if (a !== b && improvePair(search, first + a, first + b, PAIR_TRIES) > 0) improved = true;
    if (!improved) break;
  }
  if (pairs) search.dirty[d] = 0;
}

/** Exhaustive pair moves over every two meals of the day, once per score the day reaches. */
function settleDay(search: SearchState, d: number): boolean {
  const m = search.p.m;
  const score = dayScore(search, d);
  if (search.settledAt[d] === score) return false;
  const dirty = search.dirty[d];
  let improved = false;
  for (let a = 0; a < m; a += 1)
    for (let b = a + 1; b < m; b += 1) if (exhaustivePair(search, d * m + a, d * m + b) > 0) improved = true;
  if (!improved) {
    search.settledAt[d] = dayScore(search, d);
    search.dirty[d] = dirty;
  }
  return improved;
}

/** A shake of one or two meals and a descent, kept only if the day scores better. */
function shakeDay(search: SearchState, d: number, free: number[]): boolean {
  const m = search.p.m;
  const before = dayScore(search, d);
  const snapshot = free.map((cell) => [cell, search.recipe[cell], search.servings[cell], search.level[cell]] as const);
  const shakes = free.length > 1 && search.random.next() < 0.5 ? 2 : 1;
  for (let s = 0; s < shakes; s += 1) {
    const cell = free[search.random.int(free.length)];
    const pool = search.p.pools[cell % m];
    const previous = search.recipe[cell];
    search.clear(cell);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const r = pool[search.random.int(pool.length)];
      if (r === previous || varietyCost(search, cell, r) === Infinity) continue;
      const l = nearShareLevel(search, r, cell % m, d);
      search.place(cell, r, SERVING_LEVELS[l], l);
      break;
    }
    if (search.recipe[cell] < 0 && previous >= 0) improveCell(search, cell);
  }
  descendDay(search, d, true);
  if (dayScore(search, d) < before - 1e-12) return true;
  search.restore(snapshot);
  search.dirty[d] = 0;
  return false;
}

/** A day needs more work unless it is within ~0.4 % on every count with each meal near its share. */
function isOpen(search: SearchState, d: number): boolean {
  if (dayLoss(search, d) >= EXCELLENT * EXCELLENT) return true;
  const m = search.p.m;
  const day = search.at(d);
  for (let k = d * m; k < (d + 1) * m; k += 1) {
    const r = search.recipe[k];
    if (
      r >= 0 &&
      Math.abs(search.p.nutrients[r * 4] * search.servings[k] - day.mealTarget[k % m]) * day.inv[0] > SHARE_SETTLED
    )
      return true;
  }
  return false;
}

/** Whether every count of the day is inside the ±5 % tolerance (with a hair to spare for rounding). */
function withinTolerance(search: SearchState, d: number): boolean {
  const o = d * 4;
  const { t, inv } = search.at(d);
  for (let k = 0; k < 4; k += 1)
    if (Math.abs(search.totals[o + k] - t[k]) * inv[k] > DAY_TOLERANCE_PERCENT / 100 - 5e-4) return false;
  return true;
}

/**
 * 3. A day still outside the tolerance is searched again with its meal split let off (only the light pull
 *    toward the shares stays), using moves within the day only; kept only if the day then lands inside on all
 *    four, else put back as it was. The day's targets come first; the split gives way only where both cannot
 *    hold.
 */
function releaseSplit(search: SearchState) {
  const { days, m } = search.p;
  for (let d = 0; d < days && !search.outOfBudget(); d += 1) {
    if (m < 2 || withinTolerance(search, d)) continue;
    const free: number[] = [];
    for (let k = d * m; k < (d + 1) * m; k += 1)
      if (!search.locked[k] && search.p.pools[k % m].length > 1) free.push(k);
    if (free.length === 0) continue;
    const snapshot = Array.from({ length: m }, (_, j) => d * m + j).map(
      (cell) => [cell, search.recipe[cell], search.servings[cell], search.level[cell]] as const,
    );
    search.offSplit[d] = 1;
    search.settledAt[d] = NaN;
    descendDay(search, d, true);
    for (let round = 0; round < 24 && !withinTolerance(search, d) && !search.outOfBudget(); round += 1)
      if (!settleDay(search, d)) shakeDay(search, d, free);
    if (withinTolerance(search, d)) continue;
    search.offSplit[d] = 0;
    search.restore(snapshot.filter(([cell]) => !search.locked[cell]));
  }
}
