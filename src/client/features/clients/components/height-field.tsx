import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ClientInput } from '@/shared/schemas/clients';
import { centimetresFromFeetInches, feetInchesFromCentimetres } from '@/shared/clients/measurements';
import { DualUnitField } from '@/client/components/ui/dual-unit-field';
import { useFormats } from '@/client/lib/use-formats';
import { parseMeasure } from '../lib/parse-measure';

type HeightUnit = 'cm' | 'ft-in';
const units = [
  { value: 'cm', label: 'cm' },
  { value: 'ft-in', label: 'ft/in' },
] as const;

/** The saved height (cm, as the form holds it) in the feet and inches boxes; empty boxes when there is none. */
function imperialParts(value: string | number | null | undefined): { feet: string; inches: string } {
  const cm = parseMeasure(value);
  const imperial = cm === null ? null : feetInchesFromCentimetres(cm);
  return imperial ? { feet: String(imperial.feet), inches: String(imperial.inches) } : { feet: '', inches: '' };
}

type HeightFieldProps = {
  control: Control<ClientInput>;
  error?: string;
  /** True while only one of feet and inches is filled in: the form refuses to save a half-entered height. */
  onIncompleteChange: (incomplete: boolean) => void;
};

/**
 * Height is always saved in centimetres. In feet and inches the conversion happens only once both
 * boxes hold a number: "5" on its own might be the start of "5 ft 7 in", and saving 152 cm would be wrong.
 */
export function HeightField({ control, error, onIncompleteChange }: HeightFieldProps) {
  const { field } = useController({ control, name: 'height' });
  // A UK practice starts in feet and inches (its body units, issue 34), showing the saved height there; the others
  // in centimetres, as before.
  const { bodyUnits } = useFormats();
  const [unit, setUnit] = useState<HeightUnit>(bodyUnits === 'uk' ? 'ft-in' : 'cm');
  const [parts, setParts] = useState(() =>
    bodyUnits === 'uk' ? imperialParts(field.value) : { feet: '', inches: '' },
  );

  const switchTo = (next: HeightUnit) => {
    if (next === unit) return;
    if (next === 'ft-in') {
      // Show the saved height in the new units, but leave the saved value alone until a box is edited:
      // flipping the toggle back and forth must never change a client's record.
      setParts(imperialParts(field.value));
    }
    onIncompleteChange(false);
    setUnit(next);
  };

  const changePart = (part: 'feet' | 'inches', text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const feet = parseMeasure(next.feet);
    const inches = parseMeasure(next.inches);
    field.onChange(feet !== null && inches !== null ? String(centimetresFromFeetInches(feet, inches)) : '');
    onIncompleteChange((feet === null) !== (inches === null));
  };

  const bothParts = parseMeasure(parts.feet) !== null && parseMeasure(parts.inches) !== null;
  const savedCm = parseMeasure(field.value);

  return (
    <DualUnitField
      label="Height"
      units={units}
      unit={unit}
      onUnitChange={switchTo}
      metric={{
        unit: 'cm',
        name: field.name,
        ref: field.ref,
        value: field.value ?? '',
        onChange: (event) => field.onChange(event.target.value),
        onBlur: field.onBlur,
        placeholder: 'e.g. 170',
      }}
      imperial={[
        {
          unit: 'ft',
          'aria-label': 'Feet',
          ref: field.ref,
          value: parts.feet,
          onChange: (event) => changePart('feet', event.target.value),
          onBlur: field.onBlur,
          inputMode: 'numeric',
          placeholder: '5',
        },
        {
          unit: 'in',
          'aria-label': 'Inches',
          value: parts.inches,
          onChange: (event) => changePart('inches', event.target.value),
          onBlur: field.onBlur,
          placeholder: '7',
        },
      ]}
      error={error}
      conversion={
        bothParts && savedCm !== null
          ? `= ${savedCm} cm`
          : 'Saved in centimetres once feet and inches are both filled in'
      }
    />
  );
}
