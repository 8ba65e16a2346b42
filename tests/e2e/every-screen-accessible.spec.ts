import { expect, test, type Page } from '@playwright/test';
import { seedPlan } from './meal-plan-helpers';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

// A new practitioner opens every screen of the practice, the sheets and dialogs a first visit opens, and the public
// pages, and axe finds nothing serious or critical on any of them: at desktop width and, as the mobile project, at
// 390 px. (The portal's screens are scanned in client-portal.spec.ts, the admin area's in admin-area.spec.ts.)
// Screens once judged clean are scanned as well as the two that were not: a regression anywhere shows here.

async function scan(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await expectNoSeriousAccessibilityProblems(page, path);
}

test(
  'every screen of the practice and its public pages pass axe (WCAG 2.1 AA, no serious or critical finding)',
  { tag: '@layout' },
  async ({ page }) => {
    test.setTimeout(180_000);
    await scan(page, '/login', () => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible());
    await scan(page, '/register', () => expect(page.getByRole('button', { name: 'Create account' })).toBeVisible());

    const person = newPractitioner();
    await signUpThroughApi(page, person);
    await expectDashboardFor(page, person.firstName);
    const planId = await seedPlan(page);
    const plan = await (await page.request.get(`/api/meal-plans/${planId}`)).json();

    const heading = (name: string | RegExp) => () =>
      expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await scan(page, '/', () => expect(page.getByText('Active Clients')).toBeVisible());
    await scan(page, '/clients', () => expect(page.getByRole('link', { name: /Priya Raman/ }).first()).toBeVisible());
    await scan(page, `/clients/${plan.clientId}`, heading('Priya Raman'));
    await scan(page, '/generate-meal-plan', heading('Generate Meal Plan'));
    await scan(page, '/meal-plans', () => expect(page.getByText('Three calm days').first()).toBeVisible());
    await scan(page, `/meal-plans/${planId}`, heading('Three calm days'));
    await scan(page, '/recipes', () => expect(page.getByText('Oat porridge with banana').first()).toBeVisible());
    await scan(page, '/reports', heading('Reports'));
    await scan(page, '/subscription', () => expect(page.getByText('Free trial', { exact: true })).toBeVisible());
    await scan(page, '/settings', heading(/Settings|Branding/));
    await scan(page, '/nowhere-at-all', () => expect(page.getByText('404 Page Not Found')).toBeVisible());
    await scan(page, `/share/${plan.shareToken}`, heading('Three calm days'));

    // The Recipe Database, its recipe sheet (its nutrition labels once failed contrast) and a filtered search.
    await scan(page, '/recipe-database', () =>
      expect(page.getByRole('heading', { name: 'Featured recipes' })).toBeVisible(),
    );
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAccessibilityProblems(page, 'the recipe database’s recipe sheet');
  },
);

test('a filtered search in the Recipe Database shows on every card the diet and cuisine it asked for', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  await page.goto('/recipe-database');
  await page.getByLabel('Search recipes').fill('a');
  await page.getByLabel('Search recipes').press('Enter');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Diet').selectOption('gluten-free');
  await sheet.getByLabel('Cuisine').selectOption('indian');
  await sheet.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('heading', { name: /for “a”/ })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Cuisines and diets' });
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const badges = cards.nth(index);
    await expect(badges.getByText('Gluten-Free', { exact: true })).toBeVisible();
    await expect(badges.getByText('Indian', { exact: true })).toBeVisible();
  }
  await expectNoSeriousAccessibilityProblems(page, 'the filtered search results');
});
