// The food diary (issue 33) on a real database: what a client logs in the portal, and the intake the practitioner
// reads. The figures are the recipes' own: a food logged in a household measure counts exactly what the same line
// of a one-serving recipe counts, a recipe its servings, a portion of a planned meal that fraction of the plan.
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { allNutrientKeys } from '../../../shared/nutrition/recipe-nutrition.ts';
import { activityLog, clientDiaryMeals, portalAccounts, recipes } from '../../db/schema.ts';

let t: TestApp;
let today: string;
let catalogueRecipe: { id: string; name: string; nutrition: unknown };

beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  today = t.clock.now().toISOString().slice(0, 10);
  const [row] = await t.deps.db
    .select({ id: recipes.id, name: recipes.name, nutrition: recipes.nutrition })
    .from(recipes)
    .where(sql`${recipes.catalogueKey} is not null and ${recipes.nutrition} is not null`)
    .orderBy(recipes.catalogueKey)
    .limit(1);
  catalogueRecipe = row;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const BANANA = 9040;
const ALMONDS = 12061;
const OLIVE_OIL = 4053;

type Agent = ReturnType<typeof createAgent>;
type Figures = Record<string, number | null | undefined>;

async function signedInClient(practitioner?: Agent) {
  const owner = practitioner ?? (await registerAgent(t)).agent;
  const created = await owner.request('POST', '/api/clients', {
    body: {
      firstName: 'Maya',
      lastName: 'Okafor',
      email: `client.${randomBytes(4).toString('hex')}@example.test`,
      gender: 'female',
      dateOfBirth: '1990-04-02',
    },
  });
  expect(created.status, created.text).toBe(201);
  const clientId = created.json.id as string;
  expect((await owner.request('POST', `/api/clients/${clientId}/portal-invite`)).status).toBe(200);
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
  return { practitioner: owner, client, clientId, accountId: account.id };
}

/** Today: breakfast of the catalogue recipe at 2 servings and a lunch; nothing else. */
async function planToday(practitioner: Agent, clientId: string) {
  const plan = await practitioner.request('POST', '/api/meal-plans', {
    body: { name: 'Week one', clientId, startDate: today, endDate: today, targetCalories: 1800 },
  });
  expect(plan.status, plan.text).toBe(201);
  const day = await practitioner.request('PUT', `/api/meal-plans/${plan.json.id}/days/1`, {
    body: {
      meals: {
        breakfast: { recipeId: catalogueRecipe.id, servings: 2 },
        lunch: { recipeId: catalogueRecipe.id, servings: 1 },
      },
    },
  });
  expect(day.status, day.text).toBe(200);
  return plan.json.id as string;
}

async function log(client: Agent, mealType: string, entries: unknown[], date = today) {
  return client.request('POST', '/api/portal/diary', { body: { date, mealType, entries } });
}

async function intake(practitioner: Agent, clientId: string) {
  const answer = await practitioner.request('GET', `/api/clients/${clientId}/intake?from=${today}&to=${today}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as {
    days: {
      date: string;
      logged: boolean;
      eaten: Figures;
      planned: Figures | null;
      meals: { mealType: string; state: string; source: string }[];
      notAnalysed: { mealType: string; text: string }[];
      notLogged: string[];
      waterMl: number | null;
      adequacy: { key: string; percent: number | null; status: string }[];
    }[];
    average: { loggedDays: number; eaten: Figures | null; adequacy: unknown[] };
    lifeStage: string | null;
  };
}

function expectSameFigures(actual: Figures, expected: Figures, factor = 1) {
  for (const key of allNutrientKeys) {
    const want = expected[key];
    if (typeof want === 'number') expect(actual[key], key).toBeCloseTo(want * factor, 6);
    else expect(actual[key] ?? null, key).toBeNull();
  }
}

describe('logging a meal in the portal', () => {
  it('records the planned meal as planned, a portion, a skip, and replaces a meal logged again', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    await planToday(practitioner, clientId);

    const asPlanned = await log(client, 'breakfast', [{ kind: 'planned' }]);
    expect(asPlanned.status, asPlanned.text).toBe(200);
    expect(asPlanned.json).toMatchObject({
      mealType: 'breakfast',
      skipped: false,
      entries: [{ kind: 'planned', portion: 1, name: catalogueRecipe.name }],
    });
    // Two servings planned; the meal's energy to a tenth of a kcal, so in kJ it reads as the recipe's own figure.
    const perServing = (catalogueRecipe.nutrition as { calories: number }).calories;
    expect(asPlanned.json.calories).toBeCloseTo(perServing * 2, 1);

    const skipped = await log(client, 'lunch', []);
    expect(skipped.json).toMatchObject({ skipped: true, calories: null, entries: [] });

    const again = await log(client, 'breakfast', [{ kind: 'planned', portion: 0.5 }]);
    expect(again.json.id).toBe(asPlanned.json.id);
    expect(again.json.calories).toBeCloseTo(asPlanned.json.calories / 2, -1);

    const diary = await client.request('GET', `/api/portal/diary?from=${today}&to=${today}`);
    expect(diary.status).toBe(200);
    expect(diary.json.meals.map((meal: { mealType: string }) => meal.mealType).sort()).toEqual(['breakfast', 'lunch']);
    expect(diary.json.meals.find((meal: { mealType: string }) => meal.mealType === 'breakfast').entries).toEqual([
      { kind: 'planned', portion: 0.5, name: catalogueRecipe.name },
    ]);
  });

  it('refuses a planned meal the plan does not have, a portion not offered, a food with no weight for its measure', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    await planToday(practitioner, clientId);
    const noDinner = await log(client, 'dinner', [{ kind: 'planned' }]);
    expect(noDinner.status).toBe(400);
    expect(noDinner.json.message).toBe('Your plan has no dinner on this date');
    expect((await log(client, 'breakfast', [{ kind: 'planned', portion: 0.6 }])).status).toBe(400);
    const oil = await log(client, 'snacks', [{ kind: 'food', fdcId: OLIVE_OIL, amount: 1, unit: 'piece' }]);
    expect(oil.status, oil.text).toBe(400);
    expect(oil.json.errors[0].path).toBe('entries.0.unit');
    expect((await log(client, 'snacks', [{ kind: 'food', fdcId: 999_999_999, amount: 1, unit: 'g' }])).status).toBe(
      404,
    );
    expect((await log(client, 'snacks', [], '2999-01-01')).status).toBe(400);
    expect(await t.deps.db.select().from(clientDiaryMeals).where(eq(clientDiaryMeals.clientId, clientId))).toEqual([]);
  });

  it('keeps water as one total a day, and shows the plan check-ins in the diary', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    await planToday(practitioner, clientId);
    expect((await client.request('POST', '/api/portal/water', { body: { date: today, ml: 500 } })).status).toBe(200);
    const water = await client.request('POST', '/api/portal/water', { body: { date: today, ml: 1500 } });
    expect(water.json).toEqual({ date: today, ml: 1500 });
    await client.request('POST', '/api/portal/check-ins', {
      body: { date: today, mealType: 'lunch', status: 'eaten' },
    });
    const diary = await client.request('GET', `/api/portal/diary?from=${today}&to=${today}`);
    expect(diary.json.water).toEqual([{ date: today, ml: 1500 }]);
    expect(diary.json.checkIns).toMatchObject([{ mealType: 'lunch', status: 'eaten' }]);
  });

  it('lists the plan’s recipes first, then those the practice shares, and finds foods with the recipe editor’s search', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    await planToday(practitioner, clientId);
    const own = await practitioner.request('POST', '/api/recipes', {
      body: {
        name: 'Almond snack pot',
        instructions: 'Mix.',
        servings: 1,
        isPublic: true,
        ingredients: [{ name: 'almonds', amount: 30, unit: 'g', fdcId: ALMONDS }],
      },
    });
    expect(own.status, own.text).toBe(201);
    const unshared = await practitioner.request('POST', '/api/recipes', {
      body: {
        name: 'Ravi’s renal soup',
        instructions: 'Simmer.',
        servings: 1,
        ingredients: [{ name: 'almonds', amount: 30, unit: 'g', fdcId: ALMONDS }],
      },
    });
    expect(unshared.status).toBe(201);
    const choices = await client.request('GET', '/api/portal/recipes');
    expect(choices.json.slice(0, 2)).toMatchObject([
      { id: catalogueRecipe.id, inPlan: true },
      { id: own.json.id, name: 'Almond snack pot', inPlan: false },
    ]);
    // A recipe the practice keeps to itself may name another client: not offered.
    expect(JSON.stringify(choices.json)).not.toContain('renal soup');
    // Nor can it be logged by its id: the same 404 as a recipe that does not exist.
    const byId = await log(client, 'snacks', [{ kind: 'recipe', recipeId: unshared.json.id, servings: 1 }]);
    const missing = await log(client, 'snacks', [{ kind: 'recipe', recipeId: crypto.randomUUID(), servings: 1 }]);
    expect(byId.status).toBe(404);
    expect(byId.json).toEqual(missing.json);
    expect((await log(client, 'snacks', [{ kind: 'recipe', recipeId: own.json.id, servings: 1 }])).status).toBe(200);
    const foods = await client.request('GET', '/api/portal/foods?query=banana');
    expect(foods.status).toBe(200);
    expect(foods.json.some((food: { fdcId: number }) => food.fdcId === BANANA)).toBe(true);
  });
});

describe('the same arithmetic as recipes', () => {
  it('a food logged in a household measure counts what the same food counts in a one-serving recipe', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    const recipe = await practitioner.request('POST', '/api/recipes', {
      body: {
        name: 'Banana and almonds',
        instructions: 'Slice.',
        servings: 1,
        ingredients: [
          { name: 'banana', amount: 1, unit: 'cup', fdcId: BANANA },
          { name: 'almonds', amount: 2, unit: 'tbsp', fdcId: ALMONDS },
        ],
      },
    });
    expect(recipe.status, recipe.text).toBe(201);
    const logged = await log(client, 'snacks', [
      { kind: 'food', fdcId: BANANA, amount: 1, unit: 'cup' },
      { kind: 'food', fdcId: ALMONDS, amount: 2, unit: 'tbsp' },
    ]);
    expect(logged.status, logged.text).toBe(200);
    expect(logged.json.entries.map((entry: { grams: number }) => entry.grams)).toEqual(
      recipe.json.ingredients.map((line: { weight: { grams: number } }) => line.weight.grams),
    );
    const day = (await intake(practitioner, clientId)).days[0];
    expectSameFigures(day.eaten, recipe.json.nutrition);
  });

  it('a recipe logged at 2 servings counts twice its serving; ¾ of the planned meal counts ¾ of the plan', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    const planId = await planToday(practitioner, clientId);
    const plan = await practitioner.request('GET', `/api/meal-plans/${planId}`);
    const plannedBreakfast = plan.json.days[0].meals.breakfast.nutrition as Figures;

    await log(client, 'breakfast', [{ kind: 'planned', portion: 0.75 }]);
    const [, serving] = await Promise.all([
      Promise.resolve(),
      t.deps.db.select({ nutrition: recipes.nutrition }).from(recipes).where(eq(recipes.id, catalogueRecipe.id)),
    ]);
    const first = (await intake(practitioner, clientId)).days[0];
    // The plan page carries the seven core nutrients per meal: ¾ of each.
    for (const key of ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'])
      expect(first.eaten[key], key).toBeCloseTo((plannedBreakfast[key] as number) * 0.75, 6);
    // And every nutrient: ¾ of the planned 2 servings.
    expectSameFigures(first.eaten, serving[0].nutrition as Figures, 2 * 0.75);

    await log(client, 'breakfast', [{ kind: 'recipe', recipeId: catalogueRecipe.id, servings: 2 }]);
    expectSameFigures((await intake(practitioner, clientId)).days[0].eaten, serving[0].nutrition as Figures, 2);
  });
});

describe('intake for the practitioner', () => {
  it('answers eaten beside planned, adequacy against the DRIs, water, what was not analysed and the averages', async () => {
    const { practitioner, client, clientId } = await signedInClient();
    await planToday(practitioner, clientId);
    await log(client, 'breakfast', [{ kind: 'planned' }]);
    await log(client, 'dinner', [
      { kind: 'food', fdcId: BANANA, amount: 2, unit: 'piece' },
      { kind: 'text', text: 'Slice of birthday cake' },
    ]);
    await client.request('POST', '/api/portal/water', { body: { date: today, ml: 1500 } });

    const answer = await intake(practitioner, clientId);
    expect(answer.lifeStage).toBe('female-31-50');
    const [day] = answer.days;
    expect(day.logged).toBe(true);
    expect(day.waterMl).toBe(1500);
    expect(day.planned!.calories).toBeGreaterThan(0);
    expect(day.eaten.calories).toBeGreaterThan(0);
    expect(day.meals).toEqual([
      expect.objectContaining({ mealType: 'breakfast', state: 'logged', source: 'diary' }),
      expect.objectContaining({ mealType: 'lunch', state: 'not-logged', source: 'none' }),
      expect.objectContaining({ mealType: 'dinner', state: 'logged', source: 'diary' }),
    ]);
    expect(day.notLogged).toEqual(['lunch']);
    expect(day.notAnalysed).toEqual([{ mealType: 'dinner', text: 'Slice of birthday cake' }]);
    const iron = day.adequacy.find((row) => row.key === 'iron')!;
    expect(iron.percent).toBeCloseTo(((day.eaten.iron as number) / 18) * 100, 6);
    expect(answer.average.loggedDays).toBe(1);
    expectSameFigures(answer.average.eaten!, day.eaten);
  });

  it('is refused (404) to another practice, and audited', async () => {
    const { practitioner, clientId } = await signedInClient();
    const stranger = (await registerAgent(t)).agent;
    const refused = await stranger.request('GET', `/api/clients/${clientId}/intake`);
    expect(refused.status).toBe(404);
    expect((await practitioner.request('GET', `/api/clients/${clientId}/intake`)).status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(activityLog)
      .where(sql`action = 'client.intake_viewed' and entity_id = ${clientId}`);
    expect(rows).toHaveLength(1);
  });
});

describe('privacy', () => {
  it('a client reads and removes only their own records: another client of the practice gets 404', async () => {
    const { practitioner, client, accountId } = await signedInClient();
    const sibling = await signedInClient(practitioner);
    const mine = await log(client, 'dinner', [{ kind: 'text', text: 'Pasta at my sister’s' }]);
    expect((await sibling.client.request('DELETE', `/api/portal/diary/${mine.json.id}`)).status).toBe(404);
    const theirs = await sibling.client.request('GET', `/api/portal/diary?from=${today}&to=${today}`);
    expect(theirs.json.meals).toEqual([]);
    expect((await client.request('DELETE', `/api/portal/diary/${mine.json.id}`)).status).toBe(204);
    expect((await client.request('DELETE', `/api/portal/diary/${mine.json.id}`)).status).toBe(404);
    const audited = await t.deps.db
      .select({ action: activityLog.action, summary: activityLog.summary })
      .from(activityLog)
      .where(sql`actor_id = ${accountId} and action like 'portal.diary%'`);
    expect(audited.map((row) => row.action).sort()).toEqual(['portal.diary', 'portal.diary_delete']);
    // The audit says what was done, never what was eaten.
    expect(JSON.stringify(audited)).not.toContain('Pasta');
  });
});
