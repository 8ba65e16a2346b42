// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalDay, PortalPlan } from '@/shared/schemas/portal-plan';
import { renderWithApp } from '@/client/test/render';
import { TodayScreen } from './today-screen';
import { WeekScreen } from './week-screen';
import { trainingDay as training, restDay as rest } from '../../../../../tests/fixtures/day-types';

// The client's portal names each day's type and that type's targets (issue 32 item 4), on Today and the week.

function day(dayNumber: number, dayType: string | null): PortalDay {
  return {
    dayNumber,
    date: `2026-03-0${dayNumber + 1}`,
    dayType,
    meals: [
      {
        mealType: 'breakfast',
        items: [
          {
            recipeId: 'a1000000-0000-4000-8000-000000000001',
            recipeName: 'Overnight oats',
            imageUrl: null,
            servings: 1,
            prepTime: 10,
            cookTime: null,
            ingredients: [{ name: 'Rolled oats', amount: 1, unit: 'cup' }],
            steps: ['Soak the oats overnight.'],
            nutrition: { calories: 420, protein: 18, carbs: 60, fat: 12 },
          },
        ],
      },
    ],
    totals: { calories: 420, protein: 18, carbs: 60, fat: 12 },
  };
}

function planWith(
  dayTypes: PortalPlan['plan'] extends infer P ? (P extends { dayTypes: infer T } ? T : never) : never,
) {
  const schedule = dayTypes ? ['training', 'rest', null] : [null, null, null];
  const answer: PortalPlan = {
    plan: {
      id: 'b2000000-0000-4000-8000-000000000001',
      name: 'Training block',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      targetCalories: 2400,
      targetProtein: null,
      targetCarbs: null,
      targetFat: null,
      dayTypes,
    },
    today: '2026-03-02',
    days: schedule.map((key, index) => day(index + 1, key)),
    checkIns: [],
  };
  return answer;
}

describe('day types in the portal', () => {
  it('the week names each day’s type with its targets; an ordinary day shows none', async () => {
    renderWithApp(<WeekScreen />, { api: { 'GET /api/portal/plans/current': planWith([training, rest]) } });
    const monday = await screen.findByRole('region', { name: 'Monday 2 March' });
    expect(within(monday).getByText('Training day').closest('p')).toHaveTextContent(
      'Training dayaim for 2,800 kcal · P 175 g · C 350 g · F 78 g',
    );
    const tuesday = screen.getByRole('region', { name: 'Tuesday 3 March' });
    expect(within(tuesday).getByText('Rest day').closest('p')).toHaveTextContent(/^Rest dayaim for 2,200 kcal$/);
    const wednesday = screen.getByRole('region', { name: 'Wednesday 4 March' });
    expect(wednesday.querySelector('[data-day-type]')).toBeNull();
  });

  it('today says what kind of day it is and its targets', async () => {
    renderWithApp(<TodayScreen />, { api: { 'GET /api/portal/plans/current': planWith([training, rest]) } });
    await screen.findByText('Training day');
    expect(screen.getByText('Training day').closest('p')).toHaveTextContent(
      'Training dayaim for 2,800 kcal · P 175 g · C 350 g · F 78 g',
    );
  });

  it('a plan without day types shows no type anywhere', async () => {
    renderWithApp(<WeekScreen />, { api: { 'GET /api/portal/plans/current': planWith(null) } });
    await screen.findByRole('region', { name: 'Monday 2 March' });
    expect(document.querySelector('[data-day-type]')).toBeNull();
  });
});
