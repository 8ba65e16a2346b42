import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { dayTypeKeyFrom, MAX_DAY_TYPES, WEEKDAYS, type DayType, type DayTypeInput } from '@/shared/schemas/day-types';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { cn } from '@/client/lib/cn';
import { useFormats } from '@/client/lib/use-formats';
import { energyInUnit, parseEnergy } from '@/shared/format/formats';
import type { EnergyUnit } from '@/shared/format/preferences';

/** The part of a form these fields fill: its day types as the boxes hold them, and (the generator) a schedule. */
export type DayTypesForm = { dayTypes?: DayTypeInput[] | null; schedule?: string[] };

/** A day type as its boxes show it: numbers as text, '' for "not set"; its energy in the practice's unit. */
export function dayTypeFormValues(
  types: readonly DayType[] | null | undefined,
  energyUnit: EnergyUnit = 'kcal',
): DayTypeInput[] {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return (types ?? []).map((type) => ({
    key: type.key,
    name: type.name,
    targetCalories: String(energyInUnit(type.targetCalories, energyUnit)),
    targetProtein: text(type.targetProtein),
    targetCarbs: text(type.targetCarbs),
    targetFat: text(type.targetFat),
  }));
}

/**
 * Keys for the types the practitioner named (nobody types a key): a new type's key comes from its name, an
 * existing one keeps its own, so its days keep it. `savedKeys` are the keys the saved plan had: a new type takes
 * none of them, even one whose type was just removed. An empty list means no day types.
 */
export function withDayTypeKeys<T extends DayTypesForm>(values: T, savedKeys: readonly string[] = []): T {
  const types = values.dayTypes;
  if (!Array.isArray(types)) return values;
  if (types.length === 0) return { ...values, dayTypes: null };
  const taken = [...savedKeys, ...types.map((type) => type.key ?? '').filter(Boolean)];
  const dayTypes = types.map((type) => {
    if (type.key) return type;
    const key = dayTypeKeyFrom(String(type.name ?? ''), taken);
    taken.push(key);
    return { ...type, key };
  });
  return { ...values, dayTypes };
}

/**
 * An energy box's text typed in kJ, converted once to the whole kcal the API keeps (decision 0033); in kcal, or not
 * a plain number (the schema then names the problem), as typed.
 */
export function typedEnergyInKcal<T>(typed: T, energyUnit: EnergyUnit): T | string {
  const text = typeof typed === 'string' ? typed.trim() : '';
  if (energyUnit === 'kcal' || !/^\d+(\.\d+)?$/.test(text)) return typed;
  return String(parseEnergy(Number(text), 'kJ'));
}

/** The day types' energy boxes typed in kJ, as kcal (typedEnergyInKcal); the rest as typed. */
export function dayTypesInKcal<T extends DayTypesForm>(values: T, energyUnit: EnergyUnit): T {
  if (energyUnit === 'kcal' || !Array.isArray(values.dayTypes)) return values;
  return {
    ...values,
    dayTypes: values.dayTypes.map((type) => ({
      ...type,
      targetCalories: typedEnergyInKcal(type.targetCalories, energyUnit),
    })),
  };
}

const starter: DayTypeInput[] = [
  { key: '', name: 'Training day', targetCalories: '', targetProtein: '', targetCarbs: '', targetFat: '' },
  { key: '', name: 'Rest day', targetCalories: '', targetProtein: '', targetCarbs: '', targetFat: '' },
];

/**
 * Day types with their own targets (training and rest days, a refeed day): a row per type, its name and its
 * calories, and the grams where the practitioner sets them. With none, every day has the plan's targets.
 */
export function DayTypesFields({
  control,
  register,
  errors,
  hint,
  gramsHint = 'Grams a day; a box left blank sets no target for it.',
  onEmptied,
  compact = false,
}: {
  /** what a blank grams box means here */
  gramsHint?: string;
  /** a narrow column (the generator's form): name on one line, the four targets below */
  compact?: boolean;
  control: Control<DayTypesForm>;
  register: UseFormRegister<DayTypesForm>;
  errors?: FieldErrors<DayTypesForm>['dayTypes'];
  hint: string;
  /** called when the first types are added (the generator fills its schedule then) */
  onEmptied?: (empty: boolean) => void;
}) {
  const { energyLabel } = useFormats();
  const { fields, append, remove } = useFieldArray({ control, name: 'dayTypes' as never, keyName: 'fieldId' });
  const rowErrors = errors as unknown as
    (Partial<Record<keyof DayTypeInput, { message?: string }>> | undefined)[] | undefined;
  const listError = (errors as { message?: string } | undefined)?.message;
  return (
    <div className="grid gap-3">
      {fields.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed border-input px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{hint}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              append(starter as never);
              onEmptied?.(false);
            }}
          >
            <Plus aria-hidden="true" />
            Add Training and Rest Days
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Day types">
          {fields.map((field, index) => {
            const rowError = rowErrors?.[index];
            return (
              <li
                key={(field as { fieldId: string }).fieldId}
                className={cn(
                  'grid items-start gap-3 rounded-lg bg-background p-3 ring-1 ring-muted',
                  compact
                    ? 'grid-cols-4 gap-2'
                    : 'grid-cols-2 sm:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))_auto]',
                )}
              >
                <FormField
                  label="Day type"
                  required
                  error={rowError?.name?.message ?? rowError?.key?.message}
                  className={compact ? 'col-span-3' : 'col-span-2 sm:col-span-1'}
                >
                  {(props) => (
                    <Input {...props} aria-required {...register(`dayTypes.${index}.name`)} autoComplete="off" />
                  )}
                </FormField>
                <FormField label={energyLabel} required error={rowError?.targetCalories?.message}>
                  {(props) => (
                    <Input
                      {...props}
                      aria-required
                      {...register(`dayTypes.${index}.targetCalories`)}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  )}
                </FormField>
                {(
                  [
                    ['targetProtein', 'Protein'],
                    ['targetCarbs', 'Carbs'],
                    ['targetFat', 'Fat'],
                  ] as const
                ).map(([name, label]) => (
                  <FormField key={name} label={compact ? label : `${label} g`} error={rowError?.[name]?.message}>
                    {(props) => (
                      <Input
                        {...props}
                        {...register(`dayTypes.${index}.${name}`)}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="auto"
                      />
                    )}
                  </FormField>
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className={cn(
                    'self-end justify-self-end',
                    compact ? 'order-first col-start-4 row-start-1 mb-1' : 'sm:mb-1',
                  )}
                  aria-label={`Remove day type ${index + 1}`}
                  onClick={() => {
                    remove(index);
                    if (fields.length === 1) onEmptied?.(true);
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {fields.length > 0 ? <p className="text-[0.8rem] text-muted-foreground">{gramsHint}</p> : null}
      {listError ? <p className="text-[0.8rem] font-medium text-destructive">{listError}</p> : null}
      {fields.length > 0 && fields.length < MAX_DAY_TYPES ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            append({
              key: '',
              name: '',
              targetCalories: '',
              targetProtein: '',
              targetCarbs: '',
              targetFat: '',
            } as never)
          }
        >
          <Plus aria-hidden="true" />
          Add Day Type
        </Button>
      ) : null}
    </div>
  );
}

/** The generator's weekly schedule: which day type each weekday is, Monday first. */
export function WeekScheduleFields({
  names,
  register,
  errors,
  compact = false,
}: {
  compact?: boolean;
  /** the day types' names as typed, in order; the schedule holds their index until the keys are made */
  names: string[];
  register: UseFormRegister<DayTypesForm>;
  errors?: FieldErrors<DayTypesForm>['schedule'];
}) {
  const rowErrors = errors as unknown as ({ message?: string } | undefined)[] | undefined;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-body">Week</legend>
      <div className={cn('grid gap-2', compact ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-4 lg:grid-cols-7')}>
        {WEEKDAYS.map((weekday, index) => (
          <FormField key={weekday} label={compact ? weekday : weekday.slice(0, 3)} error={rowErrors?.[index]?.message}>
            {(props) => (
              <NativeSelect {...props} aria-label={weekday} {...register(`schedule.${index}`)}>
                {names.map((name, type) => (
                  <option key={type} value={String(type)}>
                    {name || `Day type ${type + 1}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The generator's values as the request takes them: keys made for the types, the schedule's type numbers turned
 * into those keys; without day types, no schedule either.
 */
export function withScheduleKeys<T extends DayTypesForm>(values: T): T {
  const keyed = withDayTypeKeys(values);
  const types = keyed.dayTypes;
  if (!types?.length) {
    const { schedule: _schedule, ...rest } = keyed;
    return { ...rest, dayTypes: undefined } as T;
  }
  return {
    ...keyed,
    schedule: (keyed.schedule ?? []).map((index) => types[Number(index)]?.key ?? String(index)),
  };
}
