import { expect, test } from '@playwright/test';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

const pastedList = [
  'For the bowl:',
  '2 cups chopped broccoli',
  '1 (15 oz) can chickpeas, drained',
  '½ tsp kosher salt',
  'salt and pepper to taste',
].join('\n');

test('a practitioner pastes an ingredient list, confirms the proposed foods, saves, and the nutrition counts them', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await dialog.getByLabel('Name', { exact: true }).fill('Broccoli and chickpea bowl');
  await dialog.getByLabel('Instructions').fill('Steam the broccoli, warm the chickpeas, season and serve.');
  await dialog.getByLabel('Servings').fill('2');

  await dialog.getByRole('button', { name: 'Paste a list' }).click();
  await dialog.getByLabel('Ingredient lines').fill(pastedList);
  await dialog.getByRole('button', { name: 'Read lines' }).click();

  const review = dialog.getByRole('list', { name: 'Pasted lines' });
  // The server's first food search of a fresh database builds its index: slow on a busy machine.
  await expect(review).toBeVisible({ timeout: 20_000 });
  const line = (text: string) => review.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
  await expect(line('2 cups chopped broccoli')).toContainText('2 cup');
  await expect(line('2 cups chopped broccoli')).toContainText('Broccoli, raw');
  await expect(line('1 (15 oz) can chickpeas, drained')).toContainText('15 oz');
  await expect(line('1 (15 oz) can chickpeas, drained')).toContainText('canned, drained solids');
  await expect(line('1 (15 oz) can chickpeas, drained')).toContainText('1 can of 15 oz (425 g)');
  await expect(line('½ tsp kosher salt')).toContainText('Salt, table');
  await expect(line('salt and pepper to taste')).toContainText('No amount read');
  await expect(review.getByText('— heading, not added')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, 'paste review');
  await dialog.getByRole('button', { name: 'Add 4 ingredients' }).click();

  // The pasted lines are the rows now, the blank first row gone; the unread line is kept as text to complete.
  await expect(dialog.getByRole('combobox', { name: 'Ingredient 1 name' })).toHaveValue('Broccoli, raw');
  await expect(dialog.getByLabel('Ingredient 2 amount', { exact: true })).toHaveValue('15');
  await expect(dialog.getByLabel('Ingredient 2 unit', { exact: true })).toHaveValue('oz');
  await expect(dialog.getByRole('combobox', { name: 'Ingredient 4 name' })).toHaveValue('salt and pepper to taste');
  await dialog.getByRole('button', { name: 'Remove ingredient 4' }).click();

  // (182 g broccoli × 34 kcal + 425.2 g chickpeas × 139 kcal + 3 g salt × 0) / 100 / 2 servings = 326.5
  const panel = dialog.getByRole('region', { name: 'Nutrition per serving' });
  await expect(panel.getByText('Counts 3 of 3 ingredients')).toBeVisible();
  await expect(panel).toContainText('326 kcal');

  await dialog.getByRole('button', { name: 'Create Recipe' }).click();
  await expect(page.getByText('Recipe created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Broccoli and chickpea bowl', exact: true }) });
  await expect(card.getByText('326 kcal')).toBeVisible();
  await expect(card.getByText('3 ingredients')).toBeVisible();
});

test('a recipe page’s schema.org data fills the recipe form through the same paste', async ({ page }) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon chickpea salad',
    recipeYield: '4 servings',
    prepTime: 'PT15M',
    recipeIngredient: ['1 (15 oz) can chickpeas, drained', 'Juice of 1 lemon', '2 tbsp extra-virgin olive oil'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Toss everything together.' }],
  };
  const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;

  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await dialog.getByRole('button', { name: 'Paste a list' }).click();
  await dialog.getByLabel('Ingredient lines').fill(html);
  await dialog.getByRole('button', { name: 'Read lines' }).click();
  await dialog.getByRole('button', { name: 'Add 3 ingredients' }).click({ timeout: 20_000 });

  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Lemon chickpea salad');
  await expect(dialog.getByLabel('Servings')).toHaveValue('4');
  await expect(dialog.getByLabel('Prep (min)')).toHaveValue('15');
  await expect(dialog.getByLabel('Instructions')).toHaveValue('1. Toss everything together.');
  await expect(dialog.getByRole('combobox', { name: 'Ingredient 2 name' })).toHaveValue('Lemon juice, raw');
  await expect(dialog.getByRole('combobox', { name: 'Ingredient 3 name' })).toHaveValue('Oil, olive, salad or cooking');
  await expect(
    dialog.getByRole('region', { name: 'Nutrition per serving' }).getByText('Counts 3 of 3 ingredients'),
  ).toBeVisible();
});
