// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/client/lib/create-query-client';
import { QuickMealPlan } from './quick-meal-plan';

// Two-core CI boxes run test files side by side; the default 1 s wait for the stubbed answers is too tight there.
configure({ asyncUtilTimeout: 5000 });

const priyaId = '2d4f6a8c-0000-4000-8000-000000000001';

function renderPanel() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify([
            { id: priyaId, firstName: 'Priya', lastName: 'Raman' },
            { id: '2d4f6a8c-0000-4000-8000-000000000002', firstName: 'Marcus', lastName: 'Whitfield' },
          ]),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
  const location = memoryLocation({ path: '/', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <QuickMealPlan />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Quick Meal Plan', () => {
  it('asks for a client and a duration before doing anything else', async () => {
    const location = renderPanel();
    await screen.findByRole('option', { name: 'Priya Raman' });

    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(alert).toHaveBeenCalledWith('Please select a client and duration first');

    // A client alone is not enough either.
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: priyaId } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(alert).toHaveBeenCalledTimes(2);

    expect(sessionStorage.getItem('dashboardPlanData')).toBeNull();
    expect(location.history).toEqual(['/']);
  });

  it('stores the draft for the meal-plan screen and goes there', async () => {
    const location = renderPanel();
    await screen.findByRole('option', { name: 'Priya Raman' });

    fireEvent.change(screen.getByLabelText('Client'), { target: { value: priyaId } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '14' } });
    const vegan = screen.getByRole('button', { name: 'Vegan' });
    fireEvent.click(vegan);
    fireEvent.click(screen.getByRole('button', { name: 'Gluten-Free' }));
    fireEvent.click(screen.getByRole('button', { name: 'Low-Sodium' }));
    fireEvent.click(screen.getByRole('button', { name: 'Low-Sodium' }));
    expect(vegan).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Low-Sodium' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));

    expect(alert).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('dashboardPlanData') ?? 'null')).toEqual({
      client: priyaId,
      duration: '14',
      restrictions: ['Gluten-Free', 'Vegan'],
    });
    expect(location.history.at(-1)).toBe('/meal-plans');
  });
});
