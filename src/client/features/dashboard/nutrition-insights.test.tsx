// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NutritionInsights } from './nutrition-insights';

function click(name: string, times: number) {
  const button = screen.getByRole('button', { name });
  for (let i = 0; i < times; i++) fireEvent.click(button);
}

afterEach(cleanup);

describe('Nutrition Insights', () => {
  it('starts protein, fiber and vitamins at 85, 92 and 78 %', () => {
    render(<NutritionInsights />);
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute('aria-valuenow', '85');
    expect(screen.getByRole('progressbar', { name: 'Fiber' })).toHaveAttribute('aria-valuenow', '92');
    expect(screen.getByRole('progressbar', { name: 'Vitamins' })).toHaveAttribute('aria-valuenow', '78');
    expect(screen.getByText('Protein target 167 g daily')).toBeInTheDocument();
  });

  it('moves in steps of 5 and stops at 100', () => {
    render(<NutritionInsights />);
    click('Increase protein', 2);
    expect(screen.getByText('95%')).toBeInTheDocument();

    click('Increase protein', 3);
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();

    click('Decrease protein', 1);
    expect(screen.getByRole('progressbar', { name: 'Protein' })).toHaveAttribute('aria-valuenow', '95');
  });

  it('stops at 0', () => {
    render(<NutritionInsights />);
    click('Decrease vitamins', 15);
    expect(screen.getByRole('progressbar', { name: 'Vitamins' })).toHaveAttribute('aria-valuenow', '3');

    click('Decrease vitamins', 3);
    expect(screen.getByRole('progressbar', { name: 'Vitamins' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0%')).toBeInTheDocument();
    // The other indicators are untouched.
    expect(screen.getByRole('progressbar', { name: 'Fiber' })).toHaveAttribute('aria-valuenow', '92');
  });
});
