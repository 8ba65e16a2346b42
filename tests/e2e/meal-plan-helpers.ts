import { expect, type Locator, type Page } from '@playwright/test';

/** A client allergic to peanuts, two recipes (one with peanut butter) and an empty three-day plan for them. */
export async function seedPlan(page: Page) {
  // page.request shares the browser's session cookie.
  const client = await page.request.post('/api/clients', {
    data: { firstName: 'Priya', lastName: 'Raman', allergies: ['Peanut'], dietaryRestrictions: [] },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as string;

  const peanut = await page.request.post('/api/recipes', {
    data: {
      name: 'Peanut butter toast',
      instructions: 'Toast the bread and spread the peanut butter.',
      servings: 1,
      ingredients: [{ name: 'Peanut butter', amount: 100, unit: 'g', fdcId: 16098 }],
      isPublic: false,
    },
  });
  expect(peanut.status()).toBe(201);

  const porridge = await page.request.post('/api/recipes', {
    data: {
      name: 'Oat porridge with banana',
      instructions: 'Simmer the oats in the milk for five minutes and top with sliced banana.',
      servings: 2,
      ingredients: [
        { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
        { name: 'Whole milk', amount: 2, unit: 'cup', fdcId: 1077 },
        { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
      ],
      isPublic: false,
    },
  });
  expect(porridge.status()).toBe(201);

  const plan = await page.request.post('/api/meal-plans', {
    data: {
      name: 'Three calm days',
      clientId,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      status: 'active',
      targetCalories: 2000,
    },
  });
  expect(plan.status()).toBe(201);
  return (await plan.json()).id as string;
}

/** Picks a recipe in the open picker, searching by a word of its name first. */
export async function pickRecipe(page: Page, title: string, search: string, recipe: string) {
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('searchbox', { name: 'Search recipes' }).fill(search);
  await picker.getByRole('button', { name: new RegExp(recipe) }).click();
  await expect(picker).toBeHidden();
}

export function slot(page: Page, name: 'Breakfast' | 'Lunch' | 'Dinner' | 'Snacks'): Locator {
  return page.getByRole('tabpanel').getByRole('region', { name, exact: true });
}

export async function openDay(page: Page, dayNumber: number) {
  await page.getByRole('tab', { name: new RegExp(`^Day ${dayNumber} ·`) }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
    new RegExp(`^Day ${dayNumber} ·`),
  );
}

/** A real mouse drag: press on the handle, travel in small steps (the sensor waits for a few pixels), release. */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 16 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
}
