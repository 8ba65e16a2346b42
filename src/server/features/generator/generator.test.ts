import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { dayDeviation, sumMeals } from '../../../shared/nutrition/plan-targets.ts';
import type { GeneratedDay, GeneratedMeal } from '../../../shared/schemas/generator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

const week = {
  caloriesPerDay: 2000,
  mealsPerDay: 3,
  numberOfDays: 7,
  healthFilters: [],
  macroPreference: 'percentage',
  macroValues: {
    proteinPercent: 30,
    carbsPercent: 40,
    fatPercent: 30,
    proteinGrams: 150,
    carbsGrams: 200,
    fatGrams: 67,
  },
};

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];

function mealsOf(day: GeneratedDay): [string, GeneratedMeal][] {
  return Object.entries(day.meals).filter((entry): entry is [string, GeneratedMeal] => !!entry[1]);
}

async function generate(agent: Agent, body: Record<string, unknown>) {
  return agent.request('POST', '/api/generate-meal-plan', { body });
}

/** Overnight oats with milk (dairy, gluten from the oats), tagged for breakfast: every ingredient tied to a food. */
const milkyOats = {
  name: 'House overnight oats',
  instructions: 'Stir the oats into the milk and leave overnight.',
  servings: 1,
  tags: ['breakfast'],
  ingredients: [
    { name: 'Rolled oats', amount: 50, unit: 'g', fdcId: 8120 },
    { name: 'Whole milk', amount: 200, unit: 'g', fdcId: 1077 },
  ],
};

describe('POST /api/generate-meal-plan', () => {
  it('plans a week of breakfast, lunch and dinner in practical servings, with each day totalled against its targets', async () => {
    const { agent } = await registerAgent(t);
    const response = await generate(agent, { ...week, seed: 11 });
    expect(response.status).toBe(200);
    // The spec's call table: `plan` is the list of days; seed, notes, bounds and the summary sit beside it.
    const { plan } = response.json;
    expect(Array.isArray(plan)).toBe(true);
    expect(plan.map((day: GeneratedDay) => day.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(response.json.seed).toBe(11);
    expect(response.json.summary).toMatchObject({ numberOfDays: 7 });
    expect(response.json.bounds).toMatchObject({
      tolerancePercent: 5,
      calories: { min: 1900, max: 2100 },
      mealShares: { breakfast: { share: 30, min: 23, max: 37 } },
    });
    const recipeNutrition = new Map<
      string,
      { calories: number; protein: number; carbs: number; fat: number; mealTypes: string[]; name: string }
    >();
    for (const day of plan as GeneratedDay[]) {
      expect(Object.keys(day.meals).sort()).toEqual(['breakfast', 'dinner', 'lunch']);
      expect(day.targets).toEqual({ calories: 2000, protein: 150, carbs: 200, fat: 66.7 });
      for (const [slot, meal] of mealsOf(day)) {
        expect(meal.servings * 4).toBe(Math.round(meal.servings * 4));
        expect(meal.servings).toBeGreaterThanOrEqual(0.5);
        expect(meal.servings).toBeLessThanOrEqual(2.5);
        if (!recipeNutrition.has(meal.recipeId)) {
          const recipe = (await agent.request('GET', `/api/recipes/${meal.recipeId}`)).json;
          recipeNutrition.set(meal.recipeId, { ...recipe.nutrition, mealTypes: recipe.mealTypes, name: recipe.name });
        }
        const recipe = recipeNutrition.get(meal.recipeId)!;
        expect(recipe.mealTypes).toContain(slot);
        expect(meal.recipeName).toBe(recipe.name);
        expect(meal.nutrition.calories).toBeCloseTo(recipe.calories * meal.servings, 0);
        expect(meal.nutrition.protein).toBeCloseTo(recipe.protein * meal.servings, 0);
      }
      const ids = mealsOf(day).map(([, meal]) => meal.recipeId);
      expect(new Set(ids).size).toBe(ids.length);
      // What the day claims is what its meals add up to.
      const totals = sumMeals(mealsOf(day).map(([, meal]) => meal.nutrition));
      expect(day.totals).toEqual(totals);
      expect(day.deviation).toEqual(dayDeviation(totals, day.targets));
      expect(day.withinTolerance).toBe(Object.values(day.deviation).every((value) => Math.abs(value) <= 5));
      if (!day.withinTolerance)
        expect(day.notes.find((note) => note.code === 'day-off-target')?.message).toMatch(/Closest found/);
    }
  });

  it("refuses bad input with 400 and the spec's messages", async () => {
    const { agent } = await registerAgent(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...week, macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 25 } },
        'macroValues',
        'Macro percentages must sum to 100% (currently 95%).',
      ],
      [
        { ...week, macroValues: { proteinPercent: 30, carbsPercent: 40.5, fatPercent: 31 } },
        'macroValues',
        'Macro percentages must sum to 100% (currently 101.5%).',
      ],
      [{ ...week, caloriesPerDay: 999 }, 'caloriesPerDay', 'Daily calories must be between 1000 and 5000'],
      [{ ...week, caloriesPerDay: '' }, 'caloriesPerDay', 'Daily calories are required'],
      [{ ...week, mealsPerDay: 5 }, 'mealsPerDay', 'Meals per day must be between 1 and 4'],
      [{ ...week, numberOfDays: 31 }, 'numberOfDays', 'Number of days must be between 1 and 30'],
      [
        { ...week, healthFilters: ['vegan', 'egg', 'soy', 'wheat'] },
        'healthFilters',
        'You can select up to 3 health filters.',
      ],
      [
        { ...week, healthFilters: ['low-sodium'] },
        'healthFilters.0',
        'Unknown health filter: use Vegetarian, Vegan, Gluten-Free, Dairy, Egg, Ketogenic, Paleo, Peanut, Seafood, Soy, Tree Nut, Wheat',
      ],
      [
        { ...week, mealDistribution: { breakfast: 30, lunch: 30, dinner: 30 } },
        'mealDistribution',
        'Meal shares must sum to 100% (currently 90%).',
      ],
      [
        { ...week, nutrientLimits: { sodiumMax: -5 } },
        'nutrientLimits.sodiumMax',
        'Sodium ceiling must be between 0 and 10000 mg',
      ],
      [
        { ...week, macroValues: { proteinPercent: 130, carbsPercent: -20, fatPercent: -10 } },
        'macroValues.proteinPercent',
        'Protein must be between 0 and 100%',
      ],
      [
        { ...week, macroPreference: 'grams', macroValues: { proteinGrams: 150, carbsGrams: -1, fatGrams: 67 } },
        'macroValues.carbsGrams',
        'Carbs must be between 0 and 1000 g',
      ],
      [
        { ...week, macroPreference: 'grams', macroValues: { proteinGrams: 150, fatGrams: 67 } },
        'macroValues.carbsGrams',
        'Carbs grams are required',
      ],
      [
        { ...week, mealsPerDay: 2, regenerate: { dayNumber: 1, mealType: 'breakfast' } },
        'regenerate.mealType',
        'With 2 meals a day there is no breakfast',
      ],
      [
        {
          ...week,
          dayTypes: [
            {
              key: 'training',
              name: 'Training',
              targetCalories: 2800,
              targetProtein: null,
              targetCarbs: null,
              targetFat: null,
            },
          ],
          schedule: ['training', 'training', 'refeed', 'training', 'training', 'training', 'training'],
        },
        'schedule.2',
        'Unknown day type "refeed": the day types are "training"',
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await generate(agent, body);
      expect(response.status, path).toBe(400);
      expect(response.json.message, path).toBe(message);
      expect(response.json.errors, path).toContainEqual({ path, message });
    }
  });

  it('generates a week of training days at 2,800 kcal and rest days at 2,200 kcal, each day on its own targets', async () => {
    const { agent } = await registerAgent(t);
    const dayTypes = [
      {
        key: 'training',
        name: 'Training day',
        targetCalories: 2800,
        targetProtein: null,
        targetCarbs: null,
        targetFat: null,
      },
      { key: 'rest', name: 'Rest day', targetCalories: 2200, targetProtein: null, targetCarbs: null, targetFat: null },
    ];
    const schedule = ['training', 'rest', 'training', 'rest', 'training', 'rest', 'rest'];
    const response = await generate(agent, { ...week, dayTypes, schedule, startDate: '2026-03-02', seed: 3 });
    expect(response.status, response.text).toBe(200);
    const days = response.json.plan as GeneratedDay[];
    expect(days.map((day) => day.dayType)).toEqual(schedule);
    for (const day of days) {
      const calories = day.dayType === 'training' ? 2800 : 2200;
      expect(day.targets.calories).toBe(calories);
      expect(Math.abs(day.totals.calories - calories) / calories, `day ${day.dayNumber}`).toBeLessThanOrEqual(0.05);
    }
    // The spec's request without them: no day carries a type.
    const plain = await generate(agent, { ...week, seed: 3 });
    expect((plain.json.plan as GeneratedDay[]).every((day) => day.dayType === undefined)).toBe(true);
  });

  it('takes the grams mode and the form sending numbers as text; 1 meal a day is a dinner, 4 add a snack', async () => {
    const { agent } = await registerAgent(t);
    const grams = await generate(agent, {
      ...week,
      caloriesPerDay: '2000',
      mealsPerDay: '1',
      numberOfDays: '2',
      macroPreference: 'grams',
      macroValues: { proteinGrams: '150', carbsGrams: 200, fatGrams: 67 },
    });
    expect(grams.status).toBe(200);
    expect(grams.json.plan[0].targets).toEqual({ calories: 2000, protein: 150, carbs: 200, fat: 67 });
    for (const day of grams.json.plan) expect(Object.keys(day.meals)).toEqual(['dinner']);
    const four = await generate(agent, { ...week, mealsPerDay: 4, numberOfDays: 1 });
    expect(Object.keys(four.json.plan[0].meals)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
  });

  it('never breaks a health filter: diets are required, allergens excluded', async () => {
    const { agent } = await registerAgent(t);
    for (const healthFilters of [['vegetarian', 'gluten-free'], ['dairy', 'egg', 'wheat'], ['vegan']]) {
      const response = await generate(agent, { ...week, numberOfDays: 5, healthFilters, seed: 3 });
      expect(response.status).toBe(200);
      for (const day of response.json.plan as GeneratedDay[])
        for (const [, meal] of mealsOf(day)) {
          const recipe = (await agent.request('GET', `/api/recipes/${meal.recipeId}`)).json;
          if (healthFilters.includes('vegetarian')) expect(recipe.diets, recipe.name).toContain('vegetarian');
          if (healthFilters.includes('vegan')) expect(recipe.diets, recipe.name).toContain('vegan');
          for (const [filter, allergen] of [
            ['gluten-free', 'gluten'],
            ['dairy', 'milk'],
            ['egg', 'egg'],
            ['wheat', 'wheat'],
          ])
            if (healthFilters.includes(filter)) expect(recipe.allergens, recipe.name).not.toContain(allergen);
        }
    }
  });

  it("takes the spec's filter names ('Vegetarian', 'Gluten-Free', 'Tree Nut') and keeps every meal to them", async () => {
    const { agent } = await registerAgent(t);
    const response = await generate(agent, {
      ...week,
      numberOfDays: 2,
      healthFilters: ['Vegetarian', 'gluten-free', 'TREE NUT'],
      seed: 3,
    });
    expect(response.status).toBe(200);
    for (const day of response.json.plan as GeneratedDay[])
      for (const [, meal] of mealsOf(day)) {
        const recipe = (await agent.request('GET', `/api/recipes/${meal.recipeId}`)).json;
        expect(recipe.diets, recipe.name).toContain('vegetarian');
        expect(recipe.allergens, recipe.name).not.toContain('gluten');
        expect(recipe.allergens, recipe.name).not.toContain('tree-nuts');
      }
  });

  it('given a client, applies every allergy and restriction as a hard exclusion, and says so', async () => {
    const { agent } = await registerAgent(t);
    const client = (
      await agent.request('POST', '/api/clients', {
        body: {
          firstName: 'Tomas',
          lastName: 'Reyes',
          allergies: ['Tree nuts', 'Egg'],
          dietaryRestrictions: ['Vegetarian'],
        },
      })
    ).json;
    const response = await generate(agent, {
      ...week,
      numberOfDays: 4,
      mealsPerDay: 4,
      healthFilters: ['dairy'],
      clientId: client.id,
      seed: 5,
    });
    expect(response.status).toBe(200);
    expect(response.json.notes[0].code).toBe('client-screened');
    expect(response.json.notes[0].message).toMatch(
      /^Screened for Tomas Reyes: Tree nuts, Egg, Vegetarian\. \d+ recipes were left out as hard exclusions\.$/,
    );
    for (const day of response.json.plan as GeneratedDay[])
      for (const [, meal] of mealsOf(day)) {
        const recipe = (await agent.request('GET', `/api/recipes/${meal.recipeId}`)).json;
        expect(recipe.allergens, recipe.name).not.toContain('tree-nuts');
        expect(recipe.allergens, recipe.name).not.toContain('egg');
        expect(recipe.allergens, recipe.name).not.toContain('milk');
        expect(recipe.diets, recipe.name).toContain('vegetarian');
      }

    const { agent: other } = await registerAgent(t);
    const refused = await generate(other, { ...week, numberOfDays: 1, clientId: client.id });
    expect(refused.status).toBe(404);
    expect((await generate(agent, { ...week, numberOfDays: 1, clientId: 'not-a-uuid' })).status).toBe(400);
  });

  it('plans from the catalogue, your own recipes and public ones, never from another practice’s private recipes', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const count = async (who: Agent, healthFilters: string[] = []) =>
      (await generate(who, { ...week, numberOfDays: 1, healthFilters })).json.summary.candidates.breakfast as number;
    const before = await count(agent);
    expect(await count(other)).toBe(before);

    const own = await agent.request('POST', '/api/recipes', { body: milkyOats });
    expect(own.status).toBe(201);
    expect(await count(agent)).toBe(before + 1);
    expect(await count(other)).toBe(before);
    // Labels come from the recipe's foods: milk is dairy, so the dairy filter leaves it out.
    expect(await count(agent, ['dairy'])).toBe(await count(other, ['dairy']));

    await agent.request('PUT', `/api/recipes/${own.json.id}`, { body: { ...milkyOats, isPublic: true } });
    expect(await count(other)).toBe(before + 1);

    // A recipe whose nutrition misses an ingredient would make the totals untrue: left out, and said so.
    await agent.request('POST', '/api/recipes', {
      body: {
        ...milkyOats,
        name: 'Oats with a secret',
        ingredients: [...milkyOats.ingredients, { name: 'secret spice', amount: 1, unit: 'tsp' }],
      },
    });
    const response = await generate(agent, { ...week, numberOfDays: 1 });
    expect(response.json.summary.candidates.breakfast).toBe(before + 1);
    expect(response.json.notes).toContainEqual({
      code: 'own-recipes-left-out',
      message: expect.stringMatching(/^1 of your recipes was left out/),
    });
  });

  it('gives the same plan for the same seed, and regenerates one day or one meal while keeping the rest', async () => {
    const { agent } = await registerAgent(t);
    const first = (await generate(agent, { ...week, seed: 42 })).json;
    const again = (await generate(agent, { ...week, seed: 42 })).json;
    expect(again).toEqual(first);

    const lockedMeals = (first.plan as GeneratedDay[]).flatMap((day) =>
      mealsOf(day).map(([mealType, meal]) => ({
        dayNumber: day.dayNumber,
        mealType,
        recipeId: meal.recipeId,
        servings: meal.servings,
      })),
    );
    const newDay = (await generate(agent, { ...week, seed: 7, lockedMeals, regenerate: { dayNumber: 3 } })).json;
    for (const day of newDay.plan as GeneratedDay[]) {
      const old = first.plan[day.dayNumber - 1] as GeneratedDay;
      if (day.dayNumber !== 3) {
        expect(day.meals).toEqual(
          Object.fromEntries(mealsOf(old).map(([slot, meal]) => [slot, { ...meal, locked: true }])),
        );
        continue;
      }
      const oldIds = new Set(mealsOf(old).map(([, meal]) => meal.recipeId));
      for (const [, meal] of mealsOf(day)) {
        expect(meal.locked).toBe(false);
        expect(oldIds.has(meal.recipeId)).toBe(false);
      }
    }

    const newLunch = (
      await generate(agent, { ...week, seed: 8, lockedMeals, regenerate: { dayNumber: 5, mealType: 'lunch' } })
    ).json;
    const day5 = newLunch.plan[4] as GeneratedDay;
    expect(day5.meals.lunch!.recipeId).not.toBe(first.plan[4].meals.lunch.recipeId);
    expect(day5.meals.lunch!.locked).toBe(false);
    expect(day5.meals.breakfast).toEqual({
      ...first.plan[4].meals.breakfast,
      locked: true,
      energyShare: expect.any(Number),
    });
    expect(day5.meals.dinner).toEqual({ ...first.plan[4].meals.dinner, locked: true, energyShare: expect.any(Number) });
    expect(newLunch.plan.filter((day: GeneratedDay) => mealsOf(day).some(([, meal]) => !meal.locked))).toHaveLength(1);
  });

  it('replaces a kept meal whose recipe is gone, and says so', async () => {
    const { agent } = await registerAgent(t);
    const recipe = (await agent.request('POST', '/api/recipes', { body: { ...milkyOats, tags: [] } })).json;
    await agent.request('DELETE', `/api/recipes/${recipe.id}`);
    const response = await generate(agent, {
      ...week,
      numberOfDays: 2,
      lockedMeals: [{ dayNumber: 2, mealType: 'lunch', recipeId: recipe.id, servings: 1 }],
    });
    expect(response.status).toBe(200);
    expect(response.json.plan[1].meals.lunch.recipeId).not.toBe(recipe.id);
    expect(response.json.plan[1].notes).toContainEqual({
      code: 'locked-recipe-unavailable',
      message: expect.stringMatching(/lunch recipe is no longer available/),
    });
  });

  it('answers targets the recipes cannot meet with the closest plan and a note on each day, not an error', async () => {
    const { agent } = await registerAgent(t);
    const response = await generate(agent, {
      ...week,
      caloriesPerDay: 5000,
      mealsPerDay: 1,
      numberOfDays: 3,
      macroValues: { proteinPercent: 5, carbsPercent: 5, fatPercent: 90 },
    });
    expect(response.status).toBe(200);
    for (const day of response.json.plan as GeneratedDay[]) {
      expect(day.withinTolerance).toBe(false);
      expect(day.notes.find((note: { code: string }) => note.code === 'day-off-target')?.message).toMatch(
        /^Closest found: .*(under|over)/,
      );
    }
    expect(response.json.notes).toContainEqual({
      code: 'days-off-target',
      message: expect.stringMatching(/^0 of 3 days are within ±5%/),
    });

    // Filters few recipes pass: still a plan, and it says what that costs.
    const few = await generate(agent, {
      ...week,
      mealsPerDay: 4,
      numberOfDays: 2,
      healthFilters: ['vegan', 'ketogenic', 'paleo'],
    });
    expect(few.status).toBe(200);
    expect(few.json.notes.map((note: { message: string }) => note.message).join(' ')).toMatch(
      /(No recipe|Only \d+ recipes?) can be a (breakfast|lunch|dinner|snack) with the filters Vegan, Ketogenic, Paleo/,
    );
  });

  it('needs a session and is described in the OpenAPI document', async () => {
    const anonymous = createAgent(t);
    expect((await generate(anonymous, week)).status).toBe(401);
    const doc = (await anonymous.request('GET', '/api/openapi.json')).json;
    expect(doc.paths['/api/generate-meal-plan'].post).toBeDefined();
  });
});
