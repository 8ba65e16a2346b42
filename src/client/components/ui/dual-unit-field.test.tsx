// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { DualUnitField } from './dual-unit-field';

type LengthUnit = 'm' | 'yd-ft';
const units = [
  { value: 'm', label: 'm' },
  { value: 'yd-ft', label: 'yd/ft' },
] as const;

/** A caller keeping metres, converting once both imperial boxes hold a number, as the client form does. */
function Length({ measurement, error }: { measurement?: string; error?: string }) {
  const [unit, setUnit] = useState<LengthUnit>('m');
  const [metres, setMetres] = useState('');
  const [parts, setParts] = useState({ yards: '', feet: '' });
  const change = (part: 'yards' | 'feet', text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    setMetres(
      next.yards && next.feet ? String(Math.round((Number(next.yards) * 3 + Number(next.feet)) * 30.48) / 100) : '',
    );
  };
  return (
    <>
      <DualUnitField
        label="Length"
        units={units}
        unit={unit}
        onUnitChange={setUnit}
        measurement={measurement}
        metric={{ unit: 'm', value: metres, onChange: (event) => setMetres(event.target.value) }}
        imperial={[
          {
            unit: 'yd',
            'aria-label': 'Yards',
            value: parts.yards,
            onChange: (event) => change('yards', event.target.value),
          },
          {
            unit: 'ft',
            'aria-label': 'Feet',
            value: parts.feet,
            onChange: (event) => change('feet', event.target.value),
          },
        ]}
        error={error}
        conversion={metres ? `= ${metres} m` : 'Saved in metres once both are filled in'}
      />
      <output>{metres || 'empty'}</output>
    </>
  );
}

describe('dual-unit field', () => {
  it('takes a metric value in one box named by the label', () => {
    renderWithApp(<Length />);
    expect(screen.getByRole('button', { name: 'm', pressed: true })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '1.8' } });
    expect(screen.getByRole('status')).toHaveTextContent('1.8');
  });

  it('switches to two named imperial boxes and shows what will be saved once both are filled in', () => {
    renderWithApp(<Length />);
    fireEvent.click(screen.getByRole('button', { name: 'yd/ft' }));
    expect(screen.getByRole('button', { name: 'yd/ft', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Length' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Length' })).toContainElement(screen.getByLabelText('Yards'));

    fireEvent.change(screen.getByLabelText('Yards'), { target: { value: '2' } });
    expect(screen.getByText('Saved in metres once both are filled in')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Feet'), { target: { value: '1' } });
    expect(screen.getByRole('status')).toHaveTextContent('2.13');
    expect(screen.getByText('= 2.13 m')).toBeInTheDocument();
  });

  it('names the unit buttons after the measurement when asked, and ties an error to every box', () => {
    renderWithApp(<Length measurement="Goal length" error="Must be at most 100" />);
    fireEvent.click(screen.getByRole('button', { name: 'Goal length in yd/ft' }));
    for (const name of ['Yards', 'Feet']) {
      const box = screen.getByLabelText(name);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Must be at most 100');
    }
    expect(screen.queryByText('Saved in metres once both are filled in')).not.toBeInTheDocument();
  });
});
