import { expect, test } from '@playwright/test';
import { dragWithMouse } from './meal-plan-helpers';
import {
  dayCard,
  expectSavedMeal,
  generateWithFilter,
  openGeneratorWithClient,
  recipeOn,
  saveAndOpenFromList,
  tile,
} from './generator-helpers';

// A desktop journey (mouse and keyboard dragging); the mobile project does not run *.desktop.spec.ts files.
// Phones swap meals with the Swap button, covered in generate-meal-plan.spec.ts.
test('meals of a generated plan swap by drag and drop, across days, and the saved plan keeps them', async ({
  page,
}) => {
  test.slow();
  await openGeneratorWithClient(page);
  const request = await generateWithFilter(page, 2, 'Gluten-Free');
  expect(request.healthFilters).toEqual(['gluten-free']);

  // Mouse: Day 1's dinner dropped on Day 2's breakfast. Both on screen first, clear of the edges where dragging scrolls.
  const dinner = await recipeOn(page, 1, 'Dinner');
  const nextBreakfast = await recipeOn(page, 2, 'Breakfast');
  await tile(page, 1, 'Dinner').evaluate((node) => {
    node.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -160);
  });
  const target = await tile(page, 2, 'Breakfast').boundingBox();
  expect(target && target.y + target.height).toBeLessThan(page.viewportSize()!.height - 80);
  await dragWithMouse(
    page,
    tile(page, 1, 'Dinner').getByRole('button', { name: /^Drag / }),
    tile(page, 2, 'Breakfast'),
  );
  await expect(page.getByText('Meals Swapped', { exact: true })).toBeVisible();
  expect(await recipeOn(page, 1, 'Dinner')).toBe(nextBreakfast);
  expect(await recipeOn(page, 2, 'Breakfast')).toBe(dinner);

  // Keyboard: pick up Day 1's breakfast, one arrow down onto the lunch, drop: the two swap.
  const breakfast = await recipeOn(page, 1, 'Breakfast');
  const lunch = await recipeOn(page, 1, 'Lunch');
  await tile(page, 1, 'Breakfast')
    .getByRole('button', { name: /^Drag / })
    .focus();
  await page.keyboard.press('Space');
  // The announcement says the meal is in hand; the arrow keys are listened to from the next tick on.
  await expect(page.getByText(`Over Day 1 breakfast, where ${breakfast} is now.`)).toBeAttached();
  await page.waitForTimeout(50);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Over Day 1 lunch, which holds ${lunch}. Dropping swaps the two.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${breakfast} swapped with ${lunch}.`)).toBeAttached();
  expect(await recipeOn(page, 1, 'Breakfast')).toBe(lunch);
  expect(await recipeOn(page, 1, 'Lunch')).toBe(breakfast);
  await expect(dayCard(page, 1)).toBeVisible();

  await saveAndOpenFromList(page, 2);
  await expectSavedMeal(page, 1, 'Breakfast', lunch);
  await expectSavedMeal(page, 1, 'Lunch', breakfast);
  await expectSavedMeal(page, 1, 'Dinner', nextBreakfast);
  await expectSavedMeal(page, 2, 'Breakfast', dinner);
});
