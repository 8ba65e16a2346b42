import { randomBytes } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { mailServerUrl, openEmail } from './mail';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

// The invitation is e-mailed: this journey runs on the server with a mailbox.
test.use({ baseURL: mailServerUrl });

/** A calendar date `days` from the server's today (the server counts days in UTC). */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a practitioner invites a client, sees the meals they check off and the weight they log on the profile's charts, and revokes access", async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  // A US practice that weighs its clients in kilograms (Settings → Units and formats).
  const metric = { locale: 'en-US', bodyUnits: 'metric', kitchenUnits: 'us', energyUnit: 'kcal' };
  expect((await page.request.put('/api/users/me/preferences', { data: metric })).status()).toBe(200);
  await expectDashboardFor(page, person.firstName);

  const clientEmail = `maria.${randomBytes(4).toString('hex')}@example.test`;
  const client = await page.request.post('/api/clients', {
    data: { firstName: 'Maria', lastName: 'Lopez', email: clientEmail, weight: 82, goalWeight: 75 },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as string;
  const recipe = await page.request.post('/api/recipes', {
    data: {
      name: 'Overnight oats',
      instructions: 'Soak the oats in the milk overnight.',
      servings: 1,
      ingredients: [{ name: 'Rolled oats', amount: 50, unit: 'g', fdcId: 8120 }],
    },
  });
  const meal = { recipeId: (await recipe.json()).id as string, servings: 1 };
  // Today's three meals (and tomorrow's, not due yet).
  const plan = await page.request.post('/api/meal-plans', {
    data: { name: 'Steady fortnight', clientId, startDate: utcDay(0), endDate: utcDay(13), status: 'active' },
  });
  const planId = (await plan.json()).id as string;
  for (const day of [1, 2]) {
    expect(
      (
        await page.request.put(`/api/meal-plans/${planId}/days/${day}`, {
          data: { meals: { breakfast: meal, lunch: meal, dinner: meal } },
        })
      ).status(),
    ).toBe(200);
  }

  await page.goto(`/clients/${clientId}`);
  const progress = page.getByRole('heading', { name: 'Progress' }).locator('xpath=../..');
  await expect(page.getByText('No weights or check-offs in the last 12 weeks')).toBeVisible();
  const portal = page.getByRole('heading', { name: 'Client portal' }).locator('xpath=../..');
  await expect(portal.getByText('Not invited')).toBeVisible();
  await portal.getByRole('button', { name: 'Invite to portal' }).click();
  // The toast (and its copy for screen readers) carries the server's own words.
  await expect(page.getByText(`Invitation sent to ${clientEmail}`).first()).toBeVisible();
  await expect(portal.getByText('Invitation sent')).toBeVisible();

  // The client, on their phone: the link in the e-mail, a password, two meals checked off, a weight.
  const email = await openEmail(clientEmail, '.* invited you to your nutrition portal');
  const token = /\/portal\/accept\/([A-Za-z0-9_-]{43})/.exec(email)?.[1];
  expect(token).toBeTruthy();
  const phone = await request.newContext({ baseURL: mailServerUrl });
  expect(
    (await phone.post('/api/portal/accept', { data: { token, password: 'maria picks a password' } })).status(),
  ).toBe(200);
  expect(
    (
      await phone.post('/api/portal/check-ins', { data: { date: utcDay(0), mealType: 'breakfast', status: 'eaten' } })
    ).status(),
  ).toBeLessThan(300);
  expect(
    (
      await phone.post('/api/portal/check-ins', {
        data: { date: utcDay(0), mealType: 'lunch', status: 'swapped', note: 'Soup at the office instead' },
      })
    ).status(),
  ).toBeLessThan(300);
  expect(
    (await phone.post('/api/portal/measurements', { data: { date: utcDay(0), weightKg: 81.2 } })).status(),
  ).toBeLessThan(300);

  await page.reload();
  await expect(portal.getByText('Active', { exact: true })).toBeVisible();
  await expect(progress.getByText('81.2 kg', { exact: true }).first()).toBeVisible();
  await expect(progress.getByRole('img', { name: /Weight over time/ })).toHaveAccessibleDescription(
    /81\.2 kg .*Goal: 75 kg\./,
  );
  // Today's three meals are due, tomorrow's not yet; one was eaten.
  await expect(progress.getByRole('img', { name: /Share of planned meals eaten/ })).toHaveAccessibleDescription(
    /33% eaten \(1 of 3 meals\)/,
  );
  const checkIns = progress.getByRole('heading', { name: 'Latest check-ins' }).locator('xpath=..');
  await expect(checkIns.getByRole('listitem')).toHaveCount(2);
  await expect(checkIns.getByRole('listitem').first()).toContainText('Lunch');
  await expect(checkIns.getByRole('listitem').first()).toContainText('Swapped');
  await expect(checkIns.getByText('Soup at the office instead')).toBeVisible();
  await expect(progress.getByText(/Last activity/)).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, 'client profile with progress');

  await page.goto('/');
  await expect(page.getByText('Maria Lopez logged 81.2 kg')).toBeVisible();
  await expect(page.getByText('Maria Lopez checked off lunch — swapped')).toBeVisible();

  // Revoking asks first, then ends the client's session at once.
  await page.goto(`/clients/${clientId}`);
  await portal.getByRole('button', { name: 'Revoke access' }).click();
  const confirm = page.getByRole('dialog', { name: "Revoke Maria's portal access?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke access' }).click();
  await expect(confirm).toBeHidden();
  await expect(portal.getByText('Access withdrawn')).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Re-invite' })).toBeVisible();
  expect((await phone.get('/api/portal/me')).status()).toBe(401);
  await phone.dispose();
});
