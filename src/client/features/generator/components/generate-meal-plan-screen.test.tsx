// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dailyTargets, dayDeviation, isWithinTolerance, sumMeals } from '@/shared/nutrition/plan-targets';
import {
  generationRequestSchema,
  slotsForMeals,
  type GeneratedDay,
  type GeneratedMeal,
  type GeneratedPlan,
  type PlanSlot,
} from '@/shared/schemas/generator';
import { dismissToast } from '@/client/components/ui/use-toast';
import { fail, type FakeApi } from '@/client/test/fake-api';
import { aClientSummary, aMealPlan } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import type { Preferences } from '@/shared/format/preferences';
import { GenerateMealPlanScreen } from './generate-meal-plan-screen';

const uuid = (n: number) => `5e0c1a2b-0000-4000-8000-${String(n).padStart(12, '0')}`;
const planId = uuid(900);
const clientId = uuid(800);

type Recipe = { id: string; name: string; calories: number; protein: number; carbs: number; fat: number };
const recipe = (n: number, name: string, calories: number, protein: number, carbs: number, fat: number): Recipe => ({
  id: uuid(n),
  name,
  calories,
  protein,
  carbs,
  fat,
});

/** What the stand-in generator chooses from, per meal of the day. */
const pools: Record<PlanSlot, Recipe[]> = {
  breakfast: [
    recipe(1, 'Overnight oats', 500, 30, 60, 15),
    recipe(2, 'Tofu scramble', 450, 35, 30, 20),
    recipe(3, 'Greek yogurt bowl', 520, 40, 55, 14),
  ],
  lunch: [
    recipe(11, 'Chickpea salad', 700, 45, 80, 22),
    recipe(12, 'Lentil soup', 600, 40, 85, 10),
    recipe(13, 'Quinoa bowl', 650, 35, 75, 22),
  ],
  dinner: [
    recipe(21, 'Bean chili', 800, 75, 60, 30),
    recipe(22, 'Paneer curry', 850, 60, 50, 45),
    recipe(23, 'Tempeh stir-fry', 780, 70, 65, 25),
  ],
  snack: [recipe(31, 'Hummus and carrots', 250, 10, 25, 12)],
};

function generatedMeal(pick: Recipe, servings: number, locked: boolean): GeneratedMeal {
  const scale = (value: number) => Math.round(value * servings * 10) / 10;
  return {
    recipeId: pick.id,
    recipeName: pick.name,
    imageUrl: null,
    cuisine: null,
    servings,
    nutrition: {
      calories: scale(pick.calories),
      protein: scale(pick.protein),
      carbs: scale(pick.carbs),
      fat: scale(pick.fat),
    },
    energyShare: 0,
    locked,
  };
}

/**
 * A stand-in for POST /api/generate-meal-plan that answers in the contract's shape: day d takes recipe d of each
 * pool; locked meals are kept; a regenerated meal takes the next recipe of its pool.
 */
function standInGenerator(body: unknown): GeneratedPlan {
  const request = generationRequestSchema.parse(body);
  const targets = dailyTargets(request);
  const shown = {
    calories: targets.calories,
    protein: Math.round(targets.protein * 10) / 10,
    carbs: Math.round(targets.carbs * 10) / 10,
    fat: Math.round(targets.fat * 10) / 10,
  };
  const all = Object.values(pools).flat();
  const days: GeneratedDay[] = [];
  // With day types, day d is the type the schedule names for its weekday, starting from startDate's.
  const typeOf = (dayNumber: number) => {
    if (!request.schedule || !request.startDate) return undefined;
    const first = (new Date(`${request.startDate}T00:00:00Z`).getUTCDay() + 6) % 7;
    return request.schedule[(first + dayNumber - 1) % 7];
  };
  for (let dayNumber = 1; dayNumber <= request.numberOfDays; dayNumber += 1) {
    const meals: GeneratedDay['meals'] = {};
    for (const slot of slotsForMeals(request.mealsPerDay)) {
      const locked = request.lockedMeals.find((meal) => meal.dayNumber === dayNumber && meal.mealType === slot);
      const regenerated =
        request.regenerate?.dayNumber === dayNumber &&
        (!request.regenerate.mealType || request.regenerate.mealType === slot);
      const pool = pools[slot];
      if (locked && !regenerated) {
        meals[slot] = generatedMeal(
          all.find((item) => item.id === locked.recipeId)!,
          locked.servings,
          true,
        );
      } else if (locked) {
        const index = pool.findIndex((item) => item.id === locked.recipeId);
        meals[slot] = generatedMeal(pool[(index + 1) % pool.length], 1, false);
      } else {
        meals[slot] = generatedMeal(pool[(dayNumber - 1) % pool.length], 1, false);
      }
    }
    const totals = sumMeals(Object.values(meals).map((meal) => meal?.nutrition));
    const deviation = dayDeviation(totals, shown);
    const withinTolerance = isWithinTolerance(deviation);
    const dayType = typeOf(dayNumber);
    days.push({
      dayNumber,
      ...(dayType ? { dayType } : {}),
      meals,
      totals,
      targets: shown,
      deviation,
      withinTolerance,
      notes: withinTolerance ? [] : [{ code: 'day-off-target', message: 'Closest possible: fat 9% over.' }],
    });
  }
  return {
    plan: days,
    seed: 7,
    notes: [
      {
        code: 'few-recipes-for-meal',
        message: 'Only 3 recipes can be a breakfast with the filters Vegan, so they repeat more than usual.',
      },
    ],
    bounds: {
      tolerancePercent: 5,
      calories: { min: 1900, max: 2100 },
      protein: { min: 0, max: 0 },
      carbs: { min: 0, max: 0 },
      fat: { min: 0, max: 0 },
      mealShares: {},
    },
    summary: {
      numberOfDays: request.numberOfDays,
      daysWithinTolerance: days.filter((day) => day.withinTolerance).length,
      mealsOnSplit: 0,
      meals: 0,
      averageDeviation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      candidates: {},
    },
  };
}

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Every answer takes a moment, as a real server's does, so calls sent one after another can be told from overlapping ones. */
function renderScreen({
  failDay = 0,
  failGeneration = false,
  holdSave = Promise.resolve(),
  preferences,
}: { failDay?: number; failGeneration?: boolean; holdSave?: Promise<unknown>; preferences?: Preferences } = {}) {
  const { api } = renderWithApp(<GenerateMealPlanScreen />, {
    path: '/generate-meal-plan',
    preferences,
    api: {
      'GET /api/clients': async () => {
        await later();
        return [aClientSummary({ id: clientId, firstName: 'Priya', lastName: 'Raman' })];
      },
      'POST /api/generate-meal-plan': async ({ body }) => {
        await later();
        return failGeneration ? fail(500, 'Something went wrong') : standInGenerator(body);
      },
      // The server writes the plan and its days in one transaction: a refused day refuses the whole save.
      'POST /api/meal-plans': async ({ body }) => {
        await holdSave;
        await later();
        const refused = (body.days as { dayNumber: number }[]).findIndex((day) => day.dayNumber === failDay);
        if (refused >= 0)
          return fail(400, 'Some fields are not valid', {
            errors: [{ path: `days.${refused}.meals`, message: 'Recipe not found' }],
          });
        const { clientId: planClient, name, startDate, endDate } = body;
        return aMealPlan({ id: planId, clientId: planClient, name, startDate, endDate, status: 'active' });
      },
    },
  });
  return api;
}

const generateCalls = (api: FakeApi) => api.callsTo('POST /api/generate-meal-plan');
const form = () => screen.getByRole('form', { name: 'Plan Configuration' });
const dayCard = (dayNumber: number) => screen.getByRole('region', { name: `Day ${dayNumber}` });

async function generate() {
  fireEvent.click(within(form()).getByRole('button', { name: 'Generate Plan' }));
  await screen.findByText('Meal Plan Generated!');
}

afterEach(() => {
  act(() => dismissToast());
});

describe('Plan Configuration', () => {
  it('starts from the defaults and refuses a fourth health filter', async () => {
    const api = renderScreen();
    expect(screen.getByLabelText('Daily Calories')).toHaveValue(2000);
    expect(screen.getByLabelText('Number of Days')).toHaveValue(7);
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    expect(screen.getByLabelText('Protein')).toHaveValue(30);
    expect(screen.getByLabelText('Carbs')).toHaveValue(40);
    expect(screen.getByLabelText('Fat')).toHaveValue(30);
    expect(screen.getByTestId('macro-sum')).toHaveTextContent('100%');
    expect(screen.getByRole('heading', { name: 'No Plan Generated Yet' })).toBeInTheDocument();

    for (const name of ['Vegan', 'Peanut', 'Soy']) fireEvent.click(screen.getByRole('button', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Wheat' }));
    expect(await screen.findByText('Maximum Filters Reached')).toBeInTheDocument();
    expect(screen.getByText('You can select up to 3 health filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wheat' })).toHaveAttribute('aria-pressed', 'false');
    // Clicking a chosen filter removes it, and makes room for another.
    fireEvent.click(screen.getByRole('button', { name: 'Soy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wheat' }));
    expect(screen.getByRole('button', { name: 'Wheat' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 of 3 chosen')).toBeInTheDocument();

    await generate();
    expect(generateCalls(api)[0].body).toMatchObject({
      caloriesPerDay: 2000,
      mealsPerDay: 3,
      numberOfDays: 7,
      healthFilters: ['vegan', 'peanut', 'wheat'],
      macroPreference: 'percentage',
      macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
    });
  });

  it('asks for the missing fields, then for percentages that make 100', async () => {
    const api = renderScreen();
    fireEvent.change(screen.getByLabelText('Daily Calories'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Daily Calories'), { target: { value: '1800' } });
    fireEvent.change(screen.getByLabelText('Protein'), { target: { value: '35' } });
    expect(screen.getByTestId('macro-sum')).toHaveTextContent('105% of 100%');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByText('Invalid Macros')).toBeInTheDocument();
    expect(screen.getByText('Macro percentages must sum to 100% (currently 105%).')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Protein'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByText('Number of days must be between 1 and 30')).toBeInTheDocument();
    expect(generateCalls(api)).toHaveLength(0);
  });

  it('sends grams in grams mode, and only the grams', async () => {
    const api = renderScreen();
    // A stray percentage must not block the grams mode.
    fireEvent.change(screen.getByLabelText('Protein'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Grams' }));
    expect(screen.getByLabelText('Protein')).toHaveValue(150);
    expect(screen.getByLabelText('Carbs')).toHaveValue(200);
    expect(screen.getByLabelText('Fat')).toHaveValue(67);
    fireEvent.change(screen.getByLabelText('Fat'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    await generate();
    const body = generateCalls(api)[0].body;
    expect(body).toMatchObject({
      mealsPerDay: 4,
      macroPreference: 'grams',
      macroValues: { proteinGrams: 150, carbsGrams: 200, fatGrams: 70 },
    });
    expect(body.macroValues.proteinPercent).toBeUndefined();
    expect(within(dayCard(1)).getByRole('article', { name: 'Snack: Hummus and carrots' })).toBeInTheDocument();
  });

  it('says when generating fails', async () => {
    renderScreen({ failGeneration: true });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate meal plan. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Plan Generated Yet' })).toBeInTheDocument();
  });
});

describe('the generated plan', () => {
  it('shows each day with its meals, totals and deviation from the targets', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '3' } });
    await generate();
    expect(screen.getByText('Created 3 days of meals')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
    ]);
    const day1 = dayCard(1);
    const tile = within(day1).getByRole('article', { name: 'Breakfast: Overnight oats' });
    expect(tile).toHaveTextContent('500 kcal');
    expect(tile).toHaveTextContent('Protein 30 g');
    expect(tile).toHaveTextContent('Fat 15 g');
    expect(tile).toHaveTextContent('1 serving');
    // 500 + 700 + 800 = 2,000 kcal: on target; fat 67 of 66.7 g.
    expect(within(day1).getByText('On target')).toBeInTheDocument();
    const calories = day1.querySelector('[data-nutrient="calories"]')!;
    expect(calories).toHaveTextContent('2,000 / 2,000');
    expect(within(calories as HTMLElement).getByText('0.0%')).toHaveAttribute('data-tone', 'on-target');
    // Day 2: 450 + 600 + 850 = 1,900 kcal, fat 75 g: +12.4 % is red, the API's note is shown.
    const day2 = dayCard(2);
    expect(within(day2).getByText('Off target')).toBeInTheDocument();
    expect(within(day2.querySelector('[data-nutrient="calories"]') as HTMLElement).getByText('−5.0%')).toHaveAttribute(
      'data-tone',
      'on-target',
    );
    expect(within(day2.querySelector('[data-nutrient="fat"]') as HTMLElement).getByText('+12.4%')).toHaveAttribute(
      'data-tone',
      'far',
    );
    expect(within(day2).getByText('Closest possible: fat 9% over.')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 days within ±5% of every target')).toBeInTheDocument();
    expect(screen.getByText(/Only 3 recipes can be a breakfast/)).toBeInTheDocument();
  });

  it('swaps two meals across days with the Swap button and works out both days again', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '2' } });
    await generate();
    fireEvent.click(within(dayCard(1)).getByRole('button', { name: 'Swap Bean chili (Day 1 dinner)' }));
    expect(screen.getByText(/Choose the meal to swap with/)).toHaveTextContent(
      'Choose the meal to swap with Bean chili (Day 1 dinner).',
    );
    fireEvent.click(within(dayCard(2)).getByRole('button', { name: 'Swap here: Paneer curry (Day 2 dinner)' }));
    expect(await screen.findByText('Meals Swapped')).toBeInTheDocument();
    expect(within(dayCard(1)).getByRole('article', { name: 'Dinner: Paneer curry' })).toBeInTheDocument();
    expect(within(dayCard(2)).getByRole('article', { name: 'Dinner: Bean chili' })).toBeInTheDocument();
    // Day 1 now 500 + 700 + 850 = 2,050 kcal, fat 82 g; Day 2 450 + 600 + 800 = 1,850 kcal.
    expect(dayCard(1).querySelector('[data-nutrient="calories"]')).toHaveTextContent('2,050 / 2,000');
    expect(dayCard(1).querySelector('[data-nutrient="fat"]')).toHaveTextContent('+22.9%');
    expect(within(dayCard(1)).getByText('Off target')).toBeInTheDocument();
    expect(dayCard(2).querySelector('[data-nutrient="calories"]')).toHaveTextContent('1,850 / 2,000');
    expect(dayCard(2).querySelector('[data-nutrient="calories"]')).toHaveTextContent('−7.5%');
    // The API's note described the meals it had chosen; after a change it is gone.
    expect(within(dayCard(2)).queryByText('Closest possible: fat 9% over.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Choose the meal to swap with/)).not.toBeInTheDocument();
  });

  it('regenerates one meal, sending the rest as locked, and leaves every other meal as it was', async () => {
    const api = renderScreen();
    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vegan' }));
    await generate();
    // The form changes after generating; the regeneration keeps the plan's own targets.
    fireEvent.change(screen.getByLabelText('Daily Calories'), { target: { value: '2500' } });
    fireEvent.click(within(dayCard(2)).getByRole('button', { name: 'New recipe for Day 2 lunch' }));
    expect(await screen.findByText('Meal Regenerated')).toBeInTheDocument();
    const request = generateCalls(api)[1].body;
    expect(request).toMatchObject({
      caloriesPerDay: 2000,
      numberOfDays: 2,
      healthFilters: ['vegan'],
      regenerate: { dayNumber: 2, mealType: 'lunch' },
    });
    expect(request.seed).toBeUndefined();
    expect(request.lockedMeals).toHaveLength(6);
    expect(request.lockedMeals).toContainEqual({ dayNumber: 2, mealType: 'lunch', recipeId: uuid(12), servings: 1 });
    expect(within(dayCard(2)).getByRole('article', { name: 'Lunch: Quinoa bowl' })).toBeInTheDocument();
    expect(within(dayCard(2)).getByRole('article', { name: 'Breakfast: Tofu scramble' })).toBeInTheDocument();
    expect(within(dayCard(1)).getByRole('article', { name: 'Lunch: Chickpea salad' })).toBeInTheDocument();
    expect(dayCard(2).querySelector('[data-nutrient="calories"]')).toHaveTextContent('1,950 / 2,000');

    fireEvent.click(within(dayCard(1)).getByRole('button', { name: 'Regenerate Day 1' }));
    expect(await screen.findByText('Day Regenerated')).toBeInTheDocument();
    expect(generateCalls(api)[2].body.regenerate).toEqual({ dayNumber: 1 });
    expect(within(dayCard(1)).getByRole('article', { name: 'Breakfast: Tofu scramble' })).toBeInTheDocument();
    expect(within(dayCard(2)).getByRole('article', { name: 'Lunch: Quinoa bowl' })).toBeInTheDocument();
  });
});

describe('saving', () => {
  it('needs a plan first', async () => {
    const api = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Save Meal Plan' }));
    expect(await screen.findByText('No Plan to Save')).toBeInTheDocument();
    expect(screen.getByText('Please generate a meal plan first.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('saves the plan for the chosen client with its days in one request, and clears the screen', async () => {
    let answerSave = () => {};
    const api = renderScreen({ holdSave: new Promise<void>((resolve) => (answerSave = resolve)) });
    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '3' } });
    await generate();
    fireEvent.click(within(dayCard(1)).getByRole('button', { name: 'Swap Overnight oats (Day 1 breakfast)' }));
    fireEvent.click(within(dayCard(3)).getByRole('button', { name: 'Swap here: Greek yogurt bowl (Day 3 breakfast)' }));
    const select = screen.getByLabelText('Save for client');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Priya Raman' })).toBeInTheDocument());
    fireEvent.change(select, { target: { value: clientId } });

    fireEvent.click(screen.getByRole('button', { name: 'Save Meal Plan' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answerSave();
    expect(await screen.findByText('Meal Plan Saved!')).toBeInTheDocument();
    expect(screen.getByText('Your meal plan has been saved successfully')).toBeInTheDocument();

    const writes = api.calls.filter((call) => call.method !== 'GET' && call.route !== 'POST /api/generate-meal-plan');
    expect(writes.map((call) => call.url)).toEqual(['/api/meal-plans']);

    const plan = writes[0].body;
    const today = new Date();
    const ymd = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(plan).toMatchObject({
      clientId,
      status: 'active',
      startDate: ymd(today),
      targetCalories: 2000,
      targetProtein: 150,
      targetCarbs: 200,
      targetFat: 67,
    });
    expect(plan.name).toMatch(/^Generated Plan - [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(plan.endDate).toBe(ymd(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2)));
    expect(plan.days.map((day: { dayNumber: number }) => day.dayNumber)).toEqual([1, 2, 3]);
    expect(plan.days[0]).toEqual({
      dayNumber: 1,
      meals: {
        breakfast: { recipeId: uuid(3), servings: 1 },
        lunch: { recipeId: uuid(11), servings: 1 },
        dinner: { recipeId: uuid(21), servings: 1 },
      },
    });
    expect(plan.days[2].meals.breakfast).toEqual({ recipeId: uuid(1), servings: 1 });

    expect(screen.queryByRole('region', { name: 'Day 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meal Plan Saved' })).toBeInTheDocument();
    expect(screen.getByText(/for Priya Raman/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the saved plan/ })).toHaveAttribute('href', `/meal-plans/${planId}`);
  });

  it('generates training and rest days on a weekly schedule and saves each day with its type', async () => {
    const api = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Training and Rest Days' }));
    const kcal = within(form()).getAllByLabelText('kcal');
    fireEvent.change(kcal[0], { target: { value: '2800' } });
    fireEvent.change(kcal[1], { target: { value: '2200' } });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Sunday' }), { target: { value: '0' } });
    await generate();

    const today = new Date();
    const ymd = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const request = generateCalls(api)[0].body;
    expect(request).toMatchObject({
      startDate: ymd,
      dayTypes: [
        { key: 'training-day', name: 'Training day', targetCalories: 2800 },
        { key: 'rest-day', name: 'Rest day', targetCalories: 2200 },
      ],
      schedule: ['training-day', 'rest-day', 'training-day', 'rest-day', 'training-day', 'rest-day', 'training-day'],
    });
    // Each day card names its type, as the schedule gives it for that weekday.
    const weekday = (today.getDay() + 6) % 7;
    const expected = request.schedule[weekday] === 'training-day' ? 'Training day' : 'Rest day';
    expect(within(dayCard(1)).getByText(expected)).toBeInTheDocument();
    expect(screen.getByText(/^Training day 2,800 kcal/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save Meal Plan' }));
    expect(await screen.findByText('Meal Plan Saved!')).toBeInTheDocument();
    const plan = api.callsTo('POST /api/meal-plans')[0].body;
    expect(
      plan.dayTypes.map((type: { key: string; targetCalories: number }) => [type.key, type.targetCalories]),
    ).toEqual([
      ['training-day', 2800],
      ['rest-day', 2200],
    ]);
    expect(plan.days.map((day: { dayType: string }) => day.dayType)).toEqual(
      Array.from({ length: 7 }, (_, index) => request.schedule[(weekday + index) % 7]),
    );
  });

  it('keeps the plan on screen when a day is refused, and nothing was saved to remove', async () => {
    const api = renderScreen({ failDay: 2 });
    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '3' } });
    await generate();
    fireEvent.click(screen.getByRole('button', { name: 'Save Meal Plan' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to save meal plan. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/meal-plans')).toHaveLength(1);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(dayCard(3)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Meal Plan' })).toBeEnabled();
  });
});

describe('in the practice’s energy unit (issue 34)', () => {
  it('takes the daily target and the day types in kJ for an en-AU practice, and sends whole kcal', async () => {
    const api = renderScreen({
      preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
    });
    // The default 2,000 kcal, shown in kJ; 8,368 kJ typed back is the same 2,000 kcal.
    expect(screen.getByLabelText('Daily Energy')).toHaveValue(8368);
    fireEvent.change(screen.getByLabelText('Daily Energy'), { target: { value: '8368' } });
    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '3' } });
    await generate();
    expect(generateCalls(api)[0].body).toMatchObject({ caloriesPerDay: 2000 });
    const tile = within(dayCard(1)).getByRole('article', { name: 'Breakfast: Overnight oats' });
    expect(tile).toHaveTextContent('2,092 kJ'); // 500 kcal
    expect(tile).not.toHaveTextContent('kcal');
    expect(dayCard(1).querySelector('[data-nutrient="calories"]')).toHaveTextContent('Energy0.0%8,368 / 8,368 kJ');
    expect(screen.getByText('8,368 kJ')).toBeInTheDocument();

    // 10,000 kJ is kept as the nearest whole kcal, 2,390; the day types' boxes are in kJ too.
    fireEvent.change(screen.getByLabelText('Daily Energy'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Training and Rest Days' }));
    const kj = within(form()).getAllByLabelText('kJ');
    fireEvent.change(kj[0], { target: { value: '11715' } });
    fireEvent.change(kj[1], { target: { value: '9205' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Generate Plan' }));
    await waitFor(() => expect(generateCalls(api)).toHaveLength(2));
    expect(generateCalls(api)[1].body).toMatchObject({
      caloriesPerDay: 2390,
      dayTypes: [
        { name: 'Training day', targetCalories: 2800 },
        { name: 'Rest day', targetCalories: 2200 },
      ],
    });
  });

  it('names the daily range in kJ when the target typed is out of it', async () => {
    const api = renderScreen({
      preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
    });
    fireEvent.change(screen.getByLabelText('Daily Energy'), { target: { value: '3000' } }); // 717 kcal
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(await screen.findByText('Daily energy must be between 4,184 and 20,920 kJ')).toBeInTheDocument();
    expect(generateCalls(api)).toHaveLength(0);
  });

  it('reads as before for an en-GB practice in kcal', async () => {
    const api = renderScreen({
      preferences: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
    });
    expect(screen.getByLabelText('Daily Calories')).toHaveValue(2000);
    fireEvent.change(screen.getByLabelText('Number of Days'), { target: { value: '3' } });
    await generate();
    expect(generateCalls(api)[0].body).toMatchObject({ caloriesPerDay: 2000 });
    const tile = within(dayCard(1)).getByRole('article', { name: 'Breakfast: Overnight oats' });
    expect(tile).toHaveTextContent('500 kcal');
    expect(tile).toHaveTextContent('1 serving');
    expect(dayCard(1).querySelector('[data-nutrient="calories"]')).toHaveTextContent('2,000 / 2,000');
  });
});
