// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { aClient } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { ClientFormDialog } from './client-form-dialog';

/** The server is a separate process: answers the POST (a new client by default) and remembers what was sent. */
function openAddDialog(
  answer: RouteHandler<'POST /api/clients'> = () => aClient({ firstName: 'Priya', lastName: 'Raman' }),
) {
  const onOpenChange = vi.fn();
  const { api } = renderWithApp(<ClientFormDialog open onOpenChange={onOpenChange} />, {
    api: { 'POST /api/clients': answer },
  });
  const dialog = screen.getByRole('dialog', { name: 'Add New Client' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type('First name', 'Priya');
  type('Last name', 'Raman');
  return {
    dialog,
    type,
    onOpenChange,
    sent: () => api.callsTo('POST /api/clients').map((call) => call.body),
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Client' })),
  };
}

describe('client dialog: height in feet and inches', () => {
  it('converts to centimetres only once both feet and inches are entered, and sends the result as text', async () => {
    const { dialog, type, submit, onOpenChange, sent } = openAddDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ft/in' }));
    type('Feet', '5');
    expect(within(dialog).queryByText(/= \d+ cm/)).not.toBeInTheDocument();

    type('Inches', '7');
    expect(within(dialog).getByText('= 170 cm')).toBeInTheDocument();

    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ firstName: 'Priya', lastName: 'Raman', height: '170' });
    expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
    expect(screen.getByText('The new client profile has been added.')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('refuses to save a height with only the feet filled in', async () => {
    const { dialog, type, submit, sent } = openAddDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ft/in' }));
    type('Feet', '6');
    submit();

    expect(await within(dialog).findByText('Enter both feet and inches')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });
});

describe('client dialog: weight in stones and pounds', () => {
  it('converts to kilograms only once both stones and pounds have been touched', async () => {
    const { dialog, type, submit, sent } = openAddDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'st/lb' }));
    type('Stones', '10');
    expect(within(dialog).queryByText(/= [\d.]+ kg/)).not.toBeInTheDocument();

    type('Pounds', '0');
    expect(within(dialog).getByText('= 63.5 kg')).toBeInTheDocument();

    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ weight: '63.5' });
  });

  it('counts a visited but empty pounds box as 0 lb', () => {
    const { dialog, type } = openAddDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'st/lb' }));
    type('Stones', '11');
    expect(within(dialog).queryByText(/= [\d.]+ kg/)).not.toBeInTheDocument();

    fireEvent.blur(within(dialog).getByLabelText('Pounds'));
    expect(within(dialog).getByText('= 69.9 kg')).toBeInTheDocument();
  });
});

describe('client dialog: goal weight', () => {
  it('takes the goal in stones and pounds on its own toggle, saved in kilograms beside the weight', async () => {
    const { dialog, type, submit, sent } = openAddDialog();

    type('Weight', '82');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goal weight in st/lb' }));
    // The client's own weight stays in kilograms: one toggle per measurement.
    expect(within(dialog).getByLabelText('Weight')).toHaveValue(82);
    type('Goal weight stones', '11');
    type('Goal weight pounds', '0');
    expect(within(dialog).getByText('= 69.9 kg')).toBeInTheDocument();

    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ weight: '82', goalWeight: '69.9' });
  });

  it('refuses a goal with only the stones filled in', async () => {
    const { dialog, type, submit, sent } = openAddDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Goal weight in st/lb' }));
    type('Goal weight stones', '11');
    submit();

    expect(await within(dialog).findByText('Enter both stones and pounds')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });
});

describe('client dialog: server answers', () => {
  it("puts a 400's field messages under the fields and shows the server's message in a toast", async () => {
    const { dialog, submit, onOpenChange } = openAddDialog(
      fail(400, 'Check the highlighted fields', {
        errors: [{ path: 'email', message: 'Enter a valid email address' }],
      }),
    );

    submit();

    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Failed to create client')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('client dialog: allergies and intolerances', () => {
  it('offers the allergens of the list as checkboxes and sends their ids, with other words as typed', async () => {
    const { dialog, submit, onOpenChange, sent } = openAddDialog();
    const allergens = within(dialog).getByRole('group', { name: 'Allergies and intolerances' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(15);
    fireEvent.click(within(allergens).getByRole('checkbox', { name: 'Tree nuts' }));
    fireEvent.click(within(allergens).getByRole('checkbox', { name: 'Sesame' }));
    fireEvent.click(within(allergens).getByRole('checkbox', { name: 'Sesame' }));
    const other = within(allergens).getByLabelText('Other');
    fireEvent.change(other, { target: { value: 'kiwi,' } });
    fireEvent.change(other, { target: { value: 'lactose intolerant,' } });
    expect(
      within(allergens).getByText('kiwi: matched by name in recipes, not checked against foods'),
    ).toBeInTheDocument();
    expect(within(allergens).getByText('lactose intolerant: screened as milk')).toBeInTheDocument();
    // The list's own name typed under Other ticks the allergen instead of staying words.
    fireEvent.change(other, { target: { value: 'Mustard,' } });
    expect(within(allergens).getByRole('checkbox', { name: 'Mustard' })).toBeChecked();
    expect(within(allergens).getByRole('checkbox', { name: 'Sesame' })).not.toBeChecked();

    submit();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()[0].allergies).toEqual(['tree-nuts', 'mustard', 'kiwi', 'lactose intolerant']);
  });
});

describe("client dialog: the client's own units (issue 34)", () => {
  it("sends '' (as the practice) by default and the units chosen, and names the practice's in the first choice", async () => {
    const { dialog, submit, sent } = openAddDialog();
    const body = within(dialog).getByLabelText('Body measures');
    const energy = within(dialog).getByLabelText('Energy');
    expect(within(body).getByRole('option', { selected: true })).toHaveTextContent('As the practice: US (lb, ft in)');
    expect(within(energy).getByRole('option', { selected: true })).toHaveTextContent(
      'As the practice: Kilocalories (kcal)',
    );
    fireEvent.change(body, { target: { value: 'uk' } });
    fireEvent.change(energy, { target: { value: 'kJ' } });
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ bodyUnits: 'uk', energyUnit: 'kJ' });
  });

  it('starts from the saved units when editing', async () => {
    renderWithApp(
      <ClientFormDialog open onOpenChange={vi.fn()} client={aClient({ bodyUnits: 'metric', energyUnit: null })} />,
      { preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' } },
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Client' });
    expect(within(dialog).getByLabelText('Body measures')).toHaveValue('metric');
    expect(within(dialog).getByLabelText('Energy')).toHaveValue('');
    expect(within(within(dialog).getByLabelText('Energy')).getByRole('option', { selected: true })).toHaveTextContent(
      'As the practice: Kilojoules (kJ)',
    );
  });
});

describe('client dialog in a UK practice’s body units (issue 34)', () => {
  it('opens in stones and pounds and feet and inches, showing the saved figures, converted back to the very kg and cm saved', async () => {
    const saved = aClient({ firstName: 'Priya', lastName: 'Raman', weight: 72.5, goalWeight: 65, height: 170 });
    renderWithApp(<ClientFormDialog open onOpenChange={vi.fn()} client={saved} />, {
      preferences: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Client' });
    expect(within(dialog).getByRole('button', { name: 'ft/in', pressed: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Feet')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Inches')).toHaveValue(7);
    expect(within(dialog).getByLabelText('Stones')).toHaveValue(11);
    expect(within(dialog).getByLabelText('Pounds')).toHaveValue(6);
    expect(within(dialog).getByText('= 170 cm')).toBeInTheDocument();
    expect(within(dialog).getByText('= 72.5 kg')).toBeInTheDocument();
  });
});
