import { expect, test, type Page } from '@playwright/test';
import { mailServerUrl, openEmail } from './mail';
import { expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

// Closing the loop (issue 33): the client logs a day in the portal's food diary on their phone (breakfast as
// planned, lunch skipped, dinner two foods in household measures, a snack recipe, 1.5 L of water), and the
// practitioner reads it on the client's profile, against the plan and the client's needs.
test.use({ baseURL: mailServerUrl });

const clientPassword = 'a diary of plums 2026';
const screenshots = process.env.DIARY_SCREENSHOTS;

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

async function practitionerSetsUpClient(page: Page, clientEmail: string) {
  const recipe = async (name: string, ingredients: unknown[]) => {
    const answer = await page.request.post('/api/recipes', {
      data: { name, servings: 1, ingredients, instructions: 'Assemble and serve.', isPublic: false },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()).id as string;
  };
  const oats = await recipe('Apple cinnamon oats', [
    { name: 'Rolled oats', amount: 50, unit: 'g', fdcId: 8120 },
    { name: 'Apple', amount: 1, unit: 'piece', fdcId: 9003 },
  ]);
  const bowl = await recipe('Chickpea lunch bowl', [
    { name: 'Chickpeas, cooked', amount: 200, unit: 'g', fdcId: 16057 },
  ]);
  const salmon = await recipe('Salmon and greens', [{ name: 'Salmon', amount: 150, unit: 'g', fdcId: 15076 }]);
  const yogurt = await recipe('Yogurt berry pot', [
    { name: 'Plain yogurt', amount: 150, unit: 'g', fdcId: 1116 },
    { name: 'Strawberries', amount: 0.5, unit: 'cup', fdcId: 9316 },
  ]);

  const client = await page.request.post('/api/clients', {
    data: { firstName: 'Nora', lastName: 'Quist', email: clientEmail, gender: 'female', dateOfBirth: '1988-05-14' },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as string;
  const plan = await page.request.post('/api/meal-plans', {
    data: { name: 'Nora’s week', clientId, startDate: localDate(), endDate: localDate(6), targetCalories: 1900 },
  });
  expect(plan.status()).toBe(201);
  const saved = await page.request.put(`/api/meal-plans/${(await plan.json()).id}/days`, {
    data: {
      days: [
        {
          dayNumber: 1,
          meals: {
            breakfast: { recipeId: oats, servings: 1 },
            lunch: { recipeId: bowl, servings: 1 },
            dinner: { recipeId: salmon, servings: 1 },
          },
        },
        { dayNumber: 2, meals: { snacks: [{ recipeId: yogurt, servings: 1 }] } },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const invited = await page.request.post(`/api/clients/${clientId}/portal-invite`);
  expect(invited.status(), await invited.text()).toBe(200);
  return clientId;
}

test('a client logs a day in the food diary and the practitioner sees intake against plan and needs', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const practitioner = newPractitioner();
  await signUpThroughApi(page, practitioner);
  const clientEmail = `nora.${practitioner.username}@example.test`;
  const clientId = await practitionerSetsUpClient(page, clientEmail);
  const email = await openEmail(clientEmail, '.* invited you to your nutrition portal');
  const link = /https?:\/\/\S+\/portal\/accept\/[A-Za-z0-9_-]{43}/.exec(email)?.[0];
  expect(link, email).toBeDefined();

  // The client's phone.
  const phone = await browser.newContext({
    baseURL: mailServerUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await client.goto(link!);
  await client.getByLabel('Password', { exact: true }).fill(clientPassword);
  await client.getByLabel('Confirm password').fill(clientPassword);
  await client.getByRole('button', { name: 'Open my portal' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Today’s meals' })).toBeVisible();

  // Breakfast as planned: the Diary tab, then one tap.
  await client.getByRole('navigation', { name: 'Portal' }).last().getByRole('link', { name: 'Diary' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Food diary' })).toBeVisible();
  const meal = (name: string) => client.getByRole('region', { name });
  await meal('Breakfast').getByRole('button', { name: 'As planned', exact: true }).click();
  await expect(meal('Breakfast').getByRole('button', { name: 'As planned', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(meal('Breakfast').getByText(/^Logged · \d+ kcal$/)).toBeVisible();

  // Lunch skipped.
  await meal('Lunch').getByRole('button', { name: 'Skipped', exact: true }).click();
  await expect(meal('Lunch').getByRole('button', { name: 'Skipped', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Dinner: a cup of banana and two tablespoons of almonds instead of the salmon.
  const dinner = meal('Dinner');
  const addFood = async (words: string, food: RegExp, amount: string, unit: string) => {
    await dinner.getByRole('button', { name: 'Other', exact: true }).click();
    await dinner.getByLabel('Search foods').fill(words);
    await dinner.getByRole('list', { name: 'Foods found' }).getByRole('button', { name: food }).first().click();
    await dinner.getByLabel('Amount').fill(amount);
    await dinner.getByLabel('Measure').selectOption(unit);
    await dinner.getByRole('button', { name: 'Add to diary' }).click();
  };
  await addFood('banana', /^Bananas, raw/, '1', 'cup');
  await expect(dinner.getByText('1 cup Bananas, raw')).toBeVisible();
  await look(client, 'diary-dinner');
  await addFood('almonds', /^Nuts, almonds\b/, '2', 'tbsp');
  await expect(dinner.getByText(/^2 tbsp Nuts, almonds/)).toBeVisible();
  await expect(dinner.getByText('1 cup Bananas, raw')).toBeVisible();

  // A snack: the yogurt pot of the plan.
  const snacks = meal('Snacks');
  await snacks.getByRole('button', { name: 'Add food', exact: true }).click();
  await snacks.getByRole('tab', { name: 'Recipe' }).click();
  const yogurt = await snacks.locator('option', { hasText: 'Yogurt berry pot' }).getAttribute('value');
  await snacks.getByLabel('Recipe').selectOption(yogurt!);
  await snacks.getByRole('button', { name: 'Add recipe' }).click();
  await expect(snacks.getByText('Yogurt berry pot · 1 serving')).toBeVisible();

  // 1.5 L of water: six glasses.
  const water = client.getByRole('region', { name: 'Water' });
  await water.getByLabel('Water to add').fill('6');
  await water.getByLabel('Unit').selectOption('glass');
  await water.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(water.getByText('1.5 L')).toBeVisible();
  await expect(client.getByText(/^4 of 4 meals logged · about \d+ kcal$/)).toBeVisible();
  await expectNoSeriousAccessibilityProblems(client, '/portal/diary');
  await look(client, 'diary');

  // Everything is kept: a reload shows the same day.
  await client.reload();
  await expect(meal('Lunch').getByRole('button', { name: 'Skipped', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(meal('Dinner').getByText(/^2 tbsp Nuts, almonds/)).toBeVisible();
  await phone.close();

  // The practitioner's profile: the Intake card, eaten against planned and against needs.
  await page.goto(`/clients/${clientId}`);
  const card = page.getByRole('region', { name: 'Intake' });
  await expect(card.getByText('1 of 7')).toBeVisible();
  const today = card.getByRole('row').last();
  await expect(today.getByRole('cell').first()).toHaveText(/^\d+ \/ \d+$/);
  await expect(card.getByRole('heading', { name: 'Furthest under needs' })).toBeVisible();
  await expect(card.getByText('1.5 L').first()).toBeVisible();
  await expect(card.getByText(/^Not counted/)).toHaveCount(0);
  await look(page, 'profile-intake');
});
