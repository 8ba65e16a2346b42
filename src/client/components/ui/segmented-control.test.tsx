// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { SegmentedControl } from './segmented-control';

type View = 'day' | 'week' | 'month';
const views = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;

/** Holds the value as a screen would, and shows what the control handed back. */
function ViewSwitch({ semantics }: { semantics: 'toggle' | 'radio' }) {
  const [view, setView] = useState<View>('day');
  return (
    <>
      {semantics === 'radio' ? (
        <SegmentedControl semantics="radio" name="view" legend="View" options={views} value={view} onChange={setView} />
      ) : (
        <SegmentedControl aria-label="View" options={views} value={view} onChange={setView} />
      )}
      <output>{view}</output>
    </>
  );
}

describe('segmented control as pressed buttons', () => {
  it('presses exactly one option and hands back the clicked one', () => {
    renderWithApp(<ViewSwitch semantics="toggle" />);
    const group = screen.getByRole('group', { name: 'View' });
    expect(within(group).getByRole('button', { name: 'Day', pressed: true })).toBeInTheDocument();
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(2);

    fireEvent.click(within(group).getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('status')).toHaveTextContent('month');
    expect(within(group).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves the choice and the focus with the arrow keys, Home and End, wrapping at the ends', () => {
    renderWithApp(<ViewSwitch semantics="toggle" />);
    const day = screen.getByRole('button', { name: 'Day' });
    day.focus();

    fireEvent.keyDown(day, { key: 'ArrowRight' });
    expect(screen.getByRole('status')).toHaveTextContent('week');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Week' }), { key: 'End' });
    expect(screen.getByRole('status')).toHaveTextContent('month');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Month' }), { key: 'ArrowRight' });
    expect(screen.getByRole('status')).toHaveTextContent('day');
    expect(screen.getByRole('button', { name: 'Day' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Day' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('status')).toHaveTextContent('month');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Month' }), { key: 'Home' });
    expect(screen.getByRole('status')).toHaveTextContent('day');
    expect(screen.getByRole('button', { name: 'Week', pressed: false })).toBeInTheDocument();
  });

  it('names each option by its accessible name when one is given', () => {
    renderWithApp(
      <SegmentedControl
        options={[
          { value: 'kg', label: 'kg', accessibleName: 'Goal weight in kg' },
          { value: 'st-lb', label: 'st/lb', accessibleName: 'Goal weight in st/lb' },
        ]}
        value="kg"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Goal weight in kg', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'kg' })).not.toBeInTheDocument();
  });
});

describe('segmented control as a radio group', () => {
  it('is a named radio group whose checked option follows the value handed back', () => {
    renderWithApp(<ViewSwitch semantics="radio" />);
    const group = screen.getByRole('group', { name: 'View' });
    expect(within(group).getByRole('radio', { name: 'Day' })).toBeChecked();

    fireEvent.click(within(group).getByLabelText('Week'));
    expect(screen.getByRole('status')).toHaveTextContent('week');
    expect(within(group).getByRole('radio', { name: 'Week' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Day' })).not.toBeChecked();
    // One name for the set: the browser gives it one Tab stop and arrow keys, as any radio group.
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'view');
  });
});
