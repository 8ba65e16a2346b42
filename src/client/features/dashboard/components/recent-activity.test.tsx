// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { RecentActivity } from './recent-activity';

const created = {
  id: '1',
  action: 'meal_plan.created',
  entityType: 'meal_plan',
  entityId: null,
  summary: 'Created the meal plan “Heart-healthy week”',
  createdAt: '2026-03-09T12:00:00.000Z',
};

describe('Recent Activity', () => {
  it('gives each entry its date in the practice’s locale on hover', async () => {
    renderWithApp(<RecentActivity />, {
      api: { 'GET /api/dashboard/activity': [created] },
      preferences: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
    });
    const entry = await screen.findByText('Created the meal plan “Heart-healthy week”');
    expect(entry.parentElement?.querySelector('time')).toHaveAttribute('title', '9 Mar 2026');
  });

  it('writes it the American way for an en-US practice', async () => {
    renderWithApp(<RecentActivity />, { api: { 'GET /api/dashboard/activity': [created] } });
    const entry = await screen.findByText('Created the meal plan “Heart-healthy week”');
    expect(entry.parentElement?.querySelector('time')).toHaveAttribute('title', 'Mar 9, 2026');
  });
});
