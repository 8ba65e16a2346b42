import { deviationScale } from '../../../../shared/nutrition/plan-targets.ts';
import type { MacroNutrition } from '../../../../shared/schemas/generator.ts';
import { mulberry32 } from '../mulberry32.ts';
import { WEEK, type LockedCell, type Problem } from './problem.ts';
import { CALORIE_WEIGHT } from './scoring.ts';
import { servingLevelsFor } from './servings.ts';

/** The generator's random draws: mulberry32, so a seed gives the same plan on every platform. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  return { next, int: (n: number) => Math.floor(next() * n) };
}

/**
 * The search state: one recipe and servings per cell (day × meal), each day's totals, and the counts the
 * variety rules need. Every move keeps them in step through place() and clear().
 */
export class SearchState {
  readonly recipe: Int32Array;
  readonly servings: Float64Array;
  readonly level: Int8Array;
  readonly locked: Uint8Array;
  readonly totals: Float64Array;
  /** per day: fibre g, sodium mg (kept only when the request limits them) */
  readonly extraTotals: Float64Array;
  readonly trackExtras: boolean;
  /** per kind of day (one unless the request has day types): its targets, as the scoring reads them */
  readonly kinds: DayTargets[];
  /** per day: its kind's index in `kinds` */
  readonly kindOf: Uint8Array;
  readonly weekUse: Int16Array;
  readonly cuisineWeek: Int16Array;
  /** set when a day changed since its last full (pair-move) descent */
  readonly dirty: Uint8Array;
  /** per day: its score when an exhaustive pair pass last found nothing better (NaN: not tried at this score) */
  readonly settledAt: Float64Array;
  /** per day: let off its meal split because the split and the day's tolerance cannot both be kept */
  readonly offSplit: Uint8Array;
  readonly p: Problem;
  readonly N: number;
  readonly cuisines: number;
  /** how many of SERVING_LEVELS the request may use */
  readonly levels: number;
  evaluations = 0;
  budget = 0;
  stopped = false;
  isLate: () => boolean = () => false;
  /** fit's answer (best-response.ts): the servings level of the score it returned */
  lastLevel = 0;
  /** bestFor's answer (best-response.ts): the recipe and servings level of the score it returned, -1 for none */
  bestR = -1;
  bestLevel = -1;

  constructor(
    problem: Problem,
    readonly random: ReturnType<typeof createRandom>,
    lockedAt: LockedCell[],
    readonly banned: Set<number>[],
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
    this.dirty = new Uint8Array(problem.days).fill(1);
    this.settledAt = new Float64Array(problem.days).fill(NaN);
    this.offSplit = new Uint8Array(problem.days);
    this.N = problem.candidates.length;
    this.cuisines = Math.max(1, problem.cuisineCount);
    this.levels = servingLevelsFor(problem.m).length;
    const weeks = Math.ceil(problem.days / WEEK);
    this.weekUse = new Int16Array(weeks * this.N);
    this.cuisineWeek = new Int16Array(weeks * this.cuisines);
    this.kinds = problem.kindTargets.map((targets) => dayTargets(problem, targets));
    this.kindOf = problem.kindOf;
    lockedAt.forEach((locked, cell) => {
      if (!locked) return;
      this.locked[cell] = 1;
      this.place(cell, locked.candidate, locked.servings, -1);
    });
  }

  /** Puts recipe r with these servings in an empty cell, updating totals and variety counts. */
  place(cell: number, r: number, servings: number, level: number) {
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

  clear(cell: number) {
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

  /** The targets of day d, as the scoring reads them. */
  at(d: number): DayTargets {
    return this.kinds[this.kindOf[d]];
  }

  outOfBudget(): boolean {
    if (this.stopped) return true;
    if (this.evaluations >= this.budget || this.isLate()) this.stopped = true;
    return this.stopped;
  }

  restore(snapshot: (readonly [number, number, number, number])[]) {
    for (const [cell] of snapshot) this.clear(cell);
    for (const [cell, r, servings, level] of snapshot) if (r >= 0) this.place(cell, r, servings, level);
  }
}

/** One kind of day's targets as the scoring reads them: the counts, their inverse scales, each meal's share. */
export interface DayTargets {
  /** calories, protein, carbs, fat */
  readonly t: Float64Array;
  /** 1 / the amount each deviation is a share of (deviationScale) */
  readonly inv: Float64Array;
  /** per slot: the meal's calorie target (its share of the day) */
  readonly mealTarget: Float64Array;
  /** per candidate: its nutrients weighted for the least-squares servings estimate, and their norm */
  readonly fitWeights: Float64Array;
  readonly fitNorm: Float64Array;
}

function dayTargets(problem: Problem, targets: MacroNutrition): DayTargets {
  const scale = deviationScale(targets);
  const t = Float64Array.from([targets.calories, targets.protein, targets.carbs, targets.fat]);
  const inv = Float64Array.from([1 / scale.calories, 1 / scale.protein, 1 / scale.carbs, 1 / scale.fat]);
  const N = problem.candidates.length;
  const weight = [CALORIE_WEIGHT, 1, 1, 1];
  const fitWeights = new Float64Array(N * 4);
  const fitNorm = new Float64Array(N);
  for (let r = 0; r < N; r += 1) {
    let norm = 0;
    for (let k = 0; k < 4; k += 1) {
      const n = problem.nutrients[r * 4 + k];
      const a = weight[k] * inv[k] * inv[k] * n;
      fitWeights[r * 4 + k] = a;
      norm += a * n;
    }
    fitNorm[r] = norm;
  }
  const mealTarget = problem.shares.map((share) => share * targets.calories);
  return { t, inv, mealTarget, fitWeights, fitNorm };
}
