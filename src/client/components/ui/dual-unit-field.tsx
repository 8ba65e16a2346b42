import { useId, type ReactNode } from 'react';
import { Label } from './label';
import { SegmentedControl } from './segmented-control';
import { UnitInput, type UnitInputProps } from './unit-input';

/** What the field passes to a box; the field itself adds the id, label, invalid state and description. */
type BoxProps = Omit<UnitInputProps, 'id' | 'aria-invalid' | 'aria-describedby'>;

type UnitChoice<U extends string> = { value: U; label: string };

type DualUnitFieldProps<U extends string> = {
  label: string;
  /** The metric unit first (one box), then the imperial one (two boxes, such as feet and inches). */
  units: readonly [UnitChoice<U>, UnitChoice<U>];
  unit: U;
  onUnitChange: (unit: U) => void;
  /**
   * Names the measurement in each unit button's accessible name ("Goal weight in kg") when a form has two fields
   * of one kind; without it the buttons are named by their units alone.
   */
  measurement?: string;
  /** The one box shown in the metric unit, named by the field's label. */
  metric: BoxProps;
  /** The two boxes shown in the imperial unit, each with its own aria-label ("Feet", "Inches"). */
  imperial: readonly [BoxProps, BoxProps];
  error?: string;
  /** Under the imperial boxes when there is no error: what will be saved, read out as it changes. */
  conversion?: ReactNode;
};

/**
 * A measurement stored in one unit and typed in either: a metric box, or two imperial boxes, switched by a small
 * control beside the label. The field lays them out and wires their labels; converting between the units is the
 * caller's job, since each measurement has its own rule for when a half-typed imperial value may be saved.
 */
export function DualUnitField<U extends string>({
  label,
  units,
  unit,
  onUnitChange,
  measurement,
  metric,
  imperial,
  error,
  conversion,
}: DualUnitFieldProps<U>) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined };
  const inMetric = unit === units[0].value;
  const options = measurement
    ? units.map((option) => ({ ...option, accessibleName: `${measurement} in ${option.label}` }))
    : units;

  return (
    <div className="grid content-start gap-1.5">
      <div className="flex min-h-7 items-center justify-between gap-2">
        {inMetric ? (
          <Label htmlFor={`${id}-metric`}>{label}</Label>
        ) : (
          <span id={`${id}-label`} className="text-sm leading-none font-medium text-body">
            {label}
          </span>
        )}
        <SegmentedControl look="compact" options={options} value={unit} onChange={onUnitChange} />
      </div>

      {inMetric ? (
        <UnitInput {...metric} id={`${id}-metric`} {...described} />
      ) : (
        <div role="group" aria-labelledby={`${id}-label`} className="grid grid-cols-2 gap-2">
          <UnitInput {...imperial[0]} {...described} />
          <UnitInput {...imperial[1]} {...described} />
        </div>
      )}

      {error ? (
        <p id={errorId} className="text-[0.8rem] font-medium text-destructive">
          {error}
        </p>
      ) : !inMetric && conversion ? (
        <p aria-live="polite" className="text-[0.8rem] text-muted-foreground">
          {conversion}
        </p>
      ) : null}
    </div>
  );
}
