import { expect, test } from '@playwright/test';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

test("a practitioner can't find a product in the recipe editor, adds it from its label, and the recipe counts it", async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const recipe = page.getByRole('dialog', { name: 'Add Recipe' });
  await recipe.getByLabel('Name', { exact: true }).fill('Yogurt with crumbled bar');
  await recipe.getByLabel('Instructions').fill('Crumble the bar over the yogurt.');
  await recipe.getByLabel('Servings').fill('1');
  await recipe.getByRole('combobox', { name: 'Ingredient 1 name' }).fill('Hillside oat bar');

  await recipe.getByRole('button', { name: 'Can’t find it? Add it from the label' }).click();
  const label = page.getByRole('dialog', { name: 'Add a food from its label' });
  // The words typed in the row name the new food.
  await expect(label.getByLabel('Name')).toHaveValue('Hillside oat bar');
  await label.getByLabel('Brand').fill('Hillside Bakes');
  await label.getByLabel('Serving size').fill('40');
  await label.getByLabel('Energy (kcal)').fill('180');
  await label.getByLabel('Protein (g)').fill('5');
  await label.getByLabel('Carbohydrate (g)').fill('22');
  await label.getByLabel('Fat (g)', { exact: true }).fill('8');
  await label
    .getByLabel('Ingredients')
    .fill('Rolled oats, almonds (12%), honey, sunflower oil, whey powder, sea salt.');
  await label.getByLabel('Allergen statement').fill('May contain: peanuts.');
  await label.getByRole('button', { name: 'Save food' }).click();

  // The label is read and shown to confirm before anything is saved.
  await expect(label.getByText(/Check the allergens read from the label/)).toBeVisible();
  await expect(label.getByLabel(/^Tree nuts/)).toHaveValue('contains');
  await expect(label.getByLabel(/^Milk/)).toHaveValue('contains');
  await expect(label.getByLabel(/^Peanuts/)).toHaveValue('may contain');
  await expect(label.getByLabel(/^Sesame/)).toHaveValue('free');
  await expectNoSeriousAccessibilityProblems(page, 'the food label form with its allergens read');
  await label.getByRole('button', { name: 'Save food' }).click();
  await expect(label).toBeHidden();

  // The row now names the food, one serving of it, and the recipe's nutrition counts it.
  await expect(recipe.getByRole('combobox', { name: 'Ingredient 1 name' })).toHaveValue('Hillside oat bar');
  await expect(recipe.getByLabel('Ingredient 1 amount', { exact: true })).toHaveValue('40');
  const panel = recipe.getByRole('region', { name: 'Nutrition per serving' });
  await expect(panel.getByText('Counts 1 of 1 ingredient')).toBeVisible();
  await expect(panel).toContainText('180 kcal');
  await expect(panel).toContainText('Protein5.0 g');
  // The label gave no sugars line: a gap, never a zero.
  await expect(panel).toContainText('Sugarnot known');
  await expect(recipe.getByText('Your food', { exact: true })).toBeVisible();

  // Searching again finds it first, marked as the practice's own.
  await recipe.getByRole('button', { name: 'Add ingredient' }).click();
  await recipe.getByRole('combobox', { name: 'Ingredient 2 name' }).fill('hillside');
  const first = recipe.getByRole('listbox', { name: 'Matching foods' }).getByRole('option').first();
  await expect(first).toContainText('Hillside oat bar', { timeout: 20_000 });
  await expect(first).toContainText('Your food');
  await recipe.getByRole('button', { name: 'Remove ingredient 2' }).click();

  await recipe.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(page.getByText('Recipe created successfully', { exact: true })).toBeVisible();

  // The foods screen lists it with what its label says.
  await page.getByRole('link', { name: 'Your foods' }).click();
  const foods = page.getByRole('list', { name: 'Your foods' });
  await expect(foods.getByText('Hillside oat bar')).toBeVisible();
  await expect(foods).toContainText('Per 40 g: 180 kcal');
  await expect(foods).toContainText('Contains milk, tree nuts');
  await expectNoSeriousAccessibilityProblems(page, 'your foods');
});
