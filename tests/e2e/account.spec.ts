import { expect, test } from '@playwright/test';
import {
  expectDashboardFor,
  newPractitioner,
  registerThroughForm,
  signedOutPractitioner,
  signInThroughForm,
} from './support';

test(
  'a practitioner registers, lands on the dashboard, signs out and back in',
  { tag: '@layout' },
  async ({ page }) => {
    const person = newPractitioner();
    await registerThroughForm(page, person);
    await expectDashboardFor(page, person.firstName);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Signed out for real: the dashboard now sends the visitor back to the sign-in screen.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);

    await signInThroughForm(page, person.email);
    await expectDashboardFor(page, person.firstName);
  },
);

test('an anonymous visitor is sent to sign in, then on to the screen they asked for', async ({ page }) => {
  const person = await signedOutPractitioner(page);

  await page.goto('/clients');
  await expect(page).toHaveURL(/\/login\?next=%2Fclients$/);
  await signInThroughForm(page, person.username);
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clients');
});

test('a wrong password is answered on the form, and the fifth locks the account', async ({ page }) => {
  const person = await signedOutPractitioner(page);

  await page.goto('/login');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signInThroughForm(page, person.username, 'not the password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  }
  await signInThroughForm(page, person.username, 'not the password');
  await expect(page.getByRole('alert').filter({ hasText: /locked.*15 minutes/ })).toBeVisible();
});

test('an unknown address shows the 404 page, signed in or not', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
});
