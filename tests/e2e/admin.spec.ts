import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminFile, expectDashboardFor, newPractitioner, signUpThroughApi, signInThroughForm } from './support';

test(
  'the admin reaches the admin area, goes back to the app and logs out from the admin bar',
  { tag: '@layout' },
  async ({ page }) => {
    const admin = JSON.parse(readFileSync(adminFile, 'utf8'));
    await page.goto('/login');
    await signInThroughForm(page, admin.username);
    await expectDashboardFor(page, admin.firstName);

    await page.getByRole('link', { name: /Admin dashboard/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const adminNav = page.getByRole('navigation', { name: /admin/i });
    for (const item of ['Dashboard', 'Users', 'Emails', 'Settings']) {
      await expect(adminNav.getByRole('link', { name: item, exact: true })).toBeAttached();
    }
    await page.getByRole('link', { name: 'Back to App' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin/settings');
    await page.getByRole('button', { name: /Log ?out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
  },
);

test('a practitioner who opens /admin is told access is denied', async ({ page }) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
});
