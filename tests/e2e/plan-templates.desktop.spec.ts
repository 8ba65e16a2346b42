import { expect, test, type Page } from '@playwright/test';
import type { MealPlanDetail } from '../../src/shared/schemas/meal-plans';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

type Summary = { id: string; name: string; mealTypes: string[]; contains: string[]; mayContain: string[] };

/** A 7-day plan of catalogue recipes, three meals and a snack a day, with one peanut dish (day 3's lunch). */
async function seedWeek(page: Page) {
  const recipes = (await (await page.request.get('/api/recipes?view=summary')).json()) as Summary[];
  const safe = recipes.filter((recipe) => ![...recipe.contains, ...recipe.mayContain].includes('peanuts'));
  const of = (type: string) => safe.filter((recipe) => recipe.mealTypes.includes(type));
  const peanut = recipes.find((recipe) => recipe.contains.includes('peanuts'))!;
  const plan = await page.request.post('/api/meal-plans', {
    data: { name: 'Active week', startDate: '2026-03-02', endDate: '2026-03-08', targetCalories: 2000 },
  });
  expect(plan.status()).toBe(201);
  const planId = (await plan.json()).id as string;
  const days = Array.from({ length: 7 }, (_, index) => ({
    dayNumber: index + 1,
    meals: {
      breakfast: { recipeId: of('breakfast')[index].id, servings: 1 },
      lunch: { recipeId: index === 2 ? peanut.id : of('lunch')[index].id, servings: 1 },
      dinner: { recipeId: of('dinner')[index].id, servings: 1 },
      snacks: [{ recipeId: of('snack')[index].id, servings: 1 }],
    },
  }));
  expect((await page.request.put(`/api/meal-plans/${planId}/days`, { data: { days } })).status()).toBe(200);
  return { planId, peanut: peanut.name };
}

test('a plan saved as a template is applied for two weeks to a client with a peanut allergy and higher needs', async ({
  page,
}) => {
  test.slow();
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  const { planId, peanut } = await seedWeek(page);
  const client = await page.request.post('/api/clients', {
    data: {
      firstName: 'Tomas',
      lastName: 'Reyes',
      allergies: ['Peanuts'],
      gender: 'male',
      dateOfBirth: '1988-02-10',
      height: 183,
      weight: 88,
      activityLevel: 'very_active',
    },
  });
  expect(client.status()).toBe(201);

  // Save as Template from the plan's Reuse menu.
  await page.goto(`/meal-plans/${planId}`);
  await page.getByRole('button', { name: 'Reuse' }).click();
  await page.getByRole('menuitem', { name: 'Save as Template' }).click();
  const save = page.getByRole('dialog', { name: 'Save as Template' });
  await save.getByLabel('Template Name').fill('Training week');
  await save.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template Saved', { exact: true })).toBeVisible();

  // The Templates screen lists it; apply it to the client for two weeks at their estimated needs.
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Training week' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Templates' }).getByText('7 days', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Apply to Client' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply “Training week”' });
  await apply.getByLabel('Client').selectOption({ label: 'Tomas Reyes' });
  await apply.getByLabel('Start Date').fill('2026-04-06');
  await apply.getByLabel('Length').selectOption({ label: '2 weeks' });
  await expect(apply.getByLabel('Calories')).toHaveValue('client');
  await expectNoSeriousAccessibilityProblems(page, 'the Apply template dialog');
  await apply.getByRole('button', { name: 'Create Plan' }).click();

  // The peanut lunch is named on both day 3 and day 10, before anything else.
  const result = page.getByRole('dialog', { name: 'Plan Created' });
  await expect(result.getByText('2 meals conflict with the client’s record')).toBeVisible();
  await expect(result.getByText(`Day 3 (Apr 8, 2026), Lunch: ${peanut}`)).toBeVisible();
  await expect(result.getByText(`Day 10 (Apr 15, 2026), Lunch: ${peanut}`)).toBeVisible();
  await result.getByRole('link', { name: 'Open the new plan' }).click();

  // The new plan: 14 days from the chosen Monday, for the client, each day near their needs.
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Training week – Tomas Reyes' })).toBeVisible();
  await expect(page.getByText('Apr 6, 2026 – Apr 19, 2026')).toBeVisible();
  const newId = page.url().split('/').pop()!;
  const plan = (await (await page.request.get(`/api/meal-plans/${newId}`)).json()) as MealPlanDetail;
  expect(plan.days).toHaveLength(14);
  expect(plan.targetCalories).toBeGreaterThan(2700);
  for (const day of plan.days)
    expect(Math.abs(day.totals.calories - plan.targetCalories!) / plan.targetCalories!).toBeLessThanOrEqual(0.05);
  expect(plan.days[9].meals.lunch!.conflicts.join(' ')).toMatch(/peanut/i);

  // The template is as it was: 7 days at 2,000 kcal.
  await page.goto('/plan-templates');
  await expect(page.getByRole('list', { name: 'Templates' }).getByText('2,000 kcal a day')).toBeVisible();
});
