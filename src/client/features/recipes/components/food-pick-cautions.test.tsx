// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoodSearchResult } from '@/shared/schemas/nutrition';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { getFoodAllergens } from '@/server/features/nutrition/allergens/allergen-table';
import { checkFoodPicks } from '@/server/features/nutrition/food-pick-check';
import { buildFoodIndex, searchFoodIndex } from '@/server/features/nutrition/food-ranking';
import { readSr28FromPackage } from '@/server/providers/foods/usda-sr28';
import { RecipeFormDialog } from './recipe-form-dialog';

configure({ asyncUtilTimeout: 5000 });

// The server's answer, worked out by the server's own ranking and pick check over the SR28 foods.
const sr28 = readSr28FromPackage();
const index = buildFoodIndex(sr28);
function searchAnswer(query: string): FoodSearchResult[] {
  const found = searchFoodIndex(index, query, 25).map(({ food }) => ({
    ...food,
    energyKcal: food.energyKcal ?? null,
    allergens: getFoodAllergens(food),
  }));
  const cautions = checkFoodPicks(query, found);
  return found.map((food, position) => ({
    fdcId: food.id,
    description: food.description,
    brandOwner: food.brandOwner,
    energyKcal: food.energyKcal,
    cautions: cautions[position],
  }));
}

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname === '/api/nutrition/search')
        return json(searchAnswer(address.searchParams.get('query') ?? ''));
      if (address.pathname === '/api/nutrition/foods') {
        const ids = (address.searchParams.get('ids') ?? '').split(',').map(Number);
        return json(
          sr28
            .filter((food) => ids.includes(food.id))
            .map((food) => ({
              id: food.id,
              description: food.description,
              per100g: {
                calories: food.energyKcal,
                protein: food.protein,
                carbs: food.carbs,
                fat: food.fat,
                fiber: food.fiber,
                sugar: food.sugar,
                sodium: food.sodium,
              },
              portions: food.portions,
            })),
        );
      }
      return json([]);
    }),
  );
}

function openAddDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecipeFormDialog open onOpenChange={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Recipe' });
  const row = () => within(within(dialog).getByRole('list', { name: 'Ingredients' })).getAllByRole('listitem')[0];
  return { dialog, row };
}

async function pick(dialog: HTMLElement, typed: string, option: string) {
  const box = within(dialog).getByLabelText('Ingredient 1 name');
  fireEvent.change(box, { target: { value: typed } });
  const listbox = await within(dialog).findByRole('listbox', { name: 'Matching foods' });
  const choice = await within(listbox).findByRole('option', {
    name: new RegExp(`^${option.replace(/[()]/g, '\\$&')}`),
  });
  fireEvent.click(choice);
  return { box, choice };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('picking a food that changes what the words promise', () => {
  it('says so under the row when mayonnaise becomes the tofu version (no egg)', async () => {
    stubServer();
    const { dialog, row } = openAddDialog();
    const { box } = await pick(dialog, 'mayonnaise', 'Mayonnaise, made with tofu');

    const caution = within(row()).getByRole('status');
    expect(within(row()).getByText('Check this food against “mayonnaise”')).toBeVisible();
    expect(
      within(row()).getByText('“mayonnaise” usually contains egg; this food is listed as free of it.'),
    ).toBeVisible();
    expect(box).toHaveAttribute('aria-describedby', expect.stringContaining(caution.id));
  });

  it('shows the caution in the list before anything is picked, and none for the food the words mean', async () => {
    stubServer();
    const { dialog, row } = openAddDialog();
    fireEvent.change(within(dialog).getByLabelText('Ingredient 1 name'), { target: { value: 'beef broth' } });
    const listbox = await within(dialog).findByRole('listbox', { name: 'Matching foods' });
    const cube = await within(listbox).findByRole('option', { name: /^Soup, beef broth, cubed, dry/ });
    expect(cube).toHaveTextContent(/14 times the energy of the other matches for “beef broth”/);

    const [first] = within(listbox).getAllByRole('option');
    expect(first).toHaveTextContent('Soup, beef broth or bouillon canned, ready-to-serve');
    fireEvent.click(first);
    expect(within(row()).queryByText(/Check this food/)).not.toBeInTheDocument();
  });

  it('clears the caution once the name is typed again, since the row no longer counts as that food', async () => {
    stubServer();
    const { dialog, row } = openAddDialog();
    const { box } = await pick(dialog, 'soy sauce', 'Soy sauce made from soy (tamari)');
    expect(
      within(row()).getByText(
        '“soy sauce” usually contains wheat and gluten; this food is only listed as “may contain”.',
      ),
    ).toBeVisible();

    fireEvent.change(box, { target: { value: 'soy sauce made' } });
    expect(within(row()).queryByText(/Check this food/)).not.toBeInTheDocument();
  });
});
