import { expect, test } from '@playwright/test';
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
  },
  {
    locale: 'en-GB',
    day: 'Day 1 · Monday 2 Mar',
    target: '2,000 kcal',
    label: 'Calories per day',
    range: '2 Mar 2026',
  },
  { locale: 'en-AU', day: 'Day 1 · Monday 2 Mar', target: '8,368 kJ', label: 'Energy per day', range: '2 Mar 2026' },
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
