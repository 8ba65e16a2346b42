// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allergens } from '@/shared/nutrition/allergens';
import type { FoodAllergens } from '@/shared/schemas/nutrition';
import { renderWithApp } from '@/client/test/render';
import { FoodAllergensDialog } from './food-allergens-dialog';

const table: FoodAllergens['table'] = {
  statuses: { ...Object.fromEntries(allergens.map((allergen) => [allergen, 'free'])), 'tree-nuts': 'may contain' },
  reasons: { 'tree-nuts': 'made on lines shared with nut products' },
} as FoodAllergens['table'];
const fromTable: FoodAllergens = {
  food: { id: 19904, description: 'Chocolate, dark, 70-85% cacao solids' },
  table,
  practice: null,
};

function open(answer: FoodAllergens, onOpenChange = vi.fn()) {
  const { api } = renderWithApp(<FoodAllergensDialog foodId={19904} open onOpenChange={onOpenChange} />, {
    api: {
      'GET /api/nutrition/foods/:id/allergens': answer,
      'PUT /api/nutrition/foods/:id/allergens': (call) => ({
        ...answer,
        practice: { ...call.body, setBy: 'Dana Tester', setAt: '2026-11-28T10:00:00.000Z' },
      }),
      'DELETE /api/nutrition/foods/:id/allergens': { ...answer, practice: null },
    },
  });
  return { api, onOpenChange };
}

describe('allergens from the label', () => {
  it('starts from the table, and saves every allergen with the note for the practice', async () => {
    const { api, onOpenChange } = open(fromTable);
    const dialog = await screen.findByRole('dialog', { name: 'Allergens from the label' });
    expect(await within(dialog).findByText('Chocolate, dark, 70-85% cacao solids')).toBeVisible();
    const treeNuts = within(dialog).getByLabelText(/^Tree nuts/);
    expect(treeNuts).toHaveValue('may contain');
    fireEvent.change(treeNuts, { target: { value: 'free' } });

    // No note, no save: the practice says where the statuses come from.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save for my practice' }));
    expect(await within(dialog).findByText(/Say where the statuses come from/)).toBeVisible();
    expect(api.callsTo('PUT /api/nutrition/foods/:id/allergens')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Brand label read: nut-free factory' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save for my practice' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/nutrition/foods/:id/allergens')).toHaveLength(1));
    const [call] = api.callsTo('PUT /api/nutrition/foods/:id/allergens');
    expect(call.body.note).toBe('Brand label read: nut-free factory');
    expect(Object.keys(call.body.statuses).sort()).toEqual([...allergens].sort());
    expect(call.body.statuses['tree-nuts']).toBe('free');
    expect(call.body.statuses.milk).toBe('free');
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows an entry as set by your practice, and goes back to the table on request', async () => {
    const practice = {
      statuses: { ...table.statuses, 'tree-nuts': 'free', milk: 'contains' },
      note: 'Label read: contains milk powder',
      setBy: 'Dana Tester',
      setAt: '2026-11-20T10:00:00.000Z',
    } as NonNullable<FoodAllergens['practice']>;
    const { api } = open({ ...fromTable, practice });
    const dialog = await screen.findByRole('dialog', { name: 'Allergens from the label' });
    expect(await within(dialog).findByText('Set by your practice')).toBeVisible();
    expect(within(dialog).getByText(/Label read: contains milk powder/, { selector: 'p' })).toBeVisible();
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Label read: contains milk powder');
    expect(within(dialog).getByLabelText(/^Milk/)).toHaveValue('contains');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the table' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/nutrition/foods/:id/allergens')).toHaveLength(1));
  });
});

describe('inside the recipe form', () => {
  it('saving the allergens does not submit the form the dialog was opened from', async () => {
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { api } = renderWithApp(
      <form onSubmit={outerSubmit}>
        <FoodAllergensDialog foodId={19904} open onOpenChange={vi.fn()} />
      </form>,
      {
        api: {
          'GET /api/nutrition/foods/:id/allergens': fromTable,
          'PUT /api/nutrition/foods/:id/allergens': (call) => ({
            ...fromTable,
            practice: { ...call.body, setBy: null, setAt: '2026-11-28T10:00:00.000Z' },
          }),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Allergens from the label' });
    fireEvent.change(await within(dialog).findByLabelText('Note'), { target: { value: 'Label read' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save for my practice' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/nutrition/foods/:id/allergens')).toHaveLength(1));
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
