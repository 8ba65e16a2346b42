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
