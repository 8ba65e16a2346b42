// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '@/client/test/fake-api';
import { aMealPlanSummary, testId } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { MealPlanList } from './meal-plan-list';

const plan = (n: number, name: string) => aMealPlanSummary({ id: testId(n), name, shareToken: `tok-${n}` });

function renderList(list: RouteHandler<'GET /api/meal-plans'>, remove?: RouteHandler<'DELETE /api/meal-plans/:id'>) {
  const onCreate = vi.fn();
  const { api } = renderWithApp(<MealPlanList onCreate={onCreate} />, {
    path: '/meal-plans',
    api: { 'GET /api/meal-plans': list, ...(remove && { 'DELETE /api/meal-plans/:id': remove }) },
  });
  return { onCreate, api };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('meal plan list', () => {
  it('shows six placeholder cards while loading', () => {
    renderList(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading meal plans');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('offers "Create Your First Meal Plan" when there are none', async () => {
    const { onCreate } = renderList([]);
    expect(await screen.findByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Your First Meal Plan' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('filters by plan name in any case, and says when nothing matches', async () => {
    renderList([plan(1, 'Heart-healthy reset'), plan(2, 'Marathon build')]);
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
    renderList([
      { ...plan(1, 'Heart-healthy reset'), clientId: testId(100), clientName: 'Maya Okafor' },
      plan(2, 'Marathon build'),
    ]);
    const search = await screen.findByPlaceholderText('Search meal plans by name...');
    fireEvent.change(search, { target: { value: 'OKAFOR' } });
    expect(screen.getByRole('link', { name: 'Heart-healthy reset' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marathon build' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 meal plans')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then refreshes the list', async () => {
    let plans = [plan(1, 'Heart-healthy reset')];
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { api } = renderList(
      () => plans,
      () => {
        plans = [];
      },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Heart-healthy reset' }));

    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this meal plan? This action cannot be undone.',
    );
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/meal-plans/:id').map((call) => call.params.id)).toEqual([testId(1)]),
    );
    expect(await screen.findByRole('heading', { name: 'No meal plans yet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Meal plan deleted')).toBeInTheDocument());
  });
});
