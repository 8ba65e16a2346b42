import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { mealPlanDays, mealPlans } from '../../db/schema.ts';

// Moving a meal from one day to another changes two days. They are saved in one call and one transaction, so
// a failure can never leave the meal on both days or on neither.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];

const recipe = (name: string) => ({
  name,
  instructions: 'Cook it.',
  servings: 1,
  ingredients: [{ name: 'Rolled oats', amount: 60, unit: 'g', fdcId: 8120 }],
});

async function planWithMeals(agent: Agent) {
  const oats = (await agent.request('POST', '/api/recipes', { body: recipe('Oat bowl') })).json;
  const stew = (await agent.request('POST', '/api/recipes', { body: recipe('Lentil stew') })).json;
  const plan = (
    await agent.request('POST', '/api/meal-plans', {
      body: { name: 'Moves', startDate: '2026-05-04', endDate: '2026-05-10' },
    })
  ).json;
  expect(
    (
      await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
        body: { meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: stew.id, servings: 2 } } },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await agent.request('PUT', `/api/meal-plans/${plan.id}/days/2`, {
        body: { meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
      })
    ).status,
  ).toBe(200);
  return { plan, oats, stew };
}

async function storedDays(planId: string) {
  const rows = await t.deps.db
    .select({ dayNumber: mealPlanDays.dayNumber, meals: mealPlanDays.meals, updatedAt: mealPlanDays.updatedAt })
    .from(mealPlanDays)
    .where(eq(mealPlanDays.mealPlanId, planId))
    .orderBy(asc(mealPlanDays.dayNumber));
  return rows;
}

describe('PUT /api/meal-plans/{id}/days', () => {
  it('moves a meal from one day to another in one call and answers both days resolved, in the order sent', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats, stew } = await planWithMeals(agent);
    const moved = await agent.request('PUT', `/api/meal-plans/${plan.id}/days`, {
      body: {
        days: [
          {
            dayNumber: 2,
            meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: stew.id, servings: 2 } },
          },
          { dayNumber: 1, meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
        ],
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.map((day: { dayNumber: number; date: string }) => [day.dayNumber, day.date])).toEqual([
      [2, '2026-05-05'],
      [1, '2026-05-04'],
    ]);
    expect(moved.json[0].meals.dinner).toMatchObject({ recipeName: 'Lentil stew', servings: 2 });
    expect(moved.json[0].totals.calories).toBeGreaterThan(moved.json[1].totals.calories);
    expect(moved.json[1].meals.dinner).toBeNull();

    const page = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json;
    expect(page.days[0].meals.dinner).toBeNull();
    expect(page.days[1].meals.dinner).toMatchObject({ recipeName: 'Lentil stew' });
    // A third day, never saved before, is created the same way.
    const created = await agent.request('PUT', `/api/meal-plans/${plan.id}/days`, {
      body: { days: [{ dayNumber: 7, meals: { lunch: { recipeId: stew.id, servings: 1 } } }] },
    });
    expect(created.status).toBe(200);
    expect((await storedDays(plan.id)).map((day) => day.dayNumber)).toEqual([1, 2, 7]);
  });

  it('is all or nothing: one bad day (a recipe that does not exist, a day past the end) and neither day changes', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { plan, oats, stew } = await planWithMeals(agent);
    const othersRecipe = (await other.request('POST', '/api/recipes', { body: recipe('Not yours') })).json;
    const before = await storedDays(plan.id);
    const [planBefore] = await t.deps.db
      .select({ updatedAt: mealPlans.updatedAt })
      .from(mealPlans)
      .where(eq(mealPlans.id, plan.id));
    const goodFirstDay = {
      dayNumber: 2,
      meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: stew.id, servings: 2 } },
    };
    const cases: [unknown[], string, string][] = [
      [
        [
          goodFirstDay,
          { dayNumber: 1, meals: { breakfast: { recipeId: '00000000-0000-4000-8000-000000000000', servings: 1 } } },
        ],
        'days.1.meals',
        'Recipe 00000000-0000-4000-8000-000000000000 not found',
      ],
      [
        [goodFirstDay, { dayNumber: 1, meals: { lunch: { recipeId: othersRecipe.id, servings: 1 } } }],
        'days.1.meals',
        `Recipe ${othersRecipe.id} not found`,
      ],
      [[goodFirstDay, { dayNumber: 8, meals: {} }], 'days.1.dayNumber', 'This plan has 7 days'],
      [[goodFirstDay, { dayNumber: 2, meals: {} }], 'days.1.dayNumber', 'Day 2 is sent twice'],
      [
        [goodFirstDay, { dayNumber: 1, meals: { dinner: { recipeId: stew.id, servings: 0 } } }],
        'days.1.meals.dinner.servings',
        'Servings must be at least 0.25',
      ],
      [[], 'days', 'Send at least one day'],
      [
        Array.from({ length: 15 }, (_, index) => ({ dayNumber: index + 1, meals: {} })),
        'days',
        'At most 14 days at once',
      ],
    ];
    for (const [days, path, message] of cases) {
      const answer = await agent.request('PUT', `/api/meal-plans/${plan.id}/days`, { body: { days } });
      expect(answer.status, path).toBe(400);
      expect(answer.json.errors).toContainEqual({ path, message });
      expect(await storedDays(plan.id)).toEqual(before);
    }
    const [planAfter] = await t.deps.db
      .select({ updatedAt: mealPlans.updatedAt })
      .from(mealPlans)
      .where(eq(mealPlans.id, plan.id));
    expect(planAfter).toEqual(planBefore);
  });

  it('a failure in the database halfway through undoes the days already written', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats, stew } = await planWithMeals(agent);
    const before = await storedDays(plan.id);
    // The second day's write fails in PostgreSQL itself (after every check in the service has passed).
    await t.deps.db.execute(`create function refuse_day_two() returns trigger language plpgsql as $$ begin
      if new.day_number = 2 and new.meal_plan_id = '${plan.id}' then raise exception 'disk full'; end if; return new; end $$`);
    await t.deps.db.execute(
      'create trigger refuse_day_two before insert or update on meal_plan_days for each row execute function refuse_day_two()',
    );
    try {
      const answer = await agent.request('PUT', `/api/meal-plans/${plan.id}/days`, {
        body: {
          days: [
            { dayNumber: 1, meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
            {
              dayNumber: 2,
              meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: stew.id, servings: 2 } },
            },
          ],
        },
      });
      expect(answer.status).toBe(500);
      expect(answer.json.message).not.toMatch(/disk full|meal_plan_days/);
    } finally {
      await t.deps.db.execute('drop trigger refuse_day_two on meal_plan_days');
      await t.deps.db.execute('drop function refuse_day_two()');
    }
    expect(await storedDays(plan.id)).toEqual(before);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.days[0].meals.dinner).toMatchObject({
      recipeName: 'Lentil stew',
    });
  });

  it("another practice's plan answers 404 and nothing changes", async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { plan } = await planWithMeals(agent);
    const otherRecipe = (await other.request('POST', '/api/recipes', { body: recipe('Theirs') })).json;
    const before = await storedDays(plan.id);
    const answer = await other.request('PUT', `/api/meal-plans/${plan.id}/days`, {
      body: { days: [{ dayNumber: 1, meals: { lunch: { recipeId: otherRecipe.id, servings: 1 } } }] },
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ code: 'NOT_FOUND', message: 'Meal plan not found', errors: [] });
    expect(await storedDays(plan.id)).toEqual(before);
  });
});
