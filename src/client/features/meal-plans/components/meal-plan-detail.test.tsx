// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MealPlanDetail, ResolvedDay, ResolvedMeal } from '@/shared/schemas/meal-plans';
import { dismissToast } from '@/client/components/ui/use-toast';
import { fail, fakeApi } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { MealPlanDetailScreen } from './meal-plan-detail';
import { totalsOf } from '../lib/plan-moves';
import type { Preferences } from '@/shared/schemas/preferences';

const planId = '7a1c0d2e-0000-4000-8000-000000000001';
const clientId = '7a1c0d2e-0000-4000-8000-000000000002';

const porridge: ResolvedMeal = {
  recipeId: '7a1c0d2e-0000-4000-8000-000000000010',
  servings: 1,
  recipeName: 'Oat porridge with banana',
  imageUrl: null,
  recipeServings: 2,
  nutrition: { calories: 354.8, protein: 13.1, carbs: 52.3, fat: 10.4, fiber: 6.2, sugar: 18.9, sodium: 98.6 },
  conflicts: [],
};
const peanutToast: ResolvedMeal = {
  recipeId: '7a1c0d2e-0000-4000-8000-000000000011',
  servings: 1,
  recipeName: 'Peanut butter toast',
  imageUrl: null,
  recipeServings: 1,
  nutrition: { calories: 588, protein: 25, carbs: 20, fat: 50, fiber: 6, sugar: 9, sodium: 420 },
  conflicts: ['Contains peanut (allergy)'],
};

function resolvedDay(dayNumber: number, date: string, meals: Partial<ResolvedDay['meals']> = {}): ResolvedDay {
  const all = { breakfast: null, lunch: null, dinner: null, snacks: [], ...meals };
  return { dayNumber, date, meals: all, totals: totalsOf(all) };
}

const mealsCount = (day: ResolvedDay) =>
  [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].filter(Boolean).length;

function planFixture(): MealPlanDetail {
  return {
    id: planId,
    userId: '7a1c0d2e-0000-4000-8000-000000000003',
    clientId,
    clientName: 'Priya Raman',
    name: 'Heart-healthy week',
    description: 'Lower saturated fat, more fibre.',
    startDate: '2026-01-05',
    endDate: '2026-01-07',
    status: 'active',
    targetCalories: 2000,
    targetProtein: 100,
    targetCarbs: null,
    targetFat: null,
    notes: null,
    dayTypes: null,
    shareToken: 'share-token',
    shareExpiresAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    client: { id: clientId, firstName: 'Priya', lastName: 'Raman', allergies: ['Peanut'], dietaryRestrictions: [] },
    days: [
      resolvedDay(1, '2026-01-05', { breakfast: porridge }),
      resolvedDay(2, '2026-01-06', { lunch: peanutToast }),
      resolvedDay(3, '2026-01-07'),
    ],
  };
}

function renderScreen({
  failSaves = false,
  missing = false,
  withTargets = false,
  typed = false,
  holdSaves,
  preferences,
}: {
  failSaves?: boolean;
  missing?: boolean;
  withTargets?: boolean;
  typed?: boolean;
  holdSaves?: Promise<void>;
  preferences?: Preferences;
} = {}) {
  const plan = planFixture();
  if (typed) {
    plan.dayTypes = [
      {
        key: 'training',
        name: 'Training day',
        targetCalories: 2800,
        targetProtein: 150,
        targetCarbs: 380,
        targetFat: 75,
      },
      { key: 'rest', name: 'Rest day', targetCalories: 2200, targetProtein: 140, targetCarbs: 250, targetFat: 70 },
    ];
    plan.days = plan.days.map((day, index) => ({ ...day, dayType: index === 1 ? 'rest' : 'training' }));
  }
  // As the server answers: the day's vitamins and minerals in its totals, none on its meals.
  const withPotassium = (day: ResolvedDay): ResolvedDay => ({
    ...day,
    totals: { ...day.totals, potassium: 1000 * mealsCount(day) },
  });
  if (withTargets) plan.days = plan.days.map(withPotassium);
  const missing404 = fail(404, 'Meal plan not found');
  const api = fakeApi({
    'GET /api/meal-plans/:id': missing ? missing404 : () => plan,
    // The fixture client has no sex or date of birth: the adequacy panel asks for them.
    'GET /api/clients/:id/nutrient-targets': withTargets
      ? {
          lifeStage: 'female-31-50',
          missing: [],
          targets: { potassium: { amount: 2600, unit: 'mg', kind: 'AI' } },
          amdr: null,
          source: 'DRI',
        }
      : { lifeStage: null, missing: ['sex', 'age'], targets: {}, amdr: null, source: 'DRI' },
    'PUT /api/meal-plans/:id/days': async ({ body }) => {
      if (holdSaves) await holdSaves;
      if (failSaves) return fail(500, 'Database unavailable');
      const saved = (
        body.days as { dayNumber: number; meals: { breakfast?: { servings: number } }; dayType?: string | null }[]
      ).map(({ dayNumber, meals, dayType }) => {
        const existing = plan.days.find((candidate) => candidate.dayNumber === dayNumber)!;
        const scale = (meal: ResolvedMeal | undefined, planned: { servings: number } | undefined) =>
          meal && planned
            ? {
                ...meal,
                servings: planned.servings,
                nutrition: { ...meal.nutrition!, calories: 354.8 * planned.servings },
              }
            : null;
        const day = {
          ...resolvedDay(existing.dayNumber, existing.date, { breakfast: scale(porridge, meals.breakfast) }),
          ...(dayType !== undefined ? { dayType } : {}),
        };
        return withTargets ? withPotassium(day) : day;
      });
      // Kept, so the reload after saving shows what was saved.
      plan.days = plan.days.map((candidate) => saved.find((day) => day.dayNumber === candidate.dayNumber) ?? candidate);
      return saved;
    },
  });
  renderWithApp(<MealPlanDetailScreen id={planId} />, { api, path: `/meal-plans/${planId}`, preferences });
  return api;
}

afterEach(() => {
  act(() => dismissToast());
});

describe('meal plan detail', () => {
  it('shows the plan, its overview and the first day with totals against the targets', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Heart-healthy week' })).toBeInTheDocument();
    expect(screen.getByText('Detailed meal plan view')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', `/clients/${clientId}`);
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText('Calories per day').nextElementSibling).toHaveTextContent('2,000 kcal');

    expect(screen.getByRole('heading', { name: 'Day 1 · Monday, Jan 5' })).toBeInTheDocument();
    // no DRIs without the client's sex and age: the panel says what to add instead of guessing
    expect(
      await screen.findByText(
        'Add the client’s sex (male or female) and date of birth to their profile to see their vitamin and mineral targets.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add lunch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add snack' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Day 1 totals' });
    expect(within(totals).getByText('355 / 2,000 kcal')).toBeInTheDocument();
    expect(within(totals).getByText('18%')).toHaveAttribute('data-tone', 'off-target');
  });

  it('writes every figure in kilojoules and Australian dates for an en-AU practice', async () => {
    renderScreen({ preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heart-healthy week' })).toBeInTheDocument();
    expect(screen.getByText('Energy per day').nextElementSibling).toHaveTextContent('8,368 kJ');
    expect(screen.getByText('5 Jan 2026 – 7 Jan 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Day 1 · Monday 5 Jan' })).toBeInTheDocument();
    // 354.8 kcal × 4.184 = 1,484.5 kJ, written whole; the target 2,000 kcal is 8,368 kJ
    const totals = screen.getByRole('region', { name: 'Day 1 totals' });
    expect(within(totals).getByText('1,484 / 8,368 kJ')).toBeInTheDocument();
    expect(within(totals).getByText('Energy')).toBeInTheDocument();
    expect(within(totals).getByText('18%')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Day 1 · Monday 5 Jan: 1 meal, 1,484 kJ/ })).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Energy by day' });
    expect(within(chart).getByText('Daily target 8,368 kJ')).toBeInTheDocument();
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument();
  });

  it('writes British dates and keeps kcal for an en-GB practice', async () => {
    renderScreen({ preferences: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' } });
    expect(await screen.findByRole('heading', { name: 'Day 1 · Monday 5 Jan' })).toBeInTheDocument();
    expect(screen.getByText('Calories per day').nextElementSibling).toHaveTextContent('2,000 kcal');
    const totals = screen.getByRole('region', { name: 'Day 1 totals' });
    expect(within(totals).getByText('355 / 2,000 kcal')).toBeInTheDocument();
    expect(screen.queryByText(/kJ/)).not.toBeInTheDocument();
  });

  it('warns about a meal that clashes with the client’s allergies', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('tab', { name: /^Day 2 · Tuesday, Jan 6/ }));
    const meal = screen.getByRole('article', { name: 'Peanut butter toast' });
    expect(within(meal).getByRole('list', { name: 'Diet warnings' })).toHaveTextContent('Contains peanut (allergy)');
    expect(screen.getByRole('tab', { name: /has diet warnings/ })).toHaveAccessibleName(/^Day 2/);
  });

  it('changes servings at once and saves the day', async () => {
    const api = renderScreen();
    const meal = await screen.findByRole('article', { name: 'Oat porridge with banana' });
    fireEvent.click(within(meal).getByRole('button', { name: 'Increase servings' }));
    await waitFor(() => expect(within(meal).getByText('1.5 servings')).toBeInTheDocument());
    expect(
      within(screen.getByRole('region', { name: 'Day 1 totals' })).getByText('532 / 2,000 kcal'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.map(({ method, url, body }) => ({ method, url, body }))).toContainEqual({
        method: 'PUT',
        url: `/api/meal-plans/${planId}/days`,
        body: { days: [{ dayNumber: 1, meals: { breakfast: { recipeId: porridge.recipeId, servings: 1.5 } } }] },
      }),
    );
  });

  it('shows the day’s vitamins and minerals from the server’s answer, and says they are updating while a change saves', async () => {
    let release = () => {};
    const holdSaves = new Promise<void>((resolve) => (release = resolve));
    renderScreen({ withTargets: true, holdSaves });
    const panel = await screen.findByRole('region', { name: 'Vitamins and minerals' });
    await waitFor(() => expect(within(panel).getByText('1,000 of 2,600 mg (AI)')).toBeInTheDocument());
    const meal = screen.getByRole('article', { name: 'Oat porridge with banana' });
    fireEvent.click(within(meal).getByRole('button', { name: 'Increase servings' }));
    // The meals carry only the seven nutrients their lines show: while the save is under way the panel keeps the
    // figures it showed, marked as updating, instead of taking the day's potassium as unknown.
    expect(await within(panel).findByText('Updating vitamins and minerals…')).toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Nutrients against targets, shortfalls first' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByText('1,000 of 2,600 mg (AI)')).toBeInTheDocument();
    expect(within(panel).queryByText('Not known')).not.toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(within(panel).queryByText('Updating vitamins and minerals…')).not.toBeInTheDocument());
    expect(within(panel).getByText('1,000 of 2,600 mg (AI)')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Nutrients against targets, shortfalls first' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('puts the day back and says so when saving fails', async () => {
    renderScreen({ failSaves: true });
    const meal = await screen.findByRole('article', { name: 'Oat porridge with banana' });
    // Radix opens menus on pointerdown; a keyboard Enter opens it in jsdom as well.
    fireEvent.keyDown(within(meal).getByRole('button', { name: 'Actions for Oat porridge with banana' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(await screen.findByText('Change not saved')).toBeInTheDocument();
    expect(screen.getByText(/Database unavailable\. Day 1 was put back as it was\./)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Oat porridge with banana' })).toBeInTheDocument();
  });

  it('names each day’s type on its tab, holds the day to its type’s targets, and saves a new type for the day', async () => {
    const api = renderScreen({ typed: true });
    expect(await screen.findByRole('tab', { name: /^Day 1 · Monday, Jan 5, Training day:/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Day 2 · Tuesday, Jan 6, Rest day:/ })).toBeInTheDocument();
    const overview = screen.getByRole('list', { name: 'Day types' });
    expect(within(overview).getByText('Training day').parentElement).toHaveTextContent(
      'Training day2 days2,800 kcal · P 150 g · C 380 g · F 75 g',
    );
    const totals = screen.getByRole('region', { name: 'Day 1 totals · Training day' });
    expect(within(totals).getByText('355 / 2,800 kcal')).toBeInTheDocument();
    expect(within(totals).getByText('13.1 / 150 g')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Day type' }), { target: { value: 'rest' } });
    expect(
      within(await screen.findByRole('region', { name: 'Day 1 totals · Rest day' })).getByText('355 / 2,200 kcal'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PUT /api/meal-plans/:id/days').map((call) => call.body)).toContainEqual({
        days: [{ dayNumber: 1, meals: { breakfast: { recipeId: porridge.recipeId, servings: 1 } }, dayType: 'rest' }],
      }),
    );
  });

  it('says when the plan does not exist', async () => {
    renderScreen({ missing: true });
    expect(await screen.findByRole('heading', { name: 'Meal Plan Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The meal plan you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Meal Plans' })).toHaveAttribute('href', '/meal-plans');
  });
});
