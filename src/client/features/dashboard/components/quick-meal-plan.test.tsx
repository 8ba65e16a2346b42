// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aClientSummary } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { QuickMealPlan } from './quick-meal-plan';

const priyaId = '2d4f6a8c-0000-4000-8000-000000000001';

function renderPanel() {
  const { location } = renderWithApp(<QuickMealPlan />, {
    path: '/',
    api: {
      'GET /api/clients': [
        aClientSummary({ id: priyaId, firstName: 'Priya', lastName: 'Raman' }),
        aClientSummary({ id: '2d4f6a8c-0000-4000-8000-000000000002', firstName: 'Marcus', lastName: 'Whitfield' }),
      ],
    },
  });
  return location;
}

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
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
