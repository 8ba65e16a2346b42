// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { DayTotalsCard } from './day-totals-card';
import { compareToTarget } from '../lib/plan-targets';

const targets = { calories: 2000, protein: 150, carbs: 200, fat: 70 };

function row(nutrient: string) {
  return document.querySelector(`[data-nutrient="${nutrient}"]`) as HTMLElement;
}

describe('day totals against the targets', () => {
  it('shows value / target and a green percentage within ±10 %, amber further off', () => {
    renderWithApp(
      <DayTotalsCard
        title="Day 1 totals"
        empty={false}
        targets={targets}
        // 1,850 kcal = 93 % (on target); protein 120 g = 80 % (off); carbs 221 g = 111 % (off); fat 77 g = 110 % (on)
        totals={{ calories: 1850.4, protein: 120.04, carbs: 221, fat: 77, fiber: 25.26, sugar: 40.04, sodium: 1234.4 }}
      />,
    );
    const calories = within(row('calories'));
    expect(calories.getByText('1,850 / 2,000 kcal')).toBeInTheDocument();
    expect(calories.getByText('93%')).toHaveAttribute('data-tone', 'on-target');
    expect(calories.getByText('93%')).toHaveClass('bg-brand-100');

    expect(within(row('protein')).getByText('120.0 / 150 g')).toBeInTheDocument();
    expect(within(row('protein')).getByText('80%')).toHaveAttribute('data-tone', 'off-target');
    expect(within(row('protein')).getByText('80%')).toHaveClass('bg-warning-100');
    expect(within(row('carbs')).getByText('111%')).toHaveAttribute('data-tone', 'off-target');
    expect(within(row('fat')).getByText('110%')).toHaveAttribute('data-tone', 'on-target');

    expect(screen.getByText('25.3 g')).toBeInTheDocument();
    expect(screen.getByText('40.0 g')).toBeInTheDocument();
    expect(screen.getByText('1,234 mg')).toBeInTheDocument();
  });

  it('writes fibre, sugar or sodium a food does not report as "at least" or not known, and says why', () => {
    renderWithApp(
      <DayTotalsCard
        title="Day 1 totals"
        empty={false}
        targets={targets}
        incomplete={['sodium', 'sugar', 'calcium']}
        totals={{ calories: 1800, protein: 120, carbs: 200, fat: 70, fiber: 25, sugar: 0, sodium: 900 }}
      />,
    );
    expect(screen.getByText('≥ 900 mg')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument(); // no food of the day gives sugar: not known, never 0 g
    expect(screen.queryByText('0.0 g')).not.toBeInTheDocument();
    expect(screen.getByText('25.0 g')).toBeInTheDocument(); // reported by every food: a plain figure
    expect(
      screen.getByText('Some food of the day has no sugar or sodium figure: ≥ means at least, — not known.'),
    ).toBeInTheDocument();
  });

  it('shows just the amount where no target is set', () => {
    renderWithApp(
      <DayTotalsCard
        title="Day 1 totals"
        empty={false}
        targets={{ calories: 2000, protein: null, carbs: null, fat: null }}
        totals={{ calories: 2500, protein: 80, carbs: 300, fat: 90, fiber: 20, sugar: 50, sodium: 2000 }}
      />,
    );
    expect(within(row('calories')).getByText('125%')).toHaveAttribute('data-tone', 'off-target');
    expect(within(row('protein')).getByText('80.0 g')).toBeInTheDocument();
    expect(within(row('protein')).getByText('No target set')).toBeInTheDocument();
  });

  it('compares by the percentage as shown', () => {
    expect(compareToTarget(1800, 2000)).toEqual({ percent: 90, tone: 'on-target' });
    expect(compareToTarget(1789, 2000)).toEqual({ percent: 89, tone: 'off-target' });
    expect(compareToTarget(2200, 2000)).toEqual({ percent: 110, tone: 'on-target' });
    expect(compareToTarget(2211, 2000)).toEqual({ percent: 111, tone: 'off-target' });
    expect(compareToTarget(500, null)).toBeNull();
    expect(compareToTarget(500, 0)).toBeNull();
  });
});
