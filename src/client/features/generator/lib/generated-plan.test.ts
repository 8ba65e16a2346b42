import { describe, expect, it } from 'vitest';
import { dayDeviation, isWithinTolerance, sumMeals } from '@/shared/nutrition/plan-targets';
import {
  generationRequestSchema,
  type GeneratedDay,
  type GeneratedMeal,
  type GeneratedPlan,
} from '@/shared/schemas/generator';
import { mealPlanCreateSchema } from '@/shared/schemas/meal-plans';
import {
  planToSave,
  recomputeDay,
  regenerationRequest,
  swapMeals,
  withRegeneratedDay,
  type ScreenPlan,
} from './generated-plan';
import { createFormats } from '@/shared/format/formats';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function meal(
  n: number,
  name: string,
  calories: number,
  protein: number,
  carbs: number,
  fat: number,
  servings = 1,
): GeneratedMeal {
  return {
    recipeId: id(n),
    recipeName: name,
    imageUrl: `/api/recipe-images/r${n}.svg`,
    cuisine: null,
    servings,
    nutrition: { calories, protein, carbs, fat },
    energyShare: 0,
    locked: false,
  };
}

const targets = { calories: 2000, protein: 150, carbs: 200, fat: 66.7 };

function day(dayNumber: number, meals: GeneratedDay['meals'], note?: string): GeneratedDay {
  const totals = sumMeals(Object.values(meals).map((item) => item?.nutrition));
  const deviation = dayDeviation(totals, targets);
  return {
    dayNumber,
    meals,
    totals,
    targets,
    deviation,
    withinTolerance: isWithinTolerance(deviation),
    notes: note ? [{ code: 'day-off-target', message: note }] : [],
  };
}

const oats = meal(1, 'Overnight oats', 500, 30, 60, 15);
const salad = meal(2, 'Chickpea salad', 700, 45, 70, 25, 1.5);
const curry = meal(3, 'Lentil curry', 800, 75, 70, 26.7);
const shake = meal(4, 'Protein shake', 300, 40, 10, 8, 0.75);
const pasta = meal(5, 'Tomato pasta', 900, 30, 150, 20);

function screenPlan(days: GeneratedDay[]): ScreenPlan {
  const request = generationRequestSchema.parse({
    caloriesPerDay: 2000,
    mealsPerDay: 4,
    numberOfDays: days.length,
    healthFilters: ['vegetarian', 'peanut'],
    macroPreference: 'percentage',
    macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
    seed: 42,
  });
  const summary: GeneratedPlan['summary'] = {
    numberOfDays: days.length,
    daysWithinTolerance: 0,
    mealsOnSplit: 0,
    meals: 0,
    averageDeviation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    candidates: {},
  };
  return { request, days, notes: [], summary };
}

describe('swapping two meals', () => {
  const days = [
    day(1, { breakfast: oats, lunch: salad, dinner: curry }, 'Closest possible: fat 6% over.'),
    day(2, { breakfast: shake, lunch: pasta, dinner: curry }),
    day(3, { breakfast: oats, lunch: pasta, dinner: curry }),
  ];

  it('trades the meals across days and works both days out again the way the server does', () => {
    const swapped = swapMeals(days, { dayNumber: 1, mealType: 'lunch' }, { dayNumber: 2, mealType: 'lunch' })!;
    expect(swapped[0].meals.lunch).toEqual({ ...pasta, energyShare: expect.any(Number) });
    expect(swapped[1].meals.lunch).toEqual({ ...salad, energyShare: expect.any(Number) });
    // Each meal's share of its new day is worked out again: the pasta is 900 of the 2,200 kcal.
    expect(swapped[0].meals.lunch!.energyShare).toBe(40.9);
    expect(swapped[0].totals).toEqual({ calories: 2200, protein: 135, carbs: 280, fat: 61.7 });
    expect(swapped[0].deviation).toEqual(dayDeviation(swapped[0].totals, targets));
    expect(swapped[0].deviation.calories).toBe(10);
    expect(swapped[0].withinTolerance).toBe(false);
    expect(swapped[1].totals).toEqual({ calories: 1800, protein: 160, carbs: 150, fat: 59.7 });
    // The server's note described the meals it chose; it no longer applies.
    expect(swapped[0].notes).toEqual([]);
    // A day nobody touched is the very same object.
    expect(swapped[2]).toBe(days[2]);
  });

  it('swaps different meal types, on one day too, and keeps the servings with the meal', () => {
    const swapped = swapMeals(days, { dayNumber: 2, mealType: 'breakfast' }, { dayNumber: 2, mealType: 'dinner' })!;
    expect(swapped[1].meals.breakfast).toEqual({ ...curry, energyShare: expect.any(Number) });
    expect(swapped[1].meals.dinner).toEqual({ ...shake, energyShare: expect.any(Number) });
    expect(swapped[1].meals.dinner?.servings).toBe(0.75);
    expect(swapped[1].totals).toEqual(days[1].totals);
    expect(swapped[0]).toBe(days[0]);
  });

  it('does nothing for the same tile or an empty one', () => {
    expect(swapMeals(days, { dayNumber: 1, mealType: 'lunch' }, { dayNumber: 1, mealType: 'lunch' })).toBeNull();
    expect(swapMeals(days, { dayNumber: 1, mealType: 'lunch' }, { dayNumber: 1, mealType: 'snack' })).toBeNull();
  });

  it('recomputes a day that no longer meets its targets as off target', () => {
    const onTarget = day(1, { breakfast: oats, lunch: salad, dinner: curry });
    expect(onTarget.withinTolerance).toBe(true);
    const lighter = recomputeDay({ ...onTarget, meals: { ...onTarget.meals, dinner: shake } });
    expect(lighter.totals.calories).toBe(1500);
    expect(lighter.deviation.calories).toBe(-25);
    expect(lighter.withinTolerance).toBe(false);
  });
});

describe('regenerating a day or a meal', () => {
  const plan = screenPlan([
    day(1, { breakfast: oats, lunch: salad, dinner: curry, snack: shake }),
    day(2, { breakfast: shake, lunch: pasta, dinner: curry }),
  ]);

  it('sends every meal on screen as locked, names what to regenerate, and no seed', () => {
    const request = regenerationRequest(plan, { dayNumber: 2, mealType: 'lunch' });
    expect(request.seed).toBeUndefined();
    expect(request.regenerate).toEqual({ dayNumber: 2, mealType: 'lunch' });
    expect(request.lockedMeals).toEqual([
      { dayNumber: 1, mealType: 'breakfast', recipeId: oats.recipeId, servings: 1 },
      { dayNumber: 1, mealType: 'lunch', recipeId: salad.recipeId, servings: 1.5 },
      { dayNumber: 1, mealType: 'dinner', recipeId: curry.recipeId, servings: 1 },
      { dayNumber: 1, mealType: 'snack', recipeId: shake.recipeId, servings: 0.75 },
      { dayNumber: 2, mealType: 'breakfast', recipeId: shake.recipeId, servings: 0.75 },
      { dayNumber: 2, mealType: 'lunch', recipeId: pasta.recipeId, servings: 1 },
      { dayNumber: 2, mealType: 'dinner', recipeId: curry.recipeId, servings: 1 },
    ]);
    expect(request).toMatchObject({
      caloriesPerDay: 2000,
      mealsPerDay: 4,
      numberOfDays: 2,
      healthFilters: ['vegetarian', 'peanut'],
      macroPreference: 'percentage',
    });
    // The contract accepts it as it stands.
    expect(generationRequestSchema.safeParse(request).success).toBe(true);
    expect(regenerationRequest(plan, { dayNumber: 1 }).regenerate).toEqual({ dayNumber: 1 });
  });

  it('takes only the regenerated day from the answer', () => {
    const fresh = day(2, { breakfast: oats, lunch: salad, dinner: pasta }, 'Closest possible: carbs 7% over.');
    const answer = {
      plan: [day(1, { breakfast: pasta }), fresh],
      seed: 1,
      notes: [],
      summary: plan.summary,
    } as unknown as GeneratedPlan;
    const next = withRegeneratedDay(plan.days, answer, { dayNumber: 2 });
    expect(next[0]).toBe(plan.days[0]);
    expect(next[1]).toBe(fresh);
  });
});

describe('saving the plan', () => {
  const plan = screenPlan([
    day(1, { breakfast: oats, lunch: salad, dinner: curry, snack: shake }),
    day(2, { lunch: pasta, dinner: curry }),
    day(3, { breakfast: shake, lunch: pasta, dinner: curry }),
  ]);

  it('creates an active plan from today to today + days − 1 with the targets in grams', () => {
    const input = planToSave(plan, { today: '2026-01-30', clientId: null, filterLabels: ['Vegetarian', 'Peanut'] });
    expect(input).toMatchObject({
      name: 'Generated Plan - Jan 30, 2026',
      clientId: null,
      startDate: '2026-01-30',
      endDate: '2026-02-01',
      status: 'active',
      targetCalories: 2000,
      targetProtein: 150,
      targetCarbs: 200,
      targetFat: 67,
    });
    expect(input.description).toBe(
      'Generated for 2,000 kcal a day, protein 30%, carbs 40%, fat 30%. Health filters: Vegetarian, Peanut.',
    );
    expect(mealPlanCreateSchema.safeParse(input).success).toBe(true);
    expect(planToSave(plan, { today: '2026-01-30', clientId: id(99), filterLabels: [] }).clientId).toBe(id(99));
  });

  it('names and describes the plan in the practice’s date format and energy unit (issue 34)', () => {
    const au = createFormats({ locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' });
    const input = planToSave(plan, { today: '2026-01-30', clientId: null, filterLabels: [], formats: au });
    expect(input.name).toBe('Generated Plan - 30 Jan 2026');
    expect(input.description).toBe('Generated for 8,368 kJ a day, protein 30%, carbs 40%, fat 30%.');
    expect(input.targetCalories).toBe(2000);
  });

  it('uses the grams as given in grams mode', () => {
    const grams = {
      ...plan,
      request: {
        ...plan.request,
        macroPreference: 'grams' as const,
        macroValues: { proteinGrams: 140.4, carbsGrams: 210, fatGrams: 70.6 },
      },
    };
    expect(planToSave(grams, { today: '2026-03-01', clientId: null, filterLabels: [] })).toMatchObject({
      targetProtein: 140,
      targetCarbs: 210,
      targetFat: 71,
    });
  });

  it('saves one day per generated day, in order, breakfast/lunch/dinner single and the snack in the list', () => {
    const input = planToSave(
      { ...plan, days: [plan.days[2], plan.days[0], plan.days[1]] },
      { today: '2026-01-31', clientId: null, filterLabels: [] },
    );
    expect(input.days!.map((saved) => saved.dayNumber)).toEqual([1, 2, 3]);
    expect(input.days![0]).toEqual({
      dayNumber: 1,
      meals: {
        breakfast: { recipeId: oats.recipeId, servings: 1 },
        lunch: { recipeId: salad.recipeId, servings: 1.5 },
        dinner: { recipeId: curry.recipeId, servings: 1 },
        snacks: [{ recipeId: shake.recipeId, servings: 0.75 }],
      },
    });
    expect(input.days![1].meals).toEqual({
      lunch: { recipeId: pasta.recipeId, servings: 1 },
      dinner: { recipeId: curry.recipeId, servings: 1 },
    });
    expect(mealPlanCreateSchema.safeParse(input).success).toBe(true);
  });
});
