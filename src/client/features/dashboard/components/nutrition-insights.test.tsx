// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import type { NutritionInsightsAnswer } from '@/shared/schemas/dashboard';
import { NutritionInsightsView } from './nutrition-insights';

function click(name: string, times: number) {
  const button = screen.getByRole('button', { name });
  for (let i = 0; i < times; i++) fireEvent.click(button);
}
const planId = '00000000-0000-4000-8000-000000000001';
const week: NutritionInsightsAnswer = {
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  activePlans: 1,
  vitaminCount: 11,
  days: [
    { planId, date: '2026-11-23', protein: 120, fiber: 80, vitamins: 92 },
    { planId, date: '2026-11-24', protein: 95, fiber: 101, vitamins: 70 },
    { planId, date: '2026-11-25', protein: 88, fiber: 60, vitamins: null },
    { planId, date: '2026-11-26', protein: 100, fiber: 100, vitamins: 100 },
  ],
};

describe('Nutrition Insights', () => {
  it("starts from the share of this week's planned days that meet each target", () => {
    renderWithApp(<NutritionInsightsView insights={week} />);
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute('aria-valuenow', '50'); // 120 and 100
    expect(screen.getByRole('progressbar', { name: 'Fiber' })).toHaveAttribute('aria-valuenow', '50'); // 101 and 100
    expect(screen.getByRole('progressbar', { name: 'Vitamins' })).toHaveAttribute('aria-valuenow', '33'); // 1 of 3 known
    expect(screen.getByText('2 of 4 planned days reach 100% of the protein target')).toBeInTheDocument();
  });

  it('minus and plus move the threshold in 5 % steps between 0 and 100', () => {
    renderWithApp(<NutritionInsightsView insights={week} />);
    click('Decrease protein threshold', 1); // 95 %: 120, 95, 100
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute('aria-valuenow', '75');
    click('Decrease protein threshold', 2); // 85 %: all four
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('4 of 4 planned days reach 85% of the protein target')).toBeInTheDocument();
    click('Decrease protein threshold', 30);
    expect(screen.getByText('4 of 4 planned days reach 0% of the protein target')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease protein threshold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase fiber threshold' })).toBeDisabled();
    // the others are untouched
    expect(screen.getByRole('progressbar', { name: 'Fiber' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('says so when there are no plans, instead of showing numbers', () => {
    renderWithApp(<NutritionInsightsView insights={{ ...week, activePlans: 0, days: [] }} />);
    expect(screen.getByText(/No active meal plans yet/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/85|92|78|167 g/)).toBeNull();
  });
});
