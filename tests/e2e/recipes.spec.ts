import { expect, test, type Locator } from '@playwright/test';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

/** Types into the row's food box and picks the named USDA food from the suggestions. */
async function pickFood(dialog: Locator, rowNumber: number, typed: string, food: string) {
  const name = dialog.getByRole('combobox', { name: `Ingredient ${rowNumber} name` });
  await name.fill(typed);
  await dialog.getByRole('option', { name: food, exact: true }).click();
  await expect(name).toHaveValue(food);
  // `has` is looked up inside each row, so it starts from the page, not from the dialog.
  const row = dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('combobox', { name: `Ingredient ${rowNumber} name` }) });
  await expect(row.getByText('USDA', { exact: true })).toBeVisible();
}

async function setAmount(dialog: Locator, row: number, amount: string, unit: string) {
  await dialog.getByLabel(`Ingredient ${row} amount`, { exact: true }).fill(amount);
  await dialog.getByLabel(`Ingredient ${row} unit`, { exact: true }).selectOption(unit);
}

test('a practitioner writes a recipe from USDA foods, sees its nutrition live, finds, edits and deletes it', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/recipes');
  await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await dialog.getByLabel('Name', { exact: true }).fill('Overnight oats with banana');
  await dialog
    .getByLabel('Instructions')
    .fill('Stir the oats into the milk, slice the banana on top and chill overnight.');

  await pickFood(dialog, 1, 'rolled oats', 'Cereals, oats, regular and quick, not fortified, dry');
  await setAmount(dialog, 1, '1', 'cup');
  await dialog.getByRole('button', { name: 'Add ingredient' }).click();
  await pickFood(dialog, 2, 'whole milk', 'Milk, whole, 3.25% milkfat, with added vitamin D');
  await setAmount(dialog, 2, '2', 'cup');
  await dialog.getByRole('button', { name: 'Add ingredient' }).click();
  await pickFood(dialog, 3, 'banana', 'Bananas, raw');
  await setAmount(dialog, 3, '1', 'piece');
  await dialog.getByLabel('Servings').fill('2');

  // (379 kcal × 0.81 + 61 × 4.88 + 89 × 1.18) / 2 servings = 354.8
  const panel = dialog.getByRole('region', { name: 'Nutrition per serving' });
  await expect(panel).toContainText('355 kcal');
  await expect(panel.getByText('Counts 3 of 3 ingredients')).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(page.getByText('Recipe created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Overnight oats with banana', exact: true }) });
  await expect(card.getByText('355 kcal')).toBeVisible();
  await expect(card.getByText('3 ingredients')).toBeVisible();
  await expect(card.getByText('2 servings')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search recipes' });
  await search.fill('OVERNIGHT');
  await expect(card).toBeVisible();
  await search.fill('lasagne');
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await search.fill('');

  await card.getByRole('button', { name: 'Edit Overnight oats with banana' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Recipe' });
  await expect(editDialog.getByRole('combobox', { name: 'Ingredient 2 name' })).toHaveValue(
    'Milk, whole, 3.25% milkfat, with added vitamin D',
  );
  await editDialog.getByLabel('Servings').fill('1');
  await expect(editDialog.getByRole('region', { name: 'Nutrition per serving' })).toContainText('710 kcal');
  await editDialog.getByRole('button', { name: 'Update Recipe' }).click();
  await expect(page.getByText('Recipe updated successfully', { exact: true })).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(card.getByText('710 kcal')).toBeVisible();
  await expect(card.getByText('1 serving', { exact: true })).toBeVisible();

  let confirmText = '';
  page.once('dialog', async (confirm) => {
    confirmText = confirm.message();
    await confirm.accept();
  });
  await card.getByRole('button', { name: 'Delete Overnight oats with banana' }).click();
  await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  expect(confirmText).toBe('Are you sure you want to delete this recipe? This action cannot be undone.');
});

test(
  'the recipe list and the recipe dialog have no serious accessibility problems',
  { tag: '@layout' },
  async ({ page }) => {
    const person = newPractitioner();
    await signUpThroughApi(page, person);
    await expectDashboardFor(page, person.firstName);
    // page.request shares the browser's session cookie.
    const created = await page.request.post('/api/recipes', {
      data: {
        name: 'Lentil and spinach soup',
        description: 'A filling, low-fat soup that keeps for four days in the fridge.',
        instructions: 'Simmer the lentils for 25 minutes, stir in the spinach and season.',
        prepTime: 10,
        cookTime: 30,
        servings: 4,
        ingredients: [
          { name: 'Lentils, raw', amount: 250, unit: 'g', fdcId: 16069 },
          { name: 'Spinach, raw', amount: 200, unit: 'g', fdcId: 11457 },
          { name: 'A pinch of love', amount: 1, unit: 'piece' },
        ],
        tags: ['vegan', 'high-fibre', 'batch cooking', 'lunch'],
        cuisine: 'mediterranean',
        difficulty: 'easy',
        // Kept private: a public recipe would show up on the other journeys' "No recipes yet" screens.
        isPublic: false,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/recipes');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Lentil and spinach soup', exact: true }) });
    await expect(card.getByText('Nutrition counts 2 of 3 ingredients')).toBeVisible();
    await expect(card.getByText('+1 more')).toBeVisible();
    await expectNoSeriousAccessibilityProblems(page, '/recipes');

    await card.getByRole('button', { name: 'Edit Lentil and spinach soup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
    await expect(dialog.getByText('Counts 2 of 3 ingredients')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Ingredient 3 name' }).fill('garlic');
    await expect(dialog.getByRole('listbox', { name: 'Matching foods' })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(page, 'the recipe dialog with food suggestions open');
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox', { name: 'Matching foods' })).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);
