import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityProblems } from './support';
import {
  dayCard,
  expectSavedMeal,
  generateWithFilter,
  openGeneratorWithClient,
  recipeOn,
  saveAndOpenFromList,
  tile,
} from './generator-helpers';

// The journey without dragging (phones, and anyone who prefers buttons); the drag-and-drop twin is
// generate-meal-plan.desktop.spec.ts.
test(
  'a practitioner generates a vegetarian plan, swaps two meals with Swap, regenerates one, and saves it for a client',
  { tag: '@touch' },
  async ({ page }) => {
    test.slow();
    await openGeneratorWithClient(page);

    // The form's own checks come first.
    await page.getByLabel('Protein').fill('35');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await expect(page.getByText('Invalid Macros', { exact: true })).toBeVisible();
    await expect(page.getByText('Macro percentages must sum to 100% (currently 105%).', { exact: true })).toBeVisible();
    await page.getByLabel('Protein').fill('30');

    // Client first: her allergy becomes a hard exclusion, shown before anything is generated.
    await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Priya Raman' });
    await expect(page.getByTestId('client-targets')).toContainText('Every meal is screened for Tree nuts.');
    await expect(page.getByRole('group', { name: 'Meal Split' }).getByLabel('Breakfast share')).toHaveValue('30');

    const request = await generateWithFilter(page, 3, 'Vegetarian');
    expect(request).toMatchObject({
      numberOfDays: 3,
      healthFilters: ['vegetarian'],
      mealDistribution: { breakfast: 30, lunch: 35, dinner: 35 },
    });
    expect(request.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      page.getByText(/^Screened for Priya Raman: Tree nuts\. \d+ recipes were left out as hard exclusions\.$/),
    ).toBeVisible();
    await expect(page.getByLabel('Save for client')).toHaveValue(request.clientId!);
    await expect(page.getByText(/of 3 days within ±5% of every target/)).toBeVisible();
    await expect(dayCard(page, 1).locator('[data-nutrient="calories"]')).toContainText('/ 2,000');
    await expectNoSeriousAccessibilityProblems(page, 'the generated plan');

    // Swap Day 1's breakfast with Day 2's breakfast: tap Swap, then Swap here on the other meal.
    const day1Breakfast = await recipeOn(page, 1, 'Breakfast');
    const day2Breakfast = await recipeOn(page, 2, 'Breakfast');
    const day1Calories = await dayCard(page, 1).locator('[data-nutrient="calories"]').innerText();
    await tile(page, 1, 'Breakfast')
      .getByRole('button', { name: /^Swap / })
      .click();
    await expect(page.getByText(`Choose the meal to swap with ${day1Breakfast} (Day 1 breakfast).`)).toBeVisible();
    await tile(page, 2, 'Breakfast')
      .getByRole('button', { name: /^Swap here/ })
      .click();
    await expect(page.getByText('Meals Swapped', { exact: true })).toBeVisible();
    expect(await recipeOn(page, 1, 'Breakfast')).toBe(day2Breakfast);
    expect(await recipeOn(page, 2, 'Breakfast')).toBe(day1Breakfast);
    if (day1Breakfast !== day2Breakfast)
      await expect(dayCard(page, 1).locator('[data-nutrient="calories"]')).not.toHaveText(day1Calories);

    // A new dinner for Day 3; everything else stays.
    const day3Lunch = await recipeOn(page, 3, 'Lunch');
    const day3Dinner = await recipeOn(page, 3, 'Dinner');
    await tile(page, 3, 'Dinner').getByRole('button', { name: 'New recipe for Day 3 dinner' }).click();
    await expect(page.getByText('Meal Regenerated', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await recipeOn(page, 3, 'Dinner')).not.toBe(day3Dinner);
    expect(await recipeOn(page, 3, 'Lunch')).toBe(day3Lunch);
    expect(await recipeOn(page, 1, 'Breakfast')).toBe(day2Breakfast);
    const day3NewDinner = await recipeOn(page, 3, 'Dinner');

    await saveAndOpenFromList(page, 3);
    await expectSavedMeal(page, 1, 'Breakfast', day2Breakfast);
    await expectSavedMeal(page, 2, 'Breakfast', day1Breakfast);
    await expectSavedMeal(page, 3, 'Dinner', day3NewDinner);
  },
);
