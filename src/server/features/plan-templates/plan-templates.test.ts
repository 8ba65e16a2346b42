import { and, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { clientPlanDefaults } from '../../../shared/nutrition/client-plan-defaults.ts';
import type { Client } from '../../../shared/schemas/clients.ts';
import type { MealPlanDetail } from '../../../shared/schemas/meal-plans.ts';
import { recipes } from '../../db/schema.ts';

// Templates (issue 32): a plan saved as day 1..N, applied to a new client re-dated, repeated, scaled to their
// energy and screened against their allergies; and a plan copied to new dates or another client.

let t: TestApp;
let agent: TestAgent;
let other: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  await registerAgent(t); // the administrator
  agent = (await registerAgent(t)).agent;
  other = (await registerAgent(t)).agent;
});
afterAll(async () => {
  await t.close();
});

/** Catalogue recipes for a week: a peanut recipe on day 3's lunch, the rest free of peanuts. */
async function weekOfRecipes() {
  const rows = await t.deps.db
    .select({ id: recipes.id, name: recipes.name, allergens: recipes.allergens, mealTypes: recipes.mealTypes })
    .from(recipes)
    .where(and(isNull(recipes.userId), sql`${recipes.nutrition} is not null`))
    .orderBy(recipes.name);
  const free = rows.filter((row) => !row.allergens.includes('peanuts'));
  const peanut = rows.find((row) => row.allergens.includes('peanuts'))!;
  const of = (type: string) => free.filter((row) => row.mealTypes.includes(type));
  return { breakfasts: of('breakfast'), lunches: of('lunch'), dinners: of('dinner'), snacks: of('snack'), peanut };
}

async function createClient(who: TestAgent, body: Record<string, unknown>) {
  const answer = await who.request('POST', '/api/clients', { body: { firstName: 'Tem', lastName: 'Plate', ...body } });
  expect(answer.status).toBe(201);
  return answer.json as Client;
}

/** A 7-day plan of one practice, planned every day, for a client without allergies. */
async function sevenDayPlan() {
  const week = await weekOfRecipes();
  const client = await createClient(agent, {});
  const plan = (
    await agent.request('POST', '/api/meal-plans', {
      body: {
        name: 'Mediterranean week',
        clientId: client.id,
        startDate: '2026-03-02',
        endDate: '2026-03-08',
        targetCalories: 1900,
        targetProtein: 95,
        targetCarbs: 215,
        targetFat: 70,
      },
    })
  ).json;
  const days = Array.from({ length: 7 }, (_, index) => ({
    dayNumber: index + 1,
    meals: {
      breakfast: { recipeId: week.breakfasts[index].id, servings: 1 },
      lunch: { recipeId: index === 2 ? week.peanut.id : week.lunches[index].id, servings: 1 },
      dinner: { recipeId: week.dinners[index].id, servings: 1 },
      snacks: [{ recipeId: week.snacks[index].id, servings: 1 }],
    },
  }));
  expect((await agent.request('PUT', `/api/meal-plans/${plan.id}/days`, { body: { days } })).status).toBe(200);
  return { plan, days, week };
}

describe('plan templates', () => {
  it('saves a plan as a template, lists, previews, renames and deletes it, for its practice only', async () => {
    const { plan, days } = await sevenDayPlan();
    const created = await agent.request('POST', '/api/plan-templates', {
      body: { fromMealPlanId: plan.id, name: 'Mediterranean starter week' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Mediterranean starter week', dayCount: 7, targetCalories: 1900 });
    const id = created.json.id as string;

    expect(((await agent.request('GET', '/api/plan-templates')).json as { id: string }[]).map((x) => x.id)).toContain(
      id,
    );
    const detail = (await agent.request('GET', `/api/plan-templates/${id}`)).json;
    expect(detail.days).toHaveLength(7);
    expect(detail.days[0].date).toBe('');
    expect(detail.days[2].meals.lunch.recipeId).toBe(days[2].meals.lunch.recipeId);
    expect(detail.days[0].meals.breakfast.recipeName).toEqual(expect.any(String));
    expect(detail.days[0].totals.calories).toBeGreaterThan(0);

    const renamed = await agent.request('PUT', `/api/plan-templates/${id}`, {
      body: { name: 'Starter week', description: 'For new clients who like olive oil' },
    });
    expect(renamed.json).toMatchObject({ name: 'Starter week', description: 'For new clients who like olive oil' });

    // Another practice sees none of it, and cannot make a template of this practice's plan.
    expect((await other.request('GET', '/api/plan-templates')).json).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/api/plan-templates/${id}`, undefined],
      ['PUT', `/api/plan-templates/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/plan-templates/${id}`, undefined],
      ['POST', `/api/plan-templates/${id}/apply`, { clientId: plan.clientId, startDate: '2026-04-06' }],
    ] as const)
      expect((await other.request(method, path, { body })).status, `${method} ${path}`).toBe(404);
    const stolen = await other.request('POST', '/api/plan-templates', { body: { fromMealPlanId: plan.id, name: 'x' } });
    expect(stolen.status).toBe(400);
    expect(stolen.json.errors).toEqual([{ path: 'fromMealPlanId', message: 'Meal plan not found' }]);

    expect((await agent.request('DELETE', `/api/plan-templates/${id}`)).status).toBe(204);
    expect((await agent.request('GET', `/api/plan-templates/${id}`)).status).toBe(404);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).status).toBe(200);
  });

  it('applies a template for two weeks to a client with a peanut allergy and higher needs: re-dated, scaled, screened', async () => {
    const { plan } = await sevenDayPlan();
    const template = (
      await agent.request('POST', '/api/plan-templates', { body: { fromMealPlanId: plan.id, name: 'Week one' } })
    ).json;
    const before = (await agent.request('GET', `/api/plan-templates/${template.id}`)).json;
    const client = await createClient(agent, {
      firstName: 'Pete',
      allergies: ['peanuts'],
      gender: 'male',
      dateOfBirth: '1990-05-01',
      height: 185,
      weight: 90,
      activityLevel: 'very_active',
    });
    const needs = clientPlanDefaults(client, t.deps.clock.now().toISOString().slice(0, 10)).caloriesPerDay!;
    expect(needs).toBeGreaterThan(2500);

    const applied = await agent.request('POST', `/api/plan-templates/${template.id}/apply`, {
      body: { clientId: client.id, startDate: '2026-04-06', weeks: 2, targetCalories: 'client' },
    });
    expect(applied.status).toBe(201);
    expect(applied.json).toMatchObject({
      clientId: client.id,
      startDate: '2026-04-06',
      endDate: '2026-04-19',
      targetCalories: needs,
      targetProtein: Math.round((95 * needs) / 1900),
    });
    // Day 3's peanut lunch, in both weeks, is listed with its reason and marked on the plan page.
    const peanutConflicts = (applied.json.conflicts as { dayNumber: number; meal: string; reason: string }[]).filter(
      (conflict) => /peanut/i.test(conflict.reason),
    );
    expect(peanutConflicts.map((conflict) => [conflict.dayNumber, conflict.meal])).toEqual([
      [3, 'lunch'],
      [10, 'lunch'],
    ]);
    const page = (await agent.request('GET', `/api/meal-plans/${applied.json.id}`)).json as MealPlanDetail;
    expect(page.days).toHaveLength(14);
    expect(page.days.map((day) => day.date).slice(0, 3)).toEqual(['2026-04-06', '2026-04-07', '2026-04-08']);
    expect(page.days[9].meals.lunch!.conflicts.join(' ')).toMatch(/peanut/i);
    // Every day within 5 % of the client's needs, unless the answer says which day could not be and why.
    const missed = (applied.json.notes as string[]).filter((note) => /^Day \d+:/.test(note));
    for (const day of page.days) {
      const named = missed.some((note) => note.startsWith(`Day ${day.dayNumber}:`));
      if (!named)
        expect(Math.abs(day.totals.calories - needs) / needs, `day ${day.dayNumber}`).toBeLessThanOrEqual(0.05);
    }
    expect(missed.length).toBeLessThanOrEqual(2);
    // The week repeats: day 8 is day 1's recipes, scaled the same way.
    expect(page.days[7].meals.breakfast!.recipeId).toBe(page.days[0].meals.breakfast!.recipeId);
    // The template itself did not change.
    expect((await agent.request('GET', `/api/plan-templates/${template.id}`)).json.days).toEqual(before.days);
  });

  it('names a day it could not scale in the practice’s energy unit: kJ from the unrounded kcal (decision 0033)', async () => {
    const { agent: aussie } = await registerAgent(t);
    const saved = await aussie.request('PUT', '/api/users/me/preferences', {
      body: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
    });
    expect(saved.status).toBe(200);
    const { breakfasts } = await weekOfRecipes();
    const client = await createClient(aussie, {});
    const plan = (
      await aussie.request('POST', '/api/meal-plans', {
        body: {
          name: 'One breakfast',
          clientId: client.id,
          startDate: '2026-03-02',
          endDate: '2026-03-02',
          targetCalories: 1900,
        },
      })
    ).json;
    await aussie.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: { recipeId: breakfasts[0].id, servings: 1 } } },
    });
    const template = (
      await aussie.request('POST', '/api/plan-templates', { body: { fromMealPlanId: plan.id, name: 'One breakfast' } })
    ).json;
    // One breakfast cannot reach 5,000 kcal (20,920 kJ) within 3 servings: the answer says so, in kJ.
    const applied = await aussie.request('POST', `/api/plan-templates/${template.id}/apply`, {
      body: { clientId: client.id, startDate: '2026-04-06', targetCalories: 5000 },
    });
    expect(applied.status).toBe(201);
    expect(applied.json.targetCalories).toBe(5000); // the answer keeps kcal
    const page = (await aussie.request('GET', `/api/meal-plans/${applied.json.id}`)).json as MealPlanDetail;
    const kj = Math.round(page.days[0].totals.calories * 4.184).toLocaleString('en-AU');
    expect(applied.json.notes).toContain(
      `Day 1: ${kj} kJ, not within 5 % of 20,920 kJ: its meals cannot be scaled further within 0.5 to 3 servings. Add or change a meal.`,
    );
  });

  it('refuses bad input with the field named, and clients the practice may not plan for', async () => {
    const { plan } = await sevenDayPlan();
    const template = (
      await agent.request('POST', '/api/plan-templates', { body: { fromMealPlanId: plan.id, name: 'Checks' } })
    ).json;
    const client = await createClient(agent, {});
    const apply = (body: Record<string, unknown>) =>
      agent.request('POST', `/api/plan-templates/${template.id}/apply`, { body });
    const fieldOf = async (body: Record<string, unknown>) => {
      const answer = await apply(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return [...new Set((answer.json.errors as { path: string }[]).map((error) => error.path))];
    };
    expect(await fieldOf({ clientId: client.id, startDate: '2026-04-06', weeks: 13 })).toEqual(['weeks']);
    expect(await fieldOf({ clientId: client.id, startDate: 'next monday' })).toEqual(['startDate']);
    expect(await fieldOf({ clientId: client.id, startDate: '2026-02-30' })).toEqual(['startDate']);
    expect(await fieldOf({ clientId: client.id, startDate: '2026-04-06', targetCalories: 'lots' })).toEqual([
      'targetCalories',
    ]);
    // 'client' needs what the estimate needs: this client's profile has no sex, age, height or weight.
    expect(await fieldOf({ clientId: client.id, startDate: '2026-04-06', targetCalories: 'client' })).toEqual([
      'targetCalories',
    ]);
    expect(await fieldOf({ clientId: client.id, startDate: '2026-04-06', ownerId: 'me' })).toEqual(['ownerId']);
    const othersClient = await createClient(other, {});
    expect(await fieldOf({ clientId: othersClient.id, startDate: '2026-04-06' })).toEqual(['clientId']);
    expect((await agent.request('POST', `/api/clients/${client.id}/archive`)).status).toBe(200);
    expect(await fieldOf({ clientId: client.id, startDate: '2026-04-06' })).toEqual(['clientId']);
    const plans = async () => ((await agent.request('GET', '/api/meal-plans')).json as unknown[]).length;
    const count = await plans();
    await fieldOf({ clientId: client.id, startDate: '2026-04-06', weeks: 0 });
    expect(await plans()).toBe(count);
  });

  it('copies a plan to new dates, for the same client or another one screened against theirs', async () => {
    const { plan } = await sevenDayPlan();
    const same = await agent.request('POST', `/api/meal-plans/${plan.id}/copy`, { body: { startDate: '2026-05-04' } });
    expect(same.status).toBe(201);
    expect(same.json).toMatchObject({
      clientId: plan.clientId,
      name: 'Mediterranean week (copy)',
      startDate: '2026-05-04',
      endDate: '2026-05-10',
      targetCalories: 1900,
      conflicts: [],
    });
    const original = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json as MealPlanDetail;
    const copied = (await agent.request('GET', `/api/meal-plans/${same.json.id}`)).json as MealPlanDetail;
    expect(copied.days.map((day) => day.totals.calories)).toEqual(original.days.map((day) => day.totals.calories));
    expect(copied.shareToken).not.toBe(original.shareToken);

    const allergic = await createClient(agent, { firstName: 'Nora', allergies: ['peanuts'] });
    const forAllergic = await agent.request('POST', `/api/meal-plans/${plan.id}/copy`, {
      body: { clientId: allergic.id, startDate: '2026-05-04' },
    });
    expect(forAllergic.status).toBe(201);
    expect(forAllergic.json.clientId).toBe(allergic.id);
    expect(forAllergic.json.conflicts).toEqual([
      expect.objectContaining({
        dayNumber: 3,
        date: '2026-05-06',
        meal: 'lunch',
        reason: expect.stringMatching(/peanut/i),
      }),
    ]);
    const none = await agent.request('POST', `/api/meal-plans/${plan.id}/copy`, {
      body: { clientId: null, startDate: '2026-05-04' },
    });
    expect(none.json.clientId).toBeNull();
    expect(
      (await other.request('POST', `/api/meal-plans/${plan.id}/copy`, { body: { startDate: '2026-05-04' } })).status,
    ).toBe(404);
  });
});
