import { expect, test } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';

// The journeys run without Stripe keys: the trial, and what the page says about payments then.

test('a new practitioner is on the trial; Start Subscription says payment processing is not configured', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^Trial$/ })).toBeVisible();
  await expect(page.getByText("You're on the free trial.")).toBeVisible();
  await expect(page.getByText('Online payment is not set up on this server yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Start Subscription' }).click();
  await expect(page.getByText('Payment processing is not configured', { exact: true })).toBeVisible();
  // No payment form without keys, and the trial goes on.
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  // Nothing from js.stripe.com was asked for.
  const stripeScripts = await page.evaluate(
    () => [...document.scripts].filter((script) => script.src.includes('stripe')).length,
  );
  expect(stripeScripts).toBe(0);
});

test('coming back from a confirmed payment shows Payment Successful and removes the parameter from the address', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/subscription?success=true&redirect_status=succeeded');
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  expect(new URL(page.url()).search).toBe('');

  // A reload does not announce it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Payment Successful', { exact: true })).toHaveCount(0);
});
