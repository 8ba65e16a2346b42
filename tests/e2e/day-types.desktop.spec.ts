import { expect, test } from '@playwright/test';
import type { GeneratedPlan } from '../../src/shared/schemas/generator';
import { expectNoSeriousAccessibilityProblems } from './support';
import { dayCard, openGeneratorWithClient } from './generator-helpers';

// Issue 32 item 6: a week with training days at 2,800 kcal and rest days at 2,200 kcal, generated, saved and then
// read on the plan page, where a day's type can be changed. Not about touch or layout: desktop only.
test('a week of training days at 2,800 kcal and rest days at 2,200 kcal is generated, saved and kept per day', async ({
  page,
}) => {
  test.slow();
  await openGeneratorWithClient(page);
  await page.getByRole('button', { name: 'Add Training and Rest Days' }).click();
  const kcal = page.getByRole('form', { name: 'Plan Configuration' }).getByLabel('kcal');
  await kcal.nth(0).fill('2800');
  await kcal.nth(1).fill('2200');
  // Training on Monday, Wednesday and Friday (the start), and now Saturday too.
  await page.getByRole('combobox', { name: 'Saturday' }).selectOption({ label: 'Training day' });

  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/generate-meal-plan') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  const response = await answered;
  const sent = response.request().postDataJSON();
  expect(sent.schedule).toEqual([
    'training-day',
    'rest-day',
    'training-day',
    'rest-day',
    'training-day',
    'training-day',
    'rest-day',
  ]);
  const plan = (await response.json()) as GeneratedPlan;
  const calories = { 'training-day': 2800, 'rest-day': 2200 } as Record<string, number>;
  // Every day aims at its own type's calories and lands within the generator's ±5 %.
  for (const day of plan.plan) {
    const target = calories[day.dayType!];
    expect(day.targets.calories, `day ${day.dayNumber}`).toBe(target);
    expect(Math.abs(day.totals.calories - target) / target, `day ${day.dayNumber}`).toBeLessThanOrEqual(0.05);
    await expect(
      dayCard(page, day.dayNumber).getByText(day.dayType === 'training-day' ? 'Training day' : 'Rest day'),
    ).toBeVisible();
  }

  await page.getByLabel('Save for client').selectOption({ label: 'Priya Raman' });
  await page.getByRole('button', { name: 'Save Meal Plan' }).click();
  await page.getByRole('link', { name: /Open the saved plan/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Generated Plan - / })).toBeVisible();

  // The plan page: the types with their day counts, each tab named with its day's type.
  const types = page.getByRole('list', { name: 'Day types' });
  const trainingDays = plan.plan.filter((day) => day.dayType === 'training-day').length;
  await expect(types.getByRole('listitem').filter({ hasText: 'Training day' })).toContainText(
    `${trainingDays} ${trainingDays === 1 ? 'day' : 'days'}`,
  );
  for (const day of plan.plan)
    await expect(
      page.getByRole('tab', {
        name: new RegExp(
          `^Day ${day.dayNumber} · .*, ${day.dayType === 'training-day' ? 'Training day' : 'Rest day'}:`,
        ),
      }),
    ).toBeVisible();
  const first = plan.plan[0];
  const firstType = first.dayType === 'training-day' ? 'Training day' : 'Rest day';
  const otherType = firstType === 'Training day' ? 'Rest day' : 'Training day';
  await expect(page.getByRole('region', { name: `Day 1 totals · ${firstType}` })).toContainText(
    `/ ${firstType === 'Training day' ? '2,800' : '2,200'} kcal`,
  );
  await expectNoSeriousAccessibilityProblems(page, 'a plan with training and rest days');

  // Day 1 becomes the other type: its totals are held to that type's target, and it stays so after a reload.
  await page.getByRole('combobox', { name: 'Day type' }).selectOption({ label: otherType });
  await expect(page.getByRole('region', { name: `Day 1 totals · ${otherType}` })).toContainText(
    `/ ${otherType === 'Training day' ? '2,800' : '2,200'} kcal`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: new RegExp(`^Day 1 · .*, ${otherType}:`) })).toBeVisible();
});
