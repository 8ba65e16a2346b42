/**
 * Meal-plan generator benchmark: a fixed, seeded set of requests over the whole input space, planned from the
 * recipe catalogue (data files + USDA SR28, no database) by our generator and by random-pick-then-scale, side
 * by side, against the LP-relaxation bound of each request.
 *
 *   npm run bench:generator              all requests (REQUESTS=n to change how many, default 240)
 *
 * Error measure: per day and per count (calories, protein, carbs, fat), |actual − target| as % of the target
 * (a macro target under 5 % of the energy is measured against 5 % of the energy; see plan-targets.ts).
 * The bound: for one day, servings continuous in [0.5, 2.5] and each meal a free mix of every recipe allowed
 * there (variety rules ignored), the smallest achievable worst-of-four error. A request is "feasible" when that
 * bound is 0 — the catalogue can meet every target at least in the relaxation.
 */
import { pathToFileURL } from 'node:url';
import loadHighs from 'highs';
import { dailyTargets, dayDeviation, deviationScale, passesHealthFilters, round1, sumMeals } from '../../src/shared/nutrition/plan-targets.ts';
import { generationRequestSchema, healthFilters, slotsForMeals, type GeneratedPlan, type GenerationRequest, type GenerationValues, type HealthFilter, type MacroKey } from '../../src/shared/schemas/generator.ts';
import { readCatalogueCandidates } from '../../src/server/features/generator/catalogue-candidates.ts';
import { generateMealPlan, MAX_SERVINGS, MIN_SERVINGS, SERVING_LEVELS, weeklyRepeatLimit, type PlanCandidate } from '../../src/server/features/generator/plan-generator.ts';

type Request = GenerationValues & { seed: number };

function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
    const servings = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(factor * 4) / 4));
    const meals: Record<string, GeneratedPlan['days'][number]['meals']['dinner']> = {};
    picks.forEach((pick, j) => {
      if (!pick) return;
      meals[slots[j]] = {
        recipeId: pick.id,
        recipeName: pick.name,
        imageUrl: null,
        cuisine: pick.cuisine,
        servings,
        nutrition: { calories: round1(pick.nutrition.calories * servings), protein: round1(pick.nutrition.protein * servings), carbs: round1(pick.nutrition.carbs * servings), fat: round1(pick.nutrition.fat * servings) },
        locked: false,
      };
    });
    const totals = sumMeals(Object.values(meals).map((meal) => meal?.nutrition));
    const deviation = dayDeviation(totals, targets);
    days.push({ dayNumber: d, meals, totals, targets, deviation, withinTolerance: false });
  }
  return { days, summary: { seed: request.seed, numberOfDays: request.numberOfDays, daysWithinTolerance: 0, tolerancePercent: 5, averageDeviation: targets, candidates: {}, notes: [] } } as GeneratedPlan;
}

type Highs = Awaited<ReturnType<typeof loadHighs>>;

/**
 * LP relaxation of one day: smallest achievable worst-of-four relative deviation (a fraction), or null if no
 * meal can be filled. With `withRepeatLimit`, also the weekly repeat limit L: averaged over a week a recipe can
 * fill at most L / (days in the week) of a day's meals, which is what any plan keeping the limit must respect
 * on average (and a convex objective is no worse on the average day).
 */
export function lpBound(highs: Highs, request: Request, candidates: readonly PlanCandidate[], withRepeatLimit = false, integer = false): number | null {
  const slots = slotsForMeals(request.mealsPerDay);
  const targets = dailyTargets(request);
  const scale = deviationScale(targets);
  const passing = candidates.filter((candidate) => passesHealthFilters(candidate, request.healthFilters));
  const rows: string[] = [];
  const sums: Record<MacroKey, string[]> = { calories: [], protein: [], carbs: [], fat: [] };
  let filled = 0;
  const binaryNames: string[] = [];
  slots.forEach((slot, j) => {
    const pool = passing.map((candidate, r) => ({ candidate, r })).filter(({ candidate }) => candidate.mealTypes.includes(slot));
    if (pool.length === 0) return;
    filled += 1;
    rows.push(` one_${j}: ${pool.map(({ r }) => `x_${j}_${r}`).join(' + ')} = 1`);
    for (const { candidate, r } of pool) {
      binaryNames.push(`x_${j}_${r}`);
      rows.push(` lo_${j}_${r}: y_${j}_${r} - ${MIN_SERVINGS} x_${j}_${r} >= 0`);
      rows.push(` hi_${j}_${r}: y_${j}_${r} - ${MAX_SERVINGS} x_${j}_${r} <= 0`);
      for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
        const value = candidate.nutrition[key];
        if (value > 0) sums[key].push(`${value.toFixed(6)} y_${j}_${r}`);
      }
    }
  });
  if (filled === 0) return null;
  if (withRepeatLimit) {
    const pools = slots.map((slot) => passing.flatMap((candidate, r) => (candidate.mealTypes.includes(slot) ? [r] : [])));
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
  const result = highs.solve(model, { output_flag: false, ...(integer ? { time_limit: 20, mip_rel_gap: 1e-3 } : {}) } as never);
  if (integer && result.Status === 'Time limit reached') return Math.max(0, result.ObjectiveValue);
  // With the repeat limit, tiny pools can make filling every meal impossible (the generator then leaves one empty).
  if (withRepeatLimit && result.Status === 'Infeasible') return null;
  if (result.Status !== 'Optimal') throw new Error(`LP bound: ${result.Status}`);
  return Math.max(0, result.ObjectiveValue);
}

/**
 * Exact one-day optimum for one or two meals a day under the practical-servings rule: one recipe per meal (two
 * different ones), servings in the quarter steps 0.5–2.5, every combination tried; variety across days ignored.
 * (With three or four meals the combinations are too many, and the LP is close to the optimum anyway.)
 */
export function exactDayBound(request: Request, candidates: readonly PlanCandidate[]): number | null {
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
      .flatMap((candidate) => SERVING_LEVELS.map((servings) => ({ id: candidate.id, v: keys.map((key) => candidate.nutrition[key] * servings) }))),
  );
  if (options.some((list) => list.length === 0)) return null;
  let best = Infinity;
  if (options.length === 1) {
    for (const a of options[0]) best = Math.min(best, Math.max(...[0, 1, 2, 3].map((k) => Math.abs(a.v[k] - t[k]) * inv[k])));
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
      worst = Math.max(worst, Math.abs(b.v[1] - r1) * inv[1], Math.abs(b.v[2] - r2) * inv[2], Math.abs(b.v[3] - r3) * inv[3]);
      if (worst < best && a.id !== b.id) best = worst;
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
}

function assess(plan: GeneratedPlan, request: Request, byId: Map<string, PlanCandidate>, ms: number, cpuMs: number): Outcome {
  const outcome: Outcome = { errors: [], filterViolations: 0, mealTypeViolations: 0, sameDayRepeats: 0, repeatMeals: 0, meals: 0, ms, cpuMs };
  const targets = dailyTargets(request);
  let weekSeen = new Set<string>();
  for (const day of plan.days) {
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
    const deviation = dayDeviation(sumMeals(meals.map(([, meal]) => meal!.nutrition)), targets);
    outcome.errors.push([Math.abs(deviation.calories), Math.abs(deviation.protein), Math.abs(deviation.carbs), Math.abs(deviation.fat)]);
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
  ours: Outcome;
  baseline: Outcome;
}

/** The tightest valid bound of a request, in %. */
const tightest = (row: Row) => Math.max(row.bound ?? 0, row.repeatBound ?? 0, row.exact ?? 0) * 100;

function errorLines(rows: Row[], label: string): string[] {
  const lines = [`${label}: ${rows.length} requests, ${rows.reduce((sum, row) => sum + row.ours.errors.length, 0)} days`];
  lines.push(`  ${'per-day error, %'.padEnd(30)}${'ours mean'.padStart(10)}${'ours p95'.padStart(10)}${'random mean'.padStart(13)}${'random p95'.padStart(12)}`);
  ['calories', 'protein', 'carbs', 'fat'].forEach((name, k) => {
    const ours = rows.flatMap((row) => row.ours.errors.map((e) => e[k]));
    const base = rows.flatMap((row) => row.baseline.errors.map((e) => e[k]));
    lines.push(`  ${name.padEnd(30)}${fmt(mean(ours)).padStart(10)}${fmt(percentile(ours, 95)).padStart(10)}${fmt(mean(base)).padStart(13)}${fmt(percentile(base, 95)).padStart(12)}`);
  });
  const within = (outcomes: Outcome[]) => {
    const days = outcomes.flatMap((o) => o.errors);
    return (100 * days.filter((e) => e.every((value) => value <= 5)).length) / Math.max(1, days.length);
  };
  lines.push(`  ${'days with all four within 5 %'.padEnd(30)}${`${fmt(within(rows.map((r) => r.ours)))}%`.padStart(20)}${`${fmt(within(rows.map((r) => r.baseline)))}%`.padStart(25)}`);
  const gaps = rows.flatMap((row) => row.ours.errors.map((e) => Math.max(...e) - tightest(row)));
  const baseGaps = rows.flatMap((row) => row.baseline.errors.map((e) => Math.max(...e) - tightest(row)));
  lines.push(`  ${'worst-of-four − bound, points'.padEnd(30)}${fmt(mean(gaps)).padStart(10)}${fmt(percentile(gaps, 95)).padStart(10)}${fmt(mean(baseGaps)).padStart(13)}${fmt(percentile(baseGaps, 95)).padStart(12)}`);
  return lines;
}

export async function runGeneratorBenchmark(candidates: PlanCandidate[], count: number, log: (line: string) => void = console.log) {
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
  const highs = await loadHighs();
  const rows: Row[] = requests.map((request, i) => ({
    request,
    bound: lpBound(highs, request, candidates),
    repeatBound: lpBound(highs, request, candidates, true),
    exact: exactDayBound(request, candidates),
    ...outcomes[i],
  }));

  const slotCounts = ['breakfast', 'lunch', 'dinner', 'snack'].map((slot) => `${slot} ${candidates.filter((c) => c.mealTypes.includes(slot as never)).length}`);
  const os = await import('node:os');
  log(`Meal-plan generator benchmark: ${requests.length} requests, ${candidates.length} catalogue recipes (${slotCounts.join(', ')})`);
  log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  log('Errors: per day, |actual − target| as % of the target; bound = smallest achievable worst-of-four error of a day.');
  log('');
  const lpFeasible = rows.filter((row) => row.bound !== null && row.bound <= 1e-6);
  const repeatFeasible = lpFeasible.filter((row) => row.repeatBound !== null && row.repeatBound <= 1e-6);
  const infeasible = rows.filter((row) => row.bound !== null && row.bound > 1e-6);
  log(`LP bound (servings continuous, any recipe mix per meal): ${lpFeasible.length} of ${rows.length} requests feasible; the others' bound median ${fmt(percentile(infeasible.map((r) => r.bound! * 100), 50))} %, max ${fmt(Math.max(...infeasible.map((r) => r.bound! * 100)))} %.`);
  log(`  With the weekly repeat limit added: ${repeatFeasible.length} feasible.${rows.length - lpFeasible.length - infeasible.length ? ` ${rows.length - lpFeasible.length - infeasible.length} with no recipe for any meal.` : ''}`);
  log('');
  for (const line of errorLines(lpFeasible, 'Requests the LP bound shows feasible')) log(line);
  log('');
  for (const line of errorLines(repeatFeasible, 'Requests feasible with the weekly repeat limit too')) log(line);
  log('');
  // For one or two meals a day the LP mixes recipes within a meal, which no plan can; the exact one-day
  // optimum says what the catalogue really allows there.
  const allFeasible = repeatFeasible.filter((row) => row.request.mealsPerDay > 2 || (row.exact !== null && row.exact <= 0.01));
  for (const line of errorLines(allFeasible, 'Requests every bound shows feasible (for 1–2 meals: exact one-day optimum ≤ 1 %)')) log(line);
  log('');
  log(`  by meals per day (LP-feasible)       days   ours p95: kcal  prot  carb   fat  all≤5%  − bound  exact 1-day optimum ≤ 1 %`);
  for (const meals of [1, 2, 3, 4]) {
    const subset = lpFeasible.filter((row) => row.request.mealsPerDay === meals);
    const days = subset.flatMap((row) => row.ours.errors);
    const p95 = [0, 1, 2, 3].map((k) => fmt(percentile(days.map((e) => e[k]), 95)).padStart(6));
    const within = (100 * days.filter((e) => e.every((value) => value <= 5)).length) / Math.max(1, days.length);
    const gap = mean(subset.flatMap((row) => row.ours.errors.map((e) => Math.max(...e) - tightest(row))));
    const exact = subset.filter((row) => row.exact !== null);
    const exactNote = exact.length ? `${exact.filter((row) => row.exact! <= 0.01).length} of ${exact.length} requests` : '(not computed: too many combinations)';
    log(`  ${`${meals} meal${meals === 1 ? '' : 's'}: ${subset.length} requests`.padEnd(36)}${String(days.length).padStart(6)}${''.padStart(11)}${p95.join('')}${`${fmt(within)}%`.padStart(8)}${fmt(gap).padStart(9)}  ${exactNote}`);
  }
  log('');
  for (const line of errorLines(rows, 'All requests')) log(line);
  log('');
  const sum = (pick: (o: Outcome) => number, which: 'ours' | 'baseline') => rows.reduce((total, row) => total + pick(row[which]), 0);
  log(`${''.padEnd(46)}${'ours'.padStart(10)}${'random'.padStart(10)}`);
  log(`${'filter violations (meals)'.padEnd(46)}${String(sum((o) => o.filterViolations, 'ours')).padStart(10)}${String(sum((o) => o.filterViolations, 'baseline')).padStart(10)}`);
  log(`${'meal-type violations (meals)'.padEnd(46)}${String(sum((o) => o.mealTypeViolations, 'ours')).padStart(10)}${String(sum((o) => o.mealTypeViolations, 'baseline')).padStart(10)}`);
  log(`${'same recipe twice on a day (meals)'.padEnd(46)}${String(sum((o) => o.sameDayRepeats, 'ours')).padStart(10)}${String(sum((o) => o.sameDayRepeats, 'baseline')).padStart(10)}`);
  const repeatRate = (which: 'ours' | 'baseline', subset = rows) =>
    (100 * subset.reduce((total, row) => total + row[which].repeatMeals, 0)) / Math.max(1, subset.reduce((total, row) => total + row[which].meals, 0));
  log(`${'repeat rate (recipe seen earlier that week)'.padEnd(46)}${`${fmt(repeatRate('ours'))}%`.padStart(10)}${`${fmt(repeatRate('baseline'))}%`.padStart(10)}`);
  log(`${'  requests every bound shows feasible'.padEnd(46)}${`${fmt(repeatRate('ours', allFeasible))}%`.padStart(10)}${`${fmt(repeatRate('baseline', allFeasible))}%`.padStart(10)}`);
  for (const meals of [1, 2, 3, 4]) {
    const subset = rows.filter((row) => row.request.mealsPerDay === meals && row.request.healthFilters.length === 0);
    log(`${`  no filters, ${meals} meal${meals === 1 ? '' : 's'} a day (${subset.length} requests)`.padEnd(46)}${`${fmt(repeatRate('ours', subset))}%`.padStart(10)}${`${fmt(repeatRate('baseline', subset))}%`.padStart(10)}`);
  }
  log('');
  log(`${'latency, ms (generator only)'.padEnd(28)}${'requests'.padStart(9)}${'median'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'CPU median'.padStart(12)}${'CPU p95'.padStart(9)}${'random p95'.padStart(12)}`);
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
      `${label.padEnd(28)}${String(subset.length).padStart(9)}${fmt(percentile(times, 50)).padStart(9)}${fmt(percentile(times, 95)).padStart(9)}${fmt(Math.max(...times)).padStart(9)}${fmt(percentile(cpu, 50)).padStart(12)}${fmt(percentile(cpu, 95)).padStart(9)}${fmt(percentile(subset.map((row) => row.baseline.ms), 95), 2).padStart(12)}`,
    );
  }
  log(`load average after the run: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.env.REQUESTS ?? 240);
  await runGeneratorBenchmark(readCatalogueCandidates(), count);
}
