// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localToday } from '@/shared/clients/age';
import type { ClientSummary } from '@/shared/schemas/clients';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { aClientSummary, aMealPlan } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import type { Preferences } from '@/shared/format/preferences';
import { MealPlansPage } from '@/client/routes/meal-plans-page';
import { addCalendarDays } from '../lib/plan-draft';

const priyaId = '2d4f6a8c-0000-4000-8000-000000000001';
const newPlanId = '7a1b2c3d-0000-4000-8000-000000000009';

/** The server is a separate process: answers the reads, remembers each POST body. */
function renderPage({
  strict = false,
  clients = [aClientSummary({ id: priyaId, firstName: 'Priya', lastName: 'Raman' })],
  answerPost = () => aMealPlan({ id: newPlanId, clientId: priyaId }),
  preferences,
}: {
  strict?: boolean;
  clients?: ClientSummary[];
  answerPost?: RouteHandler<'POST /api/meal-plans'>;
  preferences?: Preferences;
} = {}) {
  const view = renderWithApp(<MealPlansPage />, {
    strict,
    preferences,
    path: '/meal-plans',
    api: { 'GET /api/clients': clients, 'GET /api/meal-plans': [], 'POST /api/meal-plans': answerPost },
  });
  return { ...view, posted: () => view.api.callsTo('POST /api/meal-plans').map((call) => call.body) };
}

const storeDraft = (draft: unknown) => sessionStorage.setItem('dashboardPlanData', JSON.stringify(draft));

beforeEach(() => sessionStorage.clear());

describe('meal plan dialog: the dashboard draft', () => {
  it.each([false, true])(
    'opens "Generate Meal Plan" filled in from the draft, and removes the draft (strict mode: %s)',
    async (strict) => {
      storeDraft({ client: priyaId, duration: '14', restrictions: ['Gluten-Free', 'Vegan'] });
      renderPage({ strict });

      const dialog = await screen.findByRole('dialog', { name: 'Generate Meal Plan' });
      const today = localToday();
      expect(within(dialog).getByLabelText('Meal Plan Name')).toHaveValue('14 Day Plan');
      expect(within(dialog).getByLabelText('Start date')).toHaveValue(today);
      expect(within(dialog).getByLabelText('End date')).toHaveValue(addCalendarDays(today, 13));
      expect(within(dialog).getByLabelText('Description')).toHaveValue('Dietary restrictions: Gluten-Free, Vegan');
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('Dietary restrictions: Gluten-Free, Vegan');
      // The client list arrives after the dialog opened; the draft's client is still the one chosen.
      await waitFor(() => expect(within(dialog).getByLabelText('Client')).toHaveDisplayValue('Priya Raman'));
      expect(sessionStorage.getItem('dashboardPlanData')).toBeNull();
    },
  );

  it('uses the draft once: after closing, "Create Meal Plan" opens a blank "Create New Meal Plan", and so does the next visit', async () => {
    storeDraft({ client: priyaId, duration: '7', restrictions: [] });
    const { unmount } = renderPage();

    const generate = await screen.findByRole('dialog', { name: 'Generate Meal Plan' });
    fireEvent.click(within(generate).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Create Meal Plan' }));
    const create = await screen.findByRole('dialog', { name: 'Create New Meal Plan' });
    expect(within(create).getByLabelText('Meal Plan Name')).toHaveValue('');
    expect(within(create).getByLabelText('Start date')).toHaveValue('');
    expect(within(create).getByLabelText('Description')).toHaveValue('');

    unmount();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the client to choose when the draft names one deleted since, and sends nothing until one is chosen', async () => {
    storeDraft({ client: '2d4f6a8c-0000-4000-8000-0000000000ff', duration: '7', restrictions: [] });
    const { posted } = renderPage();

    const dialog = await screen.findByRole('dialog', { name: 'Generate Meal Plan' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Priya Raman' })).toBeInTheDocument());
    expect(within(dialog).getByLabelText('Client')).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Meal Plan' }));
    expect(await within(dialog).findByText(/client/i, { selector: '[id$="-error"], [role="alert"]' })).toBeVisible();
    expect(posted()).toEqual([]);
  });

  it('without a draft, the page opens no dialog', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

async function openBlankDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create Meal Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Meal Plan' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Priya Raman' })).toBeInTheDocument());
  return {
    dialog,
    type,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Meal Plan' })),
  };
}

describe('meal plan dialog: creating', () => {
  it('asks for both dates with a "Missing dates" toast and sends nothing', async () => {
    const { posted } = renderPage();
    const { type, submit } = await openBlankDialog();
    type('Meal Plan Name', 'Heart-healthy reset');
    type('Client', priyaId);
    type('Start date', '2026-03-02');

    submit();

    expect(await screen.findByText('Missing dates')).toBeInTheDocument();
    expect(screen.getByText('Please select both start and end dates for the meal plan.')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('takes the energy target in kJ for an en-AU practice and sends it as whole kcal (issue 34)', async () => {
    const { posted } = renderPage({
      preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
    });
    const { type, submit } = await openBlankDialog();
    type('Meal Plan Name', 'Heart-healthy reset');
    type('Client', priyaId);
    type('Start date', '2026-03-02');
    type('End date', '2026-03-15');
    type('Energy (kJ)', '8368');
    submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ targetCalories: 2000 });
  });

  it('sends calories as a number and the macros as text, then opens the new plan', async () => {
    const { location, posted } = renderPage();
    const { dialog, type, submit } = await openBlankDialog();
    type('Meal Plan Name', 'Heart-healthy reset');
    type('Client', priyaId);
    type('Start date', '2026-03-02');
    type('End date', '2026-03-15');
    type('Calories (kcal)', '2000');
    type('Protein (g)', '150');
    type('Fat (g)', '70');

    submit();

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      name: 'Heart-healthy reset',
      clientId: priyaId,
      startDate: '2026-03-02',
      endDate: '2026-03-15',
      targetCalories: 2000,
      targetProtein: '150',
      targetCarbs: '',
      targetFat: '70',
    });
    expect(await screen.findByText('Meal plan created successfully')).toBeInTheDocument();
    expect(screen.getByText('The new meal plan has been created and is ready for customization.')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/meal-plans/${newPlanId}`));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("puts a 400's messages under the fields and shows the server's message", async () => {
    renderPage({
      answerPost: fail(400, 'Check the highlighted fields', {
        errors: [{ path: 'endDate', message: 'End date must be on or after the start date' }],
      }),
    });
    const { dialog, type, submit } = await openBlankDialog();
    type('Meal Plan Name', 'Heart-healthy reset');
    type('Client', priyaId);
    type('Start date', '2026-03-02');
    type('End date', '2026-03-03');

    submit();

    expect(await within(dialog).findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Failed to create meal plan')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields')).toBeInTheDocument();
  });

  it('says so, with a way to /clients, when the practitioner has no clients', async () => {
    renderPage({ clients: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Meal Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Meal Plan' });
    expect(await within(dialog).findByRole('link', { name: 'Add a client first' })).toHaveAttribute('href', '/clients');
    expect(within(dialog).getByLabelText('Client')).toBeDisabled();
  });
});
