// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { RecipeFormDialog } from './recipe-form-dialog';

// Two-core CI boxes run test files side by side; the default 1 s wait for the stubbed answers is too tight there.
configure({ asyncUtilTimeout: 5000 });

const banana = { fdcId: 9040, description: 'Bananas, raw', brandOwner: null };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server is a separate process: answer the calls the dialog makes, remember what was posted. */
function stubServer(answer: () => Response = () => json(201, { id: '5b0c7d1e-0000-4000-8000-000000000001' })) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === '/api/recipes') {
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return answer();
      }
      if (url.startsWith('/api/nutrition/search')) return json(200, [banana]);
      if (url.startsWith('/api/nutrition/foods')) {
        return json(200, [
          {
            id: 9040,
            description: 'Bananas, raw',
            per100g: { calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugar: 12.23, sodium: 1 },
            portions: [{ grams: 118, label: '1 medium (7" to 7-7/8" long)' }],
          },
        ]);
      }
      return json(200, []);
    }),
  );
  return sent;
}

function openAddDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecipeFormDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Recipe' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Recipe' }));
  return { dialog, type, submit, onOpenChange };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recipe dialog: saving', () => {
  it("shows the schema's messages and sends nothing while required fields are missing", async () => {
    const sent = stubServer();
    const { dialog, submit } = openAddDialog();

    submit();

    expect(await within(dialog).findByText('Recipe name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Instructions are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingredient name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends numbers, leaves fdcId out of rows without a food, never sends nutrition, and closes', async () => {
    const sent = stubServer();
    const { dialog, type, submit, onOpenChange } = openAddDialog();
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

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Banana porridge',
      servings: 2,
      prepTime: null,
      ingredients: [
        { name: 'Bananas, raw', amount: 1, unit: 'piece', fdcId: 9040 },
        { name: 'pinch of cinnamon', amount: 0.5, unit: 'tsp' },
      ],
    });
    expect((sent[0].ingredients as object[])[1]).not.toHaveProperty('fdcId');
    expect(sent[0]).not.toHaveProperty('nutrition');
    expect(await screen.findByText('Recipe created successfully')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the server's message when saving fails", async () => {
    stubServer(() =>
      json(400, {
        message: 'Check the highlighted fields',
        errors: [{ path: 'ingredients.0.amount', message: 'Amount is too large' }],
      }),
    );
    const { dialog, type, submit, onOpenChange } = openAddDialog();
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
