import { expect, test } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';
import { pickRecipe, slot } from './meal-plan-helpers';

test('a dietitian opens a plan and reads the client’s vitamins and minerals against their DRIs, shortfalls first', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  // A woman in her thirties: iron RDA 18 mg, calcium 1,000 mg, vitamin D 15 µg, vitamin K AI 90 µg.
  const client = await page.request.post('/api/clients', {
    data: { firstName: 'Maya', lastName: 'Okafor', gender: 'female', dateOfBirth: '1992-05-10' },
  });
  expect(client.status()).toBe(201);
  const recipe = await page.request.post('/api/recipes', {
    data: {
      name: 'Oat porridge with banana',
      instructions: 'Simmer the oats in the milk for five minutes and top with sliced banana.',
      servings: 2,
      ingredients: [
        { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
        { name: 'Whole milk', amount: 2, unit: 'cup', fdcId: 1077 },
        { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
      ],
    },
  });
  expect(recipe.status()).toBe(201);
  const plan = await page.request.post('/api/meal-plans', {
    data: {
      name: 'Iron week',
      clientId: (await client.json()).id,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      status: 'active',
    },
  });
  expect(plan.status()).toBe(201);

  await page.goto(`/meal-plans/${(await plan.json()).id}`);
  const panel = page.getByRole('region', { name: 'Vitamins and minerals' });
  await expect(panel).toContainText('No meals planned for this day yet.');

  await slot(page, 'Breakfast').getByRole('button', { name: 'Add breakfast' }).click();
  await pickRecipe(page, 'Add breakfast', 'porridge', 'Oat porridge with banana');

  // One serving, from SR28: iron (4.25×0.81 + 0.03×4.88 + 0.26×1.18) / 2 = 1.95 mg of 18 → 11 %
  const iron = panel.locator('[data-nutrient="iron"]');
  await expect(iron).toContainText('1.95 of 18 mg');
  await expect(iron).toContainText('11%');
  await expect(iron).toHaveAttribute('data-status', 'short');
  // calcium (52×0.81 + 113×4.88 + 5×1.18) / 2 = 300 mg of 1,000 → 30 %
  await expect(panel.locator('[data-nutrient="calcium"]')).toContainText('300 of 1,000 mg');
  // the lowest share comes first: vitamin K (2×0.81 + 0.3×4.88 + 0.5×1.18) / 2 = 1.84 µg of 90 → 2 %
  const items = panel.getByRole('list', { name: 'Nutrients against targets, shortfalls first' }).getByRole('listitem');
  await expect(items.first()).toHaveAttribute('data-nutrient', 'vitaminK');
  await expect(items.first()).toContainText('1.84 of 90 µg (AI)');
  // protein (13.15×0.81 + 3.15×4.88 + 1.09×1.18) / 2 = 13.7 g of 46: short; sodium far under 2,300 mg: met
  await expect(panel.locator('[data-nutrient="sodium"]')).toHaveAttribute('data-status', 'met');

  // The plan's average over its one planned day reads the same.
  await panel.getByRole('button', { name: /Plan average \(1 day\)/ }).click();
  await expect(panel.getByRole('button', { name: /Plan average/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(iron).toContainText('1.95 of 18 mg');
});
