// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { localToday } from '@/shared/clients/age';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { MealPlansPage } from '@/client/routes/meal-plans-page';
import { addCalendarDays } from '../lib/plan-draft';

// Two-core CI boxes run test files side by side; the default 1 s wait for the stubbed answers is too tight there.
configure({ asyncUtilTimeout: 5000 });

const priyaId = '2d4f6a8c-0000-4000-8000-000000000001';
const newPlanId = '7a1b2c3d-0000-4000-8000-000000000009';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server is a separate process: answer the reads, remember each POST body. */
function stubServer({
  clients = [{ id: priyaId, firstName: 'Priya', lastName: 'Raman' }],
  answerPost = () => json(201, { id: newPlanId, clientId: priyaId }),
}: { clients?: unknown[]; answerPost?: () => Response } = {}) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/meal-plans' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return answerPost();
      }
      if (url === '/api/clients') return json(200, clients);
      return json(200, []);
    }),
  );
  return posted;
}

function renderPage({ strict = false } = {}) {
  const location = memoryLocation({ path: '/meal-plans', record: true });
  const tree = (
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <MealPlansPage />
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { location, ...view };
}

const storeDraft = (draft: unknown) => sessionStorage.setItem('dashboardPlanData', JSON.stringify(draft));

beforeEach(() => sessionStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('meal plan dialog: the dashboard draft', () => {
  it.each([false, true])(
    'opens "Generate Meal Plan" filled in from the draft, and removes the draft (strict mode: %s)',
    async (strict) => {
      stubServer();
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
    stubServer();
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

  it('without a draft, the page opens no dialog', async () => {
    stubServer();
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
    const posted = stubServer();
    renderPage();
    const { type, submit } = await openBlankDialog();
    type('Meal Plan Name', 'Heart-healthy reset');
    type('Client', priyaId);
    type('Start date', '2026-03-02');

    submit();

    expect(await screen.findByText('Missing dates')).toBeInTheDocument();
    expect(screen.getByText('Please select both start and end dates for the meal plan.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('sends calories as a number and the macros as text, then opens the new plan', async () => {
    const posted = stubServer();
    const { location } = renderPage();
    const { dialog, type, submit } = await openBlankDialog();
    type('Meal Plan Name', 'Heart-healthy reset');
    type('Client', priyaId);
    type('Start date', '2026-03-02');
    type('End date', '2026-03-15');
    type('Calories (kcal)', '2000');
    type('Protein (g)', '150');
    type('Fat (g)', '70');

    submit();

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
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
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/meal-plans/${newPlanId}`));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("puts a 400's messages under the fields and shows the server's message", async () => {
    stubServer({
      answerPost: () =>
        json(400, {
          message: 'Check the highlighted fields',
          errors: [{ path: 'endDate', message: 'End date must be on or after the start date' }],
        }),
    });
    renderPage();
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
    stubServer({ clients: [] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Meal Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Meal Plan' });
    expect(await within(dialog).findByRole('link', { name: 'Add a client first' })).toHaveAttribute('href', '/clients');
    expect(within(dialog).getByLabelText('Client')).toBeDisabled();
  });
});
