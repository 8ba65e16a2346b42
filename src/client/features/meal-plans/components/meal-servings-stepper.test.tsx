// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { MealServingsStepper } from './meal-servings-stepper';

describe('servings stepper', () => {
  it('adds and removes half a serving per press', () => {
    const onChange = vi.fn();
    renderWithApp(<MealServingsStepper servings={1.5} mealName="Oat porridge" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Servings of Oat porridge' })).toHaveTextContent('1.5 servings');
    fireEvent.click(screen.getByRole('button', { name: 'Increase servings' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease servings' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('cannot go below half a serving', () => {
    const onChange = vi.fn();
    renderWithApp(<MealServingsStepper servings={0.5} mealName="Oat porridge" onChange={onChange} />);
    const decrease = screen.getByRole('button', { name: 'Decrease servings' });
    expect(decrease).toBeDisabled();
    fireEvent.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Increase servings' })).toBeEnabled();
  });

  it('cannot go above 20 servings', () => {
    renderWithApp(<MealServingsStepper servings={20} mealName="Oat porridge" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Increase servings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease servings' })).toBeEnabled();
    expect(screen.getByText('20 servings')).toBeInTheDocument();
  });

  it('says "1 serving" in the singular', () => {
    renderWithApp(<MealServingsStepper servings={1} mealName="Oat porridge" onChange={vi.fn()} />);
    expect(screen.getByText('1 serving')).toBeInTheDocument();
  });
});
