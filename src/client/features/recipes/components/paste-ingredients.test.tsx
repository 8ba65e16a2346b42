// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastedRecipeSchema, type PastedRecipe } from '@/shared/schemas/recipe-import';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { RecipeFormDialog } from './recipe-form-dialog';

configure({ asyncUtilTimeout: 5000 });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What the server answers for the pasted lines below (checked against the contract, so the stub cannot drift). */
const linesAnswer: PastedRecipe = pastedRecipeSchema.parse({
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
});

const pageAnswer: PastedRecipe = pastedRecipeSchema.parse({
  recipe: {
    name: 'Chickpea bowl',
    description: 'A quick bowl.',
    servings: 4,
    prepTime: 10,
    cookTime: 20,
    instructions: '1. Steam.\n2. Serve.',
  },
  ingredients: [linesAnswer.ingredients[1]],
});

function stubServer(answer: (text: string) => Response) {
  const saved: Record<string, unknown>[] = [];
  const pasted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === '/api/recipes/parse-ingredients') {
        const { text } = JSON.parse(String(init.body)) as { text: string };
        pasted.push(text);
        return answer(text);
      }
      if (init?.method === 'POST' && url === '/api/recipes') {
        saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return json(201, { id: '5b0c7d1e-0000-4000-8000-000000000001' });
      }
      return json(200, []);
    }),
  );
  return { saved, pasted };
}

function openAddDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecipeFormDialog open onOpenChange={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Recipe' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  return { dialog, type };
}

async function pasteAndRead(dialog: HTMLElement, text: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Paste a list' }));
  fireEvent.change(within(dialog).getByLabelText('Ingredient lines'), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Read lines' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recipe dialog: pasting an ingredient list', () => {
  it('shows each line with its amount and proposed food, adds the ticked ones as rows, and keeps an unread line as text', async () => {
    const { saved, pasted } = stubServer(() => json(200, linesAnswer));
    const { dialog, type } = openAddDialog();
    const text =
      'For the bowl:\n2 cups chopped broccoli\n1 (15 oz) can chickpeas, drained\n1 tbsp Dijon mustard\nsalt and pepper to taste';
    await pasteAndRead(dialog, text);

    const review = await within(dialog).findByRole('list', { name: 'Pasted lines' });
    expect(pasted).toEqual([text]);
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
    expect(saved).toHaveLength(0);

    type('Ingredient 3 amount', '1');
    type('Ingredient 3 unit', 'g');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].ingredients).toEqual([
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
    stubServer(() => json(200, pageAnswer));
    const { dialog, type } = openAddDialog();
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
    stubServer(() =>
      json(400, {
        message: 'Some fields are not valid',
        errors: [{ path: 'text', message: 'At most 100 ingredient lines at a time (140 pasted)' }],
      }),
    );
    const { dialog } = openAddDialog();
    await pasteAndRead(dialog, 'many lines');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'At most 100 ingredient lines at a time (140 pasted)',
    );
    expect(within(dialog).getByLabelText('Ingredient lines')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('');
  });
});
