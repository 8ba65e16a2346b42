// What a signed-in client reads and records in the portal: their plan (scaled recipes, the week), meal check-offs,
// the weight log and the shopping list, each on their own data only, audited, and bad input refused unchanged.
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  activityLog,
  clientCheckIns,
  clientMeasurements,
  portalAccounts,
  portalShoppingTicks,
  recipes,
} from '../../db/schema.ts';
import { trainingDay as training, restDay as rest } from '../../../../tests/fixtures/day-types.ts';

let t: TestApp;
let today: string;
let catalogueRecipe: { id: string; name: string; servings: number; ingredients: { name: string; amount: number }[] };

beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  today = t.clock.now().toISOString().slice(0, 10);
  const [row] = await t.deps.db
    .select({ id: recipes.id, name: recipes.name, servings: recipes.servings, ingredients: recipes.ingredients })
    .from(recipes)
    .where(sql`${recipes.catalogueKey} is not null and ${recipes.servings} = 2`)
    .orderBy(recipes.catalogueKey)
    .limit(1);
  catalogueRecipe = row as typeof catalogueRecipe;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Agent = ReturnType<typeof createAgent>;

/** A practitioner, a client with notes only the practitioner may read, and the client signed in to the portal. */
async function signedInClient(options: { practitioner?: Agent; firstName?: string } = {}) {
  const practitioner = options.practitioner ?? (await registerAgent(t)).agent;
  const email = `client.${randomBytes(4).toString('hex')}@example.test`;
  const created = await practitioner.request('POST', '/api/clients', {
    body: {
      firstName: options.firstName ?? 'Maya',
      lastName: 'Okafor',
      email,
      notes: 'Private: thyroid results pending',
      medicalConditions: ['Hypothyroidism'],
    },
  });
  const clientId = created.json.id as string;
  expect((await practitioner.request('POST', `/api/clients/${clientId}/portal-invite`)).status).toBe(200);
  // No mailbox in this file: the e-mailed link is tested in portal-access.test.ts; here the token is one we know.
  const token = randomBytes(32).toString('base64url');
  await t.deps.db
    .update(portalAccounts)
    .set({ inviteTokenHash: createHash('sha256').update(token).digest('hex') })
    .where(eq(portalAccounts.clientId, clientId));
  const client = createAgent(t);
  expect(
    (await client.request('POST', '/api/portal/accept', { body: { token, password: 'portal password' } })).status,
  ).toBe(200);
  const [account] = await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId));
  return { practitioner, client, clientId, accountId: account.id };
}

/** A plan for the client: breakfast at 3 servings of a 2-serving recipe on day 1, lunch on day 2. */
async function planFor(
  practitioner: Agent,
  clientId: string,
  startDate: string,
  name = 'Spring reset',
  status = 'active',
) {
  const plan = await practitioner.request('POST', '/api/meal-plans', {
    body: {
      name,
      clientId,
      startDate,
      endDate: plusDays(startDate, 6),
      targetCalories: 1800,
      status,
      notes: 'Practitioner only: watch the sodium',
    },
  });
  expect(plan.status, plan.text).toBe(201);
  await practitioner.request('PUT', `/api/meal-plans/${plan.json.id}/days`, {
    body: {
      days: [
        { dayNumber: 1, meals: { breakfast: { recipeId: catalogueRecipe.id, servings: 3 } } },
        { dayNumber: 2, meals: { lunch: { recipeId: catalogueRecipe.id, servings: 1 } } },
      ],
    },
  });
  return plan.json.id as string;
}

async function auditRows(accountId: string, action: string) {
  return t.deps.db
    .select()
    .from(activityLog)
    .where(sql`actor_id = ${accountId} and action = ${action}`);
}

describe('the current plan', () => {
  it('is empty before the practitioner gives the client an active plan', async () => {
    const { client } = await signedInClient();
    const answer = await client.request('GET', '/api/portal/plans/current');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ plan: null, today, days: [], checkIns: [] });
  });

  it('shows the plan covering today with recipes scaled to the planned servings and steps, never the notes or health record', async () => {
    const { practitioner, client, clientId, accountId } = await signedInClient();
    await planFor(practitioner, clientId, plusDays(today, 14), 'Later plan');
    const planId = await planFor(practitioner, clientId, plusDays(today, -1));
    const answer = await client.request('GET', '/api/portal/plans/current');
    expect(answer.status).toBe(200);
    expect(answer.json.plan).toMatchObject({ id: planId, name: 'Spring reset', startDate: plusDays(today, -1) });
    expect(answer.json.days).toHaveLength(7);
    const [breakfast] = answer.json.days[0].meals;
    expect(breakfast.mealType).toBe('breakfast');
    const item = breakfast.items[0];
    expect(item).toMatchObject({ recipeId: catalogueRecipe.id, recipeName: catalogueRecipe.name, servings: 3 });
    // 3 servings of a 2-serving recipe: every amount one and a half times the recipe's
    expect(item.ingredients[0].amount).toBeCloseTo(catalogueRecipe.ingredients[0].amount * 1.5, 2);
    expect(item.steps.length).toBeGreaterThan(0);
    expect(answer.json.days[1].meals.map((meal: { mealType: string }) => meal.mealType)).toEqual(['lunch']);
    expect(answer.text).not.toContain('watch the sodium');
    expect(answer.text).not.toContain('thyroid');
    expect(answer.text).not.toContain('Hypothyroidism');
    expect(await auditRows(accountId, 'portal.view_plan')).toEqual([
      expect.objectContaining({ entityType: 'client', entityId: clientId, summary: 'Opened the plan Spring reset' }),
    ]);
  });

  it('falls back to the next plan to start, and ignores completed plans and other clients’ plans', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    await planFor(practitioner, clientId, plusDays(today, -3), 'Finished', 'completed');
    const { clientId: siblingId } = await signedInClient({ practitioner, firstName: 'Sibling' });
    await planFor(practitioner, siblingId, plusDays(today, -1), 'Sibling plan');
    const upcoming = await planFor(practitioner, clientId, plusDays(today, 3), 'Next week');
    const answer = await client.request('GET', '/api/portal/plans/current');
    expect(answer.json.plan.id).toBe(upcoming);
    expect(answer.text).not.toContain('Sibling plan');
  });
});

describe('day types in the portal', () => {
  it('answers the plan’s day types with their targets and each day’s type; a plan without them answers null', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    const planId = await planFor(practitioner, clientId, plusDays(today, -1));
    const edited = await practitioner.request('PUT', `/api/meal-plans/${planId}`, {
      body: {
        name: 'Spring reset',
        clientId,
        startDate: plusDays(today, -1),
        endDate: plusDays(today, 5),
        targetCalories: 1800,
        dayTypes: [training, rest],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    const schedule = ['training', 'rest', 'training', null];
    const saved = await practitioner.request('PUT', `/api/meal-plans/${planId}/days`, {
      body: {
        days: schedule.map((dayType, index) => ({
          dayNumber: index + 1,
          dayType,
          meals: { breakfast: { recipeId: catalogueRecipe.id, servings: 1 } },
        })),
      },
    });
    expect(saved.status, saved.text).toBe(200);

    const answer = await client.request('GET', '/api/portal/plans/current');
    expect(answer.status).toBe(200);
    expect(answer.json.plan.dayTypes).toEqual([training, rest]);
    expect(answer.json.days.map((day: { dayType: string | null }) => day.dayType)).toEqual([
      ...schedule,
      null,
      null,
      null,
    ]);
    expect(answer.text).not.toContain('thyroid');

    // Without day types: none on the plan, none on any day.
    await practitioner.request('PUT', `/api/meal-plans/${planId}`, {
      body: {
        name: 'Spring reset',
        clientId,
        startDate: plusDays(today, -1),
        endDate: plusDays(today, 5),
        targetCalories: 1800,
        dayTypes: null,
      },
    });
    const plain = await client.request('GET', '/api/portal/plans/current');
    expect(plain.json.plan.dayTypes).toBeNull();
    expect(plain.json.days.every((day: { dayType: string | null }) => day.dayType === null)).toBe(true);
  });
});

describe('checking meals off', () => {
  it('records eaten, skipped and swapped with a note; again replaces the answer; the plan shows them', async () => {
    const { practitioner, client, clientId, accountId } = await signedInClient();
    const planId = await planFor(practitioner, clientId, today);
    const eaten = await client.request('POST', '/api/portal/check-ins', {
      body: { date: today, mealType: 'breakfast', status: 'eaten' },
    });
    expect(eaten.status, eaten.text).toBe(200);
    expect(eaten.json).toMatchObject({ date: today, mealType: 'breakfast', status: 'eaten', note: null });
    const swapped = await client.request('POST', '/api/portal/check-ins', {
      body: { date: today, mealType: 'breakfast', status: 'swapped', note: 'Porridge instead' },
    });
    expect(swapped.json).toMatchObject({ status: 'swapped', note: 'Porridge instead' });
    const rows = await t.deps.db.select().from(clientCheckIns).where(eq(clientCheckIns.clientId, clientId));
    expect(rows).toHaveLength(1);
    expect(rows[0].mealPlanId).toBe(planId);
    const plan = await client.request('GET', '/api/portal/plans/current');
    expect(plan.json.checkIns).toEqual([swapped.json]);
    const audit = await auditRows(accountId, 'portal.check_in');
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ entityType: 'client', entityId: clientId });
  });

  it('refuses a meal the plan does not hold, a date outside it or in the future, and bad fields, naming the field and storing nothing', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    await planFor(practitioner, clientId, plusDays(today, -1));
    const cases: [unknown, string][] = [
      [{ date: today, mealType: 'dinner', status: 'eaten' }, 'mealType'],
      [{ date: plusDays(today, -5), mealType: 'breakfast', status: 'eaten' }, 'date'],
      [{ date: plusDays(today, 3), mealType: 'lunch', status: 'eaten' }, 'date'],
      [{ date: '2026-02-30', mealType: 'breakfast', status: 'eaten' }, 'date'],
      [{ date: today, mealType: 'brunch', status: 'eaten' }, 'mealType'],
      [{ date: today, mealType: 'breakfast', status: 'devoured' }, 'status'],
      [{ date: today, mealType: 'breakfast', status: 'eaten', note: 'x'.repeat(501) }, 'note'],
      [{ date: today, mealType: 'breakfast', status: 'eaten', clientId: randomBytes(4).toString('hex') }, 'clientId'],
    ];
    for (const [body, path] of cases) {
      const answer = await client.request('POST', '/api/portal/check-ins', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        answer.json.errors.map((error: { path: string }) => error.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await t.deps.db.select().from(clientCheckIns).where(eq(clientCheckIns.clientId, clientId))).toEqual([]);
  });
});

describe('the weight log', () => {
  it('logs a weight (one per date, again replaces it) and lists the log newest first; the audit row names no figure', async () => {
    const { client, clientId, accountId } = await signedInClient();
    expect(
      (
        await client.request('POST', '/api/portal/measurements', {
          body: { date: plusDays(today, -7), weightKg: 82.4 },
        })
      ).status,
    ).toBe(200);
    const logged = await client.request('POST', '/api/portal/measurements', {
      body: { date: today, weightKg: 81.9, waistCm: 94.5 },
    });
    expect(logged.json).toMatchObject({ date: today, weightKg: 81.9, waistCm: 94.5 });
    await client.request('POST', '/api/portal/measurements', { body: { date: today, weightKg: 81.6 } });
    const list = await client.request('GET', '/api/portal/measurements');
    expect(
      list.json.map((entry: { date: string; weightKg: number; waistCm: number | null }) => [
        entry.date,
        entry.weightKg,
        entry.waistCm,
      ]),
    ).toEqual([
      [today, 81.6, null],
      [plusDays(today, -7), 82.4, null],
    ]);
    expect(
      await t.deps.db.select().from(clientMeasurements).where(eq(clientMeasurements.clientId, clientId)),
    ).toHaveLength(2);
    const audit = await auditRows(accountId, 'portal.measurement');
    expect(audit).toHaveLength(3);
    expect(audit.map((row) => row.summary).join(' ')).not.toMatch(/8[12]\./);
  });

  it('refuses impossible weights, future dates and unknown fields with 400 naming the field, storing nothing', async () => {
    const { client, clientId } = await signedInClient();
    const cases: [unknown, string][] = [
      [{ date: today, weightKg: 5 }, 'weightKg'],
      [{ date: today, weightKg: '80' }, 'weightKg'],
      [{ date: today }, 'weightKg'],
      [{ date: today, weightKg: 80, waistCm: 900 }, 'waistCm'],
      [{ date: plusDays(today, 5), weightKg: 80 }, 'date'],
      [{ date: 'yesterday', weightKg: 80 }, 'date'],
    ];
    for (const [body, path] of cases) {
      const answer = await client.request('POST', '/api/portal/measurements', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        answer.json.errors.map((error: { path: string }) => error.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await t.deps.db.select().from(clientMeasurements).where(eq(clientMeasurements.clientId, clientId))).toEqual(
      [],
    );
  });
});

describe('the shopping list', () => {
  it('lists the current plan’s items and keeps ticks on the server, per client', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    const planId = await planFor(practitioner, clientId, today);
    const list = await client.request('GET', '/api/portal/shopping-list');
    expect(list.status).toBe(200);
    expect(list.json.planId).toBe(planId);
    const item = list.json.groups[0].items[0];
    expect(item.ticked).toBe(false);

    const ticked = await client.request('PUT', '/api/portal/shopping-list/ticks', {
      body: { mealPlanId: planId, item: item.key, ticked: true },
    });
    expect(ticked.status).toBe(200);
    // another device of the same client sees the tick
    const again = await client.request('GET', '/api/portal/shopping-list');
    expect(again.json.groups[0].items[0].ticked).toBe(true);
    await client.request('PUT', '/api/portal/shopping-list/ticks', {
      body: { mealPlanId: planId, item: item.key, ticked: false },
    });
    expect(
      await t.deps.db.select().from(portalShoppingTicks).where(eq(portalShoppingTicks.clientId, clientId)),
    ).toEqual([]);

    const unknown = await client.request('PUT', '/api/portal/shopping-list/ticks', {
      body: { mealPlanId: planId, item: 'Other|caviar', ticked: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ path: 'item', message: 'This item is not on your shopping list' }]);
  });

  it("answers 404 for another client's plan, of the same practice or another, exactly as for a missing one", async () => {
    const { practitioner, client } = await signedInClient();
    const { clientId: siblingId } = await signedInClient({ practitioner, firstName: 'Sibling' });
    const siblingPlan = await planFor(practitioner, siblingId, today);
    const other = await signedInClient();
    const foreignPlan = await planFor(other.practitioner, other.clientId, today);
    const item = (await other.client.request('GET', '/api/portal/shopping-list')).json.groups[0].items[0].key;
    const missing = await client.request('PUT', '/api/portal/shopping-list/ticks', {
      body: { mealPlanId: '00000000-0000-4000-8000-000000000000', item, ticked: true },
    });
    for (const mealPlanId of [siblingPlan, foreignPlan]) {
      const answer = await client.request('PUT', '/api/portal/shopping-list/ticks', {
        body: { mealPlanId, item, ticked: true },
      });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(missing.json);
    }
    expect(
      await t.deps.db
        .select()
        .from(portalShoppingTicks)
        .where(sql`meal_plan_id in (${siblingPlan}, ${foreignPlan})`),
    ).toEqual([]);
  });
});

describe('who the client is', () => {
  it("shows the client and the practice's branding, never the practitioner's account details", async () => {
    const { practitioner, client, clientId, accountId } = await signedInClient();
    await practitioner.request('PUT', '/api/users/me/branding', {
      body: {
        businessName: 'Greenleaf Nutrition',
        brandColorPrimary: '#0f766e',
        brandColorSecondary: '#f59e0b',
        contactEmail: 'hello@greenleaf.example',
      },
    });
    const me = await client.request('GET', '/api/portal/me');
    expect(me.status).toBe(200);
    expect(me.json.client).toMatchObject({ id: clientId, firstName: 'Maya' });
    expect(me.json.practice).toMatchObject({
      businessName: 'Greenleaf Nutrition',
      brandColorPrimary: '#0f766e',
      contactEmail: 'hello@greenleaf.example',
    });
    expect(me.text).not.toContain('subscription');
    expect(me.text).not.toContain('thyroid');
    expect(await auditRows(accountId, 'portal.view_profile')).toHaveLength(1);
  });

  it("answers how the portal writes figures (issue 34): the practice's locale, the client's own units if set", async () => {
    const { practitioner, client, clientId } = await signedInClient();
    expect((await client.request('GET', '/api/portal/me')).json.formats).toEqual({
      locale: 'en-US',
      bodyUnits: 'us',
      kitchenUnits: 'us',
      energyUnit: 'kcal',
    });
    const practice = { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' };
    expect((await practitioner.request('PUT', '/api/users/me/preferences', { body: practice })).status).toBe(200);
    expect((await client.request('GET', '/api/portal/me')).json.formats).toEqual(practice);
    const updated = await practitioner.request('PUT', `/api/clients/${clientId}`, {
      body: { firstName: 'Maya', lastName: 'Okafor', bodyUnits: 'uk' },
    });
    expect(updated.status).toBe(200);
    expect((await client.request('GET', '/api/portal/me')).json.formats).toEqual({ ...practice, bodyUnits: 'uk' });
  });
});
