import { expect, test, type Page } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';

async function signUpWithOneClient(page: Page) {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  // page.request shares the browser's session cookie.
  const response = await page.request.post('/api/clients', {
    data: {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@example.com',
      healthGoals: 'Lower LDL cholesterol',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto('/');
  return id;
}

test('the dashboard counts the new client, lists it under Recent Clients and in Recent Activity', async ({ page }) => {
  const clientId = await signUpWithOneClient(page);

  const activeClients = page.getByRole('listitem').filter({ hasText: 'Active Clients' });
  await expect(activeClients).toHaveText(/Active Clients\s*1\s*\+1 this week/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Meal Plans Created' })).toHaveText(
    /Meal Plans Created\s*0\s*\+0 this month/,
  );

  const recentClient = page.getByRole('link', { name: /Priya Raman/ });
  await expect(recentClient).toHaveAttribute('href', `/clients/${clientId}`);
  await expect(recentClient).toContainText('Lower LDL cholesterol');
  await expect(recentClient).toContainText('Last visit: 0 days ago');
  await expect(recentClient.getByText('Active Plan')).toBeVisible();

  await expect(page.getByText('Added client Priya Raman')).toBeVisible();
  await expect(page.getByText('Added client Priya Raman').locator('..')).toContainText(
    /just now|minute ago|minutes ago/,
  );

  await recentClient.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
});

test('Quick Meal Plan asks for a client and a duration, then hands a draft to Meal Plans', async ({ page }) => {
  const clientId = await signUpWithOneClient(page);
  const generate = page.getByRole('button', { name: 'Generate Plan' });
  const clientSelect = page.getByLabel('Client', { exact: true });
  await expect(clientSelect.getByRole('option', { name: 'Priya Raman' })).toBeAttached();

  let alertText = '';
  page.once('dialog', async (alert) => {
    alertText = alert.message();
    await alert.accept();
  });
  await generate.click();
  await expect.poll(() => alertText).toBe('Please select a client and duration first');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('dashboardPlanData'))).toBeNull();

  await clientSelect.selectOption({ label: 'Priya Raman' });
  await page.getByLabel('Duration').selectOption('7');
  const vegan = page.getByRole('button', { name: 'Vegan', exact: true });
  await vegan.click();
  await expect(vegan).toHaveAttribute('aria-pressed', 'true');
  await generate.click();

  // The Meal Plans page reads the draft once (and removes it): it opens the prefilled dialog.
  await expect(page).toHaveURL(/\/meal-plans$/);
  const dialog = page.getByRole('dialog', { name: 'Generate Meal Plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Meal Plan Name/)).toHaveValue('7 Day Plan');
  await expect(dialog.getByLabel(/^Client/)).toHaveValue(clientId);
  expect(await page.evaluate(() => sessionStorage.getItem('dashboardPlanData'))).toBeNull();
});
