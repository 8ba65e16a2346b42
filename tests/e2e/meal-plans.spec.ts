import { expect, test, type Page } from '@playwright/test';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

/** Today and today + 13 on the browser's own calendar, the way the dialog fills them in. */
function browserCalendarDates(page: Page) {
  return page.evaluate(() => {
    const ymd = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return { today: ymd(now), lastDay: ymd(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 13)) };
  });
}

test('a Quick Meal Plan draft becomes a plan that is shared without health data, exported as a PDF and deleted', async ({
  page,
  browser,
}, testInfo) => {
  // A long journey with three accessibility scans and a second browser context.
  test.slow();
  const person = newPractitioner();
  const practitionerName = `${person.firstName} ${person.lastName}`;
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  // page.request shares the browser's session cookie.
  const clientResponse = await page.request.post('/api/clients', {
    data: {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@example.com',
      healthGoals: 'Lower LDL cholesterol',
      allergies: ['Peanut'],
      medicalConditions: ['Hypertension'],
      dietaryRestrictions: ['Vegan'],
    },
  });
  expect(clientResponse.status()).toBe(201);
  const { id: clientId } = (await clientResponse.json()) as { id: string };

  await page.goto('/');
  const clientSelect = page.getByLabel('Client', { exact: true });
  await expect(clientSelect.getByRole('option', { name: 'Priya Raman' })).toBeAttached();
  await clientSelect.selectOption({ label: 'Priya Raman' });
  await page.getByLabel('Duration').selectOption('14');
  await page.getByRole('button', { name: 'Vegan', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Plan' }).click();

  await expect(page).toHaveURL(/\/meal-plans$/);
  const dialog = page.getByRole('dialog', { name: 'Generate Meal Plan' });
  const { today, lastDay } = await browserCalendarDates(page);
  await expect(dialog.getByLabel('Meal Plan Name')).toHaveValue('14 Day Plan');
  await expect(dialog.getByLabel('Client')).toHaveValue(clientId);
  await expect(dialog.getByLabel('Start date')).toHaveValue(today);
  await expect(dialog.getByLabel('End date')).toHaveValue(lastDay);
  await expect(dialog.getByLabel('Description')).toHaveValue('Dietary restrictions: Vegan');
  expect(await page.evaluate(() => sessionStorage.getItem('dashboardPlanData'))).toBeNull();
  await expectNoSeriousAccessibilityProblems(page, 'the Generate Meal Plan dialog');

  await dialog.getByLabel('Calories (kcal)').fill('2000');
  await dialog.getByLabel('Protein (g)').fill('90');
  await dialog.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(page.getByText('Meal plan created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
  const planId = page.url().split('/').at(-1) ?? '';

  // One meal, so the shared page has a day, a recipe and a shopping list to show.
  const recipeResponse = await page.request.post('/api/recipes', {
    data: {
      name: 'Overnight oats with banana',
      instructions: 'Stir the oats into the milk.\nChill overnight.',
      servings: 2,
      ingredients: [
        { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
        { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
      ],
    },
  });
  expect(recipeResponse.status()).toBe(201);
  const { id: recipeId } = (await recipeResponse.json()) as { id: string };
  const dayResponse = await page.request.put(`/api/meal-plans/${planId}/days/1`, {
    data: { meals: { breakfast: { recipeId, servings: 1 } } },
  });
  expect(dayResponse.ok()).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/meal-plans$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: '14 Day Plan', exact: true }) });
  await expect(card.getByText('Priya Raman')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Target Calories: 2,000 kcal/day')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, 'the meal plan list');

  // Share: the link lands on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy share link for 14 Day Plan' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  const plans = (await (await page.request.get('/api/meal-plans')).json()) as { id: string; shareToken: string }[];
  const shareToken = plans.find((plan) => plan.id === planId)?.shareToken ?? '';
  expect(shareUrl).toBe(new URL(`/share/${shareToken}`, page.url()).href);

  // The client opens it with no account and no cookies.
  const visitor = await browser.newContext({
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const sharePage = await visitor.newPage();
  await sharePage.goto(shareUrl);
  await expect(sharePage.getByRole('heading', { level: 1, name: '14 Day Plan' })).toBeVisible();
  await expect(sharePage.getByText(`Prepared for you by ${practitionerName}`)).toBeVisible();
  await expect(sharePage.getByRole('heading', { name: /^Day 1 · / })).toBeVisible();
  await expect(sharePage.getByRole('link', { name: 'Overnight oats with banana' })).toBeVisible();
  await expect(sharePage.getByRole('checkbox', { name: /Banana/ })).toBeVisible();
  await expect(sharePage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const shownText = await sharePage.locator('body').innerText();
  for (const privateDetail of ['Priya', 'Raman', 'Peanut', 'Hypertension', 'LDL', 'priya.raman@example.com']) {
    expect(shownText, `the share page must not show "${privateDetail}"`).not.toContain(privateDetail);
  }
  await expectNoSeriousAccessibilityProblems(sharePage, 'the shared plan page');

  // Download the branded PDF from the card.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download PDF for 14 Day Plan' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByText('PDF Exported', { exact: true })).toBeVisible();

  let confirmText = '';
  page.once('dialog', async (confirm) => {
    confirmText = confirm.message();
    await confirm.accept();
  });
  await card.getByRole('button', { name: 'Delete 14 Day Plan' }).click();
  await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
  expect(confirmText).toBe('Are you sure you want to delete this meal plan? This action cannot be undone.');

  // The old link now explains itself instead of showing a plan.
  await sharePage.reload();
  await expect(sharePage.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
  await expect(sharePage.getByRole('link')).toHaveCount(0);
  await visitor.close();
});

test('the list searches plan names in any case and opens an empty create dialog', async ({ page }) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  const clientResponse = await page.request.post('/api/clients', {
    data: { firstName: 'Marcus', lastName: 'Whitfield' },
  });
  const { id: clientId } = (await clientResponse.json()) as { id: string };
  for (const name of ['Heart-healthy reset', 'Marathon build']) {
    const response = await page.request.post('/api/meal-plans', {
      data: { name, clientId, startDate: '2026-03-02', endDate: '2026-03-15', targetCalories: 2400 },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/meal-plans');
  await expect(page.getByRole('link', { name: 'Marathon build', exact: true })).toBeVisible();
  await expect(page.getByText('Mar 2, 2026 - Mar 15, 2026').first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search meal plans' });
  await expect(search).toHaveAttribute('placeholder', 'Search meal plans by name...');
  await search.fill('HEART');
  await expect(page.getByRole('link', { name: 'Heart-healthy reset', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marathon build', exact: true })).toHaveCount(0);
  await search.fill('lasagne');
  await expect(page.getByRole('heading', { name: 'No meal plans found' })).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Meal Plan' });
  await expect(dialog.getByLabel('Meal Plan Name')).toHaveValue('');
  await dialog.getByLabel('Meal Plan Name').fill('Spring plan');
  await dialog.getByLabel('Client').selectOption({ label: 'Marcus Whitfield' });
  await dialog.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(page.getByText('Missing dates', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Date is required')).toHaveCount(2);
  // Checked once the toast has gone: the dialog's own error states are what is under test here.
  await expect(page.getByText('Missing dates', { exact: true })).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousAccessibilityProblems(page, 'the Create New Meal Plan dialog with errors');
});
