// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FoodSearchResult } from '@/shared/schemas/nutrition';
import { renderWithApp } from '@/client/test/render';
import { getFoodAllergens } from '@/server/features/nutrition/allergens/allergen-table';
import { checkFoodPicks } from '@/server/features/nutrition/food-pick-check';
import { buildFoodIndex, searchFoodIndex } from '@/server/features/nutrition/food-ranking';
import { readSr28FromPackage } from '@/server/providers/foods/usda-sr28';
import { RecipeFormDialog } from './recipe-form-dialog';

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

function openAddDialog() {
  renderWithApp(<RecipeFormDialog open onOpenChange={vi.fn()} />, {
    api: {
      'GET /api/nutrition/search': ({ query }) => searchAnswer(query.query ?? ''),
      'GET /api/nutrition/foods': ({ query }) => {
        const ids = (query.ids ?? '').split(',').map(Number);
        return sr28
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
          }));
      },
    },
  });
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

describe('picking a food that changes what the words promise', () => {
  it('says so under the row when mayonnaise becomes the tofu version (no egg)', async () => {
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
