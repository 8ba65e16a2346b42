// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PastedRecipe } from '@/shared/schemas/recipe-import';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { aRecipe } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { RecipeFormDialog } from './recipe-form-dialog';

/** What the server answers for the pasted lines below (the fake API checks it against the contract). */
const linesAnswer: PastedRecipe = {
  recipe: null,
  ingredients: [
    { text: 'For the bowl:', kind: 'heading', amount: null, unit: null, name: 'For the bowl', food: null, note: null },
    {
      text: '2 cups chopped broccoli',
      kind: 'ingredient',
      amount: 2,
      unit: 'cup',
      name: 'chopped broccoli',
      food: { fdcId: 11090, description: 'Broccoli, raw' },
      note: null,
    },
    {
      text: '1 (15 oz) can chickpeas, drained',
      kind: 'ingredient',
      amount: 15,
      unit: 'oz',
      name: 'chickpeas, drained',
      food: {
        fdcId: 16358,
        description: 'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids',
      },
      note: '1 can of 15 oz (425 g)',
    },
    {
      text: '1 tbsp Dijon mustard',
      kind: 'ingredient',
      amount: 1,
      unit: 'tbsp',
      name: 'Dijon mustard',
      food: null,
      note: null,
    },
    {
      text: 'salt and pepper to taste',
      kind: 'text',
      amount: null,
      unit: null,
      name: 'salt and pepper to taste',
      food: null,
      note: null,
    },
  ],
};

const pageAnswer: PastedRecipe = {
  recipe: {
    name: 'Chickpea bowl',
    description: 'A quick bowl.',
    servings: 4,
    prepTime: 10,
    cookTime: 20,
    instructions: '1. Steam.\n2. Serve.',
  },
  ingredients: [linesAnswer.ingredients[1]],
};

function openAddDialog(answer: RouteHandler<'POST /api/recipes/parse-ingredients'>) {
  const { api } = renderWithApp(<RecipeFormDialog open onOpenChange={vi.fn()} />, {
    api: {
      'POST /api/recipes/parse-ingredients': answer,
      'POST /api/recipes': () => aRecipe(),
      // The live nutrition asks for the linked foods; these tests are about the rows, not the figures.
      'GET /api/nutrition/foods': [],
    },
  });
  const dialog = screen.getByRole('dialog', { name: 'Add Recipe' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  return {
    dialog,
    type,
    pasted: () => api.callsTo('POST /api/recipes/parse-ingredients').map((call) => call.body.text),
    saved: () => api.callsTo('POST /api/recipes').map((call) => call.body),
  };
}

async function pasteAndRead(dialog: HTMLElement, text: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Paste a list' }));
  fireEvent.change(within(dialog).getByLabelText('Ingredient lines'), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Read lines' }));
}

describe('recipe dialog: pasting an ingredient list', () => {
  it('shows each line with its amount and proposed food, adds the ticked ones as rows, and keeps an unread line as text', async () => {
    const { dialog, type, saved, pasted } = openAddDialog(linesAnswer);
    const text =
      'For the bowl:\n2 cups chopped broccoli\n1 (15 oz) can chickpeas, drained\n1 tbsp Dijon mustard\nsalt and pepper to taste';
    await pasteAndRead(dialog, text);

    const review = await within(dialog).findByRole('list', { name: 'Pasted lines' });
    expect(pasted()).toEqual([text]);
    expect(within(review).getByText('For the bowl')).toBeInTheDocument();
    expect(within(review).getByText('— heading, not added')).toBeInTheDocument();
    expect(within(review).getByText('Broccoli, raw')).toBeInTheDocument();
    expect(within(review).getByText('1 can of 15 oz (425 g)')).toBeInTheDocument();
    expect(within(review).getByText('No food found — pick one after adding')).toBeInTheDocument();
    expect(within(review).getByText('No amount read — add one after adding')).toBeInTheDocument();
    // The mustard is left out: the practitioner will add it by hand.
    fireEvent.click(within(review).getByRole('checkbox', { name: '1 tbsp Dijon mustard' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 3 ingredients' }));

    // The lone blank row made way for the pasted ones.
    const rows = within(within(dialog).getByRole('list', { name: 'Ingredients' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('Broccoli, raw');
    expect(within(dialog).getByLabelText('Ingredient 1 amount')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Ingredient 1 unit')).toHaveValue('cup');
    expect(within(dialog).getByLabelText('Ingredient 2 amount')).toHaveValue(15);
    expect(within(dialog).getByLabelText('Ingredient 2 unit')).toHaveValue('oz');
    expect(within(dialog).getByLabelText('Ingredient 3 name')).toHaveValue('salt and pepper to taste');
    expect(within(dialog).getByLabelText('Ingredient 3 amount')).toHaveValue(null);
    expect(await screen.findByText('3 ingredients added')).toBeInTheDocument();

    // Saving asks for the missing amount rather than dropping the line.
    type('Name', 'Broccoli chickpea bowl');
    type('Instructions', 'Steam and toss.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    expect(await within(dialog).findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(saved()).toHaveLength(0);

    type('Ingredient 3 amount', '1');
    type('Ingredient 3 unit', 'g');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0].ingredients).toEqual([
      { name: 'Broccoli, raw', amount: 2, unit: 'cup', fdcId: 11090 },
      {
        name: 'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids',
        amount: 15,
        unit: 'oz',
        fdcId: 16358,
      },
      { name: 'salt and pepper to taste', amount: 1, unit: 'g' },
    ]);
  });

  it('fills the recipe’s empty fields from a pasted recipe page, never what was typed', async () => {
    const { dialog, type } = openAddDialog(pageAnswer);
    type('Name', 'My own title');
    await pasteAndRead(dialog, '<html><script type="application/ld+json">{}</script></html>');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add 1 ingredient' }));

    expect(within(dialog).getByLabelText('Name')).toHaveValue('My own title');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('A quick bowl.');
    expect(within(dialog).getByLabelText('Servings')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Prep (min)')).toHaveValue(10);
    expect(within(dialog).getByLabelText('Cook (min)')).toHaveValue(20);
    expect(within(dialog).getByLabelText('Instructions')).toHaveValue('1. Steam.\n2. Serve.');
    expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('Broccoli, raw');
  });

  it('shows the server’s reason when the text cannot be read, and adds nothing', async () => {
    const { dialog } = openAddDialog(
      fail(400, 'Some fields are not valid', {
        errors: [{ path: 'text', message: 'At most 100 ingredient lines at a time (140 pasted)' }],
      }),
    );
    await pasteAndRead(dialog, 'many lines');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'At most 100 ingredient lines at a time (140 pasted)',
    );
    expect(within(dialog).getByLabelText('Ingredient lines')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('');
  });
});
