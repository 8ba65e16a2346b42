import { expect, test } from '@playwright/test';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';
import { slot } from './meal-plan-helpers';

/**
 * The two misses that started the allergen table (issue 16): a Caesar salad with croutons and Caesar dressing
 * had warned neither an egg-allergic nor a coeliac client, and rice and peas made with coconut milk warned a
 * tree-nut-allergic one. The plan page is where a dietitian would have seen both.
 */
test('the plan page warns about the Caesar salad, naming its foods, and not about coconut rice and peas', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  const client = await page.request.post('/api/clients', {
    data: {
      firstName: 'Jonas',
      lastName: 'Eklund',
      allergies: ['Egg', 'Tree nuts'],
      dietaryRestrictions: ['Gluten-free'],
    },
  });
  expect(client.status()).toBe(201);

  const caesar = await page.request.post('/api/recipes', {
    data: {
      name: 'Caesar Salad',
      instructions: 'Tear the romaine, toss with the dressing, and finish with croutons and parmesan.',
      servings: 2,
      ingredients: [
        { name: 'romaine lettuce', amount: 200, unit: 'g', fdcId: 11251 },
        { name: 'croutons', amount: 40, unit: 'g', fdcId: 18242 },
        { name: 'Caesar dressing', amount: 60, unit: 'g', fdcId: 43015 },
        { name: 'parmesan, grated', amount: 20, unit: 'g', fdcId: 1032 },
      ],
      isPublic: false,
    },
  });
  expect(caesar.status()).toBe(201);

  const library = await page.request.get('/api/recipes');
  expect(library.status()).toBe(200);
  const riceAndPeas = ((await library.json()) as { id: string; name: string }[]).find(
    (recipe) => recipe.name === 'Jamaican Rice and Peas with Garlicky Greens',
  );
  expect(riceAndPeas, 'the catalogue recipe made with coconut milk').toBeDefined();

  const plan = await page.request.post('/api/meal-plans', {
    data: {
      name: 'Safe lunches',
      clientId: (await client.json()).id,
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      status: 'active',
      targetCalories: 2000,
    },
  });
  expect(plan.status()).toBe(201);
  const planId = (await plan.json()).id as string;
  const day = await page.request.put(`/api/meal-plans/${planId}/days/1`, {
    data: {
      meals: {
        lunch: { recipeId: (await caesar.json()).id, servings: 1 },
        dinner: { recipeId: riceAndPeas!.id, servings: 1 },
      },
    },
  });
  expect(day.status()).toBe(200);

  await page.goto(`/meal-plans/${planId}`);
  const salad = slot(page, 'Lunch').getByRole('article', { name: 'Caesar Salad' });
  await expect(
    salad.getByText(/Contains egg: Caesar dressing \(Salad dressing, caesar dressing, regular\).*\(allergy: egg\)/i),
  ).toBeVisible();
  await expect(salad.getByText(/Contains gluten: croutons \(Croutons, .*\).*\(diet: Gluten-free\)/)).toBeVisible();

  const dinner = slot(page, 'Dinner').getByRole('article', { name: 'Jamaican Rice and Peas with Garlicky Greens' });
  await expect(dinner).toBeVisible();
  await expect(dinner).not.toContainText(/tree nut/i);
});
