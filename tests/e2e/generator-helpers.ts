import { expect, type Locator, type Page } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';

// Shared by the generator journeys (generate-meal-plan.spec.ts and its desktop drag-and-drop twin).

/** A new practitioner with one client, on the Generate Meal Plan screen. */
export async function openGeneratorWithClient(page: Page) {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  // page.request shares the browser's session cookie.
  const client = await page.request.post('/api/clients', {
    data: { firstName: 'Priya', lastName: 'Raman', allergies: ['tree-nuts'] },
  });
  expect(client.status()).toBe(201);
  await page.goto('/generate-meal-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Meal Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Plan Generated Yet' })).toBeVisible();
}

/** Generates a plan of `days` days with one health filter; answers the request the screen sent. */
export async function generateWithFilter(page: Page, days: number, filter: string) {
  await page.getByLabel('Number of Days').fill(String(days));
  await page.getByRole('button', { name: filter, exact: true }).click();
  await expect(page.getByRole('button', { name: filter, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/generate-meal-plan') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByText('Meal Plan Generated!', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Created ${days} days of meals`, { exact: true })).toBeVisible();
  for (let day = 1; day <= days; day += 1) await expect(dayCard(page, day)).toBeVisible();
  return (await sent).postDataJSON() as {
    healthFilters: string[];
    numberOfDays: number;
    clientId?: string;
    mealDistribution?: Record<string, number>;
  };
}

export function dayCard(page: Page, dayNumber: number): Locator {
  return page.getByRole('region', { name: `Day ${dayNumber}`, exact: true });
}

export function tile(page: Page, dayNumber: number, mealType: 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack'): Locator {
  return dayCard(page, dayNumber).getByRole('article', { name: new RegExp(`^${mealType}: `) });
}

/** The recipe on a tile, read from its name ("Breakfast: Overnight oats"). */
export async function recipeOn(
  page: Page,
  dayNumber: number,
  mealType: 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack',
): Promise<string> {
  const label = await tile(page, dayNumber, mealType).getAttribute('aria-label');
  return (label ?? '').replace(/^\w+: /, '');
}

/** Saves for the client, checks the screen cleared, then finds the plan on /meal-plans and opens it. */
export async function saveAndOpenFromList(page: Page, days: number) {
  await page.getByLabel('Save for client').selectOption({ label: 'Priya Raman' });
  await page.getByRole('button', { name: 'Save Meal Plan' }).click();
  await expect(page.getByText('Meal Plan Saved!', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Meal Plan Saved' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Day 1', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open the saved plan/ })).toBeVisible();

  await page.goto('/meal-plans');
  const planLink = page.getByRole('link', { name: /^Generated Plan - / });
  await expect(planLink).toHaveCount(1);
  const card = page.getByRole('listitem').filter({ has: planLink });
  await expect(card.getByText('Priya Raman')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Target Calories: 2,000 kcal/day')).toBeVisible();
  await planLink.click();
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Generated Plan - / })).toBeVisible();
  await expect(page.getByText(`${days} days`, { exact: true })).toBeVisible();
  for (let day = 1; day <= days; day += 1)
    await expect(page.getByRole('tab', { name: new RegExp(`^Day ${day} ·`) })).toBeVisible();
}

/** The saved plan's day (its tab opened) holds this recipe at this meal. */
export async function expectSavedMeal(
  page: Page,
  dayNumber: number,
  slotName: 'Breakfast' | 'Lunch' | 'Dinner',
  recipe: string,
) {
  await page.getByRole('tab', { name: new RegExp(`^Day ${dayNumber} ·`) }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
    new RegExp(`^Day ${dayNumber} ·`),
  );
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('region', { name: slotName, exact: true })
      .getByRole('article', { name: recipe, exact: true }),
  ).toBeVisible();
}
