import { createFormats } from '../../../shared/format/formats.ts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dailyTargets,
  dayDeviation,
  passesHealthFilters,
  round1,
  sumMeals,
} from '../../../shared/nutrition/plan-targets.ts';
import {
  generationRequestSchema,
  healthFilters,
  slotsForMeals,
  type GeneratedPlan,
  type GenerationRequest,
  type HealthFilter,
  type PlanSlot,
} from '../../../shared/schemas/generator.ts';
import { readCatalogueCandidates } from './catalogue-candidates.ts';
import {
  generateMealPlan,
  MAX_SERVINGS,
  MIN_SERVINGS,
  USUAL_MAX_SERVINGS,
  WEEKLY_REPEAT_LIMIT,
  type PlanCandidate,
} from './plan-generator/index.ts';
import { trainingDay as training, restDay as rest } from '../../../../tests/fixtures/day-types.ts';

function request(overrides: Partial<GenerationRequest> = {}, seed = 1) {
  const parsed = generationRequestSchema.parse({
    caloriesPerDay: 2000,
    mealsPerDay: 3,
    numberOfDays: 7,
    healthFilters: [],
    macroPreference: 'percentage',
    macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
    ...overrides,
  });
  return { ...parsed, seed };
}

let serial = 0;
/** A made-up recipe with these calories and this split of its energy (protein/carbs/fat %). */
function recipe(
  mealTypes: PlanSlot[],
  calories: number,
  split: [number, number, number],
  labels: Partial<Pick<PlanCandidate, 'diets' | 'allergens' | 'cuisine'>> = {},
): PlanCandidate {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name: `Recipe ${serial}`,
    imageUrl: null,
    cuisine: labels.cuisine ?? ['italian', 'thai', 'mexican', 'indian'][serial % 4],
    mealTypes,
    diets: labels.diets ?? [],
    allergens: labels.allergens ?? [],
    nutrition: {
      calories,
      protein: (calories * split[0]) / 400,
      carbs: (calories * split[1]) / 400,
      fat: (calories * split[2]) / 900,
    },
  };
}

/** Many recipes per meal, spread over splits and sizes, so any ordinary target is reachable. */
function kitchen(): PlanCandidate[] {
  const list: PlanCandidate[] = [];
  const splits: [number, number, number][] = [
    [15, 55, 30],
    [25, 45, 30],
    [35, 35, 30],
    [45, 25, 30],
    [20, 30, 50],
    [30, 50, 20],
    [40, 45, 15],
    [25, 15, 60],
  ];
  for (const split of splits)
    for (const calories of [250, 400, 550, 700]) {
      list.push(recipe(['breakfast'], calories, split));
      list.push(recipe(['lunch', 'dinner'], calories + 100, split));
      list.push(recipe(['snack'], calories / 2, split));
    }
  return list;
}

/** Every rule a plan must keep, checked from the answer alone. */
function checkPlan(plan: GeneratedPlan, input: ReturnType<typeof request>, candidates: PlanCandidate[]) {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const slots = slotsForMeals(input.mealsPerDay);
  const targets = dailyTargets(input);
  const shown = {
    calories: round1(targets.calories),
    protein: round1(targets.protein),
    carbs: round1(targets.carbs),
    fat: round1(targets.fat),
  };
  expect(plan.plan.map((day) => day.dayNumber)).toEqual(Array.from({ length: input.numberOfDays }, (_, i) => i + 1));
  const weeks: Map<string, number>[] = [];
  for (const day of plan.plan) {
    if ((day.dayNumber - 1) % 7 === 0) weeks.push(new Map());
    const weekUses = weeks[weeks.length - 1];
    const onDay = new Set<string>();
    for (const [slot, meal] of Object.entries(day.meals)) {
      if (!meal) continue;
      const candidate = byId.get(meal.recipeId)!;
      expect(slots).toContain(slot);
      expect(
        passesHealthFilters(candidate, input.healthFilters),
        `${candidate.name} against ${input.healthFilters.join(', ')}`,
      ).toBe(true);
      expect(candidate.mealTypes).toContain(slot);
      expect(onDay.has(meal.recipeId), 'no recipe twice on a day').toBe(false);
      onDay.add(meal.recipeId);
      weekUses.set(meal.recipeId, (weekUses.get(meal.recipeId) ?? 0) + 1);
      expect(meal.servings).toBeGreaterThanOrEqual(MIN_SERVINGS);
      // 2.75 and 3 servings only on days of one or two meals
      expect(meal.servings).toBeLessThanOrEqual(input.mealsPerDay <= 2 ? MAX_SERVINGS : USUAL_MAX_SERVINGS);
      expect(Number.isInteger(meal.servings * 4)).toBe(true);
      // one decimal, rounded half up
      expect(Math.abs(meal.nutrition.calories - candidate.nutrition.calories * meal.servings)).toBeLessThanOrEqual(
        0.0501,
      );
      expect(Math.abs(meal.nutrition.fat - candidate.nutrition.fat * meal.servings)).toBeLessThanOrEqual(0.0501);
    }
    // The day's figures are what its meals add up to, against the request's targets (a typed day: its type's,
    // which the day types' own test checks).
    const totals = sumMeals(Object.values(day.meals).map((meal) => meal?.nutrition));
    expect(day.totals).toEqual(totals);
    if (!day.dayType) expect(day.targets).toEqual(shown);
    expect(day.deviation).toEqual(dayDeviation(totals, day.dayType ? day.targets : shown));
    expect(day.withinTolerance).toBe(Object.values(day.deviation).every((value) => Math.abs(value) <= 5));
    if (!day.withinTolerance) expect(day.notes.some((note) => note.code === 'day-off-target')).toBe(true);
  }
  /** per week of the plan: how often each recipe is used */
  return weeks;
}

describe('plan generator, on made-up recipes', () => {
  it('maps meals per day to slots', () => {
    expect([1, 2, 3, 4].map(slotsForMeals)).toEqual([
      ['dinner'],
      ['lunch', 'dinner'],
      ['breakfast', 'lunch', 'dinner'],
      ['breakfast', 'lunch', 'dinner', 'snack'],
    ]);
  });

  it('hits reachable targets within 2 % on calories and 5 % on every macro, every day', () => {
    const candidates = kitchen();
    for (const [meals, split] of [
      [3, [30, 40, 30]],
      [4, [25, 50, 25]],
      [2, [40, 30, 30]],
    ] as const) {
      const input = request({
        mealsPerDay: meals,
        numberOfDays: 7,
        macroValues: { proteinPercent: split[0], carbsPercent: split[1], fatPercent: split[2] },
      });
      const plan = generateMealPlan(input, candidates);
      checkPlan(plan, input, candidates);
      for (const day of plan.plan) {
        expect(Math.abs(day.deviation.calories)).toBeLessThanOrEqual(2);
        for (const key of ['protein', 'carbs', 'fat'] as const)
          expect(Math.abs(day.deviation[key])).toBeLessThanOrEqual(5);
      }
      expect(plan.summary.daysWithinTolerance).toBe(7);
    }
  });

  it('is deterministic for a seed', () => {
    const candidates = kitchen();
    const input = request({ numberOfDays: 10 }, 99);
    expect(generateMealPlan(input, candidates)).toEqual(generateMealPlan(input, candidates));
  });

  it('spreads cuisines and keeps repeats within the weekly limit', () => {
    const candidates = kitchen();
    const input = request({ numberOfDays: 14, mealsPerDay: 4 });
    const plan = generateMealPlan(input, candidates);
    const uses = new Map<string, number>();
    for (const day of plan.plan.slice(0, 7))
      for (const meal of Object.values(day.meals)) uses.set(meal!.recipeId, (uses.get(meal!.recipeId) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(WEEKLY_REPEAT_LIMIT);
    const sameCuisineDays = plan.plan.filter(
      (day) => new Set(Object.values(day.meals).map((meal) => meal!.cuisine)).size < 3,
    ).length;
    expect(sameCuisineDays).toBeLessThanOrEqual(2);
  });

  it('leaves a meal empty when no recipe may fill it, and says so instead of failing', () => {
    const candidates = [
      recipe(['lunch', 'dinner'], 600, [30, 40, 30]),
      recipe(['lunch', 'dinner'], 700, [25, 45, 30]),
      recipe(['breakfast'], 400, [20, 50, 30], { allergens: ['egg'] }),
    ];
    const input = request({ numberOfDays: 3, caloriesPerDay: 4000, healthFilters: ['egg'] });
    const plan = generateMealPlan(input, candidates);
    checkPlan(plan, input, candidates);
    expect(plan.plan.every((day) => !day.meals.breakfast && day.meals.lunch && day.meals.dinner)).toBe(true);
    expect(plan.summary.candidates).toEqual({ breakfast: 0, lunch: 2, dinner: 2 });
    expect(plan.notes[0]).toEqual({
      code: 'no-recipes-for-meal',
      message: 'No recipe can be a breakfast with the filters Egg, so the days have no breakfast.',
    });
    expect(plan.plan[0].withinTolerance).toBe(false);
    expect(plan.plan[0].notes.find((note) => note.code === 'day-off-target')?.message).toMatch(
      /^Closest found: calories \d+% under.* Even 2.5 servings of each meal fall short of the calories; more meals a day would reach them\.$/,
    );
  });

  it('lets a recipe repeat more often only when too few pass the filters', () => {
    const candidates = [
      recipe(['dinner'], 600, [30, 40, 30]),
      recipe(['dinner'], 650, [30, 40, 30]),
      recipe(['dinner'], 700, [30, 40, 30]),
    ];
    const input = request({ mealsPerDay: 1, numberOfDays: 7, caloriesPerDay: 1300 });
    const plan = generateMealPlan(input, candidates);
    const [uses] = checkPlan(plan, input, candidates);
    // 7 dinners from 3 recipes: the limit of 2 a week bends to 3, no further.
    expect(Math.max(...uses.values())).toBe(3);
    expect(plan.notes.map((note) => note.message)).toContain(
      'Only 3 recipes can be a dinner, so they repeat more than usual.',
    );
  });

  it('keeps locked meals, replaces the regenerated ones with other recipes, and replaces locked ones the filters now refuse', () => {
    const candidates = kitchen();
    const first = generateMealPlan(request({ numberOfDays: 3 }), candidates);
    const lockedMeals = first.plan.flatMap((day) =>
      Object.entries(day.meals).map(([mealType, meal]) => ({
        dayNumber: day.dayNumber,
        mealType: mealType as PlanSlot,
        recipeId: meal!.recipeId,
        servings: meal!.servings,
      })),
    );
    const again = generateMealPlan(
      request({ numberOfDays: 3, lockedMeals, regenerate: { dayNumber: 2, mealType: 'dinner' } }, 5),
      candidates,
    );
    expect(again.plan[0].meals).toEqual(
      Object.fromEntries(Object.entries(first.plan[0].meals).map(([slot, meal]) => [slot, { ...meal, locked: true }])),
    );
    expect(again.plan[1].meals.dinner!.recipeId).not.toBe(first.plan[1].meals.dinner!.recipeId);
    expect(again.plan[1].meals.lunch).toEqual({
      ...first.plan[1].meals.lunch,
      locked: true,
      energyShare: expect.any(Number),
    });

    // The lunch of day 1 now carries an allergen the request filters out.
    const lunch = candidates.find((candidate) => candidate.id === first.plan[0].meals.lunch!.recipeId)!;
    const marked = candidates.map((candidate) =>
      candidate === lunch ? { ...candidate, allergens: ['soy'] } : candidate,
    );
    const filtered = generateMealPlan(request({ numberOfDays: 3, lockedMeals, healthFilters: ['soy'] }), marked);
    expect(filtered.plan[0].meals.lunch!.recipeId).not.toBe(lunch.id);
    expect(filtered.plan[0].notes[0]).toEqual({
      code: 'locked-recipe-filtered',
      message: `${lunch.name} does not pass the health filters, so another lunch was chosen.`,
    });
    expect(filtered.plan[2].meals).toEqual(
      Object.fromEntries(Object.entries(first.plan[2].meals).map(([slot, meal]) => [slot, { ...meal, locked: true }])),
    );
  });

  it('says when macro grams disagree with the calories', () => {
    const plan = generateMealPlan(
      request({
        macroPreference: 'grams',
        caloriesPerDay: 1500,
        macroValues: { proteinGrams: 150, carbsGrams: 200, fatGrams: 67 },
      }),
      kitchen(),
    );
    expect(plan.notes.map((note) => note.message)).toContain(
      'The macro grams add up to about 2,003 kcal, 34% more than the 1,500 kcal target: no day can meet both, so each day balances the two.',
    );
  });

  it('writes that note in the practice’s energy unit: kJ from the unrounded kcal (decision 0033)', () => {
    const plan = generateMealPlan(
      request({
        macroPreference: 'grams',
        caloriesPerDay: 1500,
        macroValues: { proteinGrams: 150, carbsGrams: 200, fatGrams: 67 },
      }),
      kitchen(),
      { formats: createFormats({ locale: 'en-AU', energyUnit: 'kJ' }) },
    );
    // 2,003 kcal × 4.184 = 8,380.6 kJ; 1,500 kcal = 6,276 kJ
    expect(plan.notes.map((note) => note.message)).toContain(
      'The macro grams add up to about 8,381 kJ, 34% more than the 6,276 kJ target: no day can meet both, so each day balances the two.',
    );
  });
});

describe('plan generator, property tests over the recipe catalogue', () => {
  let catalogue: PlanCandidate[];
  beforeAll(() => {
    catalogue = readCatalogueCandidates();
  });

  const requests = fc.record({
    caloriesPerDay: fc.integer({ min: 1000, max: 5000 }),
    mealsPerDay: fc.integer({ min: 1, max: 4 }),
    numberOfDays: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constantFrom(14, 30)),
    healthFilters: fc.uniqueArray(fc.constantFrom<HealthFilter>(...healthFilters), { maxLength: 3 }),
    grams: fc.boolean(),
    protein: fc.integer({ min: 0, max: 100 }),
    fat: fc.integer({ min: 0, max: 100 }),
    gramsValues: fc.tuple(
      fc.integer({ min: 0, max: 400 }),
      fc.integer({ min: 0, max: 600 }),
      fc.integer({ min: 0, max: 250 }),
    ),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  });

  // CPU-bound (150 whole plans): about 4 s alone, but over 30 s once on a machine running both CI legs and more
  // beside them. What it checks is the rules, not the speed (bench:generator measures that), so it may take its time.
  it(
    'keeps every rule on random requests: filters, meal types, one recipe once a day, weekly repeats, servings, truthful deviations',
    { timeout: 180_000 },
    () => {
      fc.assert(
        fc.property(requests, (raw) => {
          const protein = Math.min(raw.protein, 100);
          const fat = Math.min(raw.fat, 100 - protein);
          const input = request(
            {
              caloriesPerDay: raw.caloriesPerDay,
              mealsPerDay: raw.mealsPerDay,
              numberOfDays: raw.numberOfDays,
              healthFilters: raw.healthFilters,
              macroPreference: raw.grams ? 'grams' : 'percentage',
              macroValues: raw.grams
                ? {
                    proteinGrams: raw.gramsValues[0],
                    carbsGrams: raw.gramsValues[1],
                    fatGrams: Math.max(1, raw.gramsValues[2]),
                  }
                : { proteinPercent: protein, carbsPercent: 100 - protein - fat, fatPercent: fat },
            },
            raw.seed,
          );
          // Less search than the route does: these properties are about the rules, not the accuracy.
          const plan = generateMealPlan(input, catalogue, { effort: 0.1 });
          const weeks = checkPlan(plan, input, catalogue);
          const slots = slotsForMeals(input.mealsPerDay);
          const pools = slots.map((slot) =>
            catalogue.filter(
              (candidate) => candidate.mealTypes.includes(slot) && passesHealthFilters(candidate, input.healthFilters),
            ),
          );
          const weekLength = Math.min(7, input.numberOfDays);
          // With enough recipes for every meal the weekly limit holds and no meal is left empty.
          if (pools.every((pool) => pool.length >= 2 * weekLength)) {
            for (const week of weeks)
              for (const count of week.values()) expect(count).toBeLessThanOrEqual(WEEKLY_REPEAT_LIMIT);
            for (const day of plan.plan) expect(Object.keys(day.meals).length).toBe(slots.length);
          }
        }),
        // PROPERTY_RUNS: fewer generated requests in the fast lane (package.json); the full run keeps 150.
        { seed: 20260701, numRuns: Number(process.env.PROPERTY_RUNS ?? 150) },
      );
    },
  );

  // Two requests of the reach spread (docs/decisions/0007) that the search missed before: the catalogue always
  // had a plan for them (a vegan week at 30 % protein; two meals at 2,700 kcal, with a plate at up to 3 servings).
  it('meets, on every day, realistic requests it used to miss: vegan at 30 % protein, two meals at 2,700 kcal', () => {
    const vegan = {
      caloriesPerDay: 2700,
      mealsPerDay: 3,
      healthFilters: ['vegan', 'wheat'] as HealthFilter[],
      macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
    };
    const twoMeals = {
      caloriesPerDay: 2700,
      mealsPerDay: 2,
      healthFilters: ['wheat'] as HealthFilter[],
      macroValues: { proteinPercent: 40, carbsPercent: 30, fatPercent: 30 },
    };
    for (const [overrides, seed] of [
      [vegan, 47589629],
      [vegan, 2],
      [twoMeals, 1749532870],
      [twoMeals, 2],
    ] as const) {
      const input = request(overrides, seed);
      const plan = generateMealPlan(input, catalogue);
      checkPlan(plan, input, catalogue);
      expect(plan.summary.daysWithinTolerance, `${input.mealsPerDay} meals, seed ${seed}`).toBe(7);
      for (const day of plan.plan) expect(day.notes.map((note) => note.code)).not.toContain('day-off-target');
    }
  });
});

describe('day types: training and rest days in one plan', () => {
  let catalogue: PlanCandidate[];
  beforeAll(() => {
    catalogue = readCatalogueCandidates();
  });
  const schedule = ['training', 'rest', 'training', 'rest', 'training', 'rest', 'rest'];

  it('hits each day its own type’s targets, on the schedule’s weekdays, keeping the meal split and every rule', () => {
    // A Wednesday start: day 1 takes the schedule's third entry.
    const input = request({ dayTypes: [training, rest], schedule, startDate: '2026-03-04', numberOfDays: 14 }, 5);
    const plan = generateMealPlan(input, catalogue);
    checkPlan(plan, input, catalogue);
    const expected = Array.from({ length: 14 }, (_, d) => schedule[(2 + d) % 7]);
    expect(plan.plan.map((day) => day.dayType)).toEqual(expected);
    // Rest days give no grams: the request's 30/40/30 at the type's own 2,200 kcal.
    const restTargets = dailyTargets({ ...input, caloriesPerDay: 2200 });
    for (const day of plan.plan) {
      const targets =
        day.dayType === 'training'
          ? { calories: 2800, protein: 175, carbs: 350, fat: 78 }
          : {
              calories: 2200,
              protein: round1(restTargets.protein),
              carbs: round1(restTargets.carbs),
              fat: round1(restTargets.fat),
            };
      expect(day.targets, `day ${day.dayNumber}`).toEqual(targets);
      expect(day.deviation).toEqual(dayDeviation(day.totals, targets));
    }
    expect(plan.summary.daysWithinTolerance).toBe(14);
    const mean = (type: string) => {
      const days = plan.plan.filter((day) => day.dayType === type);
      return days.reduce((sum, day) => sum + day.totals.calories, 0) / days.length;
    };
    expect(Math.abs(mean('training') - 2800) / 2800).toBeLessThanOrEqual(0.05);
    expect(Math.abs(mean('rest') - 2200) / 2200).toBeLessThanOrEqual(0.05);
    expect(plan.summary.mealsOnSplit / plan.summary.meals).toBeGreaterThanOrEqual(0.9);
  });

  it('without day types answers exactly as before: no dayType on a day, the request’s targets on every day', () => {
    const input = request({}, 9);
    const plain = generateMealPlan(input, catalogue);
    expect(plain.plan.every((day) => !('dayType' in day))).toBe(true);
    // One type at the request's own calories and macros, every weekday: the same plan, day for day.
    const same = {
      key: 'usual',
      name: 'Usual',
      targetCalories: 2000,
      targetProtein: null,
      targetCarbs: null,
      targetFat: null,
    };
    const typed = generateMealPlan(request({ dayTypes: [same], schedule: Array(7).fill('usual') }, 9), catalogue);
    expect(typed.plan.map(({ dayType: _key, ...day }) => day)).toEqual(plain.plan);
  });
});

describe('meal energy split, servings and nutrient limits', () => {
  const sharesOf = (plan: GeneratedPlan) =>
    plan.plan.flatMap((day) =>
      Object.entries(day.meals).map(([slot, meal]) => ({
        slot: slot as PlanSlot,
        share: (100 * meal!.nutrition.calories) / day.totals.calories,
      })),
    );

  it('puts each meal near its share of the day: the default 30/35/35, a split of the request, and 45/55 for two meals', () => {
    const candidates = kitchen();
    for (const [overrides, split] of [
      [{ mealsPerDay: 3 }, { breakfast: 30, lunch: 35, dinner: 35 }],
      [
        { mealsPerDay: 3, mealDistribution: { breakfast: 20, lunch: 30, dinner: 50 } },
        { breakfast: 20, lunch: 30, dinner: 50 },
      ],
      [{ mealsPerDay: 4 }, { breakfast: 25, lunch: 30, dinner: 30, snack: 15 }],
      [
        { mealsPerDay: 2, caloriesPerDay: 2400 },
        { lunch: 45, dinner: 55 },
      ],
    ] as const) {
      const input = request(overrides as Partial<GenerationRequest>, 3);
      const plan = generateMealPlan(input, candidates);
      checkPlan(plan, input, candidates);
      const shares = sharesOf(plan);
      const onSplit = shares.filter(
        ({ slot, share }) => Math.abs(share - (split as Record<string, number>)[slot]) <= 7,
      ).length;
      expect(onSplit / shares.length, JSON.stringify(overrides)).toBeGreaterThanOrEqual(0.95);
      expect(plan.summary.mealsOnSplit).toBe(onSplit);
      expect(plan.bounds.mealShares).toEqual(
        Object.fromEntries(
          Object.entries(split).map(([slot, share]) => [slot, { share, min: share - 7, max: share + 7 }]),
        ),
      );
      for (const day of plan.plan)
        expect(day.withinTolerance, `${JSON.stringify(overrides)} day ${day.dayNumber}`).toBe(true);
    }
  });

  it('serves a recipe at 2.5 only when nothing smaller fits', () => {
    // Two dinners of the same make-up: one fills the meal at 2.5 servings, the other at 1. Both hit the day exactly.
    const small = recipe(['dinner'], 400, [30, 40, 30], { cuisine: 'thai' });
    const large = recipe(['dinner'], 1000, [30, 40, 30], { cuisine: 'thai' });
    for (const seed of [1, 2, 3]) {
      const plan = generateMealPlan(request({ mealsPerDay: 1, numberOfDays: 1, caloriesPerDay: 1000 }, seed), [
        small,
        large,
      ]);
      expect(plan.plan[0].meals.dinner).toMatchObject({ recipeId: large.id, servings: 1 });
    }
    // With only the small one, 2.5 servings it is: nothing else fits.
    const only = generateMealPlan(request({ mealsPerDay: 1, numberOfDays: 1, caloriesPerDay: 1000 }), [small]);
    expect(only.plan[0].meals.dinner).toMatchObject({ recipeId: small.id, servings: 2.5 });
  });

  it('goes past 2.5 servings only on days of one or two meals, and only when nothing smaller gets the day within tolerance', () => {
    // 550 kcal plates of the target's make-up: 3,025 kcal in two meals needs 2.5 + 3 servings; 2.5 + 2.5 is 8 % short.
    const plates = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      recipe(['lunch', 'dinner'], 550, [30, 40, 30], { cuisine: `cuisine ${i}` }),
    );
    const twoMeals = generateMealPlan(request({ mealsPerDay: 2, caloriesPerDay: 3000 }), plates);
    for (const day of twoMeals.plan) {
      expect(day.withinTolerance).toBe(true);
      expect(Math.max(...Object.values(day.meals).map((meal) => meal!.servings))).toBeGreaterThan(USUAL_MAX_SERVINGS);
    }
    // With a hearty plate of twice the size on offer, no plate goes past 2.5 (no recipe twice a day, so the big
    // one serves one meal a day, at most twice a week: the other days still need the small ones).
    const hearty = [0, 1, 2, 3].map((i) => recipe(['lunch', 'dinner'], 1100, [30, 40, 30], { cuisine: `hearty ${i}` }));
    const withHearty = generateMealPlan(request({ mealsPerDay: 2, caloriesPerDay: 3000 }), [...plates, ...hearty]);
    for (const day of withHearty.plan) {
      expect(day.withinTolerance).toBe(true);
      for (const meal of Object.values(day.meals)) expect(meal!.servings).toBeLessThanOrEqual(USUAL_MAX_SERVINGS);
    }
    // Three meals a day never go past 2.5, even when that leaves the day short and says so.
    const threeMeals = generateMealPlan(
      request({ mealsPerDay: 3, caloriesPerDay: 5000 }),
      plates.map((plate) => ({ ...plate, mealTypes: ['breakfast', 'lunch', 'dinner'] })),
    );
    for (const day of threeMeals.plan) {
      for (const meal of Object.values(day.meals)) expect(meal!.servings).toBeLessThanOrEqual(USUAL_MAX_SERVINGS);
      expect(day.withinTolerance).toBe(false);
      expect(day.notes.find((note) => note.code === 'day-off-target')?.message).toContain(
        'Even 2.5 servings of each meal fall short',
      );
    }
  });

  it('keeps a fibre floor and a sodium ceiling when the recipes allow, and says so plainly when they do not', () => {
    const candidates = kitchen().map((candidate, i) => ({
      ...candidate,
      nutrition: {
        ...candidate.nutrition,
        fiber: i % 2 === 0 ? candidate.nutrition.calories / 40 : candidate.nutrition.calories / 400,
        sodium: Math.floor(i / 3) % 2 === 0 ? candidate.nutrition.calories * 2.5 : candidate.nutrition.calories / 2,
      },
    }));
    const input = request({ numberOfDays: 7, nutrientLimits: { fiberMin: 30, sodiumMax: 2300 } }, 9);
    const plan = generateMealPlan(input, candidates);
    checkPlan(plan, input, candidates);
    expect(plan.bounds).toMatchObject({ fiberMin: 30, sodiumMax: 2300 });
    for (const day of plan.plan) {
      const fiber = Object.values(day.meals).reduce(
        (sum, meal) => sum + candidates.find((c) => c.id === meal!.recipeId)!.nutrition.fiber! * meal!.servings,
        0,
      );
      const sodium = Object.values(day.meals).reduce(
        (sum, meal) => sum + candidates.find((c) => c.id === meal!.recipeId)!.nutrition.sodium! * meal!.servings,
        0,
      );
      expect(fiber, `day ${day.dayNumber} fibre`).toBeGreaterThanOrEqual(30 - 0.05);
      expect(sodium, `day ${day.dayNumber} sodium`).toBeLessThanOrEqual(2300 + 0.5);
      expect(day.limits).toEqual({ fiber: Math.round(fiber * 10) / 10, sodium: Math.round(sodium) });
      expect(day.notes.map((note) => note.code)).not.toContain('fiber-below-floor');
    }
    // Without the limits the same request lands above the ceiling on some day: the limit did the work.
    const free = generateMealPlan(request({ numberOfDays: 7 }, 9), candidates);
    expect(
      free.plan.some(
        (day) =>
          Object.values(day.meals).reduce(
            (sum, meal) => sum + candidates.find((c) => c.id === meal!.recipeId)!.nutrition.sodium! * meal!.servings,
            0,
          ) > 2300,
      ),
    ).toBe(true);

    const impossible = generateMealPlan(request({ numberOfDays: 2, nutrientLimits: { fiberMin: 140 } }, 9), candidates);
    for (const day of impossible.plan)
      expect(day.notes.find((note) => note.code === 'fiber-below-floor')?.message).toMatch(
        /^Fibre is \d+ g, short of the 140 g floor: no combination of the recipes that fit reached it on this day\.$/,
      );
    expect(impossible.notes).toContainEqual({
      code: 'limit-unreachable',
      message:
        'On 2 of 2 days the recipes that fit cannot reach 140 g of fibre at these calories: lower the floor, or add fibre-rich recipes of your own.',
    });
  });
});

describe('the request contract', () => {
  it('takes health filters as the spec names them, in any case, and as ids; refuses anything else', () => {
    const parsed = generationRequestSchema.parse({
      ...request(),
      healthFilters: ['Vegetarian', 'GLUTEN-FREE', 'Tree Nut'],
    });
    expect(parsed.healthFilters).toEqual(['vegetarian', 'gluten-free', 'tree nut']);
    expect(
      generationRequestSchema.parse({ ...request(), healthFilters: ['tree nut', 'tree-nut', 'Tree Nut'] })
        .healthFilters,
    ).toEqual(['tree nut']);
    const refused = generationRequestSchema.safeParse({ ...request(), healthFilters: ['Nuts'] });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0].message).toMatch(/^Unknown health filter: use Vegetarian, Vegan, Gluten-Free/);
  });

  it('checks day types and their schedule: both or neither, known keys, 7 weekdays, calories in range', () => {
    const base = {
      caloriesPerDay: 2000,
      mealsPerDay: 3,
      numberOfDays: 7,
      macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
    };
    const type = {
      key: 'training',
      name: 'Training',
      targetCalories: 2800,
      targetProtein: null,
      targetCarbs: null,
      targetFat: null,
    };
    const pathsOf = (body: Record<string, unknown>) => {
      const parsed = generationRequestSchema.safeParse({ ...base, ...body });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(pathsOf({ dayTypes: [type], schedule: Array(7).fill('training') })).toEqual([]);
    expect(pathsOf({ dayTypes: [type] })).toEqual(['schedule']);
    expect(pathsOf({ schedule: Array(7).fill('training') })).toEqual(['dayTypes']);
    expect(pathsOf({ dayTypes: [type], schedule: [...Array(6).fill('training'), 'rest'] })).toEqual(['schedule.6']);
    expect(pathsOf({ dayTypes: [type], schedule: Array(6).fill('training') })).toEqual(['schedule']);
    expect(pathsOf({ dayTypes: [{ ...type, targetCalories: 900 }], schedule: Array(7).fill('training') })).toEqual([
      'dayTypes.0.targetCalories',
    ]);
    expect(pathsOf({ dayTypes: [type], schedule: Array(7).fill('training'), startDate: '2026-02-30' })).toEqual([
      'startDate',
    ]);
  });

  it('checks a meal split: the meals of the day, and only those, summing to 100', () => {
    const base = request({ mealsPerDay: 3 });
    expect(
      generationRequestSchema.safeParse({ ...base, mealDistribution: { breakfast: 30, lunch: 35, dinner: 35 } })
        .success,
    ).toBe(true);
    const missing = generationRequestSchema.safeParse({ ...base, mealDistribution: { lunch: 45, dinner: 55 } });
    expect(missing.error!.issues.map((issue) => issue.message)).toEqual([
      'With 3 meals a day the split needs breakfast, lunch and dinner, and only those',
    ]);
    const sum = generationRequestSchema.safeParse({
      ...base,
      mealDistribution: { breakfast: 30, lunch: 30, dinner: 30 },
    });
    expect(sum.error!.issues.map((issue) => issue.message)).toEqual(['Meal shares must sum to 100% (currently 90%).']);
  });
});
