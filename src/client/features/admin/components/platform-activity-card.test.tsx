// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import type { AdminActivity } from '@/shared/schemas/admin';
import { formatGrowth, growthSentence } from '../lib/growth';
import { PlatformActivityCard } from './platform-activity-card';

describe('growth formatting', () => {
  it('signs the percentage and marks its direction', () => {
    expect(formatGrowth({ current: 12, growth: 50 })).toEqual({ label: '+50%', trend: 'up' });
    expect(formatGrowth({ current: 4, growth: -20 })).toEqual({ label: '−20%', trend: 'down' });
    expect(formatGrowth({ current: 5, growth: 0 })).toEqual({ label: '0%', trend: 'flat' });
    expect(formatGrowth({ current: 103, growth: 3.3 })).toEqual({ label: '+3.3%', trend: 'up' });
    expect(formatGrowth({ current: 250, growth: 1566.7 })).toEqual({ label: '+1,567%', trend: 'up' });
  });

  it("says 'new' when there was nothing before and something now", () => {
    expect(formatGrowth({ current: 3, growth: null })).toEqual({ label: 'new', trend: 'new' });
    expect(formatGrowth({ current: 0, growth: null })).toEqual({ label: 'no change', trend: 'flat' });
  });

  it('reads as one sentence', () => {
    expect(growthSentence('User registrations', { current: 12, previous: 8, growth: 50, period: '30 days' })).toBe(
      'User registrations: 12 in the last 30 days, +50%',
    );
  });
});

describe('Platform Activity card', () => {
  const activity: AdminActivity = {
    userRegistration: { current: 12, previous: 8, growth: 50, period: '30 days' },
    mealPlansCreated: { current: 6, previous: 10, growth: -40, period: '30 days' },
    recipeSharing: { current: 2, previous: 0, growth: null, period: '30 days' },
    reportGeneration: { current: 0, previous: 0, growth: null, period: '30 days' },
  };

  it('shows each figure with its growth and an arrow that points the right way', () => {
    renderWithApp(<PlatformActivityCard activity={activity} failed={false} />);
    const item = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

    expect(item('User registrations')).toHaveTextContent('User registrations: 12 in the last 30 days, +50%');
    expect(item('User registrations').querySelector('[data-trend]')).toHaveAttribute('data-trend', 'up');
    expect(item('Meal plans created')).toHaveTextContent('6 in the last 30 days, −40%');
    expect(item('Meal plans created').querySelector('[data-trend]')).toHaveAttribute('data-trend', 'down');
    expect(item('Recipes shared')).toHaveTextContent('2 in the last 30 days, new');
    expect(item('Reports generated')).toHaveTextContent('0 in the last 30 days, no change');
  });
});
