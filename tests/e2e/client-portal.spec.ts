import { expect, test, type Page } from '@playwright/test';
import { mailServerUrl, openEmail } from './mail';
import {
  expectDashboardFor,
  expectNoSeriousAccessibilityProblems,
  newPractitioner,
  signUpThroughApi,
  signInThroughForm,
} from './support';

// The client's journey on their phone: invited by e-mail, chooses a password, sees today's meals with recipes,
// checks two meals off and logs a weight, then signs in again through the ordinary sign-in page.
test.use({ baseURL: mailServerUrl });

const clientPassword = 'my lemon water 2026';
const screenshots = process.env.PORTAL_SCREENSHOTS;

function localDate(offsetDays = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function look(page: Page, name: string) {
  if (screenshots)
    await page.screenshot({ path: `${screenshots}-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** Through the practitioner's own API session: two recipes, the client, a week's plan from today, and the invitation. */
async function practitionerSetsUpClient(page: Page, clientEmail: string) {
  const recipe = async (
    name: string,
    ingredients: { name: string; amount: number; unit: string; fdcId: number }[],
    instructions: string,
  ) => {
    const answer = await page.request.post('/api/recipes', {
      data: { name, servings: 2, ingredients, instructions, isPublic: false },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()).id as string;
  };
  const oats = await recipe(
    'Apple cinnamon oats',
    [
      { name: 'Rolled oats', amount: 80, unit: 'g', fdcId: 8120 },
      { name: 'Apple', amount: 1, unit: 'piece', fdcId: 9003 },
    ],
    '1. Simmer the oats in water for five minutes.\n2. Grate the apple in and serve warm.',
  );
  const salad = await recipe(
    'Chickpea lunch bowl',
    [{ name: 'Chickpeas, cooked', amount: 240, unit: 'g', fdcId: 16057 }],
    'Rinse the chickpeas.\nToss with lemon and herbs.',
  );

  const client = await page.request.post('/api/clients', {
    // Lena reads kilograms, her own units in a practice that uses pounds (issue 34): the portal takes kg from her.
    data: {
      firstName: 'Lena',
      lastName: 'Marsh',
      email: clientEmail,
      notes: 'Private: discuss thyroid panel',
      bodyUnits: 'metric',
    },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as string;
  const plan = await page.request.post('/api/meal-plans', {
    data: { name: 'Lena’s first week', clientId, startDate: localDate(), endDate: localDate(6), targetCalories: 1800 },
  });
  expect(plan.status()).toBe(201);
  const planId = (await plan.json()).id as string;
  const saved = await page.request.put(`/api/meal-plans/${planId}/days`, {
    data: {
      days: [0, 1, 2].map((index) => ({
        dayNumber: index + 1,
        meals: { breakfast: { recipeId: oats, servings: 1 }, lunch: { recipeId: salad, servings: 1 } },
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const invited = await page.request.post(`/api/clients/${clientId}/portal-invite`);
  expect(invited.status(), await invited.text()).toBe(200);
  expect((await invited.json()).emailStatus).toBe('queued');
  return clientId;
}

test(
  'a client accepts the invitation, sees today’s meals, checks two off and logs a weight',
  { tag: '@layout' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const practitioner = newPractitioner();
    await signUpThroughApi(page, practitioner);
    await expectDashboardFor(page, practitioner.firstName);
    const clientEmail = `lena.${practitioner.username}@example.test`;
    await practitionerSetsUpClient(page, clientEmail);

    const email = await openEmail(clientEmail, '.* invited you to your nutrition portal');
    const link = /https?:\/\/\S+\/portal\/accept\/[A-Za-z0-9_-]{43}/.exec(email)?.[0];
    expect(link, email).toBeDefined();

    // The client's own phone: nobody signed in.
    const phone = await browser.newContext({ baseURL: mailServerUrl, viewport: page.viewportSize() ?? undefined });
    const client = await phone.newPage();
    await client.goto(link!);
    await expect(client.getByRole('heading', { level: 1, name: 'Set up your nutrition portal' })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(client, '/portal/accept');
    await look(client, 'accept');
    await client.getByLabel('Password', { exact: true }).fill(clientPassword);
    await client.getByLabel('Confirm password').fill('not the same');
    await client.getByRole('button', { name: 'Open my portal' }).click();
    await expect(client.getByText('The two passwords do not match')).toBeVisible();
    await client.getByLabel('Confirm password').fill(clientPassword);
    await client.getByRole('button', { name: 'Open my portal' }).click();

    // Today: the practice's name, today's two meals, the recipe scaled and its steps; none of the private notes.
    await expect(client).toHaveURL(/\/portal\/?$/);
    await expect(client.getByRole('heading', { level: 1, name: 'Today’s meals' })).toBeVisible();
    await expect(client.getByText(`Hello, Lena`)).toBeVisible();
    const breakfast = client.getByRole('region', { name: 'Breakfast' });
    const lunch = client.getByRole('region', { name: 'Lunch' });
    await expect(breakfast.getByText('Apple cinnamon oats')).toBeVisible();
    await expect(lunch.getByText('Chickpea lunch bowl')).toBeVisible();
    await expect(client.getByText('thyroid')).toHaveCount(0);
    await breakfast.getByText('Apple cinnamon oats').click();
    // 1 serving of a 2-serving recipe: half the oats
    await expect(breakfast.getByText('Ingredients for 1 serving')).toBeVisible();
    await expect(
      breakfast.getByRole('listitem').filter({ hasText: 'Rolled oats' }).filter({ hasNotText: 'cinnamon' }),
    ).toHaveText(/^40\s*g\s*Rolled oats$/);
    await expect(breakfast.getByText('Simmer the oats in water for five minutes.')).toBeVisible();
    await expectNoSeriousAccessibilityProblems(client, '/portal (today)');
    await look(client, 'today');

    // Two meals checked off: breakfast eaten, lunch swapped with a note.
    await breakfast.getByRole('button', { name: 'Eaten' }).click();
    await expect(breakfast.getByRole('button', { name: 'Eaten' })).toHaveAttribute('aria-pressed', 'true');
    await lunch.getByRole('button', { name: 'Add a note' }).click();
    await lunch.getByLabel('Note for your dietitian (optional)').fill('Had it with rice instead of bread');
    await lunch.getByRole('button', { name: 'Swapped' }).click();
    await expect(lunch.getByRole('button', { name: 'Swapped' })).toHaveAttribute('aria-pressed', 'true');
    await client.reload();
    await expect(
      client.getByRole('region', { name: 'Breakfast' }).getByRole('button', { name: 'Eaten' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      client.getByRole('region', { name: 'Lunch' }).getByRole('button', { name: 'Swapped' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      client.getByRole('region', { name: 'Lunch' }).getByLabel('Note for your dietitian (optional)'),
    ).toHaveValue('Had it with rice instead of bread');

    // The week ahead and the shopping list.
    await client
      .getByRole('navigation', { name: 'Portal' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Week' })
      .click();
    await expect(client.getByRole('heading', { level: 1, name: 'The week ahead' })).toBeVisible();
    await expect(client.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(client, '/portal/week');
    await look(client, 'week');

    await client
      .getByRole('navigation', { name: 'Portal' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Shopping' })
      .click();
    await expect(client.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
    // The shopper taps the row (the box itself is drawn over a visually hidden input).
    const firstItem = client.getByRole('checkbox').first();
    await client.locator('label:has(input[type="checkbox"])').first().click();
    await expect(firstItem).toBeChecked();
    await expect(client.getByText(/1 of \d+ ticked off/)).toBeVisible();
    await expectNoSeriousAccessibilityProblems(client, '/portal/shopping');
    await look(client, 'shopping');
    await client.reload();
    await expect(client.getByRole('checkbox').first()).toBeChecked();

    // A weight logged.
    await client
      .getByRole('navigation', { name: 'Portal' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Weight' })
      .click();
    await expect(client.getByRole('heading', { level: 1, name: 'Weight log' })).toBeVisible();
    await expect(client.getByText('No entries yet')).toBeVisible();
    await expectNoSeriousAccessibilityProblems(client, '/portal/weight (empty)');
    await client.getByRole('button', { name: 'Log weight' }).click();
    await expect(client.getByText('Weight must be a number of kilograms')).toBeVisible();
    await client.getByLabel('Weight (kg)').fill('72.4');
    await client.getByRole('button', { name: 'Log weight' }).click();
    await expect(client.getByRole('cell', { name: '72.4 kg' })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(client, '/portal/weight');
    await look(client, 'weight');

    // Signing out and in again through the normal sign-in page leads back to the portal.
    await client.getByRole('button', { name: 'Sign out' }).click();
    await expect(client).toHaveURL(/\/login/);
    await signInThroughForm(client, clientEmail, clientPassword);
    await expect(client).toHaveURL(/\/portal\/?$/);
    await expect(
      client.getByRole('region', { name: 'Breakfast' }).getByRole('button', { name: 'Eaten' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // ... and the portal session opens no practitioner screen.
    expect((await client.request.get('/api/clients')).status()).toBe(401);
    await phone.close();
  },
);
