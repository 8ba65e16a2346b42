import { expect, test } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';
import { slot } from './meal-plan-helpers';

test('the day editor hides the almond dates from a tree-nut-allergic client, and recipes show what they contain', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  const client = await page.request.post('/api/clients', {
    data: { firstName: 'Lena', lastName: 'Okafor', allergies: ['Tree nuts'], dietaryRestrictions: [] },
  });
  expect(client.status()).toBe(201);
  const plan = await page.request.post('/api/meal-plans', {
    data: {
      name: 'Nut-free week',
      clientId: (await client.json()).id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
      status: 'active',
      targetCalories: 2000,
    },
  });
  expect(plan.status()).toBe(201);

  await page.goto(`/meal-plans/${(await plan.json()).id}`);
  await slot(page, 'Snacks')
    .getByRole('button', { name: /Add snack/ })
    .click();
  const picker = page.getByRole('dialog', { name: /Add snack/ });
  await picker.getByRole('searchbox', { name: 'Search recipes' }).fill('dates');
  await expect(picker.getByText(/Screened for the client: Tree nuts\./)).toBeVisible();
  await expect(picker.getByRole('button', { name: /Almond Butter Stuffed Dates/ })).toBeHidden();
  await picker.getByRole('checkbox', { name: 'Show all' }).check();
  await expect(picker.getByRole('button', { name: /Almond Butter Stuffed Dates/ })).toContainText(
    'Conflicts: Tree nuts',
  );
  await page.keyboard.press('Escape');

  // The recipe's own card says what it contains, told apart from what it may contain.
  await page.goto('/recipes');
  await page.getByRole('button', { name: /Shared library/ }).click();
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('Almond Butter Stuffed Dates');
  await expect(page.getByRole('heading', { name: 'Almond Butter Stuffed Dates with Orange Zest' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Allergens' })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Allergens' })).toContainText('Contains tree nuts');
});
