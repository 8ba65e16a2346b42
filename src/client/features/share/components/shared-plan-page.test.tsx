// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { ResolvedMeal, SharedPlan } from '@/shared/schemas/meal-plans';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { SharedPlanPage } from '@/client/routes/shared-plan-page';
import { trainingDay as training, restDay as rest } from '../../../../../tests/fixtures/day-types';

const oatsId = 'a1000000-0000-4000-8000-000000000001';
const bowlId = 'a1000000-0000-4000-8000-000000000002';

function meal(recipeId: string, recipeName: string, servings: number, calories: number): ResolvedMeal {
  return {
    recipeId,
    servings,
    recipeName,
    imageUrl: null,
    recipeServings: 2,
    nutrition: { calories, protein: 20.4, carbs: 60.6, fat: 9.5, fiber: 8, sugar: 12, sodium: 90 },
    conflicts: [],
  };
}

const emptyTotals = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };

const shared: SharedPlan = {
  practice: {
    practitionerName: 'Maya Okafor',
    businessName: 'Green Plate Nutrition',
    businessLogo: null,
    tagline: 'Food that fits your life',
    brandColorPrimary: '#1e3a8a',
    brandColorSecondary: '#f59e0b',
    contactEmail: 'hello@greenplate.example',
    contactPhone: '+44 20 7946 0000',
    website: 'greenplate.example',
  },
  plan: {
    name: '14 Day Plan',
    startDate: '2026-03-02',
    endDate: '2026-03-03',
    targetCalories: 2000,
    targetProtein: 120,
    targetCarbs: null,
    targetFat: null,
  },
  days: [
    {
      dayNumber: 1,
      date: '2026-03-02',
      meals: {
        breakfast: meal(oatsId, 'Overnight oats with banana', 1.5, 532.4),
        lunch: null,
        dinner: meal(bowlId, 'Chicken and rice bowl', 1, 610.2),
        snacks: [],
      },
      totals: { calories: 1142.6, protein: 40.8, carbs: 121.2, fat: 19, fiber: 16, sugar: 24, sodium: 180 },
    },
    {
      dayNumber: 2,
      date: '2026-03-03',
      meals: { breakfast: null, lunch: null, dinner: null, snacks: [] },
      totals: emptyTotals,
    },
  ],
  recipes: [
    {
      id: oatsId,
      name: 'Overnight oats with banana',
      servings: 2,
      prepTime: 10,
      cookTime: null,
      ingredients: [
        { name: 'Rolled oats', amount: 1, unit: 'cup' },
        { name: 'Whole milk', amount: 2, unit: 'cup' },
        { name: 'Banana', amount: 1, unit: 'piece' },
      ],
      instructions: 'Stir the oats into the milk.\nChill overnight.',
      imageUrl: null,
    },
  ],
  shoppingList: [
    { group: 'Fruits and Fruit Juices', items: [{ name: 'Banana', amount: '1 piece', grams: 118 }] },
    { group: 'Dairy and Egg Products', items: [{ name: 'Whole milk', amount: '2 cups', grams: 488 }] },
  ],
};

function renderShare(answer: RouteHandler<'GET /api/share/:token'>) {
  return renderWithApp(<Route path="/share/:token" component={SharedPlanPage} />, {
    path: '/share/tok_abc123',
    api: { 'GET /api/share/:token': answer },
  });
}

beforeEach(() => localStorage.clear());

describe('shared plan page', () => {
  it('shows the practice, the plan, each day with its meals and totals, the recipes and the shopping list', async () => {
    const { api } = renderShare(shared);

    expect(await screen.findByRole('heading', { level: 1, name: '14 Day Plan' })).toBeInTheDocument();
    expect(api.calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/share/tok_abc123']);
    expect(screen.getByText('Green Plate Nutrition')).toBeInTheDocument();
    expect(screen.getByText('Food that fits your life')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@greenplate.example' })).toHaveAttribute(
      'href',
      'mailto:hello@greenplate.example',
    );
    expect(screen.getByRole('link', { name: 'greenplate.example' })).toHaveAttribute(
      'href',
      'https://greenplate.example/',
    );
    expect(screen.getByText('Mar 2, 2026 – Mar 3, 2026')).toBeInTheDocument();

    const day1 = screen.getByRole('article', { name: 'Day 1 · Monday, Mar 2' });
    expect(within(day1).getByText('Breakfast')).toBeInTheDocument();
    expect(within(day1).getByRole('link', { name: 'Overnight oats with banana' })).toHaveAttribute(
      'href',
      `#recipe-${oatsId}`,
    );
    expect(within(day1).getByText('1.5 servings')).toBeInTheDocument();
    expect(within(day1).getByText('532 kcal')).toBeInTheDocument();
    expect(within(day1).getAllByText('Protein 20 g · Carbs 61 g · Fat 10 g')).toHaveLength(2);
    // Not a recipe on the page: named, not linked.
    expect(within(day1).getByText('Chicken and rice bowl').closest('a')).toBeNull();
    expect(within(day1).getByText('1,143').closest('dd')).toHaveTextContent('1,143 of 2,000 kcal');
    expect(within(day1).getByText('41').closest('dd')).toHaveTextContent('41 of 120 g');
    expect(within(day1).getByText('121').closest('dd')).toHaveTextContent(/^121 g$/);
    // A day without meals is one short line, not a card.
    expect(screen.getByRole('heading', { name: 'Day 2 · Tuesday, Mar 3' }).nextSibling).toHaveTextContent(
      'No meals planned yet',
    );

    const recipe = screen.getByRole('article', { name: 'Overnight oats with banana' });
    expect(within(recipe).getByText('2 cups')).toBeInTheDocument();
    expect(within(recipe).getByText('1 piece')).toBeInTheDocument();
    // Line breaks kept as written (the default matcher would fold them into spaces).
    const instructions = within(recipe).getByText(
      (_, element) => element?.textContent === 'Stir the oats into the milk.\nChill overnight.',
    );
    expect(instructions).toHaveClass('whitespace-pre-line');

    const banana = screen.getByRole('checkbox', { name: /Banana/ });
    expect(banana).not.toBeChecked();
    fireEvent.click(banana);
    expect(banana).toBeChecked();
    expect(JSON.parse(localStorage.getItem('platewise:shopping-list:tok_abc123') ?? '[]')).toEqual([
      'Fruits and Fruit Juices::Banana',
    ]);

    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows each day’s type with its targets, and measures a typed day against its type', async () => {
    const planned = shared.days[0];
    renderShare({
      ...shared,
      plan: { ...shared.plan, dayTypes: [training, rest] },
      days: [
        { ...planned, dayType: 'training' },
        { ...planned, dayNumber: 2, date: '2026-03-03', dayType: 'rest' },
      ],
    });

    const day1 = await screen.findByRole('article', { name: 'Day 1 · Monday, Mar 2' });
    expect(within(day1).getByText('Training day').closest('p')).toHaveTextContent(
      'Training day · 2,800 kcal · P 175 g · C 350 g · F 78 g',
    );
    expect(within(day1).getByText('1,143').closest('dd')).toHaveTextContent('1,143 of 2,800 kcal');
    expect(within(day1).getByText('41').closest('dd')).toHaveTextContent('41 of 175 g');
    expect(within(day1).getByText('121').closest('dd')).toHaveTextContent('121 of 350 g');

    const day2 = screen.getByRole('article', { name: 'Day 2 · Tuesday, Mar 3' });
    expect(within(day2).getByText('Rest day').closest('p')).toHaveTextContent(/^Rest day · 2,200 kcal$/);
    expect(within(day2).getByText('1,143').closest('dd')).toHaveTextContent('1,143 of 2,200 kcal');
    // The rest day gives no grams: protein stands alone, not against the plan's 120 g.
    expect(within(day2).getByText('41').closest('dd')).toHaveTextContent(/^41 g$/);
    expect(within(day2).queryByText('Training day')).toBeNull();

    // The overview lists the types once.
    const types = screen.getByRole('heading', { name: 'Day types' }).parentElement!;
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Training day2,800 kcal · P 175 g · C 350 g · F 78 g', 'Rest day2,200 kcal']);
  });

  // Issue 34 item 5: the same plan for three practices, each read back from the page.
  it.each([
    {
      formats: { locale: 'en-US', bodyUnits: 'us', kitchenUnits: 'us', energyUnit: 'kcal' },
      span: 'Mar 2, 2026 – Mar 3, 2026',
      day1: 'Day 1 · Monday, Mar 2',
      day2: 'Day 2 · Tuesday, Mar 3',
      breakfast: '532 kcal',
      total: ['1,143', '1,143 of 2,800 kcal'],
      targetTile: '2,000kcal',
      energyLabel: 'Calories',
      type: 'Training day · 2,800 kcal · P 175 g · C 350 g · F 78 g',
    },
    {
      formats: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
      span: '2 Mar 2026 – 3 Mar 2026',
      day1: 'Day 1 · Monday 2 Mar',
      day2: 'Day 2 · Tuesday 3 Mar',
      breakfast: '532 kcal',
      total: ['1,143', '1,143 of 2,800 kcal'],
      targetTile: '2,000kcal',
      energyLabel: 'Calories',
      type: 'Training day · 2,800 kcal · P 175 g · C 350 g · F 78 g',
    },
    {
      formats: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
      span: '2 Mar 2026 – 3 Mar 2026',
      day1: 'Day 1 · Monday 2 Mar',
      day2: 'Day 2 · Tuesday 3 Mar',
      // 532.4 kcal × 4.184, from the unrounded kcal; 1,142.6 kcal → 4,781 kJ; 2,800 → 11,715; 2,000 → 8,368
      breakfast: '2,228 kJ',
      total: ['4,781', '4,781 of 11,715 kJ'],
      targetTile: '8,368kJ',
      energyLabel: 'Energy',
      type: 'Training day · 11,715 kJ · P 175 g · C 350 g · F 78 g',
    },
  ] as const)(
    'writes the same plan in the $formats.locale practice’s dates and $formats.energyUnit',
    async ({ formats, span, day1: day1Name, day2: day2Name, breakfast, total, targetTile, energyLabel, type }) => {
      const planned = shared.days[0];
      renderShare({
        ...shared,
        formats,
        plan: { ...shared.plan, dayTypes: [training, rest] },
        days: [{ ...planned, dayType: 'training' }, shared.days[1]],
      });

      const day1 = await screen.findByRole('article', { name: day1Name });
      expect(screen.getByText(span)).toBeInTheDocument();
      expect(within(day1).getByText(breakfast)).toBeInTheDocument();
      expect(within(day1).getByText('1.5 servings')).toBeInTheDocument();
      expect(within(day1).getByText('Training day').closest('p')).toHaveTextContent(type);
      expect(within(day1).getByText(total[0]).closest('dd')).toHaveTextContent(total[1]);
      expect(within(day1).getByText(total[0]).closest('dd')?.previousSibling).toHaveTextContent(energyLabel);
      expect(within(day1).getByText('41').closest('dd')).toHaveTextContent('41 of 175 g');
      expect(screen.getByRole('heading', { name: day2Name }).nextSibling).toHaveTextContent('No meals planned yet');
      const targets = screen.getByRole('heading', { name: 'Daily targets' }).parentElement!;
      expect(within(targets).getByText(energyLabel).nextSibling).toHaveTextContent(targetTile);
      expect(within(targets).getByText('Protein').nextSibling).toHaveTextContent('120g');
      const recipe = screen.getByRole('article', { name: 'Overnight oats with banana' });
      expect(within(recipe).getByText('2 cups')).toBeInTheDocument();
      expect(within(recipe).getByText('Prep 10 min')).toBeInTheDocument();
    },
  );

  it('shows no day types for a plan without them', async () => {
    renderShare(shared);
    const day1 = await screen.findByRole('article', { name: 'Day 1 · Monday, Mar 2' });
    expect(day1.querySelector('[data-day-type]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Day types' })).toBeNull();
  });

  it('prints with window.print()', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderShare(shared);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('asks search engines not to index the page while it is shown', async () => {
    const { unmount } = renderShare(shared);
    await screen.findByRole('heading', { level: 1, name: '14 Day Plan' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each([
    [404, 'Shared plan not found'],
    [410, 'This link is no longer available. Ask your practitioner for a new one.'],
  ])('explains a link that opens nothing (%i) without offering the app', async (status, message) => {
    renderShare(fail(status, message));
    expect(await screen.findByRole('heading', { name: 'This link is no longer available' })).toBeInTheDocument();
    expect(screen.getByText(/Please ask them for a new link\./)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the plan could not be loaded', async () => {
    renderShare(fail(500, 'Internal error'));
    expect(await screen.findByRole('heading', { name: 'This plan could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
