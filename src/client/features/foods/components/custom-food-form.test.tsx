// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allergens } from '@/shared/nutrition/allergens';
import { animalFacts } from '@/shared/nutrition/animal-facts';
import type { CustomFood, LabelReading } from '@/shared/schemas/custom-foods';
import type { Preferences } from '@/shared/schemas/preferences';
import { renderWithApp } from '@/client/test/render';
import { CustomFoodDialog } from './custom-food-dialog';
import { CustomFoodList } from './custom-food-list';
import { customFoodDraft } from '../lib/custom-food-form-values';

const savedFoodBody = { description: 'Bar', servingSize: { amount: 40, unit: 'g' } };

const free = <T extends string>(list: readonly T[]) =>
  Object.fromEntries(list.map((key) => [key, 'free'])) as Record<T, 'free'>;

/** What the server reads from the bar's label: almonds, a precautionary milk, honey. */
const reading: LabelReading = {
  allergens: { ...free(allergens), 'tree-nuts': 'contains', milk: 'may contain' },
  allergenEvidence: {
    'tree-nuts': [{ word: 'almonds', source: 'ingredients' }],
    milk: [{ word: 'milk', source: 'may contain' }],
  },
  animalFacts: { ...free(animalFacts), honey: 'contains' },
  animalFactEvidence: { honey: [{ word: 'honey', source: 'ingredients' }] },
};

function savedFood(body: Record<string, unknown>, id = 2_000_000_001): CustomFood {
  const nutrients = body.nutrientsPerServing as Record<string, number>;
  return {
    id,
    description: body.description as string,
    brandOwner: (body.brandOwner as string | null) ?? null,
    servingSize: body.servingSize as CustomFood['servingSize'],
    householdServing: null,
    nutrientsPerServing: nutrients,
    per100g: { calories: nutrients.calories * 2.5 },
    ingredientsText: (body.ingredientsText as string | null) ?? null,
    allergenStatement: (body.allergenStatement as string | null) ?? null,
    allergens: (body.allergens as CustomFood['allergens']) ?? reading.allergens,
    animalFacts: (body.animalFacts as CustomFood['animalFacts']) ?? reading.animalFacts,
    archived: false,
    createdAt: '2026-11-29T03:00:00.000Z',
    updatedAt: '2026-11-29T03:00:00.000Z',
  };
}

function openDialog(preferences?: Preferences) {
  const onSaved = vi.fn();
  const { api } = renderWithApp(<CustomFoodDialog open onOpenChange={() => {}} onSaved={onSaved} />, {
    api: {
      'POST /api/foods/read-label': reading,
      'POST /api/foods': (call) => savedFood(call.body as Record<string, unknown>),
    },
    preferences,
  });
  return { api, onSaved };
}

function type(dialog: HTMLElement, label: RegExp | string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function fillBar(dialog: HTMLElement, energy = '180') {
  type(dialog, /^Name/, 'Hillside oat and almond bar');
  type(dialog, /^Serving size/, '40');
  type(dialog, /^Energy/, energy);
  type(dialog, /^Protein/, '5');
  type(dialog, /^Carbohydrate/, '22');
  type(dialog, /^Fat/, '8');
  type(dialog, 'Ingredients', 'Rolled oats, almonds, honey, sunflower oil.');
  type(dialog, 'Allergen statement', 'May contain: milk.');
}

describe('adding a food from its label', () => {
  it('shows the allergens read from the label to confirm before saving, and saves what was confirmed', async () => {
    const { api, onSaved } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a food from its label' });
    fillBar(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));

    // The first save reads the label and stops, so the practitioner sees the statuses first.
    expect(await within(dialog).findByText(/Check the allergens read from the label/)).toBeVisible();
    expect(api.callsTo('POST /api/foods')).toHaveLength(0);
    const treeNuts = within(dialog).getByLabelText(/^Tree nuts/);
    expect(treeNuts).toHaveValue('contains');
    expect(within(dialog).getByText('almonds')).toBeVisible();
    const milk = within(dialog).getByLabelText(/^Milk/);
    expect(milk).toHaveValue('may contain');
    expect(within(dialog).getByLabelText(/^honey/)).toHaveValue('contains');

    // The practitioner knows this maker's line is milk-free.
    fireEvent.change(milk, { target: { value: 'free' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/foods')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/foods');
    const body = call.body as Record<string, unknown> & { allergens: Record<string, string> };
    expect(body.allergens.milk).toBe('free');
    expect(body.allergens['tree-nuts']).toBe('contains');
    expect(body.servingSize).toEqual({ amount: 40, unit: 'g' });
    // Blank lines are not sent: a nutrient the label does not give stays unknown, never zero.
    expect(body.nutrientsPerServing).toEqual({ calories: 180, protein: 5, carbs: 22, fat: 8 });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 2_000_000_001 })));
  });

  it('names a value that is not a number and sends nothing', async () => {
    const { api } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a food from its label' });
    fillBar(dialog);
    type(dialog, /^Fat/, '8g');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    expect(await within(dialog).findByText('Fat must be a number')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Fat/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/foods')).toHaveLength(0);
    expect(api.callsTo('POST /api/foods/read-label')).toHaveLength(0);
  });

  it('warns when the energy disagrees with the macros, and saves once the user confirms the label says so', async () => {
    const { api } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a food from its label' });
    fillBar(dialog, '90');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(/90 kcal is more than 20 % away from the 180 kcal/);
    fireEvent.click(within(warning).getByLabelText('The label really says this: keep it'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await within(dialog).findByText(/Check the allergens read from the label/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/foods')).toHaveLength(1));
    expect(api.callsTo('POST /api/foods')[0].body).toMatchObject({ confirmEnergyMismatch: true });
  });
});

describe('a practice that reads labels in kilojoules', () => {
  it('takes the energy in kJ and sends kcal that read back as the very kJ typed', async () => {
    const { api } = openDialog({ locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' });
    const dialog = await screen.findByRole('dialog', { name: 'Add a food from its label' });
    expect(within(dialog).getByLabelText(/^Energy \(kJ\)/)).toBeInTheDocument();
    fillBar(dialog, '750');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await within(dialog).findByText(/Check the allergens read from the label/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/foods')).toHaveLength(1));
    const sent = (api.callsTo('POST /api/foods')[0].body as { nutrientsPerServing: { calories: number } })
      .nutrientsPerServing.calories;
    expect(sent).toBe(179.25); // 750 / 4.184, to 0.01 kcal
    expect(Math.round(sent * 4.184)).toBe(750);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument(); // 750 kJ agrees with 4/4/9
    expect(
      customFoodDraft(savedFood({ ...savedFoodBody, nutrientsPerServing: { calories: sent } }), 'kJ').nutrients
        .calories,
    ).toBe('750');
  });
});

describe('a kJ practice told its energy disagrees', () => {
  it('reads the warning in kJ', async () => {
    openDialog({ locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' });
    const dialog = await screen.findByRole('dialog', { name: 'Add a food from its label' });
    fillBar(dialog, '180'); // 180 kJ typed for a bar whose macros give 753 kJ (180 kcal)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save food' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(/The label's 180 kJ is more than 20 % away from the 753 kJ/);
  });
});

describe('the list of your foods', () => {
  it('shows each food per serving with its allergens, and says when deleting archived it', async () => {
    const bar = savedFood(
      {
        description: 'Hillside oat and almond bar',
        brandOwner: 'Hillside Bakes',
        servingSize: { amount: 40, unit: 'g' },
        nutrientsPerServing: { calories: 180, protein: 5, carbs: 22, fat: 8 },
      },
      2_000_000_007,
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { api } = renderWithApp(<CustomFoodList />, {
      api: {
        'GET /api/foods': [bar],
        'DELETE /api/foods/:id': {
          outcome: 'archived',
          recipesUsingIt: 2,
          message: 'Hillside oat and almond bar is used by 2 of your recipes, so it was archived rather than deleted.',
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Your foods' });
    expect(within(list).getByText('Hillside oat and almond bar')).toBeVisible();
    expect(within(list).getByText(/Per 40 g: 180 kcal/)).toBeVisible();
    expect(within(list).getByText(/Contains tree nuts\. May contain milk/)).toBeVisible();
    fireEvent.click(within(list).getByRole('button', { name: 'Delete Hillside oat and almond bar' }));
    expect(await screen.findByText(/archived rather than deleted/)).toBeVisible();
    expect(api.callsTo('DELETE /api/foods/:id')).toHaveLength(1);
  });
});
