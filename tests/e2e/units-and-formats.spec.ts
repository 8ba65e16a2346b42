import { expect, test } from '@playwright/test';
import { mailServerUrl, openEmail } from './mail';
import { seedPlan } from './meal-plan-helpers';
import { newPractitioner, password } from './support';

// Issue 34: the same plan read by three practices, each in its own locale and units, and a change in Settings
// reaching the plan page. The plan keeps 2,000 kcal a day whatever is shown.
const practices = [
  {
    locale: 'en-US',
    day: 'Day 1 · Monday, Mar 2',
    target: '2,000 kcal',
    label: 'Calories per day',
    range: 'Mar 2, 2026',
    shareTarget: '2,000kcal',
    shareLabel: 'Calories',
  },
  {
    locale: 'en-GB',
    day: 'Day 1 · Monday 2 Mar',
    target: '2,000 kcal',
    label: 'Calories per day',
    range: '2 Mar 2026',
    shareTarget: '2,000kcal',
    shareLabel: 'Calories',
  },
  {
    locale: 'en-AU',
    day: 'Day 1 · Monday 2 Mar',
    target: '8,368 kJ',
    label: 'Energy per day',
    range: '2 Mar 2026',
    shareTarget: '8,368kJ',
    shareLabel: 'Energy',
  },
] as const;

for (const practice of practices) {
  test(`a practice signed up from an ${practice.locale} browser reads its plan in its own dates and energy unit`, async ({
    page,
  }) => {
    const person = newPractitioner();
    const response = await page.request.post('/api/auth/register', {
      data: { ...person, password, locale: practice.locale },
    });
    expect(response.status()).toBe(201);
    const planId = await seedPlan(page);

    await page.goto(`/meal-plans/${planId}`);
    await expect(page.getByRole('heading', { name: practice.day })).toBeVisible();
    await expect(page.getByText(practice.label).locator('xpath=following-sibling::*[1]')).toHaveText(practice.target);
    await expect(page.getByText(new RegExp(`^${practice.range} – `))).toBeVisible();

    // The API still answers in kcal.
    const plan = await page.request.get(`/api/meal-plans/${planId}`);
    expect((await plan.json()).targetCalories).toBe(2000);

    // The plan's share page, opened by someone signed out, in the same dates and energy unit.
    const shareToken = (await plan.json()).shareToken as string;
    await page.context().clearCookies();
    await page.goto(`/share/${shareToken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Three calm days' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${practice.range} – `))).toBeVisible();
    const targets = page.getByRole('heading', { name: 'Daily targets' }).locator('..');
    await expect(
      targets.getByText(practice.shareLabel, { exact: true }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText(practice.shareTarget);
  });
}

test('a change in Settings → Units and formats is how the plan page reads from then on', async ({ page }) => {
  const person = newPractitioner();
  expect((await page.request.post('/api/auth/register', { data: { ...person, password } })).status()).toBe(201);
  const planId = await seedPlan(page);

  await page.goto('/settings');
  await page.getByLabel('Language and region').selectOption('en-AU');
  await page.getByLabel('Energy').selectOption('kJ');
  await page.getByLabel('Body weight and height').selectOption('metric');
  await expect(page.getByTestId('units-preview')).toHaveText('5 Jan 2026 · 8,368 kJ · 72.5 kg · 170 cm');
  await page.getByRole('button', { name: 'Save units and formats' }).click();
  await expect(page.getByText('Settings Saved').first()).toBeVisible();

  await page.goto(`/meal-plans/${planId}`);
  await expect(page.getByRole('heading', { name: 'Day 1 · Monday 2 Mar' })).toBeVisible();
  await expect(page.getByText('Energy per day').locator('xpath=following-sibling::*[1]')).toHaveText('8,368 kJ');
});

test.describe('a client with units of their own', () => {
  test.use({ baseURL: mailServerUrl });

  test('logs 11 st 6 lb in the portal, kept as 72.6 kg, and reads the day in kJ', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const person = newPractitioner();
    // A US practice (pounds, kcal); the client reads stones and kilojoules.
    expect(
      (await page.request.post('/api/auth/register', { data: { ...person, password, locale: 'en-US' } })).status(),
    ).toBe(201);
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    const recipe = await page.request.post('/api/recipes', {
      data: {
        name: 'Apple cinnamon oats',
        servings: 1,
        ingredients: [{ name: 'Rolled oats', amount: 80, unit: 'g', fdcId: 8120 }],
        instructions: 'Simmer the oats in water for five minutes.',
        isPublic: false,
      },
    });
    expect(recipe.status()).toBe(201);
    const email = `rhys.${person.username}@example.test`;
    const client = await page.request.post('/api/clients', {
      data: { firstName: 'Rhys', lastName: 'Ellis', email, bodyUnits: 'uk', energyUnit: 'kJ' },
    });
    expect(client.status()).toBe(201);
    const clientId = (await client.json()).id as string;
    const plan = await page.request.post('/api/meal-plans', {
      data: { name: 'Rhys’s week', clientId, startDate: day, endDate: day, targetCalories: 2000 },
    });
    const planId = (await plan.json()).id as string;
    const saved = await page.request.put(`/api/meal-plans/${planId}/days`, {
      data: { days: [{ dayNumber: 1, meals: { breakfast: { recipeId: (await recipe.json()).id, servings: 1 } } }] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const planned = (await (await page.request.get(`/api/meal-plans/${planId}`)).json()).days[0].totals
      .calories as number;
    expect((await page.request.post(`/api/clients/${clientId}/portal-invite`)).status()).toBe(200);
    const link = /https?:\/\/\S+\/portal\/accept\/[A-Za-z0-9_-]{43}/.exec(
      await openEmail(email, '.* invited you to your nutrition portal'),
    )?.[0];
    expect(link).toBeDefined();

    const phone = await browser.newContext({ baseURL: mailServerUrl, viewport: page.viewportSize() ?? undefined });
    const portal = await phone.newPage();
    await portal.goto(link!);
    await portal.getByLabel('Password', { exact: true }).fill('my lemon water 2026');
    await portal.getByLabel('Confirm password').fill('my lemon water 2026');
    await portal.getByRole('button', { name: 'Open my portal' }).click();
    await expect(portal.getByRole('heading', { level: 1, name: 'Today’s meals' })).toBeVisible();
    const kilojoules = Math.round(planned * 4.184).toLocaleString('en-US');
    await expect(portal.getByText(`About ${kilojoules} kJ planned today.`)).toBeVisible();

    await portal.goto('/portal/weight');
    await portal.getByLabel('Weight (st)').fill('11');
    await portal.getByLabel('Pounds (lb)').fill('6');
    await portal.getByRole('button', { name: 'Log weight' }).click();
    await expect(portal.getByRole('cell', { name: '11 st 6 lb' })).toBeVisible();
    await portal.reload();
    await expect(portal.getByRole('cell', { name: '11 st 6 lb' })).toBeVisible();
    await phone.close();

    // The practice's API keeps kilograms.
    const progress = await (await page.request.get(`/api/clients/${clientId}/progress`)).json();
    expect(progress.measurements.map((entry: { weightKg: number }) => entry.weightKg)).toEqual([72.6]);
  });
});

test('a UK practice reads its client in st lb and ft in; an Australian one sets the generator’s target in kJ', async ({
  page,
}) => {
  const uk = newPractitioner();
  expect((await page.request.post('/api/auth/register', { data: { ...uk, password, locale: 'en-GB' } })).status()).toBe(
    201,
  );
  const created = await page.request.post('/api/clients', {
    data: { firstName: 'Priya', lastName: 'Raman', height: 170, weight: 72.5, goalWeight: 65 },
  });
  expect(created.status()).toBe(201);
  const client = await created.json();

  await page.goto(`/clients/${client.id}`);
  const fact = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Height')).toHaveText('5 ft 7 in');
  await expect(fact('Goal weight')).toHaveText('10 st 3 lb');
  await expect(page.locator('dt', { hasText: /^Weight$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '11 st 6 lb',
  );
  // The API keeps kg and cm.
  const stored = await (await page.request.get(`/api/clients/${client.id}`)).json();
  expect([stored.height, stored.weight, stored.goalWeight]).toEqual([170, 72.5, 65]);

  await page.context().clearCookies();
  const au = newPractitioner();
  expect((await page.request.post('/api/auth/register', { data: { ...au, password, locale: 'en-AU' } })).status()).toBe(
    201,
  );
  await page.goto('/generate-meal-plan');
  await expect(page.getByLabel('Daily Energy')).toHaveValue('8368');
  await page.getByLabel('Daily Energy').fill('10000');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/generate-meal-plan'));
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ caloriesPerDay: 2390 });
});
