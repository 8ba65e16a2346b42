// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localToday } from '@/shared/clients/age';
import type { DiaryAnswer, DiaryMeal } from '@/shared/schemas/food-diary';
import type { PortalPlan } from '@/shared/schemas/portal-plan';
import { renderWithApp } from '@/client/test/render';
import { fakeApi } from '@/client/test/fake-api';
import { DiaryScreen } from './diary-screen';

// The client's food diary (issue 33): the planned meal logged in one tap, a portion, a skip, water by the glass.

const today = localToday();
const oatsId = 'a1000000-0000-4000-8000-000000000001';

const plan: PortalPlan = {
  plan: {
    id: 'b2000000-0000-4000-8000-000000000001',
    name: 'Spring week',
    startDate: today,
    endDate: today,
    targetCalories: 1800,
    targetProtein: null,
    targetCarbs: null,
    targetFat: null,
    dayTypes: null,
  },
  today,
  days: [
    {
      dayNumber: 1,
      date: today,
      dayType: null,
      meals: [
        {
          mealType: 'breakfast',
          items: [
            {
              recipeId: oatsId,
              recipeName: 'Overnight oats',
              imageUrl: null,
              servings: 1,
              prepTime: 10,
              cookTime: null,
              ingredients: [],
              steps: [],
              nutrition: { calories: 420, protein: 18, carbs: 60, fat: 12 },
            },
          ],
        },
      ],
      totals: { calories: 420, protein: 18, carbs: 60, fat: 12 },
    },
  ],
  checkIns: [],
};

function diaryWith(meals: DiaryMeal[], water: { date: string; ml: number }[] = []): DiaryAnswer {
  return { from: today, to: today, meals, water, checkIns: [] };
}

function storedMeal(body: {
  mealType: DiaryMeal['mealType'];
  entries: { kind: string; portion?: number }[];
}): DiaryMeal {
  return {
    id: 'c3000000-0000-4000-8000-000000000001',
    date: today,
    mealType: body.mealType,
    entries: body.entries.map((entry) => ({ kind: 'planned', portion: entry.portion ?? 1, name: 'Overnight oats' })),
    skipped: body.entries.length === 0,
    calories: body.entries.length ? Math.round(420 * (body.entries[0].portion ?? 1)) : null,
    updatedAt: `${today}T08:00:00.000Z`,
  };
}

describe('the food diary', () => {
  it('logs breakfast as planned with one tap, then as ¾, and lunch as skipped', async () => {
    let meals: DiaryMeal[] = [];
    const api = fakeApi({
      'GET /api/portal/plans/current': plan,
      'GET /api/portal/diary': () => diaryWith(meals),
      'POST /api/portal/diary': (call) => {
        const stored = storedMeal(call.body);
        meals = [...meals.filter((meal) => meal.mealType !== stored.mealType), stored];
        return stored;
      },
    });
    renderWithApp(<DiaryScreen />, { api });

    const breakfast = await screen.findByRole('region', { name: 'Breakfast' });
    expect(within(breakfast).getByText(/Overnight oats · 1 serving · 420 kcal/)).toBeInTheDocument();
    fireEvent.click(within(breakfast).getByRole('button', { name: 'As planned' }));
    await waitFor(() =>
      expect(within(breakfast).getByRole('button', { name: 'As planned' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(breakfast).getByText('Logged · 420 kcal')).toBeInTheDocument();

    fireEvent.click(within(breakfast).getByRole('button', { name: '¾ of the planned breakfast' }));
    await waitFor(() => expect(within(breakfast).getByText('Logged · 315 kcal')).toBeInTheDocument());
    expect(within(breakfast).getByText('¾ of Overnight oats')).toBeInTheDocument();

    // Lunch has nothing planned: it offers Skipped and Add food, not "As planned".
    const lunch = screen.getByRole('region', { name: 'Lunch' });
    expect(within(lunch).queryByRole('button', { name: 'As planned' })).toBeNull();
    fireEvent.click(within(lunch).getByRole('button', { name: 'Skipped' }));
    await waitFor(() =>
      expect(within(lunch).getByRole('button', { name: 'Skipped' })).toHaveAttribute('aria-pressed', 'true'),
    );

    expect(api.callsTo('POST /api/portal/diary').map((call) => call.body)).toEqual([
      { date: today, mealType: 'breakfast', entries: [{ kind: 'planned', portion: 1 }] },
      { date: today, mealType: 'breakfast', entries: [{ kind: 'planned', portion: 0.75 }] },
      { date: today, mealType: 'lunch', entries: [] },
    ]);
  });

  it('adds a glass of water to the day’s total and shows litres', async () => {
    let water = [{ date: today, ml: 1250 }];
    const api = fakeApi({
      'GET /api/portal/plans/current': plan,
      'GET /api/portal/diary': () => diaryWith([], water),
      'POST /api/portal/water': (call) => {
        water = [{ date: today, ml: call.body.ml }];
        return water[0];
      },
    });
    renderWithApp(<DiaryScreen />, { api });
    const card = await screen.findByRole('region', { name: 'Water' });
    expect(within(card).getByText('1.3 L')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: '+ Glass (250 ml)' }));
    await waitFor(() => expect(within(card).getByText('1.5 L')).toBeInTheDocument());
    expect(api.callsTo('POST /api/portal/water').map((call) => call.body)).toEqual([{ date: today, ml: 1500 }]);
  });
});
