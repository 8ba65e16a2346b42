import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type TestApp,
  type TestAgent,
} from '../../../../tests/support/test-app.ts';
import { porridgeRecipe, satayRecipe } from '../../../../tests/support/test-recipes.ts';
import { emailLog, mealPlanDays, mealPlans } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

async function setUp(agent: TestAgent, clientPatch: Record<string, unknown> = {}) {
  const client = (
    await agent.request('POST', '/api/clients', {
      body: {
        firstName: 'Nia',
        lastName: 'Adeyemi',
        allergies: ['Peanut'],
        dietaryRestrictions: ['Vegetarian'],
        notes: 'Private clinical note',
        ...clientPatch,
      },
    })
  ).json;
  const oats = (await agent.request('POST', '/api/recipes', { body: porridgeRecipe })).json;
  const chicken = (await agent.request('POST', '/api/recipes', { body: satayRecipe })).json;
  const plan = await agent.request('POST', '/api/meal-plans', {
    body: {
      name: 'Week one',
      description: 'Dietary restrictions: Vegetarian',
      clientId: client.id,
      startDate: '2026-03-28',
      endDate: '2026-03-30T00:00:00.000Z',
      targetCalories: 2000,
      targetProtein: '120',
      targetCarbs: '',
      targetFat: null,
      notes: 'Check in after week one',
    },
  });
  return { client, oats, chicken, plan: plan.json, status: plan.status };
}

describe('meal plans API', () => {
  it('creates a plan: text or number targets, calendar dates, owner and share token from the server', async () => {
    const { agent, user } = await registerAgent(t);
    const { plan, status, client } = await setUp(agent);
    expect(status).toBe(201);
    expect(plan).toMatchObject({
      userId: user.id,
      clientId: client.id,
      clientName: 'Nia Adeyemi',
      startDate: '2026-03-28',
      endDate: '2026-03-30',
      status: 'active',
      targetCalories: 2000,
      targetProtein: 120,
      targetCarbs: null,
      targetFat: null,
    });
    const forged = await agent.request('POST', '/api/meal-plans', {
      body: {
        name: 'Forged',
        clientId: client.id,
        startDate: '2026-03-28',
        endDate: '2026-03-30',
        userId: '00000000-0000-0000-0000-000000000000',
        shareToken: 'chosen-by-client',
      },
    });
    // The plan form's userId is a known key, ignored; a share token is the server's to make.
    expect(forged.status).toBe(400);
    expect(forged.json.errors.map((error: { path: string }) => error.path)).toEqual(['shareToken']);
    expect((await agent.request('GET', '/api/meal-plans')).json).toHaveLength(1);
    expect(Buffer.from(plan.shareToken, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const { agent, user } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const othersClient = (
      await other.request('POST', '/api/clients', { body: { firstName: 'Not', lastName: 'Yours' } })
    ).json;
    const base = { name: 'Plan', startDate: '2026-01-10', endDate: '2026-01-12' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, endDate: '2026-01-09' }, 'endDate'],
      [{ ...base, startDate: '2026-02-30' }, 'startDate'],
      [{ ...base, name: ' ' }, 'name'],
      [{ ...base, targetProtein: 'lots' }, 'targetProtein'],
      [{ ...base, status: 'archived' }, 'status'],
      [{ ...base, clientId: othersClient.id }, 'clientId'],
    ];
    for (const [body, path] of cases) {
      const response = await agent.request('POST', '/api/meal-plans', { body });
      expect(response.status, path).toBe(400);
      expect(response.json.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await t.deps.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id))).toEqual([]);
  });

  it('lists plans with the client name; erasing the client takes their plans with them (issue 38)', async () => {
    const { agent } = await registerAgent(t);
    const { client } = await setUp(agent);
    expect((await agent.request('GET', '/api/meal-plans')).json[0].clientName).toBe('Nia Adeyemi');
    await agent.request('DELETE', `/api/clients/${client.id}`);
    expect((await agent.request('GET', '/api/meal-plans')).json).toEqual([]);
  });

  it("lists a plan without a client as having none (clientName null, shown as 'Unknown Client')", async () => {
    const { agent } = await registerAgent(t);
    const { client } = await setUp(agent);
    const [planned] = (await agent.request('GET', '/api/meal-plans')).json;
    const { name, startDate, endDate } = planned;
    await agent.request('PUT', `/api/meal-plans/${planned.id}`, { body: { name, startDate, endDate, clientId: null } });
    expect((await agent.request('GET', `/api/clients/${client.id}`)).status).toBe(200);
    const [plan] = (await agent.request('GET', '/api/meal-plans')).json;
    expect(plan).toMatchObject({ clientId: null, clientName: null });
  });

  it('keeps days by calendar date and totals them from the recipes, with diet warnings', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats, chicken } = await setUp(agent);
    const day1 = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: { recipeId: oats.id, servings: 2 } } },
    });
    expect(day1.status).toBe(200);
    // two servings of a 2-serving porridge = the whole pot: 379×0.81 + 61×4.88 + 89×1.18 = 709.69 kcal
    expect(day1.json.totals.calories).toBeCloseTo(709.69, 2);
    const day2 = await agent.request('POST', '/api/meal-plan-days', {
      body: {
        mealPlanId: plan.id,
        dayNumber: 2,
        date: '2026-03-29',
        meals: { lunch: { recipeId: chicken.id, servings: '1' }, snacks: [{ recipeId: oats.id, servings: 0.5 }] },
      },
    });
    expect(day2.status).toBe(201);
    const detail = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json;
    expect(detail.days.map((day: { date: string }) => day.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(detail.days[0].meals.breakfast).toMatchObject({
      recipeName: 'Banana oat porridge',
      servings: 2,
      recipeServings: 2,
      conflicts: [],
    });
    expect(detail.days[1].meals.lunch.conflicts).toEqual([
      'Contains peanuts: Peanut butter (Peanut butter, smooth style, with salt) (allergy: Peanut)',
      'Not vegetarian: chicken',
    ]);
    expect(detail.days[1].totals.calories).toBeCloseTo(
      detail.days[1].meals.lunch.nutrition.calories + detail.days[1].meals.snacks[0].nutrition.calories,
      9,
    );
    expect(detail.days[2].meals).toEqual({ breakfast: null, lunch: null, dinner: null, snacks: [] });
    expect(detail.client).toMatchObject({ allergies: ['Peanut'], dietaryRestrictions: ['Vegetarian'] });
  });

  it('answers vitamins and minerals per day, the seven nutrients per meal: the day still sums every meal', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats, chicken } = await setUp(agent);
    const perServing = async (id: string) => (await agent.request('GET', `/api/recipes/${id}`)).json.nutrition;
    const [porridgeServing, satayServing] = [await perServing(oats.id), await perServing(chicken.id)];
    expect(porridgeServing.potassium).toBeGreaterThan(0);
    const saved = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: {
        meals: { breakfast: { recipeId: oats.id, servings: 1.5 }, lunch: { recipeId: chicken.id, servings: 1 } },
      },
    });
    expect(saved.status).toBe(200);
    const detail = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json;
    const shared = (await agent.request('GET', `/api/share/${plan.shareToken}`)).json;
    for (const day of [saved.json, detail.days[0], shared.days[0]]) {
      for (const key of ['potassium', 'iron', 'calcium', 'vitaminD'] as const) {
        const expected = 1.5 * porridgeServing[key] + satayServing[key];
        expect(day.totals[key], key).toBeCloseTo(expected, 6);
      }
      expect(day.totals.calories).toBeCloseTo(1.5 * porridgeServing.calories + satayServing.calories, 6);
      for (const meal of [day.meals.breakfast, day.meals.lunch]) {
        expect(Object.keys(meal.nutrition).sort()).toEqual([
          'calories',
          'carbs',
          'fat',
          'fiber',
          'protein',
          'sodium',
          'sugar',
        ]);
        expect(meal.incomplete).toBeUndefined();
      }
      expect(day.meals.breakfast.nutrition.protein).toBeCloseTo(1.5 * porridgeServing.protein, 6);
    }
  });

  it('warns on every meal of a recipe the week repeats, whatever its servings', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats, chicken } = await setUp(agent);
    for (const [day, servings] of [
      [1, 1],
      [2, 1],
      [3, 2],
    ]) {
      const saved = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/${day}`, {
        body: {
          meals: {
            lunch: { recipeId: chicken.id, servings },
            dinner: { recipeId: chicken.id, servings: 0.5 },
            snacks: [{ recipeId: oats.id, servings: 1 }],
          },
        },
      });
      expect(saved.status).toBe(200);
    }
    const detail = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json;
    const warnings = [
      'Contains peanuts: Peanut butter (Peanut butter, smooth style, with salt) (allergy: Peanut)',
      'Not vegetarian: chicken',
    ];
    for (const day of detail.days) {
      expect(day.meals.lunch.conflicts).toEqual(warnings);
      expect(day.meals.dinner.conflicts).toEqual(warnings);
      expect(day.meals.snacks[0].conflicts).toEqual([]);
    }
    expect(detail.days[2].meals.lunch.nutrition.calories).toBeCloseTo(
      2 * detail.days[0].meals.lunch.nutrition.calories,
      9,
    );
  });

  it('refuses days outside the plan and recipes the practitioner may not use', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { plan, oats } = await setUp(agent);
    const privateRecipe = (await other.request('POST', '/api/recipes', { body: { ...porridgeRecipe, name: 'Secret' } }))
      .json;
    expect(
      (
        await agent.request('PUT', `/api/meal-plans/${plan.id}/days/4`, {
          body: { meals: { lunch: { recipeId: oats.id, servings: 1 } } },
        })
      ).status,
    ).toBe(400);
    const refused = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { lunch: { recipeId: privateRecipe.id, servings: 1 } } },
    });
    expect(refused.status).toBe(400);
    expect(await t.deps.db.select().from(mealPlanDays).where(eq(mealPlanDays.mealPlanId, plan.id))).toEqual([]);
  });

  it('creates a plan with its days in one request, or nothing when one day is refused (the generator save)', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { client, oats, chicken } = await setUp(agent);
    const plansOf = async () =>
      (await t.deps.db.select({ id: mealPlans.id }).from(mealPlans).where(eq(mealPlans.name, 'Generated week'))).length;
    const body = (days: unknown) => ({
      name: 'Generated week',
      clientId: client.id,
      startDate: '2026-05-04',
      endDate: '2026-05-06',
      targetCalories: 1800,
      days,
    });
    const created = await agent.request('POST', '/api/meal-plans', {
      body: body([
        { dayNumber: 1, meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
        {
          dayNumber: 3,
          meals: { dinner: { recipeId: chicken.id, servings: 2 }, snack: { recipeId: oats.id, servings: 0.5 } },
        },
      ]),
    });
    expect(created.status).toBe(201);
    expect(created.json).not.toHaveProperty('days');
    const page = (await agent.request('GET', `/api/meal-plans/${created.json.id}`)).json;
    expect(page.days.map((day: { date: string }) => day.date)).toEqual(['2026-05-04', '2026-05-05', '2026-05-06']);
    expect(page.days[0].meals.breakfast.recipeName).toBe(oats.name);
    expect(page.days[2].meals.dinner.servings).toBe(2);
    expect(page.days[2].meals.snacks[0].servings).toBe(0.5);
    // The client is vegetarian and allergic to peanuts: the satay dinner is flagged as on the plan page.
    expect(page.days[2].meals.dinner.conflicts.length).toBeGreaterThan(0);

    // Another practice's recipe on day 2: 400 naming that day, and no plan at all.
    const privateRecipe = (await other.request('POST', '/api/recipes', { body: { ...porridgeRecipe, name: 'Hidden' } }))
      .json;
    const before = await plansOf();
    const refused = await agent.request('POST', '/api/meal-plans', {
      body: body([
        { dayNumber: 1, meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
        { dayNumber: 2, meals: { lunch: { recipeId: privateRecipe.id, servings: 1 } } },
      ]),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ path: 'days.1.meals', message: `Recipe ${privateRecipe.id} not found` }]);
    const outside = await agent.request('POST', '/api/meal-plans', {
      body: body([{ dayNumber: 4, meals: {} }]),
    });
    expect(outside.status).toBe(400);
    expect(outside.json.errors).toEqual([{ path: 'days.0.dayNumber', message: 'This plan has 3 days' }]);
    expect(await plansOf()).toBe(before);
  });

  it('aggregates the shopping list over every day, scaled by planned servings', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats } = await setUp(agent);
    for (const day of [1, 2, 3])
      await agent.request('PUT', `/api/meal-plans/${plan.id}/days/${day}`, {
        body: { meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
      });
    // A practice signed up from an en-US browser has a US kitchen: ounces and pounds.
    const text = await agent.request('GET', `/api/meal-plans/${plan.id}/shopping-list/txt`);
    expect(text.headers.get('content-type')).toMatch(/text\/plain/);
    expect(text.text).toContain('[ ] Rolled oats: 1½ cups (about 4¼ oz)');
    expect(text.text).toContain('[ ] Whole milk: 3 cups (about 1½ lb)');
    // Three half servings of a recipe with one banana: 1½ bananas, and one buys two.
    expect(text.text).toContain('[ ] Banana: 2 bananas (1½ needed, about 6¼ oz)');
    expect(text.text.match(/Rolled oats/g)).toHaveLength(1);

    // Settings → Units and formats: a metric kitchen reads the same list in grams, from the next request on.
    const metric = await agent.request('PUT', '/api/users/me/preferences', {
      body: { locale: 'en-GB', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kcal' },
    });
    expect(metric.status).toBe(200);
    const grams = (await agent.request('GET', `/api/meal-plans/${plan.id}/shopping-list/txt`)).text;
    expect(grams).toContain('[ ] Rolled oats: 1½ cups (about 120 g)');
    expect(grams).toContain('[ ] Whole milk: 3 cups (about 730 g)');
    expect(grams).toContain('[ ] Banana: 2 bananas (1½ needed, about 175 g)');
    const list = (await agent.request('GET', `/api/meal-plans/${plan.id}/shopping-list`)).json;
    expect(list[0].items[0]).toMatchObject({ name: 'Banana', amount: '2 bananas (1½ needed, about 175 g)' });
  });

  it('prints the same shopping list in the dialog text, the e-mail, the PDF and the share page', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats, chicken } = await setUp(agent);
    for (const day of [1, 2]) {
      await agent.request('PUT', `/api/meal-plans/${plan.id}/days/${day}`, {
        body: {
          meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: chicken.id, servings: 1 } },
        },
      });
    }
    const list = (await agent.request('GET', `/api/meal-plans/${plan.id}/shopping-list`)).json as {
      group: string;
      items: { name: string; amount: string }[];
    }[];
    const items = list.flatMap((group) => group.items.map((item) => ({ ...item, group: group.group })));
    expect(items.map((item) => `${item.group}: ${item.name}: ${item.amount}`)).toEqual([
      'Fruit & vegetables: Banana: 1 banana (about 4¼ oz)',
      'Meat & poultry: Chicken breast: 10½ oz',
      'Dairy & eggs: Whole milk: 2 cups (about 1 lb)',
      'Grains, pasta & bread: Rolled oats: 1 cup (about 2¾ oz)',
      // USDA files peanut butter with the legumes; it is shelved with the nuts.
      'Nuts & seeds: Peanut butter: 2 oz',
    ]);
    for (const item of items) expect(item.amount).not.toMatch(/^[\d.,¼½¾⅓⅔]+$/);

    const text = (await agent.request('GET', `/api/meal-plans/${plan.id}/shopping-list/txt`)).text;
    for (const item of items) expect(text).toContain(`[ ] ${item.name}: ${item.amount}`);

    await agent.request('POST', `/api/meal-plans/${plan.id}/email-shopping-list`, {
      body: { email: 'nia@example.test' },
    });
    const [mail] = await t.deps.db.select().from(emailLog).where(eq(emailLog.recipient, 'nia@example.test'));
    expect(mail.body).toContain(text.trim());

    const shared = await createAgent(t).request('GET', `/api/share/${plan.shareToken}`);
    expect(shared.json.shoppingList).toEqual(list);

    const pdf = await t.app.request(`http://localhost/api/meal-plans/${plan.id}/export-pdf`, {
      headers: { cookie: agent.cookie! },
    });
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdfText = (
      await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    for (const item of items) expect(pdfText).toContain(`${item.name} — ${item.amount}`);
  });

  it('exports a branded PDF with a file name', async () => {
    const { agent } = await registerAgent(t);
    const { plan, oats } = await setUp(agent);
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
    });
    const response = await t.app.request(`http://localhost/api/meal-plans/${plan.id}/export-pdf`, {
      headers: { cookie: agent.cookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="week-one-meal-plan.pdf"');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('tells the truth about e-mail when no mail server is configured', async () => {
    const { agent, user } = await registerAgent(t);
    const { plan } = await setUp(agent);
    const response = await agent.request('POST', `/api/meal-plans/${plan.id}/email-shopping-list`, {
      body: { email: 'nia@example.test', message: 'Here is your list' },
    });
    expect(response.status).toBe(202);
    expect(response.json.status).toBe('not_delivered');
    expect(response.json.message).toMatch(/No mail server is configured/);
    const [row] = await t.deps.db.select().from(emailLog).where(eq(emailLog.userId, user.id));
    expect(row).toMatchObject({
      recipient: 'nia@example.test',
      subject: 'Shopping list: Week one',
      status: 'not_delivered',
      kind: 'shopping_list',
    });
    expect(row.body).toMatch(/^Here is your list\n\nShopping list: Week one/);
    expect(
      (
        await agent.request('POST', `/api/meal-plans/${plan.id}/email-shopping-list`, {
          body: { email: 'not an email' },
        })
      ).status,
    ).toBe(400);
  });

  it('answers 404 to another practitioner on every plan route, and changes nothing', async () => {
    const { agent: owner } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { plan, oats } = await setUp(owner);
    const otherRecipe = (await other.request('POST', '/api/recipes', { body: porridgeRecipe })).json;
    const id = plan.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/meal-plans/${id}`],
      ['PUT', `/api/meal-plans/${id}`, { name: 'Hijacked', startDate: '2026-01-01', endDate: '2026-01-02' }],
      ['PUT', `/api/meal-plans/${id}/days/1`, { meals: { breakfast: { recipeId: otherRecipe.id, servings: 1 } } }],
      [
        'POST',
        '/api/meal-plan-days',
        { mealPlanId: id, dayNumber: 1, meals: { breakfast: { recipeId: otherRecipe.id, servings: 1 } } },
      ],
      ['GET', `/api/meal-plans/${id}/shopping-list`],
      ['GET', `/api/meal-plans/${id}/shopping-list/txt`],
      ['GET', `/api/meal-plans/${id}/export-pdf`],
      ['POST', `/api/meal-plans/${id}/email-shopping-list`, { email: 'x@example.test' }],
      ['DELETE', `/api/meal-plans/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await other.request(method, path, body === undefined ? {} : { body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.json).toEqual({ code: 'NOT_FOUND', message: 'Meal plan not found', errors: [] });
    }
    const [row] = await t.deps.db.select().from(mealPlans).where(eq(mealPlans.id, id));
    expect(row.name).toBe('Week one');
    expect(await t.deps.db.select().from(mealPlanDays).where(eq(mealPlanDays.mealPlanId, id))).toEqual([]);
    expect((await other.request('GET', '/api/meal-plans')).json).toEqual([]);
    expect(oats.id).toBeTruthy();
  });
});

describe('share page API', () => {
  it('serves the plan to anyone with the token, without the client or their health data', async () => {
    const { agent } = await registerAgent(t, { firstName: 'Imani' });
    const { plan, oats, chicken } = await setUp(agent);
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/2`, {
      body: { meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: chicken.id, servings: 1 } } },
    });
    const anonymous = createAgent(t);
    const shared = await anonymous.request('GET', `/api/share/${plan.shareToken}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('no-store');
    expect(shared.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(shared.json.practice.practitionerName).toMatch(/^Imani /);
    expect(shared.json.plan).toEqual({
      name: 'Week one',
      startDate: '2026-03-28',
      endDate: '2026-03-30',
      targetCalories: 2000,
      targetProtein: 120,
      targetCarbs: null,
      targetFat: null,
    });
    expect(shared.json.recipes.map((r: { name: string }) => r.name).sort()).toEqual([
      'Banana oat porridge',
      'Chicken satay',
    ]);
    // Each recipe's own allergens are shown (never the client's allergies, checked below).
    const satayShared = shared.json.recipes.find((r: { name: string }) => r.name === 'Chicken satay');
    expect(satayShared.allergenLabels).toEqual([
      {
        allergen: 'peanuts',
        status: 'contains',
        because: [{ ingredient: 'Peanut butter', food: 'Peanut butter, smooth style, with salt', status: 'contains' }],
      },
    ]);
    expect(shared.json.days[1].meals.dinner.conflicts).toEqual([]);
    for (const secret of [
      'Nia',
      'Adeyemi',
      'allergy:',
      'Vegetarian',
      'Private clinical note',
      'Check in after week one',
      '"clientId"',
      '"userId"',
    ]) {
      expect(shared.text).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const anonymous = createAgent(t);
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'short', '%27%20or%201=1--']) {
      const response = await anonymous.request('GET', `/api/share/${token}`);
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('Shared plan not found');
    }
  });
});
