import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';

// A busy practice (issue 22): 5,000 clients, 1,000 recipes of its own and a plan for each of its first 100
// clients. The lists must open, search and open an item with that many rows. Seeded through the API, 25 requests
// at a time, as the practice's own writes (the server holds its embedded database alone while it runs).
const CLIENTS = 5000;
const RECIPES = 1000;
const PLANS = 100;

/**
 * A create sent as the app sends one: with an Idempotency-Key, so when a kept-alive connection the server has just
 * closed (idle between two batches on a loaded machine) drops the request, sending it again cannot make a second row.
 */
async function create(request: APIRequestContext, path: string, data: unknown) {
  const headers = { 'Idempotency-Key': randomBytes(16).toString('hex') };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request.post(path, { data, headers });
    } catch (error) {
      if (attempt === 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

async function inBatches(count: number, send: (n: number) => Promise<unknown>) {
  for (let start = 1; start <= count; start += 25) {
    await Promise.all(Array.from({ length: Math.min(25, count - start + 1) }, (_, index) => send(start + index)));
  }
}

async function seedPractice(request: APIRequestContext) {
  const clientIds = new Map<number, string>();
  await inBatches(CLIENTS, async (n) => {
    const response = await create(request, '/api/clients', {
      firstName: `Avery${n}`,
      lastName: 'Scale',
      email: `avery${n}@clinic.example`,
      healthGoals: 'Steadier energy through the day',
    });
    expect(response.status()).toBe(201);
    if (n <= PLANS) clientIds.set(n, (await response.json()).id);
  });
  await inBatches(RECIPES, async (n) => {
    const response = await create(request, '/api/recipes', {
      name: `Batch bowl ${n}`,
      description: 'Oats, milk and fruit, prepared the night before.',
      instructions: `Stir and chill overnight (batch ${n}).`,
      servings: 1,
      ingredients: [
        { name: 'Rolled oats', amount: 50, unit: 'g', fdcId: 8120 },
        { name: 'Whole milk', amount: 200, unit: 'ml', fdcId: 1077 },
      ],
    });
    expect(response.status()).toBe(201);
  });
  await inBatches(PLANS, async (n) => {
    const response = await create(request, '/api/meal-plans', {
      name: `Scale week ${n}`,
      clientId: clientIds.get(n),
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      status: 'active',
      targetCalories: 2000,
    });
    expect(response.status()).toBe(201);
  });
}

test('5,000 clients, 1,000 recipes and 100 plans: the lists open, search and open an item', async ({ page }) => {
  test.setTimeout(600_000);
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  await seedPractice(page.request);

  // Clients: a page of cards at once, the count of all, search by name and by e-mail in any case.
  await page.goto('/clients');
  await expect(page.getByText('5,000 clients', { exact: true })).toBeVisible();
  const clientCards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
  await expect(clientCards).toHaveCount(60);
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill('AVERY4321 ');
  await expect(page.getByText('1 of 5,000 clients')).toBeVisible();
  await search.fill('avery1234@CLINIC');
  await expect(page.getByText('1 of 5,000 clients')).toBeVisible();
  await search.fill('nobody at all');
  await expect(page.getByRole('heading', { name: 'No clients found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(clientCards).toHaveCount(60);
  // More come as the reader reaches the end of the page.
  await page.getByRole('button', { name: /Show 60 more clients/ }).scrollIntoViewIfNeeded();
  await expect(clientCards).toHaveCount(120);
  await search.fill('Avery4321');
  await page.getByRole('link', { name: 'Avery4321 Scale' }).click();
  await expect(page.getByRole('heading', { name: 'Avery4321 Scale' })).toBeVisible();

  // Recipes: the practitioner's own first, searchable; editing reads the whole recipe.
  await page.goto('/recipes');
  await expect(page.getByRole('button', { name: /My recipes \(1,000\)/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(60);
  const recipeSearch = page.getByRole('searchbox', { name: 'Search recipes' });
  await recipeSearch.fill('BATCH BOWL 777');
  await expect(page.getByText('1 of 1,000 recipes')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Batch bowl 777' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
  await expect(dialog.getByLabel('Instructions')).toHaveValue('Stir and chill overnight (batch 777).');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await recipeSearch.fill('no such dish');
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();

  // Meal plans: found by the plan's name or by its client's, opened, and filled from the 1,000 recipes.
  await page.goto('/meal-plans');
  await expect(page.getByText('100 meal plans', { exact: true })).toBeVisible();
  const planCards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
  await expect(planCards).toHaveCount(60);
  const planSearch = page.getByRole('searchbox', { name: 'Search meal plans' });
  await planSearch.fill('AVERY77 SCALE');
  await expect(page.getByText('1 of 100 meal plans')).toBeVisible();
  await planSearch.fill('scale week 9');
  await expect(page.getByText('11 of 100 meal plans')).toBeVisible();
  await planSearch.fill('week 4000');
  await expect(page.getByRole('heading', { name: 'No meal plans found' })).toBeVisible();
  await planSearch.fill('Scale week 77');
  await page.getByRole('link', { name: 'Scale week 77' }).click();
  await expect(page.getByRole('heading', { name: 'Scale week 77', level: 1 })).toBeVisible();
  await page
    .getByRole('tabpanel')
    .getByRole('region', { name: 'Breakfast', exact: true })
    .getByRole('button', { name: 'Add breakfast' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Add breakfast' });
  await picker.getByRole('searchbox', { name: 'Search recipes' }).fill('batch bowl 777');
  await picker.getByRole('button', { name: /Batch bowl 777/ }).click();
  await expect(picker).toBeHidden();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('region', { name: 'Breakfast', exact: true })
      .getByRole('article', { name: 'Batch bowl 777' }),
  ).toBeVisible();
});
