import { expect, test } from '@playwright/test';
import { calendarAge, localToday } from '../../src/shared/clients/age';
import { estimateEnergyNeeds } from '../../src/shared/nutrition/energy-needs';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

const kcal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

test('a practitioner adds a client in feet/inches and stones/pounds, finds, opens, edits and deletes them', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('First name').fill('Priya');
  await dialog.getByLabel('Last name').fill('Raman');
  await dialog.getByLabel('Email').fill('priya.raman@example.com');
  await dialog.getByLabel('Phone').fill('+44 7700 900123');
  await dialog.getByLabel('Date of birth').fill('1990-06-15');
  await dialog.getByLabel('Gender').selectOption('female');

  await dialog.getByRole('button', { name: 'ft/in' }).click();
  await dialog.getByLabel('Feet').fill('5');
  await expect(dialog.getByText(/^= \d+ cm$/)).toHaveCount(0);
  await dialog.getByLabel('Inches').fill('7');
  await expect(dialog.getByText('= 170 cm')).toBeVisible();

  // exact: the goal weight beside it has its own toggle, named "Goal weight in st/lb".
  await dialog.getByRole('button', { name: 'st/lb', exact: true }).click();
  await dialog.getByLabel('Stones').fill('10');
  await dialog.getByLabel('Pounds').fill('0');
  await expect(dialog.getByText('= 63.5 kg')).toBeVisible();
  await dialog.getByLabel('Goal weight', { exact: true }).fill('60');

  await dialog.getByLabel('Activity level').selectOption('moderately_active');
  await dialog.getByLabel('Health goals').fill('Lower LDL cholesterol');
  const restrictions = dialog.getByLabel('Dietary restrictions');
  await restrictions.fill('Vegetarian');
  await restrictions.press('Enter');
  await dialog.getByRole('button', { name: 'Add Low-Sodium' }).click();
  await dialog.getByRole('checkbox', { name: 'Peanuts' }).check();
  await dialog.getByLabel('Other', { exact: true }).fill('kiwi,');
  await expect(dialog.getByRole('button', { name: 'Remove kiwi' })).toBeVisible();
  await expect(dialog.getByText('kiwi: matched by name in recipes, not checked against foods')).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByText('Client created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search by name and by e-mail, in any case; a search that matches nothing says so.
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Priya Raman' }) });
  await search.fill('priya r');
  await expect(card).toBeVisible();
  await expect(card.getByText('Vegetarian')).toBeVisible();
  await expect(card.getByText('Peanuts', { exact: true })).toBeVisible();
  await search.fill('RAMAN@EXAMPLE');
  await expect(card).toBeVisible();
  await search.fill('zucchini');
  await expect(page.getByRole('heading', { name: 'No clients found' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await search.fill('');

  await card.getByRole('link', { name: 'Priya Raman' }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
  const age = calendarAge('1990-06-15', localToday());
  await expect(page.getByText(`${age} years`, { exact: true })).toBeVisible();
  const allergies = page.getByRole('list', { name: 'Allergies' });
  await expect(allergies.getByRole('listitem')).toHaveText(['Peanuts', 'kiwi (not checked against foods)']);
  // A practice signed up from a US browser reads body measures in US units: 170 cm, 63.5 kg and 60 kg as stored.
  await expect(page.getByText('5 ft 7 in', { exact: true })).toBeVisible();
  await expect(page.getByText('140 lb', { exact: true })).toBeVisible();
  await expect(page.getByText('132 lb', { exact: true })).toBeVisible();
  const needs = estimateEnergyNeeds({
    gender: 'female',
    ageYears: age,
    heightCm: 170,
    weightKg: 63.5,
    activityLevel: 'moderately_active',
  });
  const energy = page.getByRole('heading', { name: 'Estimated Energy Needs' }).locator('xpath=../..');
  await expect(energy).toContainText(kcal.format(Math.round(needs!.bmr)));
  await expect(energy).toContainText(kcal.format(Math.round(needs!.tdee!)));
  await expect(energy).toContainText('Mifflin–St Jeor equation × activity factor; an estimate, not a prescription.');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(editDialog.getByLabel('Height')).toHaveValue('170');
  await editDialog.getByLabel('Health goals').fill('Lower LDL cholesterol and sleep better');
  await editDialog.getByRole('button', { name: 'Update Client' }).click();
  await expect(page.getByText('Client updated successfully', { exact: true })).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(page.getByText('Lower LDL cholesterol and sleep better')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await page.getByRole('button', { name: 'Delete Priya Raman' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Priya Raman?' });
  await expect(
    confirm.getByText('Are you sure you want to delete this client? This action cannot be undone.', { exact: true }),
  ).toBeVisible();
  await expect(confirm.getByText('their meal plans, every day of them, and the plans’ share links')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete client' }).click();
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
});

test('an unknown client shows Client Not Found with a way back', async ({ page }) => {
  await signUpThroughApi(page, newPractitioner());
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/clients/2d4f6a8c-0000-4000-8000-000000000009');
  await expect(page.getByRole('heading', { name: 'Client Not Found' })).toBeVisible();
  await expect(page.getByText("The client you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
});

test(
  'the client list, client dialog, profile and dashboard have no serious accessibility problems',
  { tag: '@layout' },
  async ({ page }) => {
    // Four full-page accessibility scans (each a few seconds of axe on a 2-core machine) besides the sign-up.
    test.slow();
    const person = newPractitioner();
    await signUpThroughApi(page, person);
    await expectDashboardFor(page, person.firstName);
    // page.request shares the browser's session cookie.
    const created = await page.request.post('/api/clients', {
      data: {
        firstName: 'Marcus',
        lastName: 'Whitfield',
        email: 'marcus.w@example.com',
        dateOfBirth: '1976-02-03',
        gender: 'male',
        height: '182',
        weight: '96.4',
        activityLevel: 'sedentary',
        healthGoals: 'Lose 8 kg and improve fasting glucose',
        notes: 'Prefers evening appointments.\nBrings his partner, who cooks.',
        dietaryRestrictions: ['Low-Sodium', 'Halal', 'Dairy-Free', 'Gluten-Free'],
        allergies: ['Shellfish', 'Tree Nut', 'Egg', 'Soy'],
        medicalConditions: ['Type 2 diabetes'],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/clients');
    await expect(page.getByRole('link', { name: 'Marcus Whitfield' })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(page, '/clients');

    await page.getByRole('button', { name: 'Edit Marcus Whitfield' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(dialog.getByLabel('First name')).toHaveValue('Marcus');
    await dialog.getByRole('button', { name: 'ft/in' }).click();
    await expectNoSeriousAccessibilityProblems(page, 'the client dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto(`/clients/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Marcus Whitfield' })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(page, 'the client profile');

    await page.goto('/');
    await expect(page.getByText('Added client Marcus Whitfield')).toBeVisible();
    await expect(page.getByRole('link', { name: /Marcus Whitfield/ })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(page, 'the dashboard');
  },
);
