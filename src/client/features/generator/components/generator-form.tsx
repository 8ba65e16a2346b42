import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Controller,
  useForm,
  type Control,
  type UseFormRegister,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, ShieldCheck, Sparkles } from 'lucide-react';
import { localToday } from '@/shared/clients/age';
import { clientAllergyName } from '@/shared/nutrition/client-allergies';
import { clientPlanDefaults } from '@/shared/nutrition/client-plan-defaults';
import type { Client, ClientSummary } from '@/shared/schemas/clients';
import type { z } from 'zod';
import { KCAL_PER_GRAM } from '@/shared/nutrition/plan-targets';
import {
  defaultMealDistribution,
  generationRequestSchema,
  generatorBounds,
  generatorDefaults,
  percentSumIssue,
  PERCENT_SUM_TOLERANCE,
  slotsForMeals,
  type GenerationValues,
  type HealthFilter,
  type MacroPreference,
  type PlanSlot,
} from '@/shared/schemas/generator';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { ClientPickerField } from '@/client/components/ui/client-picker';
import { SegmentedControl } from '@/client/components/ui/segmented-control';
import { clientQueryOptions } from '@/client/features/clients';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { HealthFilterChips } from './health-filter-chips';
import {
  DayTypesFields,
  WeekScheduleFields,
  dayTypesInKcal,
  typedEnergyInKcal,
  withScheduleKeys,
  type DayTypesForm,
} from '@/client/features/meal-plans';
import { useFormats } from '@/client/lib/use-formats';
import { energyInUnit, KJ_PER_KCAL, type Formats } from '@/shared/format/formats';
import type { EnergyUnit } from '@/shared/format/preferences';

/** Training on Monday, Wednesday and Friday, rest the other days: the schedule the first two types start with. */
const starterSchedule = ['0', '1', '0', '1', '0', '1', '1'];

type FormInput = z.input<typeof generationRequestSchema>;

const macroFields = {
  percentage: [
    { key: 'proteinPercent', label: 'Protein' },
    { key: 'carbsPercent', label: 'Carbs' },
    { key: 'fatPercent', label: 'Fat' },
  ],
  grams: [
    { key: 'proteinGrams', label: 'Protein' },
    { key: 'carbsGrams', label: 'Carbs' },
    { key: 'fatGrams', label: 'Fat' },
  ],
} as const;
type MacroField = (typeof macroFields)[MacroPreference][number]['key'];

/** The spec's defaults, as the boxes show them (the daily energy in the practice's unit). */
export function defaultFormValues(energyUnit: EnergyUnit = 'kcal'): FormInput {
  const macros = generatorDefaults.macroValues;
  return {
    clientId: '',
    mealDistribution: splitFor(generatorDefaults.mealsPerDay),
    nutrientLimits: { fiberMin: '', sodiumMax: '' },
    dayTypes: [],
    schedule: [],
    caloriesPerDay: String(energyInUnit(generatorDefaults.caloriesPerDay, energyUnit)),
    mealsPerDay: String(generatorDefaults.mealsPerDay),
    numberOfDays: String(generatorDefaults.numberOfDays),
    healthFilters: [],
    macroPreference: generatorDefaults.macroPreference,
    macroValues: {
      proteinPercent: String(macros.proteinPercent),
      carbsPercent: String(macros.carbsPercent),
      fatPercent: String(macros.fatPercent),
      proteinGrams: String(macros.proteinGrams),
      carbsGrams: String(macros.carbsGrams),
      fatGrams: String(macros.fatGrams),
    },
  };
}

const contractResolver = zodResolver(generationRequestSchema);

/**
 * The contract checks the form, with only the macro mode in use: what is typed in the hidden mode's boxes
 * is kept for switching back, and never blocks generating.
 */
// Energy typed in kJ (the practice's unit) is converted once, to the whole kcal the API takes (decision 0033).
const activeModeResolverFor =
  (formats: Formats): Resolver<FormInput, unknown, GenerationValues> =>
  async (values, context, options) => {
    const { energyUnit } = formats;
    const result = await activeModeResolver(
      dayTypesInKcal(
        { ...values, caloriesPerDay: typedEnergyInKcal(values.caloriesPerDay, energyUnit) } as FormInput & DayTypesForm,
        energyUnit,
      ) as FormInput,
      context,
      options,
    );
    // The contract's range is in kcal; a practice typing kJ reads it in kJ.
    const energyError = result.errors.caloriesPerDay;
    if (energyUnit === 'kJ' && energyError?.message?.startsWith('Daily calories must be between')) {
      const { min, max } = generatorBounds.caloriesPerDay;
      energyError.message = `Daily energy must be between ${formats.number(formats.energyValue(min))} and ${formats.energy(max)}`;
    }
    return result;
  };

const activeModeResolver: Resolver<FormInput, unknown, GenerationValues> = (values, context, options) => {
  const mode = values.macroPreference ?? 'percentage';
  const active = Object.fromEntries(macroFields[mode].map(({ key }) => [key, values.macroValues?.[key]]));
  // Limits left blank are not sent at all.
  const limits = Object.fromEntries(Object.entries(values.nutrientLimits ?? {}).filter(([, value]) => !isBlank(value)));
  // Day types: keys made from their names, the schedule's choices turned into them, and the plan starting today
  // (as it is saved) so the schedule's weekdays fall right. Without day types none of it is sent.
  const typed = withScheduleKeys(values as FormInput & DayTypesForm) as FormInput;
  return contractResolver(
    {
      ...typed,
      ...(typed.dayTypes ? { startDate: localToday() } : {}),
      macroValues: active,
      nutrientLimits: Object.keys(limits).length ? limits : undefined,
    },
    context,
    options,
  );
};

/** The default split for this many meals, as the boxes show it. */
function splitFor(mealsPerDay: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(defaultMealDistribution(mealsPerDay)).map(([slot, share]) => [slot, String(share)]),
  );
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const numberOr = (value: unknown, fallback: number) => {
  const number = isBlank(value) ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : fallback;
};

const mealsPerDayOptions = (['1', '2', '3', '4'] as const).map((value) => ({ value, label: value }));
const macroModeOptions = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'grams', label: 'Grams' },
] as const;
const slotNames = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

type GeneratorFormProps = {
  onGenerate: (values: GenerationValues) => void;
  generating: boolean;
  /** while the plan on screen is being regenerated or saved, a new plan would pull it away */
  disabled?: boolean;
  /** the clients list (summaries); the chosen client's whole profile is read by id */
  clients?: ClientSummary[];
  clientsLoading?: boolean;
};

/** Plan Configuration: the day's targets, how many meals and days, health filters and the macro split. */
export function GeneratorForm({
  onGenerate,
  generating,
  disabled = false,
  clients = [],
  clientsLoading = false,
}: GeneratorFormProps) {
  const formats = useFormats();
  const { energyUnit } = formats;
  const resolver = useMemo(() => activeModeResolverFor(formats), [formats]);
  const form = useForm<FormInput, unknown, GenerationValues>({
    resolver,
    defaultValues: defaultFormValues(energyUnit),
  });
  const { errors } = form.formState;
  const mode = (useWatch({ control: form.control, name: 'macroPreference' }) ?? 'percentage') as MacroPreference;
  const macroValues = useWatch({ control: form.control, name: 'macroValues' });
  const calories = useWatch({ control: form.control, name: 'caloriesPerDay' });
  const mealsPerDay = useWatch({ control: form.control, name: 'mealsPerDay' });
  const clientId = useWatch({ control: form.control, name: 'clientId' }) as string | undefined;
  const split = useWatch({ control: form.control, name: 'mealDistribution' }) as Record<string, unknown> | undefined;
  const dayTypes = (useWatch({ control: form.control, name: 'dayTypes' }) ?? []) as { name?: string }[];
  const queryClient = useQueryClient();
  const chosenClient = useQuery({ ...clientQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
  const client = clientId && chosenClient.data?.id === clientId ? chosenClient.data : null;
  const dayTypesTitleId = useId();

  // A new number of meals starts from that number's default split.
  const shownMeals = useRef(String(mealsPerDay));
  useEffect(() => {
    if (String(mealsPerDay) === shownMeals.current) return;
    shownMeals.current = String(mealsPerDay);
    form.setValue('mealDistribution', splitFor(numberOr(mealsPerDay, 3)));
  }, [mealsPerDay, form]);

  const chooseClient = async (id: string) => {
    form.setValue('clientId', id);
    if (!clients.some((entry) => entry.id === id)) return;
    // The list carries summaries: the energy estimate needs the whole profile (sex, age, height, weight, activity).
    let chosen: Client;
    try {
      chosen = await queryClient.fetchQuery(clientQueryOptions(id));
    } catch {
      toast({
        variant: 'destructive',
        title: 'Client Not Loaded',
        description: 'The client’s profile could not be read. Please try again.',
      });
      return;
    }
    if (form.getValues('clientId') !== id) return;
    const defaults = clientPlanDefaults(chosen, localToday());
    if (defaults.caloriesPerDay !== null)
      form.setValue('caloriesPerDay', String(energyInUnit(defaults.caloriesPerDay, energyUnit)), {
        shouldValidate: true,
      });
    form.setValue('macroPreference', 'percentage');
    form.setValue('macroValues.proteinPercent', String(defaults.macros.proteinPercent));
    form.setValue('macroValues.carbsPercent', String(defaults.macros.carbsPercent));
    form.setValue('macroValues.fatPercent', String(defaults.macros.fatPercent));
  };

  const onInvalid = (problems: FieldErrors<FormInput>) => {
    const values = form.getValues();
    const required = [
      values.caloriesPerDay,
      values.mealsPerDay,
      values.numberOfDays,
      ...macroFields[mode].map(({ key }) => values.macroValues?.[key]),
    ];
    if (required.some(isBlank)) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
      });
      return;
    }
    const sumIssue =
      mode === 'percentage' && problems.macroValues?.message ? percentSumIssue(percentages(values.macroValues)) : null;
    if (sumIssue) toast({ variant: 'destructive', title: 'Invalid Macros', description: sumIssue });
  };

  const submit = form.handleSubmit((values) => onGenerate(values), onInvalid);
  const slots = slotsForMeals(numberOr(mealsPerDay, 3));

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="plan-configuration-title">
      <h2 id="plan-configuration-title" className="text-lg font-semibold tracking-tight text-foreground">
        Plan Configuration
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label="Plan Configuration">
        <div className="grid gap-2">
          <ClientPickerField
            value={clientId ?? ''}
            onChange={(event) => void chooseClient(event.target.value)}
            disabled={disabled}
            clients={clients}
            loading={clientsLoading}
            placeholder="No client: set the targets yourself"
          />
          {client ? <ClientTargets client={client} /> : null}
        </div>

        <div className="grid grid-cols-2 gap-3">
          <FormField
            label={energyUnit === 'kJ' ? 'Daily Energy' : 'Daily Calories'}
            required
            error={errors.caloriesPerDay?.message}
          >
            {(control) => (
              <UnitInput unit={formats.energyLabel}>
                <Input
                  {...control}
                  {...form.register('caloriesPerDay')}
                  aria-required
                  type="number"
                  inputMode="numeric"
                  min={formats.energyValue(generatorBounds.caloriesPerDay.min)}
                  max={formats.energyValue(generatorBounds.caloriesPerDay.max)}
                  step={energyUnit === 'kJ' ? 100 : 50}
                  placeholder={`${formats.energyValue(generatorBounds.caloriesPerDay.min)}–${formats.energyValue(generatorBounds.caloriesPerDay.max)}`}
                  className="pr-11"
                />
              </UnitInput>
            )}
          </FormField>
          <FormField label="Number of Days" required error={errors.numberOfDays?.message}>
            {(control) => (
              <UnitInput unit="days">
                <Input
                  {...control}
                  {...form.register('numberOfDays')}
                  aria-required
                  type="number"
                  inputMode="numeric"
                  min={generatorBounds.numberOfDays.min}
                  max={generatorBounds.numberOfDays.max}
                  step={1}
                  placeholder={`${generatorBounds.numberOfDays.min}–${generatorBounds.numberOfDays.max}`}
                  className="pr-11"
                />
              </UnitInput>
            )}
          </FormField>
        </div>

        <Controller
          control={form.control}
          name="mealsPerDay"
          render={({ field }) => (
            <SegmentedControl
              semantics="radio"
              legend="Meals Per Day"
              required
              name={field.name}
              options={mealsPerDayOptions}
              value={String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint={slots.map((slot) => slotNames[slot]).join(' · ')}
            />
          )}
        />

        <MealSplit
          slots={slots}
          values={split}
          register={(slot) => form.register(`mealDistribution.${slot as PlanSlot}`)}
          error={(errors.mealDistribution as { message?: string } | undefined)?.message}
        />

        <Controller
          control={form.control}
          name="healthFilters"
          render={({ field }) => (
            <HealthFilterChips value={(field.value ?? []) as HealthFilter[]} onChange={field.onChange} />
          )}
        />

        <div className="grid gap-3">
          <Controller
            control={form.control}
            name="macroPreference"
            render={({ field }) => (
              <SegmentedControl
                semantics="radio"
                legend="Macronutrient Preference"
                name={field.name}
                options={macroModeOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <div className="grid grid-cols-3 gap-2">
            {macroFields[mode].map(({ key, label }) => (
              <FormField key={key} label={label} error={errors.macroValues?.[key]?.message}>
                {(control) => (
                  <UnitInput unit={mode === 'percentage' ? '%' : 'g'}>
                    <Input
                      {...control}
                      {...form.register(`macroValues.${key}`)}
                      aria-required
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={mode === 'percentage' ? 100 : undefined}
                      step={1}
                      className="pr-7"
                    />
                  </UnitInput>
                )}
              </FormField>
            ))}
          </div>
          <MacroSummary
            mode={mode}
            values={macroValues}
            calories={numberOr(calories, 0) / (energyUnit === 'kJ' ? KJ_PER_KCAL : 1)}
            invalid={Boolean(errors.macroValues?.message)}
          />
        </div>

        <div className="grid grid-cols-2 gap-2">
          <FormField label="Fibre at least" error={errors.nutrientLimits?.fiberMin?.message}>
            {(control) => (
              <UnitInput unit="g">
                <Input
                  {...control}
                  {...form.register('nutrientLimits.fiberMin')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  placeholder="optional"
                  className="pr-7"
                />
              </UnitInput>
            )}
          </FormField>
          <FormField label="Sodium at most" error={errors.nutrientLimits?.sodiumMax?.message}>
            {(control) => (
              <UnitInput unit="mg">
                <Input
                  {...control}
                  {...form.register('nutrientLimits.sodiumMax')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={100}
                  placeholder="optional"
                  className="pr-9"
                />
              </UnitInput>
            )}
          </FormField>
        </div>

        <section className="grid gap-3" aria-labelledby={dayTypesTitleId}>
          <p id={dayTypesTitleId} className="text-sm leading-none font-medium text-body">
            Training and Rest Days
          </p>
          <DayTypesFields
            compact
            control={form.control as unknown as Control<DayTypesForm>}
            register={form.register as unknown as UseFormRegister<DayTypesForm>}
            errors={errors.dayTypes as FieldErrors<DayTypesForm>['dayTypes']}
            hint="Every day aims at the daily calories above. Add day types to give training and rest days their own targets."
            gramsHint="Grams a day; left blank, the macro split above at the type’s calories."
            onEmptied={(empty) => form.setValue('schedule', empty ? [] : [...starterSchedule])}
          />
          {dayTypes.length ? (
            <WeekScheduleFields
              compact
              names={dayTypes.map((type) => type.name ?? '')}
              register={form.register as unknown as UseFormRegister<DayTypesForm>}
              errors={errors.schedule as FieldErrors<DayTypesForm>['schedule']}
            />
          ) : null}
        </section>

        <Button type="submit" size="lg" className="w-full" disabled={generating || disabled}>
          {generating ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Generating...
            </>
          ) : (
            <>
              <Sparkles aria-hidden="true" />
              Generate Plan
            </>
          )}
        </Button>
      </form>
    </Card>
  );
}

function percentages(values: FormInput['macroValues'] | undefined) {
  return {
    proteinPercent: numberOr(values?.proteinPercent, 0),
    carbsPercent: numberOr(values?.carbsPercent, 0),
    fatPercent: numberOr(values?.fatPercent, 0),
  };
}

/** Percentages: their live sum, which must be 100. Grams: the energy they add up to, next to the calorie target. */
function MacroSummary({
  mode,
  values,
  calories,
  invalid,
}: {
  mode: MacroPreference;
  values: FormInput['macroValues'] | undefined;
  /** the daily target in kcal, unrounded */
  calories: number;
  invalid: boolean;
}) {
  const formats = useFormats();
  if (mode === 'percentage') {
    const { proteinPercent, carbsPercent, fatPercent } = percentages(values);
    const sum = Math.round((proteinPercent + carbsPercent + fatPercent) * 10) / 10;
    const ok = Math.abs(sum - 100) <= PERCENT_SUM_TOLERANCE;
    return (
      <p
        data-testid="macro-sum"
        className={cn(
          'flex items-center justify-between rounded-lg px-3 py-2 text-sm tabular-nums',
          ok
            ? 'bg-brand-50 text-brand-900'
            : invalid
              ? 'bg-danger-50 text-danger-800'
              : 'bg-warning-50 text-warning-900',
        )}
      >
        <span>Total</span>
        <span className="font-semibold">{ok ? `${sum}%` : `${sum}% of 100%`}</span>
      </p>
    );
  }
  const grams = (key: MacroField) => numberOr(values?.[key], 0);
  const energy =
    grams('proteinGrams') * KCAL_PER_GRAM.protein +
    grams('carbsGrams') * KCAL_PER_GRAM.carbs +
    grams('fatGrams') * KCAL_PER_GRAM.fat;
  const gap = calories > 0 ? Math.round(((energy - calories) / calories) * 100) : 0;
  return (
    <p
      className={cn(
        'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm tabular-nums',
        Math.abs(gap) > 10 ? 'bg-warning-50 text-warning-900' : 'bg-background text-body',
      )}
    >
      <span>These grams make</span>
      <span className="font-semibold">
        {formats.energy(energy)}
        {calories > 0 && Math.abs(gap) > 10 ? ` (${gap > 0 ? '+' : '−'}${Math.abs(gap)}%)` : ''}
      </span>
    </p>
  );
}

/** An input with its unit shown inside, on the right. */
function UnitInput({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground"
      >
        {unit}
      </span>
    </div>
  );
}

/** What choosing the client did: the targets taken from the profile, and what every meal is screened for. */
function ClientTargets({ client }: { client: Client }) {
  const formats = useFormats();
  const defaults = clientPlanDefaults(client, localToday());
  const exclusions = [...client.allergies.map(clientAllergyName), ...client.dietaryRestrictions].filter(
    (entry) => entry.trim() !== '',
  );
  const { proteinPercent, carbsPercent, fatPercent } = defaults.macros;
  return (
    <div
      data-testid="client-targets"
      className="grid gap-1.5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-xs leading-relaxed text-brand-900"
    >
      <p>
        {defaults.caloriesPerDay !== null
          ? `${formats.energy(defaults.caloriesPerDay)}. ${defaults.calorieReason} `
          : `${defaults.calorieReason} `}
        {`Macros ${proteinPercent}/${carbsPercent}/${fatPercent} for ${defaults.goal}.`}
      </p>
      <p className="flex items-start gap-1.5">
        <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          {exclusions.length
            ? `Every meal is screened for ${exclusions.join(', ')}.`
            : 'No allergies or restrictions on record.'}
        </span>
      </p>
    </div>
  );
}

const slotShort = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

/** Each meal's share of the day's calories; the generator holds every meal to it. */
function MealSplit({
  slots,
  values,
  register,
  error,
}: {
  slots: ReturnType<typeof slotsForMeals>;
  values: Record<string, unknown> | undefined;
  register: (slot: string) => UseFormRegisterReturn;
  error: string | undefined;
}) {
  const legendId = useId();
  if (slots.length < 2) return null;
  const sum = Math.round(slots.reduce((total, slot) => total + numberOr(values?.[slot], 0), 0) * 10) / 10;
  const ok = Math.abs(sum - 100) <= PERCENT_SUM_TOLERANCE;
  return (
    <fieldset className="grid gap-2" aria-labelledby={legendId}>
      <div className="flex items-baseline justify-between gap-2">
        <legend id={legendId} className="text-sm leading-none font-medium text-body">
          Meal Split
        </legend>
        <span className={cn('text-xs tabular-nums', ok ? 'text-muted-foreground' : 'font-medium text-danger-700')}>
          {ok ? 'of the day’s calories' : `${sum}% of 100%`}
        </span>
      </div>
      <div
        className={cn(
          'grid gap-2',
          slots.length === 4 ? 'grid-cols-4' : slots.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
        )}
      >
        {slots.map((slot) => (
          <label key={slot} className="grid gap-1">
            <span className="text-xs text-subtle">{slotShort[slot]}</span>
            <UnitInput unit="%">
              <Input
                {...register(slot)}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={5}
                aria-label={`${slotShort[slot]} share`}
                className="pr-6"
              />
            </UnitInput>
          </label>
        ))}
      </div>
      {error ? <p className="text-[0.8rem] font-medium text-danger-700">{error}</p> : null}
    </fieldset>
  );
}
