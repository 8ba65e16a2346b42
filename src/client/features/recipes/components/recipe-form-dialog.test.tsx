// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { aRecipe } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { RecipeFormDialog } from './recipe-form-dialog';

const banana = { fdcId: 9040, description: 'Bananas, raw', brandOwner: null, energyKcal: 89, cautions: [] };

/** The server is a separate process: answers the calls the dialog makes, remembers what was posted. */
function openAddDialog(answer: RouteHandler<'POST /api/recipes'> = () => aRecipe()) {
  const onOpenChange = vi.fn();
  const { api } = renderWithApp(<RecipeFormDialog open onOpenChange={onOpenChange} />, {
    api: {
      'POST /api/recipes': answer,
      'GET /api/nutrition/search': [banana],
      'GET /api/nutrition/foods': [
        {
          id: 9040,
          description: 'Bananas, raw',
          per100g: { calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugar: 12.23, sodium: 1 },
          portions: [{ grams: 118, label: '1 medium (7" to 7-7/8" long)' }],
        },
      ],
    },
  });
  const dialog = screen.getByRole('dialog', { name: 'Add Recipe' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
  const sent = () => api.callsTo('POST /api/recipes').map((call) => call.body);
  return { dialog, type, submit, onOpenChange, sent };
}

describe('recipe dialog: saving', () => {
  it("shows the schema's messages and sends nothing while required fields are missing", async () => {
    const { dialog, submit, sent } = openAddDialog();

    submit();

    expect(await within(dialog).findByText('Recipe name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Instructions are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingredient name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('sends numbers, leaves fdcId out of rows without a food, never sends nutrition, and closes', async () => {
    const { dialog, type, submit, onOpenChange, sent } = openAddDialog();
    type('Name', 'Banana porridge');
    type('Instructions', 'Cook and stir.');
    type('Servings', '2');
    type('Ingredient 1 name', 'banana');
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Bananas, raw' }));
    type('Ingredient 1 amount', '1');
    type('Ingredient 1 unit', 'piece');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add ingredient' }));
    type('Ingredient 2 name', 'pinch of cinnamon');
    type('Ingredient 2 amount', '0.5');
    type('Ingredient 2 unit', 'tsp');

    submit();

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      name: 'Banana porridge',
      servings: 2,
      prepTime: null,
      ingredients: [
        { name: 'Bananas, raw', amount: 1, unit: 'piece', fdcId: 9040 },
        { name: 'pinch of cinnamon', amount: 0.5, unit: 'tsp' },
      ],
    });
    expect((sent()[0].ingredients as object[])[1]).not.toHaveProperty('fdcId');
    expect(sent()[0]).not.toHaveProperty('nutrition');
    expect(await screen.findByText('Recipe created successfully')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the server's message when saving fails", async () => {
    const { dialog, type, submit, onOpenChange } = openAddDialog(
      fail(400, 'Check the highlighted fields', {
        errors: [{ path: 'ingredients.0.amount', message: 'Amount is too large' }],
      }),
    );
    type('Name', 'Banana porridge');
    type('Instructions', 'Cook and stir.');
    type('Ingredient 1 name', 'a banana');
    type('Ingredient 1 amount', '1');

    submit();

    expect(await screen.findByText('Failed to create recipe')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is too large')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
