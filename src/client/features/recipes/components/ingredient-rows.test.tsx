// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FoodSearchResult } from '@/shared/schemas/nutrition';
import { fail } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { RecipeFormDialog } from './recipe-form-dialog';

const oats: FoodSearchResult = {
  fdcId: 8120,
  description: 'Cereals, oats, regular and quick, not fortified, dry',
  brandOwner: null,
  energyKcal: 379,
  cautions: [],
};
const oatBar: FoodSearchResult = {
  fdcId: 45001,
  description: 'Oat bar, chocolate chip',
  brandOwner: 'Example Foods Inc.',
  energyKcal: 430,
  cautions: [],
};
const oatsComposition = {
  id: 8120,
  description: oats.description,
  per100g: { calories: 379, protein: 13.15, carbs: 67.7, fat: 6.52, fiber: 10.1, sugar: 0.99, sodium: 6 },
  portions: [{ grams: 81, label: '1 cup' }],
};

/** The server is a separate process: answers the food search and composition calls, remembers the searches. */
function openAddDialog({ searchFails = false } = {}) {
  const { api } = renderWithApp(<RecipeFormDialog open onOpenChange={vi.fn()} />, {
    api: {
      'GET /api/nutrition/search': ({ query }) => {
        if (searchFails) return fail(500, 'Food database unavailable');
        return (query.query ?? '').toLowerCase().includes('oat') ? [oats, oatBar] : [];
      },
      'GET /api/nutrition/foods': [oatsComposition],
    },
  });
  const dialog = screen.getByRole('dialog', { name: 'Add Recipe' });
  const rows = () => within(within(dialog).getByRole('list', { name: 'Ingredients' })).getAllByRole('listitem');
  const searches = () => api.callsTo('GET /api/nutrition/search').map((call) => call.query.query);
  return { dialog, rows, searches };
}

const notLinked = 'Not linked to a food — not counted in nutrition';

describe('ingredient rows', () => {
  it('never lets the only row be removed', () => {
    const { dialog, rows } = openAddDialog();

    expect(rows()).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  });

  it('adds a new row after the last one, from the button or Enter in the last amount', async () => {
    const { dialog, rows } = openAddDialog();

    fireEvent.change(within(dialog).getByLabelText('Ingredient 1 name'), { target: { value: 'rolled oats' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add ingredient' }));
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]).getByLabelText('Ingredient 1 name')).toHaveValue('rolled oats');
    expect(within(rows()[1]).getByLabelText('Ingredient 2 name')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Remove ingredient 1' })).toBeEnabled();

    fireEvent.keyDown(within(dialog).getByLabelText('Ingredient 2 amount'), { key: 'Enter' });
    expect(rows()).toHaveLength(3);
    expect(within(rows()[2]).getByLabelText('Ingredient 3 name')).toHaveFocus();

    // Enter in an earlier row's amount moves on rather than adding another row in the middle.
    fireEvent.keyDown(within(dialog).getByLabelText('Ingredient 1 amount'), { key: 'Enter' });
    expect(rows()).toHaveLength(3);
    // react-hook-form focuses on the next tick.
    await waitFor(() => expect(within(dialog).getByLabelText('Ingredient 2 name')).toHaveFocus());
  });

  it('searches the foods only once 3 letters (not counting spaces) are typed', async () => {
    const { dialog, searches } = openAddDialog();
    const name = within(dialog).getByRole('combobox', { name: 'Ingredient 1 name' });

    fireEvent.change(name, { target: { value: '  oa   ' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searches()).toEqual([]);
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(name, { target: { value: '  oat ' } });
    const listbox = await within(dialog).findByRole('listbox', { name: 'Matching foods' });
    expect(searches()).toEqual(['oat']);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(name).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([oats.description, `${oatBar.description}${oatBar.brandOwner}`]);
  });

  it('links the row to the picked food, and unlinks it when the name is edited', async () => {
    const { dialog, rows } = openAddDialog();
    const name = within(dialog).getByRole('combobox', { name: 'Ingredient 1 name' });

    fireEvent.change(name, { target: { value: 'rolled oats' } });
    expect(within(rows()[0]).getByText(notLinked)).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('option', { name: oats.description }));

    expect(name).toHaveValue(oats.description);
    expect(within(rows()[0]).getByText('USDA')).toBeInTheDocument();
    expect(within(rows()[0]).queryByText(notLinked)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'Cereals, oats, steel cut' } });
    expect(within(rows()[0]).queryByText('USDA')).not.toBeInTheDocument();
    expect(within(rows()[0]).getByText(notLinked)).toBeInTheDocument();
  });

  it('picks with the arrow keys and Enter, and Escape closes the list without closing the dialog', async () => {
    const { dialog, rows } = openAddDialog();
    const name = within(dialog).getByRole('combobox', { name: 'Ingredient 1 name' });

    fireEvent.change(name, { target: { value: 'oats' } });
    await within(dialog).findByRole('listbox');
    fireEvent.keyDown(name, { key: 'ArrowDown' });
    fireEvent.keyDown(name, { key: 'ArrowDown' });
    const second = within(dialog).getByRole('option', { name: /Oat bar/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(name).toHaveAttribute('aria-activedescendant', second.id);
    fireEvent.keyDown(name, { key: 'ArrowUp' });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(name).toHaveValue(oats.description);
    expect(within(rows()[0]).getByText('USDA')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'oat bar' } });
    await within(dialog).findByRole('listbox');
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Recipe' })).toBeInTheDocument();
  });

  it('counts a linked ingredient in the live nutrition', async () => {
    const { dialog } = openAddDialog();
    const name = within(dialog).getByRole('combobox', { name: 'Ingredient 1 name' });

    fireEvent.change(name, { target: { value: 'rolled oats' } });
    expect(within(dialog).getByText('Counts 0 of 1 ingredient')).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('option', { name: oats.description }));
    fireEvent.change(within(dialog).getByLabelText('Ingredient 1 amount'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Ingredient 1 unit'), { target: { value: 'cup' } });
    fireEvent.change(within(dialog).getByLabelText('Servings'), { target: { value: '2' } });

    // 81 g of oats at 379 kcal per 100 g is 306.99 kcal; halved, 153.495 → 153.
    const panel = within(dialog).getByRole('region', { name: 'Nutrition per serving' });
    await waitFor(() => expect(panel).toHaveTextContent('153 kcal'));
    expect(within(panel).getByText('Counts 1 of 1 ingredient')).toBeInTheDocument();
  });

  it('says so when the food search fails', async () => {
    const { dialog } = openAddDialog({ searchFails: true });

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Ingredient 1 name' }), {
      target: { value: 'oats' },
    });
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to search nutrition database.')).toBeInTheDocument();
  });
});
