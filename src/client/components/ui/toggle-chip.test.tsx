// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { ToggleChip } from './toggle-chip';

const diets = ['Vegan', 'Gluten-Free', 'Low-Sodium'] as const;

function Diets() {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  return (
    <>
      {diets.map((diet) => (
        <ToggleChip
          key={diet}
          pressed={chosen.includes(diet)}
          onPressedChange={(on) => setChosen((now) => (on ? [...now, diet] : now.filter((each) => each !== diet)))}
        >
          {diet}
        </ToggleChip>
      ))}
      <output>{chosen.join(', ') || 'none'}</output>
    </>
  );
}

describe('toggle chip', () => {
  it('turns on and off independently of its neighbours, and says so with aria-pressed', () => {
    renderWithApp(<Diets />);
    fireEvent.click(screen.getByRole('button', { name: 'Vegan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Low-Sodium' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vegan, Low-Sodium');
    expect(screen.getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Gluten-Free' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Vegan' }));
    expect(screen.getByRole('status')).toHaveTextContent('Low-Sodium');
    expect(screen.getByRole('button', { name: 'Vegan', pressed: false })).toBeInTheDocument();
  });

  it('is a real button that never submits the form around it', () => {
    let submitted = 0;
    renderWithApp(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <Diets />
      </form>,
    );
    const chip = screen.getByRole('button', { name: 'Vegan' });
    chip.focus();
    expect(chip).toHaveFocus();
    fireEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(submitted).toBe(0);
  });
});
