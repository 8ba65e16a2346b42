import { expect, test } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';

test('a practitioner searches the recipe database, filters to vegan under 30 minutes, opens a recipe, saves it and finds it in their recipes', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/recipe-database');
  await expect(page.getByRole('heading', { name: 'Recipe Database', level: 1 })).toBeVisible();
  // The banner states the catalogue's real size, and featured recipes fill the page before any search.
  const info = await (await page.request.get('/api/recipes/external/info')).json();
  await expect(page.getByTestId('recipe-count')).toHaveText(
    `${info.totalRecipes.toLocaleString('en-US')} Recipes Available`,
  );
  await expect(page.getByRole('heading', { name: 'Featured recipes' })).toBeVisible();

  // An empty search is refused with the spec's toast.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Search Required', { exact: true })).toBeVisible();

  // Pick a word that the catalogue's vegan, quick recipes answer to.
  const quickVegan = await (
    await page.request.get('/api/recipes/search/external?q=a&diet=vegan&maxTime=30&number=100')
  ).json();
  expect(quickVegan.results.length, 'the catalogue has quick vegan recipes').toBeGreaterThan(0);
  const target = quickVegan.results[0];
  const term = target.title.split(/\s+/).find((word: string) => word.length > 3) ?? target.title;

  await page.getByLabel('Search recipes').fill(term);
  await page.getByLabel('Search recipes').press('Enter');
  await expect(page.getByRole('heading', { name: new RegExp(`for “${term}”`) })).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Diet').selectOption('vegan');
  await sheet.getByLabel('Max cooking time').selectOption('30');
  await sheet.getByRole('button', { name: 'Apply filters' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Vegan');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('≤ 30 minutes');

  // Every card now answers to both filters: vegan is its diet badge, and it is ready within 30 minutes.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: target.title, exact: true }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `View ${target.title}` }).click();
  const view = page.getByRole('dialog', { name: target.title });
  await expect(view.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(view.getByText(/Health score \d+/)).toBeVisible();
  await view.getByRole('button', { name: 'Save to my recipes' }).click();
  await expect(page.getByText('Recipe Saved', { exact: true })).toBeVisible();
  await view.getByRole('button', { name: 'Save to my recipes' }).click();
  await expect(page.getByText('Recipe Already Saved', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/recipes');
  await expect(page.getByRole('button', { name: /My recipes \(1\)/ })).toHaveAttribute('aria-pressed', 'true');
  const saved = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: target.title, exact: true }) });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: `Edit ${target.title}` })).toBeVisible();
});
