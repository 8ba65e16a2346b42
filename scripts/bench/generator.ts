/**
 * Meal-plan generator benchmark: a fixed, seeded set of requests over the whole input space, planned from the
 * recipe catalogue (data files + USDA SR28, no database) by our generator and by random-pick-then-scale, side
 * by side, against the LP-relaxation bound of each request.
 *
 *   npm run bench:generator              all requests (REQUESTS=n to change how many, default 240)
 *
 * Error measure: per day and per count (calories, protein, carbs, fat), |actual − target| as % of the target
 * (a macro target under 5 % of the energy is measured against 5 % of the energy; see plan-targets.ts).
 * The bound: for one day, servings continuous in [0.5, 2.5] (3 on days of one or two meals) and each meal a free
 * mix of every recipe allowed there (variety rules ignored), the smallest achievable worst-of-four error. A
 * request is "feasible" when that bound is 0 — the catalogue can meet every target at least in the relaxation.
 */
import { pathToFileURL } from 'node:url';
import loadHighs from 'highs';
import {
  dailyTargets,
  dayDeviation,
  deviationScale,
  passesHealthFilters,
  round1,
  sumMeals,
} from '../../src/shared/nutrition/plan-targets.ts';
import {
  generationRequestSchema,
  healthFilters,
  MEAL_SHARE_TOLERANCE_POINTS,
  slotsForMeals,
  type GeneratedPlan,
  type GenerationRequest,
  type GenerationValues,
  type HealthFilter,
  type MacroKey,
} from '../../src/shared/schemas/generator.ts';
import { readCatalogueCandidates } from '../../src/server/features/generator/catalogue-candidates.ts';
import { mulberry32 } from '../../src/server/features/generator/mulberry32.ts';
import {
  generateMealPlan,
  maxServingsFor,
  mealShares,
  MIN_SERVINGS,
  servingLevelsFor,
  USUAL_MAX_SERVINGS,
  weeklyRepeatLimit,
  type PlanCandidate,
} from '../../src/server/features/generator/plan-generator/index.ts';
import { generatedServingsLimits } from '../../src/shared/meal-plans/servings-limits.ts';

type Request = GenerationValues & { seed: number };

/** The benches' seeded draws, on the generator's own PRNG. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const presets = [
  [30, 40, 30],
  [25, 50, 25],
  [20, 50, 30],
  [35, 35, 30],
  [40, 30, 30],
  [30, 30, 40],
  [20, 55, 25],
  [15, 55, 30],
  [25, 45, 30],
];
const ketoSplits = [
  [20, 5, 75],
  [25, 10, 65],
  [30, 10, 60],
];
const highProtein = [
  [45, 30, 25],
  [50, 25, 25],
  [40, 40, 20],
];

/** The fixed request set: same list on every run. */
export function benchmarkRequests(count: number, seed = 20260701): Request[] {
  const random = createRandom(seed);
  const requests: Request[] = [];
  for (let i = 0; i < count; i += 1) {
    const caloriesPerDay = Math.round(random.int(1000, 5000) / 50) * 50;
    const mealsPerDay = random.int(1, 4);
    const dayRoll = random.next();
    const numberOfDays = dayRoll < 0.3 ? 7 : dayRoll < 0.5 ? 30 : dayRoll < 0.6 ? 14 : random.int(1, 30);
    const filterRoll = random.next();
    const filterCount = filterRoll < 0.35 ? 0 : filterRoll < 0.65 ? 1 : filterRoll < 0.85 ? 2 : 3;
    const chosen = new Set<HealthFilter>();
    while (chosen.size < filterCount) chosen.add(random.pick(healthFilters));
    const splitRoll = random.next();
    let split: number[];
    if (splitRoll < 0.5) split = random.pick(presets);
    else if (splitRoll < 0.65) split = random.pick(ketoSplits);
    else if (splitRoll < 0.75) split = random.pick(highProtein);
    else {
      const protein = random.int(10, 45);
      const fat = random.int(15, Math.min(60, 90 - protein));
      split = [protein, 100 - protein - fat, fat];
    }
    const grams = random.next() < 0.25;
    const raw: GenerationRequest = grams
      ? {
          caloriesPerDay,
          mealsPerDay,
          numberOfDays,
          healthFilters: [...chosen],
          macroPreference: 'grams',
          macroValues:
            random.next() < 0.2
              ? { proteinGrams: 150, carbsGrams: 200, fatGrams: 67 }
              : {
                  proteinGrams: Math.round(((caloriesPerDay * split[0]) / 400) * (0.95 + random.next() * 0.1)),
                  carbsGrams: Math.round(((caloriesPerDay * split[1]) / 400) * (0.95 + random.next() * 0.1)),
                  fatGrams: Math.round(((caloriesPerDay * split[2]) / 900) * (0.95 + random.next() * 0.1)),
                },
        }
      : {
          caloriesPerDay,
          mealsPerDay,
          numberOfDays,
          healthFilters: [...chosen],
          macroPreference: 'percentage',
          macroValues: { proteinPercent: split[0], carbsPercent: split[1], fatPercent: split[2] },
        };
    requests.push({ ...generationRequestSchema.parse(raw), seed: random.int(0, 2 ** 31 - 1) });
  }
  return requests;
}

/** What peers do: a random recipe per meal (by meal type and filters), all scaled by one factor to the calories. */
export function randomPickThenScale(request: Request, candidates: readonly PlanCandidate[]): GeneratedPlan {
  const random = createRandom(request.seed);
  const slots = slotsForMeals(request.mealsPerDay);
  const targets = dailyTargets(request);
  const passing = candidates.filter((candidate) => passesHealthFilters(candidate, request.healthFilters));
  const pools = slots.map((slot) => passing.filter((candidate) => candidate.mealTypes.includes(slot)));
  const days = [];
  for (let d = 1; d <= request.numberOfDays; d += 1) {
    const picks = pools.map((pool) => (pool.length ? random.pick(pool) : null));
    const energy = picks.reduce((sum, pick) => sum + (pick?.nutrition.calories ?? 0), 0);
    const factor = energy > 0 ? targets.calories / energy : 1;
    const servings = Math.min(
      maxServingsFor(request.mealsPerDay),
      Math.max(MIN_SERVINGS, Math.round(factor / generatedServingsLimits.step) * generatedServingsLimits.step),
    );
    const meals: Record<string, GeneratedPlan['plan'][number]['meals']['dinner']> = {};
    picks.forEach((pick, j) => {
      if (!pick) return;
      meals[slots[j]] = {
        recipeId: pick.id,
        recipeName: pick.name,
        imageUrl: null,
        cuisine: pick.cuisine,
        servings,
        nutrition: {
          calories: round1(pick.nutrition.calories * servings),
          protein: round1(pick.nutrition.protein * servings),
          carbs: round1(pick.nutrition.carbs * servings),
          fat: round1(pick.nutrition.fat * servings),
        },
        energyShare: 0,
        locked: false,
      };
    });
    const totals = sumMeals(Object.values(meals).map((meal) => meal?.nutrition));
    const deviation = dayDeviation(totals, targets);
    days.push({ dayNumber: d, meals, totals, targets, deviation, withinTolerance: false, notes: [] });
  }
  return { plan: days, seed: request.seed, notes: [] } as unknown as GeneratedPlan;
}

type Highs = Awaited<ReturnType<typeof loadHighs>>;

/**
 * LP relaxation of one day: smallest achievable worst-of-four relative deviation (a fraction), or null if no
 * meal can be filled. With `withRepeatLimit`, also the weekly repeat limit L: averaged over a week a recipe can
 * fill at most L / (days in the week) of a day's meals, which is what any plan keeping the limit must respect
 * on average (and a convex objective is no worse on the average day).
 */
export function lpBound(
  highs: Highs,
  request: Request,
  candidates: readonly PlanCandidate[],
  withRepeatLimit = false,
  integer = false,
  withSplit = false,
): number | null {
  const slots = slotsForMeals(request.mealsPerDay);
  const targets = dailyTargets(request);
  const scale = deviationScale(targets);
  const passing = candidates.filter((candidate) => passesHealthFilters(candidate, request.healthFilters));
  const rows: string[] = [];
  const sums: Record<MacroKey, string[]> = { calories: [], protein: [], carbs: [], fat: [] };
  let filled = 0;
  const binaryNames: string[] = [];
  slots.forEach((slot, j) => {
    const pool = passing
      .map((candidate, r) => ({ candidate, r }))
      .filter(({ candidate }) => candidate.mealTypes.includes(slot));
    if (pool.length === 0) return;
    filled += 1;
    rows.push(` one_${j}: ${pool.map(({ r }) => `x_${j}_${r}`).join(' + ')} = 1`);
    if (withSplit && slots.length > 1) {
      // Each meal's calories within its share ± the tolerance, of the day's calorie target.
      const share = (mealShares(request)[slot] ?? 0) / 100;
      const tolerance = MEAL_SHARE_TOLERANCE_POINTS / 100;
      const energy = pool
        .map(({ candidate, r }) => `${candidate.nutrition.calories.toFixed(6)} y_${j}_${r}`)
        .join(' + ');
      rows.push(` slo_${j}: ${energy} >= ${(Math.max(0, share - tolerance) * targets.calories).toFixed(6)}`);
      rows.push(` shi_${j}: ${energy} <= ${((share + tolerance) * targets.calories).toFixed(6)}`);
    }
    for (const { candidate, r } of pool) {
      binaryNames.push(`x_${j}_${r}`);
      rows.push(` lo_${j}_${r}: y_${j}_${r} - ${MIN_SERVINGS} x_${j}_${r} >= 0`);
      rows.push(` hi_${j}_${r}: y_${j}_${r} - ${maxServingsFor(request.mealsPerDay)} x_${j}_${r} <= 0`);
      for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
        const value = candidate.nutrition[key];
        if (value > 0) sums[key].push(`${value.toFixed(6)} y_${j}_${r}`);
      }
    }
  });
  if (filled === 0) return null;
  if (withRepeatLimit) {
    const pools = slots.map((slot) =>
      passing.flatMap((candidate, r) => (candidate.mealTypes.includes(slot) ? [r] : [])),
    );
    const weekLength = Math.min(7, request.numberOfDays);
    const share = Math.min(1, weeklyRepeatLimit(pools, weekLength) / weekLength);
    passing.forEach((_, r) => {
      const uses = slots.flatMap((_, j) => (pools[j].includes(r) ? [`x_${j}_${r}`] : []));
      if (uses.length) rows.push(` rep_${r}: ${uses.join(' + ')} <= ${share.toFixed(6)}`);
    });
  }
  for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
    const terms = sums[key].length ? sums[key].join(' + ') : '0 t';
    rows.push(` n_${key}: ${terms} - p_${key} + q_${key} = ${targets[key].toFixed(6)}`);
    rows.push(` e_${key}: p_${key} + q_${key} - ${scale[key].toFixed(6)} t <= 0`);
  }
  const binaries = integer ? `Binaries\n ${binaryNames.join(' ')}\n` : '';
  const model = `Minimize\n obj: t\nSubject To\n${rows.join('\n')}\n${binaries}End\n`;
  const result = highs.solve(model, {
    output_flag: false,
    ...(integer ? { time_limit: 20, mip_rel_gap: 1e-3 } : {}),
  } as never);
  if (integer && result.Status === 'Time limit reached') return Math.max(0, result.ObjectiveValue);
  // With the repeat limit, tiny pools can make filling every meal impossible (the generator then leaves one empty).
  if ((withRepeatLimit || withSplit) && result.Status === 'Infeasible') return null;
  if (result.Status !== 'Optimal') throw new Error(`LP bound: ${result.Status}`);
  return Math.max(0, result.ObjectiveValue);
}

/**
 * Exact one-day optimum for one or two meals a day under the practical-servings rule: one recipe per meal (two
 * different ones), servings in the quarter steps 0.5–3, every combination tried; variety across days ignored.
 * (With three or four meals the combinations are too many, and the LP is close to the optimum anyway.)
 */
export function exactDayBound(
  request: Request,
  candidates: readonly PlanCandidate[],
  withSplit = false,
): number | null {
  const slots = slotsForMeals(request.mealsPerDay);
  if (slots.length > 2) return null;
  const targets = dailyTargets(request);
  const scale = deviationScale(targets);
  const keys = ['calories', 'protein', 'carbs', 'fat'] as const;
  const t = keys.map((key) => targets[key]);
  const inv = keys.map((key) => 1 / scale[key]);
  const passing = candidates.filter((candidate) => passesHealthFilters(candidate, request.healthFilters));
  // Every recipe at every step, as a 4-vector.
  const options = slots.map((slot) =>
    passing
      .filter((candidate) => candidate.mealTypes.includes(slot))
      .flatMap((candidate) =>
        servingLevelsFor(request.mealsPerDay).map((servings) => ({
          id: candidate.id,
          v: keys.map((key) => candidate.nutrition[key] * servings),
        })),
      ),
  );
  if (options.some((list) => list.length === 0)) return null;
  // With the split, a pair whose first meal is off its share of the target (± the tolerance) is not a plan.
  const lunchShare = (mealShares(request)[slots[0]] ?? 100) / 100;
  const tolerance = MEAL_SHARE_TOLERANCE_POINTS / 100;
  const offSplit = (a: { v: number[] }, b: { v: number[] }) =>
    withSplit && Math.abs(a.v[0] / (a.v[0] + b.v[0]) - lunchShare) > tolerance;
  let best = Infinity;
  if (options.length === 1) {
    for (const a of options[0])
      best = Math.min(best, Math.max(...[0, 1, 2, 3].map((k) => Math.abs(a.v[k] - t[k]) * inv[k])));
    return best;
  }
  for (const a of options[0]) {
    const r0 = t[0] - a.v[0];
    const r1 = t[1] - a.v[1];
    const r2 = t[2] - a.v[2];
    const r3 = t[3] - a.v[3];
    for (const b of options[1]) {
      let worst = Math.abs(b.v[0] - r0) * inv[0];
      if (worst >= best) continue;
      worst = Math.max(
        worst,
        Math.abs(b.v[1] - r1) * inv[1],
        Math.abs(b.v[2] - r2) * inv[2],
        Math.abs(b.v[3] - r3) * inv[3],
      );
      if (worst < best && a.id !== b.id && !offSplit(a, b)) best = worst;
    }
  }
  return Number.isFinite(best) ? best : null;
}

interface Outcome {
  /** per day: |deviation| % of calories, protein, carbs, fat */
  errors: number[][];
  filterViolations: number;
  mealTypeViolations: number;
  sameDayRepeats: number;
  repeatMeals: number;
  meals: number;
  ms: number;
  /** CPU time: what the request costs when the machine is not shared */
  cpuMs: number;
  /** meals within ± the tolerance of their share of the day's calories (as served) */
  mealsOnSplit: number;
  /** meals served at 2 or more servings, and at 2.5 or more */
  largeServings: number;
  maxServings: number;
  /** meals past 2.5 servings (days of one or two meals only) */
  beyondServings: number;
}

function assess(
  plan: GeneratedPlan,
  request: Request,
  byId: Map<string, PlanCandidate>,
  ms: number,
  cpuMs: number,
): Outcome {
  const outcome: Outcome = {
    errors: [],
    filterViolations: 0,
    mealTypeViolations: 0,
    sameDayRepeats: 0,
    repeatMeals: 0,
    meals: 0,
    ms,
    cpuMs,
    mealsOnSplit: 0,
    largeServings: 0,
    maxServings: 0,
    beyondServings: 0,
  };
  const targets = dailyTargets(request);
  const split = mealShares(request);
  let weekSeen = new Set<string>();
  for (const day of plan.plan) {
    if ((day.dayNumber - 1) % 7 === 0) weekSeen = new Set();
    const daySeen = new Set<string>();
    const meals = Object.entries(day.meals).filter(([, meal]) => meal);
    for (const [slot, meal] of meals) {
      const candidate = byId.get(meal!.recipeId)!;
      outcome.meals += 1;
      if (!passesHealthFilters(candidate, request.healthFilters)) outcome.filterViolations += 1;
      if (!candidate.mealTypes.includes(slot as never)) outcome.mealTypeViolations += 1;
      if (daySeen.has(candidate.id)) outcome.sameDayRepeats += 1;
      if (weekSeen.has(candidate.id)) outcome.repeatMeals += 1;
      daySeen.add(candidate.id);
      weekSeen.add(candidate.id);
    }
    // Recomputed from the meals as returned, not read from the plan's own claims.
    const totals = sumMeals(meals.map(([, meal]) => meal!.nutrition));
    for (const [slot, meal] of meals) {
      const share = totals.calories > 0 ? (100 * meal!.nutrition.calories) / totals.calories : 0;
      if (Math.abs(share - (split[slot as keyof typeof split] ?? 0)) <= MEAL_SHARE_TOLERANCE_POINTS)
        outcome.mealsOnSplit += 1;
      if (meal!.servings >= 2) outcome.largeServings += 1;
      if (meal!.servings >= USUAL_MAX_SERVINGS) outcome.maxServings += 1;
      if (meal!.servings > USUAL_MAX_SERVINGS) outcome.beyondServings += 1;
    }
    const deviation = dayDeviation(totals, targets);
    outcome.errors.push([
      Math.abs(deviation.calories),
      Math.abs(deviation.protein),
      Math.abs(deviation.carbs),
      Math.abs(deviation.fat),
    ]);
  }
  return outcome;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

interface Row {
  request: Request;
  /** LP relaxation of a day: smallest worst-of-four deviation, a fraction (null: no meal can be filled) */
  bound: number | null;
  /** the same with the weekly repeat limit */
  repeatBound: number | null;
  /** exact one-day optimum with quarter-step servings, for one or two meals a day */
  exact: number | null;
  /** the LP with the repeat limit and each meal held to its share ± the tolerance */
  splitBound: number | null;
  /** the exact one-day optimum (1–2 meals) with the split */
  exactSplit: number | null;
  ours: Outcome;
  baseline: Outcome;
}

/** The tightest valid bound of a request, in %. */
const tightest = (row: Row) => Math.max(row.bound ?? 0, row.repeatBound ?? 0, row.exact ?? 0) * 100;

/** Meals on their split, large servings and violations over a set of requests. */
function mealLines(rows: Row[]): string[] {
  const total = (pick: (o: Outcome) => number) => rows.reduce((sum, row) => sum + pick(row.ours), 0);
  const meals = total((o) => o.meals);
  const pct = (n: number) => `${fmt((100 * n) / Math.max(1, meals))}%`;
  return [
    `  meals within ±${MEAL_SHARE_TOLERANCE_POINTS} points of their share   ${pct(total((o) => o.mealsOnSplit))} of ${meals} (random-pick-then-scale ${fmt(
      (100 * rows.reduce((sum, row) => sum + row.baseline.mealsOnSplit, 0)) /
        Math.max(
          1,
          rows.reduce((sum, row) => sum + row.baseline.meals, 0),
        ),
    )}%)`,
    `  meals at 2 servings or more / at ${USUAL_MAX_SERVINGS} or more / past ${USUAL_MAX_SERVINGS}   ${pct(total((o) => o.largeServings))} / ${pct(total((o) => o.maxServings))} / ${pct(total((o) => o.beyondServings))}`,
    `  filter / meal-type violations, same recipe twice a day   ${total((o) => o.filterViolations)} / ${total((o) => o.mealTypeViolations)} / ${total((o) => o.sameDayRepeats)}`,
  ];
}

function errorLines(rows: Row[], label: string): string[] {
  const lines = [
    `${label}: ${rows.length} requests, ${rows.reduce((sum, row) => sum + row.ours.errors.length, 0)} days`,
  ];
  lines.push(
    `  ${'per-day error, %'.padEnd(30)}${'ours mean'.padStart(10)}${'ours p95'.padStart(10)}${'random mean'.padStart(13)}${'random p95'.padStart(12)}`,
  );
  ['calories', 'protein', 'carbs', 'fat'].forEach((name, k) => {
    const ours = rows.flatMap((row) => row.ours.errors.map((e) => e[k]));
    const base = rows.flatMap((row) => row.baseline.errors.map((e) => e[k]));
    lines.push(
      `  ${name.padEnd(30)}${fmt(mean(ours)).padStart(10)}${fmt(percentile(ours, 95)).padStart(10)}${fmt(mean(base)).padStart(13)}${fmt(percentile(base, 95)).padStart(12)}`,
    );
  });
  const within = (outcomes: Outcome[]) => {
    const days = outcomes.flatMap((o) => o.errors);
    return (100 * days.filter((e) => e.every((value) => value <= 5)).length) / Math.max(1, days.length);
  };
  lines.push(
    `  ${'days with all four within 5 %'.padEnd(30)}${`${fmt(within(rows.map((r) => r.ours)))}%`.padStart(20)}${`${fmt(within(rows.map((r) => r.baseline)))}%`.padStart(25)}`,
  );
  const gaps = rows.flatMap((row) => row.ours.errors.map((e) => Math.max(...e) - tightest(row)));
  const baseGaps = rows.flatMap((row) => row.baseline.errors.map((e) => Math.max(...e) - tightest(row)));
  lines.push(
    `  ${'worst-of-four − bound, points'.padEnd(30)}${fmt(mean(gaps)).padStart(10)}${fmt(percentile(gaps, 95)).padStart(10)}${fmt(mean(baseGaps)).padStart(13)}${fmt(percentile(baseGaps, 95)).padStart(12)}`,
  );
  return lines;
}

export async function runGeneratorBenchmark(
  candidates: PlanCandidate[],
  count: number,
  log: (line: string) => void = console.log,
) {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const requests = benchmarkRequests(count);

  // Timed first, in a tight loop, so the solver's allocations do not disturb the timings.
  for (const request of requests.slice(0, 5)) generateMealPlan(request, candidates); // JIT warm-up
  const outcomes = requests.map((request) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const plan = generateMealPlan(request, candidates);
    const ms = performance.now() - started;
    const ours = assess(plan, request, byId, ms, cpuMsSince(cpu));
    const baseCpu = process.cpuUsage();
    const baseStarted = performance.now();
    const basePlan = randomPickThenScale(request, candidates);
    const baseline = assess(basePlan, request, byId, performance.now() - baseStarted, cpuMsSince(baseCpu));
    return { ours, baseline };
  });
  // The bounds depend on the requests and the catalogue only: BOUNDS_CACHE=<file> keeps them between runs
  // while weights are tuned (delete the file when the catalogue changes).
  const cacheFile = process.env.BOUNDS_CACHE;
  const { existsSync, readFileSync, writeFileSync } = await import('node:fs');
  type Bounds = Pick<Row, 'bound' | 'repeatBound' | 'exact' | 'splitBound' | 'exactSplit'>;
  let bounds: Bounds[] | null =
    cacheFile && existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Bounds[]) : null;
  if (!bounds || bounds.length !== requests.length) {
    const highs = await loadHighs();
    bounds = requests.map((request) => ({
      bound: lpBound(highs, request, candidates),
      repeatBound: lpBound(highs, request, candidates, true),
      exact: exactDayBound(request, candidates),
      splitBound: lpBound(highs, request, candidates, true, false, true),
      exactSplit: exactDayBound(request, candidates, true),
    }));
    if (cacheFile) writeFileSync(cacheFile, JSON.stringify(bounds));
  }
  const rows: Row[] = requests.map((request, i) => ({ request, ...bounds![i], ...outcomes[i] }));

  const slotCounts = ['breakfast', 'lunch', 'dinner', 'snack'].map(
    (slot) => `${slot} ${candidates.filter((c) => c.mealTypes.includes(slot as never)).length}`,
  );
  const os = await import('node:os');
  log(
    `Meal-plan generator benchmark: ${requests.length} requests, ${candidates.length} catalogue recipes (${slotCounts.join(', ')})`,
  );
  log(
    `node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(
    'Errors: per day, |actual − target| as % of the target; bound = smallest achievable worst-of-four error of a day.',
  );
  log('');
  const lpFeasible = rows.filter((row) => row.bound !== null && row.bound <= 1e-6);
  const repeatFeasible = lpFeasible.filter((row) => row.repeatBound !== null && row.repeatBound <= 1e-6);
  const infeasible = rows.filter((row) => row.bound !== null && row.bound > 1e-6);
  log(
    `LP bound (servings continuous, any recipe mix per meal): ${lpFeasible.length} of ${rows.length} requests feasible; the others' bound median ${fmt(
      percentile(
        infeasible.map((r) => r.bound! * 100),
        50,
      ),
    )} %, max ${fmt(Math.max(...infeasible.map((r) => r.bound! * 100)))} %.`,
  );
  log(
    `  With the weekly repeat limit added: ${repeatFeasible.length} feasible.${rows.length - lpFeasible.length - infeasible.length ? ` ${rows.length - lpFeasible.length - infeasible.length} with no recipe for any meal.` : ''}`,
  );
  log('');
  for (const line of errorLines(lpFeasible, 'Requests the LP bound shows feasible')) log(line);
  log('');
  for (const line of errorLines(repeatFeasible, 'Requests feasible with the weekly repeat limit too')) log(line);
  log('');
  // For one or two meals a day the LP mixes recipes within a meal, which no plan can; the exact one-day
  // optimum says what the catalogue really allows there.
  const allFeasible = repeatFeasible.filter(
    (row) => row.request.mealsPerDay > 2 || (row.exact !== null && row.exact <= 0.01),
  );
  for (const line of errorLines(
    allFeasible,
    'Requests every bound shows feasible (for 1–2 meals: exact one-day optimum ≤ 1 %)',
  ))
    log(line);
  log('');
  // The headline set: feasible with the meal split too (LP with the repeat limit and every meal within its
  // share ± the tolerance; for 1–2 meals the exact one-day optimum with the split ≤ 1 %).
  const splitFeasible = allFeasible.filter(
    (row) =>
      row.splitBound !== null &&
      row.splitBound <= 1e-6 &&
      (row.request.mealsPerDay > 2 || (row.exactSplit !== null && row.exactSplit <= 0.01)),
  );
  for (const line of errorLines(splitFeasible, 'FEASIBLE WITH THE SPLIT (the measure of issue 19)')) log(line);
  for (const line of mealLines(splitFeasible)) log(line);
  const splitTimes = (days: number) =>
    splitFeasible.filter((row) => row.request.numberOfDays === days).map((row) => row.ours.ms);
  const splitCpu = (days: number) =>
    splitFeasible.filter((row) => row.request.numberOfDays === days).map((row) => row.ours.cpuMs);
  log(
    `  latency p95, wall (CPU): 7 days ${fmt(percentile(splitTimes(7), 95))} (${fmt(percentile(splitCpu(7), 95))}) ms over ${splitTimes(7).length} requests, 30 days ${fmt(percentile(splitTimes(30), 95))} (${fmt(percentile(splitCpu(30), 95))}) ms over ${splitTimes(30).length}`,
  );
  log('');
  log('All requests, meals and servings:');
  for (const line of mealLines(rows)) log(line);
  log('');
  log(
    `  by meals per day (LP-feasible)       days   ours p95: kcal  prot  carb   fat  all≤5%  − bound  exact 1-day optimum ≤ 1 %`,
  );
  for (const meals of [1, 2, 3, 4]) {
    const subset = lpFeasible.filter((row) => row.request.mealsPerDay === meals);
    const days = subset.flatMap((row) => row.ours.errors);
    const p95 = [0, 1, 2, 3].map((k) =>
      fmt(
        percentile(
          days.map((e) => e[k]),
          95,
        ),
      ).padStart(6),
    );
    const within = (100 * days.filter((e) => e.every((value) => value <= 5)).length) / Math.max(1, days.length);
    const gap = mean(subset.flatMap((row) => row.ours.errors.map((e) => Math.max(...e) - tightest(row))));
    const exact = subset.filter((row) => row.exact !== null);
    const exactNote = exact.length
      ? `${exact.filter((row) => row.exact! <= 0.01).length} of ${exact.length} requests`
      : '(not computed: too many combinations)';
    log(
      `  ${`${meals} meal${meals === 1 ? '' : 's'}: ${subset.length} requests`.padEnd(36)}${String(days.length).padStart(6)}${''.padStart(11)}${p95.join('')}${`${fmt(within)}%`.padStart(8)}${fmt(gap).padStart(9)}  ${exactNote}`,
    );
  }
  log('');
  for (const line of errorLines(rows, 'All requests')) log(line);
  log('');
  const sum = (pick: (o: Outcome) => number, which: 'ours' | 'baseline') =>
    rows.reduce((total, row) => total + pick(row[which]), 0);
  log(`${''.padEnd(46)}${'ours'.padStart(10)}${'random'.padStart(10)}`);
  log(
    `${'filter violations (meals)'.padEnd(46)}${String(sum((o) => o.filterViolations, 'ours')).padStart(10)}${String(sum((o) => o.filterViolations, 'baseline')).padStart(10)}`,
  );
  log(
    `${'meal-type violations (meals)'.padEnd(46)}${String(sum((o) => o.mealTypeViolations, 'ours')).padStart(10)}${String(sum((o) => o.mealTypeViolations, 'baseline')).padStart(10)}`,
  );
  log(
    `${'same recipe twice on a day (meals)'.padEnd(46)}${String(sum((o) => o.sameDayRepeats, 'ours')).padStart(10)}${String(sum((o) => o.sameDayRepeats, 'baseline')).padStart(10)}`,
  );
  const repeatRate = (which: 'ours' | 'baseline', subset = rows) =>
    (100 * subset.reduce((total, row) => total + row[which].repeatMeals, 0)) /
    Math.max(
      1,
      subset.reduce((total, row) => total + row[which].meals, 0),
    );
  log(
    `${'repeat rate (recipe seen earlier that week)'.padEnd(46)}${`${fmt(repeatRate('ours'))}%`.padStart(10)}${`${fmt(repeatRate('baseline'))}%`.padStart(10)}`,
  );
  log(
    `${'  requests every bound shows feasible'.padEnd(46)}${`${fmt(repeatRate('ours', allFeasible))}%`.padStart(10)}${`${fmt(repeatRate('baseline', allFeasible))}%`.padStart(10)}`,
  );
  for (const meals of [1, 2, 3, 4]) {
    const subset = rows.filter((row) => row.request.mealsPerDay === meals && row.request.healthFilters.length === 0);
    log(
      `${`  no filters, ${meals} meal${meals === 1 ? '' : 's'} a day (${subset.length} requests)`.padEnd(46)}${`${fmt(repeatRate('ours', subset))}%`.padStart(10)}${`${fmt(repeatRate('baseline', subset))}%`.padStart(10)}`,
    );
  }
  log('');
  log(
    `${'latency, ms (generator only)'.padEnd(28)}${'requests'.padStart(9)}${'median'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'CPU median'.padStart(12)}${'CPU p95'.padStart(9)}${'random p95'.padStart(12)}`,
  );
  const buckets: [string, (days: number) => boolean][] = [
    ['1–6 days', (d) => d < 7],
    ['7 days', (d) => d === 7],
    ['8–29 days', (d) => d > 7 && d < 30],
    ['30 days', (d) => d === 30],
  ];
  for (const [label, test] of buckets) {
    const subset = rows.filter((row) => test(row.request.numberOfDays));
    const times = subset.map((row) => row.ours.ms);
    const cpu = subset.map((row) => row.ours.cpuMs);
    log(
      `${label.padEnd(28)}${String(subset.length).padStart(9)}${fmt(percentile(times, 50)).padStart(9)}${fmt(percentile(times, 95)).padStart(9)}${fmt(Math.max(...times)).padStart(9)}${fmt(percentile(cpu, 50)).padStart(12)}${fmt(percentile(cpu, 95)).padStart(9)}${fmt(
        percentile(
          subset.map((row) => row.baseline.ms),
          95,
        ),
        2,
      ).padStart(12)}`,
    );
  }
  log(
    `load average after the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return rows;
}

/** What a realistic request is about, for the reach figures. */
type Scenario = 'vegan, 30 % protein' | 'keto' | '2 meals, 2,600–3,200 kcal' | 'other';
const commonSplits = [
  [30, 40, 30],
  [25, 50, 25],
  [20, 50, 30],
  [25, 45, 30],
  [30, 45, 25],
  [35, 35, 30],
  [40, 30, 30],
  [30, 35, 35],
];
/** Filters that a practitioner combines; diets that contradict each other are not drawn together. */
const clashes: [HealthFilter, HealthFilter][] = [
  ['vegan', 'ketogenic'],
  ['vegan', 'paleo'],
  ['vegetarian', 'paleo'],
  ['vegan', 'dairy'],
  ['vegan', 'egg'],
  ['vegan', 'seafood'],
  ['vegetarian', 'seafood'],
  ['vegan', 'vegetarian'],
];

/**
 * The realistic spread (docs/decisions/0007): 1,400–3,200 kcal, 2–4 meals, common macro splits, one to three
 * filters, 7 days, default meal split; 20 % vegan at 30 % protein, 15 % keto (filter and split), 15 % two meals
 * at 2,600–3,200 kcal, the rest drawn freely.
 */
export function reachRequests(count: number, seed = 20261126): (Request & { scenario: Scenario })[] {
  const random = createRandom(seed);
  const list: (Request & { scenario: Scenario })[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random.next();
    const scenario: Scenario =
      roll < 0.2 ? 'vegan, 30 % protein' : roll < 0.35 ? 'keto' : roll < 0.5 ? '2 meals, 2,600–3,200 kcal' : 'other';
    let caloriesPerDay = Math.round(random.int(1400, 3200) / 50) * 50;
    let mealsPerDay = random.next() < 0.25 ? 2 : random.next() < 0.6 ? 3 : 4;
    let split = random.pick(commonSplits);
    const chosen = new Set<HealthFilter>();
    if (scenario === 'vegan, 30 % protein') {
      chosen.add('vegan');
      split = random.pick([
        [30, 40, 30],
        [30, 45, 25],
        [30, 35, 35],
      ]);
    } else if (scenario === 'keto') {
      chosen.add('ketogenic');
      split = random.pick(ketoSplits);
    } else if (scenario === '2 meals, 2,600–3,200 kcal') {
      mealsPerDay = 2;
      caloriesPerDay = Math.round(random.int(2600, 3200) / 50) * 50;
    }
    const wanted = random.int(1, 3);
    for (let tries = 0; chosen.size < wanted && tries < 50; tries += 1) {
      const filter = random.pick(healthFilters);
      if (scenario !== 'keto' && filter === 'ketogenic') continue;
      if (
        [...chosen].some((other) =>
          clashes.some(([a, b]) => (a === filter && b === other) || (a === other && b === filter)),
        )
      )
        continue;
      chosen.add(filter);
    }
    const parsed = generationRequestSchema.parse({
      caloriesPerDay,
      mealsPerDay,
      numberOfDays: 7,
      healthFilters: [...chosen],
      macroPreference: 'percentage',
      macroValues: { proteinPercent: split[0], carbsPercent: split[1], fatPercent: split[2] },
    });
    list.push({ ...parsed, seed: random.int(0, 2 ** 31 - 1), scenario });
  }
  return list;
}

/** Reach: the share of realistic requests whose every day is within ±5 % on all four. */
export function runReach(candidates: PlanCandidate[], count: number, log: (line: string) => void = console.log) {
  const requests = reachRequests(count);
  const results = requests.map((request) => {
    const answer = generateMealPlan(request, candidates);
    const reached = answer.plan.every((day) => day.withinTolerance);
    const daysWithin = answer.plan.filter((day) => day.withinTolerance).length;
    const meals = answer.summary.meals;
    return { request, reached, daysWithin, days: answer.plan.length, onSplit: answer.summary.mealsOnSplit, meals };
  });
  const line = (label: string, subset: typeof results) => {
    const reached = subset.filter((r) => r.reached).length;
    const days = subset.reduce((sum, r) => sum + r.days, 0);
    const within = subset.reduce((sum, r) => sum + r.daysWithin, 0);
    const meals = subset.reduce((sum, r) => sum + r.meals, 0);
    const onSplit = subset.reduce((sum, r) => sum + r.onSplit, 0);
    log(
      `  ${label.padEnd(30)}${String(subset.length).padStart(9)}${`${fmt((100 * reached) / Math.max(1, subset.length))}%`.padStart(9)}${`${fmt((100 * within) / Math.max(1, days))}%`.padStart(12)}${`${fmt((100 * onSplit) / Math.max(1, meals))}%`.padStart(16)}`,
    );
  };
  log(
    `Reach: ${requests.length} realistic requests (1,400–3,200 kcal, 2–4 meals, common splits, 1–3 filters, 7 days, default meal split)`,
  );
  log(
    `  ${'scenario'.padEnd(30)}${'requests'.padStart(9)}${'reach'.padStart(9)}${'days ≤5%'.padStart(12)}${'meals on split'.padStart(16)}`,
  );
  line('all', results);
  for (const scenario of ['vegan, 30 % protein', 'keto', '2 meals, 2,600–3,200 kcal', 'other'] as const)
    line(
      scenario,
      results.filter((r) => r.request.scenario === scenario),
    );
  const missed = results.filter((r) => !r.reached);
  log(`  not reached (${missed.length}):`);
  for (const r of missed.slice(0, 40))
    log(
      `    ${r.request.caloriesPerDay} kcal, ${r.request.mealsPerDay} meals, ${r.request.macroValues.proteinPercent}/${r.request.macroValues.carbsPercent}/${r.request.macroValues.fatPercent}, ${r.request.healthFilters.join(' + ')}: ${r.daysWithin} of ${r.days} days`,
    );
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.env.REQUESTS ?? 240);
  const candidates = readCatalogueCandidates();
  if (process.env.ONLY !== 'reach') await runGeneratorBenchmark(candidates, count);
  console.log('');
  if (process.env.ONLY !== 'measure') runReach(candidates, Number(process.env.REACH_REQUESTS ?? 150));
}
