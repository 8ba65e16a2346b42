import { expect, test } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';
import { seedPlan, slot, openDay } from './meal-plan-helpers';

// A desktop journey (mouse and keyboard dragging); the mobile project does not run *.desktop.spec.ts files,
// phones move meals with "Move to…", covered in meal-plan-editor.spec.ts.
test('meals can be dragged with the keyboard, and onto another day with the mouse', async ({ page }) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  const planId = await seedPlan(page);
  const recipes = (await (await page.request.get('/api/recipes')).json()) as { id: string; name: string }[];
  const idOf = (name: string) => recipes.find((recipe) => recipe.name === name)!.id;
  const saved = await page.request.put(`/api/meal-plans/${planId}/days/1`, {
    data: {
      meals: {
        breakfast: { recipeId: idOf('Oat porridge with banana'), servings: 1 },
        lunch: { recipeId: idOf('Peanut butter toast'), servings: 1 },
      },
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/meal-plans/${planId}`);

  // Keyboard: pick up the lunch, one arrow up onto the breakfast, drop: the two swap.
  await slot(page, 'Lunch').getByRole('button', { name: 'Drag Peanut butter toast' }).focus();
  await page.keyboard.press('Space');
  // The arrow keys are listened to from the next tick on; the announcement says the meal is in hand.
  await expect(page.getByText('Over Day 1 lunch, where Peanut butter toast is now.')).toBeAttached();
  await page.waitForTimeout(50);
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByText('Over Day 1 breakfast, which holds Oat porridge with banana. Dropping swaps the two.'),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(slot(page, 'Breakfast').getByRole('article', { name: 'Peanut butter toast' })).toBeVisible();
  await expect(slot(page, 'Lunch').getByRole('article', { name: 'Oat porridge with banana' })).toBeVisible();

  // Mouse: hold the lunch over the Day 3 tab until Day 3 opens, then drop it on Day 3's dinner.
  // The day tabs and Day 1's lunch both on screen, clear of the edges where dragging scrolls the page.
  await page.getByRole('tablist', { name: 'Days of the plan' }).evaluate((strip) => {
    strip.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -160);
  });
  const handle = await slot(page, 'Lunch').getByRole('button', { name: 'Drag Oat porridge with banana' }).boundingBox();
  const dayTab = await page.getByRole('tab', { name: /^Day 3 ·/ }).boundingBox();
  if (!handle || !dayTab) throw new Error('drag handle or day tab is not on screen');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y - 10, { steps: 4 });
  await page.mouse.move(dayTab.x + dayTab.width / 2, dayTab.y + dayTab.height / 2, { steps: 16 });
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(/^Day 3 ·/);
  const dinner = await slot(page, 'Dinner').getByRole('button', { name: 'Add dinner' }).boundingBox();
  if (!dinner) throw new Error('Day 3 dinner is not on screen');
  await page.mouse.move(dinner.x + dinner.width / 2, dinner.y + dinner.height / 2, { steps: 16 });
  // A move across days is one save carrying both days, so it lands whole or not at all.
  const daySaves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/meal-plans\/[^/]+\/days/.test(request.url()))
      daySaves.push(request.url());
  });
  const moveSaved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/meal-plans/${planId}/days`),
  );
  await page.mouse.up();
  await expect(slot(page, 'Dinner').getByRole('article', { name: 'Oat porridge with banana' })).toBeVisible();
  const moveResponse = await moveSaved;
  expect(moveResponse.status()).toBe(200);
  const sent = moveResponse.request().postDataJSON() as {
    days: { dayNumber: number; meals: Record<string, unknown> }[];
  };
  expect(sent.days.map((day) => day.dayNumber).sort()).toEqual([1, 3]);
  expect(sent.days.find((day) => day.dayNumber === 1)!.meals).not.toHaveProperty('lunch');
  expect(sent.days.find((day) => day.dayNumber === 3)!.meals).toHaveProperty('dinner');
  expect(daySaves).toEqual([`${new URL(page.url()).origin}/api/meal-plans/${planId}/days`]);

  await page.reload();
  await expect(slot(page, 'Lunch').getByRole('button', { name: 'Add lunch' })).toBeVisible();
  await expect(slot(page, 'Breakfast').getByRole('article', { name: 'Peanut butter toast' })).toBeVisible();
  await openDay(page, 3);
  await expect(slot(page, 'Dinner').getByRole('article', { name: 'Oat porridge with banana' })).toBeVisible();
});
