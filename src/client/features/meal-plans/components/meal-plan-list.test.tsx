// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { MealPlanList } from './meal-plan-list';

configure({ asyncUtilTimeout: 5000 });

const plan = (id: string, name: string) => ({
  id,
  userId: 'u',
  clientId: null,
  clientName: null,
  name,
  description: null,
  startDate: '2026-03-02',
  endDate: '2026-03-08',
  status: 'active',
  targetCalories: null,
  targetProtein: null,
  targetCarbs: null,
  targetFat: null,
  notes: null,
  shareToken: `tok-${id}`,
  shareExpiresAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function renderList(fetchImpl: (url: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const onCreate = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: '/meal-plans' }).hook}>
        <MealPlanList onCreate={onCreate} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return onCreate;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('meal plan list', () => {
  it('shows six placeholder cards while loading', () => {
    renderList(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading meal plans');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('offers "Create Your First Meal Plan" when there are none', async () => {
    const onCreate = renderList(async () => json(200, []));
    expect(await screen.findByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Your First Meal Plan' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('filters by plan name in any case, and says when nothing matches', async () => {
    renderList(async () => json(200, [plan('1', 'Heart-healthy reset'), plan('2', 'Marathon build')]));
    const search = await screen.findByPlaceholderText('Search meal plans by name...');
    expect(screen.getAllByText('Unknown Client')).toHaveLength(2);

    fireEvent.change(search, { target: { value: 'HEART' } });
    expect(screen.getByRole('link', { name: 'Heart-healthy reset' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marathon build' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 meal plans')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'lasagne' } });
    expect(screen.getByRole('heading', { name: 'No meal plans found' })).toBeInTheDocument();
  });

  it("finds a client's plans by the client's name too", async () => {
    renderList(async () =>
      json(200, [
        { ...plan('1', 'Heart-healthy reset'), clientId: 'c1', clientName: 'Maya Okafor' },
        plan('2', 'Marathon build'),
      ]),
    );
    const search = await screen.findByPlaceholderText('Search meal plans by name...');
    fireEvent.change(search, { target: { value: 'OKAFOR' } });
    expect(screen.getByRole('link', { name: 'Heart-healthy reset' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marathon build' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 meal plans')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then refreshes the list', async () => {
    let plans = [plan('1', 'Heart-healthy reset')];
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderList(async (url, init) => {
      if (init?.method === 'DELETE') {
        plans = [];
        return new Response(null, { status: 204 });
      }
      return json(200, url === '/api/meal-plans' ? plans : {});
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Heart-healthy reset' }));

    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this meal plan? This action cannot be undone.',
    );
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/meal-plans/1', expect.objectContaining({ method: 'DELETE' })),
    );
    expect(await screen.findByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Meal plan deleted')).toBeInTheDocument());
  });
});
