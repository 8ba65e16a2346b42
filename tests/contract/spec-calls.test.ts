// The product spec's calls (section 7 of the spec), made exactly as a client written to the spec makes them: the
// payload fields each row names, valued as the spec's forms value them (height and weight as text, macros as text
// and calories as a number, the placeholder userId, a report's content, `mealPlanId: null`), a JSON content type
// only when there is a body, and any non-2xx answer turned into the error "<status>: <body>". Each test is one row
// of the table and asserts what the row says the answer is used for. Other clients of the API depend on these
// calls as much as our own screens do: a row that stops working here is a broken contract, not a changed screen.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { users } from '../../src/server/db/schema.ts';
import { createStripePaymentProvider } from '../../src/server/providers/payments/stripe-payment-provider.ts';

let stripe: StripeStandIn;
let t: TestApp;

/** The spec's request helper: credentials included, JSON content type only with a body, non-OK raised as an error. */
function specClient(app: TestApp) {
  let cookie: string | null = null;
  async function send(method: string, path: string, data?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    // A browser names the page's own origin on every call that changes something.
    if (method !== 'GET') headers.origin = 'http://localhost';
    if (data !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const response = await app.app.request(`http://localhost${path}`, {
      method,
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    return response;
  }
  return {
    /** apiRequest: resolves with the response when it is OK, else throws "<status>: <text or status text>". */
    async apiRequest(method: string, path: string, data?: unknown): Promise<Response> {
      const response = await send(method, path, data);
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      return response;
    },
    /** The default query helper: a GET on the key's segments joined with slashes, parsed as JSON. */
    async query<T = any>(...queryKey: string[]): Promise<T> {
      const response = await this.apiRequest('GET', queryKey.join('/'));
      return (await response.json()) as T;
    },
    /** The raw answer, for the rows whose failure the screen reads ('Client not found'). */
    send,
  };
}
type SpecClient = ReturnType<typeof specClient>;

let admin: SpecClient;
let practitioner: SpecClient;
let practitionerId: string;

async function signUp(client: SpecClient, name: string) {
  const response = await client.apiRequest('POST', '/api/auth/register', {
    username: name,
    email: `${name}@example.test`,
    password: 'correct horse battery',
    firstName: 'Ines',
    lastName: 'Okafor',
  });
  return (await response.json()) as { id: string };
}

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    withCatalogue: true,
    payments: createStripePaymentProvider({
      secretKey: stripe.secretKey,
      priceId: stripe.priceId,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      apiBaseUrl: stripe.url,
    }),
  });
  admin = specClient(t);
  await signUp(admin, 'contractadmin');
  practitioner = specClient(t);
  practitionerId = (await signUp(practitioner, 'contractdietitian')).id;
}, 300_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** The client dialog's payload: every field, height and weight as the text the form sends, and its placeholder userId. */
const clientForm = {
  firstName: 'Amara',
  lastName: 'Nwosu',
  email: 'amara.nwosu@example.test',
  phone: '+44 161 496 0000',
  dateOfBirth: '1984-09-30',
  gender: 'female',
  height: '168',
  weight: '71.4',
  activityLevel: 'lightly_active',
  healthGoals: 'Steady energy through night shifts',
  notes: 'Works nights three times a week',
  dietaryRestrictions: ['Vegetarian'],
  allergies: ['Peanuts'],
  medicalConditions: ['Type 2 diabetes'],
  userId: 'placeholder-user',
};

/** The fields section 3 names for a client, which the spec's list call answers for each one. */
const clientFields = [
  'id',
  'userId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'gender',
  'height',
  'weight',
  'activityLevel',
  'healthGoals',
  'dietaryRestrictions',
  'allergies',
  'medicalConditions',
  'notes',
  'createdAt',
  'updatedAt',
];
const mealPlanFields = [
  'id',
  'userId',
  'clientId',
  'name',
  'description',
  'startDate',
  'endDate',
  'status',
  'targetCalories',
  'targetProtein',
  'targetCarbs',
  'targetFat',
  'notes',
  'shareToken',
  'createdAt',
  'updatedAt',
];
const recipeFields = [
  'id',
  'userId',
  'name',
  'description',
  'instructions',
  'prepTime',
  'cookTime',
  'servings',
  'ingredients',
  'nutrition',
  'tags',
  'cuisine',
  'difficulty',
  'isPublic',
  'spoonacularId',
  'sourceUrl',
  'imageUrl',
  'sourceName',
  'readyInMinutes',
  'healthScore',
  'pricePerServing',
  'createdAt',
  'updatedAt',
];
const nutritionFields = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'];

async function createClient(overrides: Partial<typeof clientForm> = {}): Promise<{ id: string }> {
  await practitioner.apiRequest('POST', '/api/clients', { ...clientForm, ...overrides });
  const list = await practitioner.query<{ id: string; firstName: string }[]>('/api/clients');
  return list.find((client) => client.firstName === (overrides.firstName ?? clientForm.firstName))!;
}

/** The plan dialog's payload: calories as a number, protein, carbs and fat as text, the placeholder userId. */
function planForm(clientId: string) {
  return {
    name: '14 Day Plan',
    description: 'Vegetarian, lower glycaemic load',
    clientId,
    userId: 'placeholder-user',
    status: 'active',
    startDate: '2026-12-01',
    endDate: '2026-12-14',
    targetCalories: 1900,
    targetProtein: '95',
    targetCarbs: '210',
    targetFat: '63',
    notes: 'Check in after the first week',
  };
}

async function createPlan(clientId: string): Promise<{ id: string; name: string }> {
  const response = await practitioner.apiRequest('POST', '/api/meal-plans', planForm(clientId));
  return (await response.json()) as { id: string; name: string };
}

/** A catalogue recipe any practitioner may plan with. */
async function someRecipeId(): Promise<string> {
  const recipes = await practitioner.query<{ id: string; userId: string | null }[]>('/api/recipes');
  return recipes.find((recipe) => recipe.userId === null)!.id;
}

async function planWithADay(): Promise<{ id: string }> {
  const client = await createClient({ firstName: `Plan${Math.random().toString(36).slice(2, 7)}` });
  const plan = await createPlan(client.id);
  await practitioner.apiRequest('POST', '/api/meal-plan-days', {
    mealPlanId: plan.id,
    dayNumber: 1,
    date: '2026-12-01',
    meals: { breakfast: { recipeId: await someRecipeId(), servings: 2 } },
  });
  return plan;
}

describe('the spec’s calls (section 7), as a client built to the spec makes them', () => {
  it('GET /api/dashboard/stats: activeClients, mealPlans, customRecipes, reports as numbers', async () => {
    const before = await practitioner.query('/api/dashboard/stats');
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['activeClients', 'mealPlans', 'customRecipes', 'reports']),
    );
    for (const key of ['activeClients', 'mealPlans', 'customRecipes', 'reports'])
      expect(typeof before[key]).toBe('number');
    await createClient({ firstName: 'Stats' });
    expect((await practitioner.query('/api/dashboard/stats')).activeClients).toBe(before.activeClients + 1);
  });

  it('POST /api/clients: the dialog’s payload with its placeholder userId creates the client, owned by the signed-in practitioner', async () => {
    const response = await practitioner.apiRequest('POST', '/api/clients', clientForm);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ firstName: 'Amara', height: 168, weight: 71.4, userId: practitionerId });
    // "list refreshed": the new client is in the list the screen reads again.
    const list = await practitioner.query<{ id: string }[]>('/api/clients');
    expect(list.map((client) => client.id)).toContain(created.id);
  });

  it('GET /api/clients: each client with id, firstName, lastName and every field section 3 names', async () => {
    const { id } = await createClient({ firstName: 'Listed' });
    const list = await practitioner.query<Record<string, unknown>[]>('/api/clients');
    const listed = list.find((client) => client.id === id)!;
    for (const field of clientFields) expect(listed, field).toHaveProperty(field);
    expect(listed).toMatchObject({
      phone: clientForm.phone,
      gender: 'female',
      height: 168,
      weight: 71.4,
      activityLevel: 'lightly_active',
      medicalConditions: ['Type 2 diabetes'],
      notes: clientForm.notes,
      userId: practitionerId,
    });
    expect(Number.isNaN(Date.parse(listed.updatedAt as string))).toBe(false);
  });

  it('GET /api/clients/{id}: one client; an unknown id is a non-OK answer the profile shows as not found', async () => {
    const { id } = await createClient({ firstName: 'Profiled' });
    expect(await practitioner.query('/api/clients', id)).toMatchObject({ id, firstName: 'Profiled', height: 168 });
    const missing = await practitioner.send('GET', '/api/clients/00000000-0000-4000-8000-000000000000');
    expect(missing.ok).toBe(false);
    expect(missing.status).toBe(404);
  });

  it('PUT /api/clients/{id}: the same payload as create, placeholder userId included, updates the client', async () => {
    const { id } = await createClient({ firstName: 'Updated' });
    await practitioner.apiRequest('PUT', `/api/clients/${id}`, { ...clientForm, firstName: 'Updated', weight: '69.8' });
    const list = await practitioner.query<{ id: string; weight: number; userId: string }[]>('/api/clients');
    expect(list.find((client) => client.id === id)).toMatchObject({ weight: 69.8, userId: practitionerId });
  });

  it('DELETE /api/clients/{id}: the client leaves the list', async () => {
    const { id } = await createClient({ firstName: 'Deleted' });
    await practitioner.apiRequest('DELETE', `/api/clients/${id}`);
    const list = await practitioner.query<{ id: string }[]>('/api/clients');
    expect(list.map((client) => client.id)).not.toContain(id);
  });

  it('POST /api/meal-plans: the plan dialog’s payload (status, placeholder userId, macros as text) creates the plan', async () => {
    const client = await createClient({ firstName: 'Planned' });
    const response = await practitioner.apiRequest('POST', '/api/meal-plans', planForm(client.id));
    expect(response.status).toBe(201);
    const plan = await response.json();
    expect(plan).toMatchObject({
      clientId: client.id,
      userId: practitionerId,
      status: 'active',
      targetCalories: 1900,
      targetProtein: 95,
      targetCarbs: 210,
      targetFat: 63,
    });
    expect(typeof plan.shareToken).toBe('string');
    const list = await practitioner.query<{ id: string }[]>('/api/meal-plans');
    expect(list.map((entry) => entry.id)).toContain(plan.id);
  });

  it('GET /api/meal-plans: the list of plans, each with the fields section 3 names', async () => {
    const client = await createClient({ firstName: 'PlanList' });
    const { id } = await createPlan(client.id);
    const list = await practitioner.query<Record<string, unknown>[]>('/api/meal-plans');
    const listed = list.find((plan) => plan.id === id)!;
    for (const field of mealPlanFields) expect(listed, field).toHaveProperty(field);
    expect(listed).toMatchObject({ targetProtein: 95, targetCarbs: 210, targetFat: 63, notes: planForm('').notes });
  });

  it('GET /api/meal-plans/{id}: one plan', async () => {
    const client = await createClient({ firstName: 'PlanOne' });
    const { id, name } = await createPlan(client.id);
    expect(await practitioner.query('/api/meal-plans', id)).toMatchObject({ id, name, clientId: client.id });
  });

  it('DELETE /api/meal-plans/{id}: the plan leaves the list', async () => {
    const client = await createClient({ firstName: 'PlanGone' });
    const { id } = await createPlan(client.id);
    await practitioner.apiRequest('DELETE', `/api/meal-plans/${id}`);
    expect((await practitioner.query<{ id: string }[]>('/api/meal-plans')).map((plan) => plan.id)).not.toContain(id);
  });

  it('GET /api/meal-plans/{id}/export-pdf: a PDF file whose name comes from Content-Disposition', async () => {
    const { id } = await planWithADay();
    const response = await practitioner.apiRequest('GET', `/api/meal-plans/${id}/export-pdf`);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    const disposition = response.headers.get('content-disposition') ?? '';
    // The spec's client reads the name with filename="…"; a name must be there for it to find.
    const name = /filename="([^"]+)"/.exec(disposition)?.[1];
    expect(name).toMatch(/\.pdf$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('GET /api/meal-plans/{id}/shopping-list/txt: plain text naming what the planned recipe needs', async () => {
    const { id } = await planWithADay();
    const response = await practitioner.apiRequest('GET', `/api/meal-plans/${id}/shopping-list/txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text.trim().split('\n').length).toBeGreaterThan(1);
  });

  it('POST /api/meal-plans/{id}/email-shopping-list: email and message are accepted and the e-mail is logged', async () => {
    const { id } = await planWithADay();
    await practitioner.apiRequest('POST', `/api/meal-plans/${id}/email-shopping-list`, {
      email: 'amara.nwosu@example.test',
      message: 'Here is your list for the week',
    });
    const history = await admin.query<{ recipient: string; userId: string }[]>('/api/admin/emails/history');
    expect(history.some((mail) => mail.recipient === 'amara.nwosu@example.test')).toBe(true);
  });

  it('POST /api/generate-meal-plan, then the generator’s save: plan, then one POST /api/meal-plan-days per day with the meals as generated', async () => {
    const generated = await practitioner.apiRequest('POST', '/api/generate-meal-plan', {
      caloriesPerDay: 2000,
      mealsPerDay: 4,
      numberOfDays: 3,
      healthFilters: ['Vegetarian'],
      macroPreference: 'percentage',
      macroValues: {
        proteinPercent: 30,
        carbsPercent: 40,
        fatPercent: 30,
        proteinGrams: 150,
        carbsGrams: 200,
        fatGrams: 67,
      },
    });
    const answer = await generated.json();
    // "field plan (list of days)"
    expect(Array.isArray(answer.plan)).toBe(true);
    expect(answer.plan).toHaveLength(3);
    type Meal = { recipeId: string | number; servings: number; recipeName: string; nutrition: { calories: number } };
    const days = answer.plan as { dayNumber: number; meals: Record<string, Meal> }[];
    expect(Object.keys(days[0].meals).sort()).toEqual(['breakfast', 'dinner', 'lunch', 'snack']);

    // The save: the plan with the generator's fields (ISO dates, clientId null), its id read from the answer...
    const today = new Date();
    const end = new Date(today.getTime() + 2 * 86_400_000);
    const created = await practitioner.apiRequest('POST', '/api/meal-plans', {
      name: `Generated Plan - ${today.toLocaleDateString('en-US')}`,
      clientId: null,
      startDate: today.toISOString(),
      endDate: end.toISOString(),
      status: 'active',
      targetCalories: 2000,
    });
    const planId = ((await created.json()) as { id: string }).id;
    expect(planId).toMatch(/^[0-9a-f-]{36}$/);
    // ...then each day in turn, meal type to recipeId as text and servings, keyed as the generator keyed them.
    for (const day of days) {
      const meals = Object.fromEntries(
        Object.entries(day.meals).map(([type, meal]) => [
          type,
          { recipeId: String(meal.recipeId), servings: meal.servings },
        ]),
      );
      const date = new Date(today.getTime() + (day.dayNumber - 1) * 86_400_000).toISOString();
      await practitioner.send('POST', '/api/meal-plan-days', {
        mealPlanId: planId,
        dayNumber: day.dayNumber,
        date,
        meals,
      });
    }
    // Results are not checked by the spec's client, so the plan itself must hold every meal, the snack included.
    const saved = await practitioner.query<{
      days: { dayNumber: number; meals: { breakfast: { recipeId: string } | null; snacks: { recipeId: string }[] } }[];
    }>('/api/meal-plans', planId);
    expect(saved.days).toHaveLength(3);
    for (const day of days) {
      const savedDay = saved.days.find((entry) => entry.dayNumber === day.dayNumber)!;
      expect(savedDay.meals.breakfast?.recipeId).toBe(String(day.meals.breakfast.recipeId));
      expect(savedDay.meals.snacks.map((snack) => snack.recipeId)).toEqual([String(day.meals.snack.recipeId)]);
    }
  });

  it('POST /api/meal-plan-days: mealPlanId, dayNumber, date and meals (meal type to recipeId as text and servings)', async () => {
    const client = await createClient({ firstName: 'DayOne' });
    const plan = await createPlan(client.id);
    const recipeId = await someRecipeId();
    await practitioner.apiRequest('POST', '/api/meal-plan-days', {
      mealPlanId: plan.id,
      dayNumber: 2,
      date: '2026-12-02',
      meals: { lunch: { recipeId: String(recipeId), servings: 1.5 }, dinner: { recipeId, servings: 1 } },
    });
    const saved = await practitioner.query<{
      days: { dayNumber: number; date: string; meals: Record<string, { recipeId: string; servings: number } | null> }[];
    }>('/api/meal-plans', plan.id);
    const day = saved.days.find((entry) => entry.dayNumber === 2)!;
    expect(day.date).toBe('2026-12-02');
    expect(day.meals.lunch).toMatchObject({ recipeId, servings: 1.5 });
    expect(day.meals.dinner).toMatchObject({ recipeId, servings: 1 });
  });

  it('GET /api/recipes: the list of recipes, each with instructions, ingredients and the seven nutrition fields', async () => {
    const recipes = await practitioner.query<Record<string, any>[]>('/api/recipes');
    expect(recipes.length).toBeGreaterThan(100);
    const withNutrition = recipes.find((recipe) => recipe.nutrition !== null)!;
    for (const field of recipeFields) expect(withNutrition, field).toHaveProperty(field);
    for (const field of nutritionFields) expect(typeof withNutrition.nutrition[field], field).toBe('number');
    expect(withNutrition.instructions.length).toBeGreaterThan(20);
    expect(withNutrition.ingredients[0]).toMatchObject({ name: expect.any(String), amount: expect.any(Number) });
  });

  it('POST /api/recipes: the recipe form’s fields create a recipe with computed nutrition', async () => {
    const response = await practitioner.apiRequest('POST', '/api/recipes', {
      name: 'Overnight oats with pear',
      description: 'Soaked oats for a night-shift breakfast',
      instructions: 'Stir the oats into the milk, top with pear and leave covered in the fridge overnight.',
      prepTime: 5,
      cookTime: 0,
      servings: 2,
      ingredients: [
        { name: 'Rolled oats', amount: 80, unit: 'g', fdcId: 8120 },
        { name: 'Milk', amount: 300, unit: 'ml' },
      ],
      tags: ['breakfast'],
      cuisine: 'British',
      difficulty: 'easy',
      isPublic: false,
    });
    expect(response.status).toBe(201);
    const recipe = await response.json();
    expect(recipe.nutrition.calories).toBeGreaterThan(100);
    const own = (await practitioner.query<{ id: string; userId: string }[]>('/api/recipes')).find(
      (entry) => entry.id === recipe.id,
    );
    expect(own?.userId).toBe(practitionerId);
  });

  const lentilSoup = {
    name: 'Lentil soup',
    description: null,
    instructions: 'Simmer the lentils with the onion until soft, about twenty-five minutes.',
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [{ name: 'Red lentils', amount: 200, unit: 'g', fdcId: 16069 }],
    tags: [],
    cuisine: '',
    difficulty: 'easy',
    isPublic: false,
  };

  it('PUT /api/recipes/{id}: the same fields as create update the recipe', async () => {
    const { id } = await (await practitioner.apiRequest('POST', '/api/recipes', lentilSoup)).json();
    await practitioner.apiRequest('PUT', `/api/recipes/${id}`, { ...lentilSoup, servings: 2 });
    const listed = (await practitioner.query<{ id: string; servings: number }[]>('/api/recipes')).find(
      (recipe) => recipe.id === id,
    );
    expect(listed?.servings).toBe(2);
  });

  it('DELETE /api/recipes/{id}: the recipe leaves the list', async () => {
    const { id } = await (await practitioner.apiRequest('POST', '/api/recipes', lentilSoup)).json();
    await practitioner.apiRequest('DELETE', `/api/recipes/${id}`);
    expect((await practitioner.query<{ id: string }[]>('/api/recipes')).map((recipe) => recipe.id)).not.toContain(id);
  });

  it('GET /api/nutrition/search?query=: a list of fdcId, description, brandOwner', async () => {
    const found = await practitioner.query<{ fdcId: number; description: string }[]>(
      '/api/nutrition/search?query=oats',
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toHaveProperty('brandOwner');
    expect(typeof found[0].fdcId).toBe('number');
    expect(found[0].description.toLowerCase()).toContain('oat');
  });

  it('GET /api/recipes/search/external with q, diet, cuisine, type, maxTime, maxCalories, minHealth: results and totalResults', async () => {
    const answer = await practitioner.query<{ results: { title: string }[]; totalResults: number }>(
      '/api/recipes/search/external?q=lentil&diet=vegetarian&type=main%20course&maxTime=120&maxCalories=800&minHealth=25',
    );
    expect(Array.isArray(answer.results)).toBe(true);
    expect(typeof answer.totalResults).toBe('number');
    expect(answer.totalResults).toBeGreaterThanOrEqual(answer.results.length);
    expect(answer.results.length).toBeGreaterThan(0);
    const byCuisine = await practitioner.query<{ results: { cuisines: string[] }[]; totalResults: number }>(
      '/api/recipes/search/external?q=curry&cuisine=indian',
    );
    expect(byCuisine.results.length).toBeGreaterThan(0);
    for (const recipe of byCuisine.results)
      expect(recipe.cuisines.map((name) => name.toLowerCase())).toContain('indian');
  });

  it('GET /api/recipes/random: recipes', async () => {
    const answer = await practitioner.query<{ recipes: { id: number; title: string }[] }>('/api/recipes/random');
    expect(answer.recipes.length).toBeGreaterThan(0);
    expect(typeof answer.recipes[0].title).toBe('string');
  });

  it('POST /api/recipes/external/{id}/save: alreadyExists false the first time, true the second', async () => {
    const { recipes } = await practitioner.query<{ recipes: { id: number }[] }>('/api/recipes/random');
    const first = await (await practitioner.apiRequest('POST', `/api/recipes/external/${recipes[0].id}/save`)).json();
    expect(first.alreadyExists).toBe(false);
    const second = await (await practitioner.apiRequest('POST', `/api/recipes/external/${recipes[0].id}/save`)).json();
    expect(second.alreadyExists).toBe(true);
  });

  it('GET /api/reports: the list of reports', async () => {
    const before = await practitioner.query<unknown[]>('/api/reports');
    expect(Array.isArray(before)).toBe(true);
    const client = await createClient({ firstName: 'Listing' });
    await practitioner.apiRequest('POST', '/api/reports', {
      clientId: client.id,
      mealPlanId: null,
      title: 'Intake summary',
      type: 'client_report',
      content: {},
    });
    const after = await practitioner.query<{ title: string; type: string; clientId: string }[]>('/api/reports');
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((report) => report.title === 'Intake summary')).toMatchObject({ clientId: client.id });
  });

  it('POST /api/reports: clientId, mealPlanId null, title, type and the content the screen sends (the server writes its own)', async () => {
    const client = await createClient({ firstName: 'Reported' });
    await practitioner.apiRequest('POST', '/api/reports', {
      clientId: client.id,
      mealPlanId: null,
      title: 'Quarterly review',
      type: 'insurance_report',
      // What the spec's screen builds and sends; the server computes the content itself (section 3).
      content: {
        title: 'Quarterly review',
        clientName: 'Reported Nwosu',
        dateRange: 'Generated on 11/28/2026',
        meals: [],
        nutrition: { totalCalories: 0, avgProtein: 0, avgCarbs: 0, avgFat: 0, avgFiber: 0 },
        recommendations: [],
        notes: 'made up by the browser',
      },
    });
    const reports =
      await practitioner.query<{ id: string; title: string; type: string; content: { notes: string } }[]>(
        '/api/reports',
      );
    const report = reports.find((entry) => entry.title === 'Quarterly review')!;
    expect(report).toMatchObject({ type: 'insurance_report' });
    expect(report.content.notes).not.toBe('made up by the browser');
  });

  it('GET /api/reports/{id}/download: a PDF a browser tab opens', async () => {
    const client = await createClient({ firstName: 'Downloaded' });
    const created = await practitioner.apiRequest('POST', '/api/reports', {
      clientId: client.id,
      mealPlanId: null,
      title: 'Progress letter',
      type: 'client_report',
      content: {},
    });
    const { id } = await created.json();
    const response = await practitioner.apiRequest('GET', `/api/reports/${id}/download`);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition') ?? 'inline').not.toMatch(/^attachment/);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('GET /api/users/me: the current user with the branding fields, never the password', async () => {
    const me = await practitioner.query('/api/users/me');
    expect(me).toMatchObject({ id: practitionerId, role: 'user', brandColorPrimary: '#10b981' });
    for (const field of [
      'businessName',
      'businessLogo',
      'tagline',
      'brandColorSecondary',
      'contactEmail',
      'contactPhone',
      'website',
    ])
      expect(me, field).toHaveProperty(field);
    expect(me).not.toHaveProperty('password');
  });

  it('PUT /api/users/me/branding: the branding form’s fields, read back by GET /api/users/me', async () => {
    const branding = {
      businessName: 'Okafor Nutrition',
      businessLogo: '',
      tagline: 'Food that fits your shifts',
      brandColorPrimary: '#0f766e',
      brandColorSecondary: '#115e59',
      contactEmail: 'hello@okafor-nutrition.example',
      contactPhone: '+44 161 496 0001',
      website: 'https://okafor-nutrition.example',
    };
    await practitioner.apiRequest('PUT', '/api/users/me/branding', branding);
    const me = await practitioner.query('/api/users/me');
    expect(me).toMatchObject({ id: practitionerId, ...branding, businessLogo: null });
    expect(me).not.toHaveProperty('password');
  });

  it('GET /api/subscription/status: status, hasSubscription, currentPeriodEnd, cancelAtPeriodEnd', async () => {
    const status = await practitioner.query('/api/subscription/status');
    expect(status).toMatchObject({ status: 'trial', hasSubscription: false, cancelAtPeriodEnd: false });
    expect(status).toHaveProperty('currentPeriodEnd');
  });

  it('POST /api/subscription/create with an empty body: clientSecret (or, unconfigured, the documented refusal)', async () => {
    const unconfigured = await createTestApp();
    try {
      const trial = specClient(unconfigured);
      await signUp(trial, 'contracttrial');
      const refused = await trial.send('POST', '/api/subscription/create');
      expect(refused.status).toBe(503);
      expect((await refused.json()).message).toBe('Payment processing is not configured');
    } finally {
      await unconfigured.close();
    }
    // "empty body": no body and no content type, as the spec's helper sends a call without data.
    const created = await (await practitioner.apiRequest('POST', '/api/subscription/create')).json();
    expect(created.clientSecret).toMatch(/_secret_/);
  });

  it('POST /api/subscription/cancel: the status read after the reload says the subscription ends with its period', async () => {
    // The subscription started above becomes active with its first payment, as Stripe reports it.
    const [{ subscriptionId }] = await t.deps.db
      .select({ subscriptionId: users.stripeSubscriptionId })
      .from(users)
      .where(eq(users.id, practitionerId));
    for (const delivery of stripe.confirmFirstPayment(subscriptionId!)) {
      const answer = await t.app.request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.payload,
      });
      expect(answer.status).toBe(200);
    }
    expect(await practitioner.query('/api/subscription/status')).toMatchObject({
      status: 'active',
      hasSubscription: true,
    });
    await practitioner.apiRequest('POST', '/api/subscription/cancel');
    // "page reloads": the status it reads again says the subscription ends with the period.
    const after = await practitioner.query('/api/subscription/status');
    expect(after).toMatchObject({ cancelAtPeriodEnd: true });
    expect(typeof after.currentPeriodEnd).toBe('number');
  });

  it('GET /api/admin/stats: the platform figures, as numbers; a practitioner is refused', async () => {
    const stats = await admin.query('/api/admin/stats');
    for (const key of [
      'totalUsers',
      'activeUsers',
      'totalClients',
      'totalMealPlans',
      'totalRecipes',
      'publicRecipes',
      'totalReports',
      'adminUsers',
    ])
      expect(typeof stats[key], key).toBe('number');
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
    // A practitioner is refused with a message the screen shows as Access Denied.
    const refused = await practitioner.send('GET', '/api/admin/stats');
    expect(refused.status).toBe(403);
  });

  it('GET /api/admin/health: db, api, jobs and storage, each with its figures', async () => {
    const health = await admin.query('/api/admin/health');
    expect(health.db).toMatchObject({ ok: true, latencyMs: expect.any(Number) });
    expect(health.api).toMatchObject({ ok: true, latencyMs: expect.any(Number) });
    expect(health.jobs).toMatchObject({ ok: expect.any(Boolean), queueDepth: expect.any(Number) });
    expect(health.storage).toMatchObject({ ok: expect.any(Boolean), usedMB: expect.any(Number) });
    // A database server's disk size is not always known to the app: a number, or null said plainly.
    expect(health.storage.totalMB === null || typeof health.storage.totalMB === 'number').toBe(true);
  });

  it('GET /api/admin/activity: the platform activity the admin dashboard shows', async () => {
    const activity = await admin.query('/api/admin/activity');
    expect(activity).toBeTruthy();
    expect(JSON.stringify(activity).length).toBeGreaterThan(2);
  });

  it('GET /api/admin/users: every account, a new one included', async () => {
    const before = await admin.query<{ id: string; role: string; username: string }[]>('/api/admin/users');
    expect(before.map((user) => user.id)).toContain(practitionerId);
    await signUp(specClient(t), 'contractnewcomer');
    expect((await admin.query<{ id: string }[]>('/api/admin/users')).length).toBe(before.length + 1);
  });

  it('PUT /api/admin/users/{userId}/role: the role changed, as the list then shows', async () => {
    const { id } = await signUp(specClient(t), 'contractcolleague');
    const updated = await (await admin.apiRequest('PUT', `/api/admin/users/${id}/role`, { role: 'admin' })).json();
    expect(updated).toMatchObject({ id, role: 'admin' });
    const listed = (await admin.query<{ id: string; role: string }[]>('/api/admin/users')).find(
      (user) => user.id === id,
    );
    expect(listed?.role).toBe('admin');
  });

  it('GET /api/admin/emails/history: the list of e-mail records, newest first', async () => {
    const history =
      await admin.query<{ id: string; recipient: string; subject: string; status: string; createdAt: string }[]>(
        '/api/admin/emails/history',
      );
    expect(history.length).toBeGreaterThan(0);
    for (const field of ['id', 'userId', 'recipient', 'subject', 'body', 'status', 'createdAt'])
      expect(history[0], field).toHaveProperty(field);
    const times = history.map((mail) => Date.parse(mail.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('POST /api/admin/emails/send: success, and the e-mail in the history', async () => {
    const response = await admin.apiRequest('POST', '/api/admin/emails/send', {
      recipient: 'support-check@example.test',
      subject: 'Planned maintenance',
      body: 'Platewise will be unavailable for ten minutes on Sunday at 06:00 UTC.',
    });
    expect((await response.json()).success).toBe(true);
    const history =
      await admin.query<{ recipient: string; subject: string; status: string; createdAt: string }[]>(
        '/api/admin/emails/history',
      );
    expect(history.find((mail) => mail.recipient === 'support-check@example.test')).toMatchObject({
      subject: 'Planned maintenance',
      status: expect.any(String),
    });
  });

  it('the OpenAPI document names the fields the spec’s calls send that the server ignores, as accepted and ignored', async () => {
    const doc = await practitioner.query('/api/openapi.json');
    const bodyOf = (path: string, method: string) => {
      const schema = doc.paths[path][method].requestBody.content['application/json'].schema;
      return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    };
    for (const [path, method, field] of [
      ['/api/clients', 'post', 'userId'],
      ['/api/clients/{id}', 'put', 'userId'],
      ['/api/meal-plans', 'post', 'userId'],
      ['/api/reports', 'post', 'content'],
    ])
      expect(bodyOf(path, method).properties[field].description, `${method} ${path} ${field}`).toMatch(
        /^Accepted and ignored: /,
      );
    // Every other unknown key is still refused, naming it.
    const refused = await practitioner.send('POST', '/api/clients', { ...clientForm, ownerId: 'someone-else' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual([{ path: 'ownerId', message: 'Unknown field "ownerId"' }]);
  });
});
