import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ClientInput } from '@/shared/schemas/clients';
import { kilogramsFromStonesPounds, stonesPoundsFromKilograms } from '@/shared/clients/measurements';
import { DualUnitField } from '@/client/components/ui/dual-unit-field';
import { useFormats } from '@/client/lib/use-formats';
import { parseMeasure } from '../lib/parse-measure';

type WeightUnit = 'kg' | 'st-lb';
const units = [
  { value: 'kg', label: 'kg' },
  { value: 'st-lb', label: 'st/lb' },
] as const;

type WeightFieldProps = {
  control: Control<ClientInput>;
  /** The client's weight, or the weight they are working towards: both are kept in kilograms. */
  name?: 'weight' | 'goalWeight';
  label?: string;
  error?: string;
  /** True while stones or pounds is filled in but the other box was never visited. */
  onIncompleteChange: (incomplete: boolean) => void;
};

type Touched = { stones: boolean; pounds: boolean };

/** The saved weight (kg, as the form holds it) in the stones and pounds boxes; empty boxes when there is none. */
function imperialParts(value: string | number | null | undefined): { stones: string; pounds: string } {
  const kg = parseMeasure(value);
  const imperial = kg === null ? null : stonesPoundsFromKilograms(kg);
  return imperial ? { stones: String(imperial.stones), pounds: String(imperial.pounds) } : { stones: '', pounds: '' };
}

/**
 * Weight is always saved in kilograms. In stones and pounds it converts once both boxes have been
 * touched; a visited but empty box counts as 0, so "10 st" with the pounds left blank is 10 st 0 lb.
 */
export function WeightField({
  control,
  name = 'weight',
  label = 'Weight',
  error,
  onIncompleteChange,
}: WeightFieldProps) {
  const { field } = useController({ control, name });
  // A UK practice starts in stones and pounds (its body units, issue 34), showing the saved weight there; the others
  // in kilograms, as before.
  const { bodyUnits } = useFormats();
  const [unit, setUnit] = useState<WeightUnit>(bodyUnits === 'uk' ? 'st-lb' : 'kg');
  const [parts, setParts] = useState(() =>
    bodyUnits === 'uk' ? imperialParts(field.value) : { stones: '', pounds: '' },
  );
  const [touched, setTouched] = useState<Touched>(() => {
    const saved = bodyUnits === 'uk' && parseMeasure(field.value) !== null;
    return { stones: saved, pounds: saved };
  });

  const switchTo = (next: WeightUnit) => {
    if (next === unit) return;
    if (next === 'st-lb') {
      // Show the saved weight in stones and pounds without re-saving it: toggling alone changes nothing.
      const imperial = imperialParts(field.value);
      setParts(imperial);
      setTouched({ stones: imperial.stones !== '', pounds: imperial.pounds !== '' });
    }
    onIncompleteChange(false);
    setUnit(next);
  };

  const update = (nextParts: typeof parts, nextTouched: Touched) => {
    setParts(nextParts);
    setTouched(nextTouched);
    const stones = parseMeasure(nextParts.stones);
    const pounds = parseMeasure(nextParts.pounds);
    const anyValue = stones !== null || pounds !== null;
    const bothTouched = nextTouched.stones && nextTouched.pounds;
    field.onChange(bothTouched && anyValue ? String(kilogramsFromStonesPounds(stones ?? 0, pounds ?? 0)) : '');
    onIncompleteChange(anyValue && !bothTouched);
  };

  const changePart = (part: 'stones' | 'pounds', text: string) =>
    update({ ...parts, [part]: text }, { ...touched, [part]: true });

  const blurPart = (part: 'stones' | 'pounds') => {
    field.onBlur();
    if (!touched[part]) update(parts, { ...touched, [part]: true });
  };

  // The client's own weight keeps the short names; the goal's boxes say whose they are.
  const secondary = name !== 'weight';
  const partLabel = (part: 'Stones' | 'Pounds') => (secondary ? `${label} ${part.toLowerCase()}` : part);
  const converted = touched.stones && touched.pounds ? parseMeasure(field.value) : null;

  return (
    <DualUnitField
      label={label}
      units={units}
      unit={unit}
      onUnitChange={switchTo}
      measurement={secondary ? label : undefined}
      metric={{
        unit: 'kg',
        name: field.name,
        ref: field.ref,
        value: field.value ?? '',
        onChange: (event) => field.onChange(event.target.value),
        onBlur: field.onBlur,
        placeholder: 'e.g. 68.5',
      }}
      imperial={[
        {
          unit: 'st',
          'aria-label': partLabel('Stones'),
          ref: field.ref,
          value: parts.stones,
          onChange: (event) => changePart('stones', event.target.value),
          onBlur: () => blurPart('stones'),
          inputMode: 'numeric',
          placeholder: '10',
        },
        {
          unit: 'lb',
          'aria-label': partLabel('Pounds'),
          value: parts.pounds,
          onChange: (event) => changePart('pounds', event.target.value),
          onBlur: () => blurPart('pounds'),
          placeholder: '0',
        },
      ]}
      error={error}
      conversion={
        converted !== null ? `= ${converted} kg` : 'Saved in kilograms once stones and pounds are both filled in'
      }
    />
  );
}
