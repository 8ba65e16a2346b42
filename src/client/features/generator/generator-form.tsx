import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Sparkles } from 'lucide-react';
import type { z } from 'zod';
import { KCAL_PER_GRAM } from '@/shared/nutrition/plan-targets';
import {
  generationRequestSchema,
  generatorDefaults,
  percentSumIssue,
  PERCENT_SUM_TOLERANCE,
  slotsForMeals,
  type GenerationValues,
  type HealthFilter,
  type MacroPreference,
} from '@/shared/schemas/generator';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { HealthFilterChips } from './health-filter-chips';
import { SegmentedChoice } from './segmented-choice';

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

/** The spec's defaults, as the boxes show them. */
export function defaultFormValues(): FormInput {
  const macros = generatorDefaults.macroValues;
  return {
    caloriesPerDay: String(generatorDefaults.caloriesPerDay),
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
const activeModeResolver: Resolver<FormInput, unknown, GenerationValues> = (values, context, options) => {
  const mode = values.macroPreference ?? 'percentage';
  const active = Object.fromEntries(macroFields[mode].map(({ key }) => [key, values.macroValues?.[key]]));
  return contractResolver({ ...values, macroValues: active }, context, options);
};

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const numberOr = (value: unknown, fallback: number) => {
  const number = isBlank(value) ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : fallback;
};

const mealsPerDayOptions = ['1', '2', '3', '4'].map((value) => ({ value, label: value }));
const macroModeOptions = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'grams', label: 'Grams' },
];
const slotNames = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

type GeneratorFormProps = {
  onGenerate: (values: GenerationValues) => void;
  generating: boolean;
  /** while the plan on screen is being regenerated or saved, a new plan would pull it away */
  disabled?: boolean;
};

/** Plan Configuration: the day's targets, how many meals and days, health filters and the macro split. */
export function GeneratorForm({ onGenerate, generating, disabled = false }: GeneratorFormProps) {
  const form = useForm<FormInput, unknown, GenerationValues>({ resolver: activeModeResolver, defaultValues: defaultFormValues() });
  const { errors } = form.formState;
  const mode = (useWatch({ control: form.control, name: 'macroPreference' }) ?? 'percentage') as MacroPreference;
  const macroValues = useWatch({ control: form.control, name: 'macroValues' });
  const calories = useWatch({ control: form.control, name: 'caloriesPerDay' });
  const mealsPerDay = useWatch({ control: form.control, name: 'mealsPerDay' });

  const onInvalid = (problems: FieldErrors<FormInput>) => {
    const values = form.getValues();
    const required = [values.caloriesPerDay, values.mealsPerDay, values.numberOfDays, ...macroFields[mode].map(({ key }) => values.macroValues?.[key])];
    if (required.some(isBlank)) {
      toast({ variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields.' });
      return;
    }
    const sumIssue = mode === 'percentage' && problems.macroValues?.message ? percentSumIssue(percentages(values.macroValues)) : null;
    if (sumIssue) toast({ variant: 'destructive', title: 'Invalid Macros', description: sumIssue });
  };

  const submit = form.handleSubmit((values) => onGenerate(values), onInvalid);
  const slots = slotsForMeals(numberOr(mealsPerDay, 3));

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="plan-configuration-title">
      <h2 id="plan-configuration-title" className="text-lg font-semibold tracking-tight text-slate-900">
        Plan Configuration
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label="Plan Configuration">
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Daily Calories" required error={errors.caloriesPerDay?.message}>
            {(control) => (
              <UnitInput unit="kcal">
                <Input {...control} {...form.register('caloriesPerDay')} aria-required type="number" inputMode="numeric" min={1000} max={5000} step={50} placeholder="1000–5000" className="pr-11" />
              </UnitInput>
            )}
          </FormField>
          <FormField label="Number of Days" required error={errors.numberOfDays?.message}>
            {(control) => (
              <UnitInput unit="days">
                <Input {...control} {...form.register('numberOfDays')} aria-required type="number" inputMode="numeric" min={1} max={30} step={1} placeholder="1–30" className="pr-11" />
              </UnitInput>
            )}
          </FormField>
        </div>

        <SegmentedChoice
          legend="Meals Per Day"
          required
          options={mealsPerDayOptions}
          field={form.register('mealsPerDay')}
          hint={slots.map((slot) => slotNames[slot]).join(' · ')}
        />

        <Controller
          control={form.control}
          name="healthFilters"
          render={({ field }) => <HealthFilterChips value={(field.value ?? []) as HealthFilter[]} onChange={field.onChange} />}
        />

        <div className="grid gap-3">
          <SegmentedChoice legend="Macronutrient Preference" options={macroModeOptions} field={form.register('macroPreference')} />
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
          <MacroSummary mode={mode} values={macroValues} calories={numberOr(calories, 0)} invalid={Boolean(errors.macroValues?.message)} />
        </div>

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
function MacroSummary({ mode, values, calories, invalid }: { mode: MacroPreference; values: FormInput['macroValues'] | undefined; calories: number; invalid: boolean }) {
  if (mode === 'percentage') {
    const { proteinPercent, carbsPercent, fatPercent } = percentages(values);
    const sum = Math.round((proteinPercent + carbsPercent + fatPercent) * 10) / 10;
    const ok = Math.abs(sum - 100) <= PERCENT_SUM_TOLERANCE;
    return (
      <p
        data-testid="macro-sum"
        className={cn(
          'flex items-center justify-between rounded-lg px-3 py-2 text-sm tabular-nums',
          ok ? 'bg-brand-50 text-brand-900' : invalid ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
        )}
      >
        <span>Total</span>
        <span className="font-semibold">{ok ? `${sum}%` : `${sum}% of 100%`}</span>
      </p>
    );
  }
  const grams = (key: MacroField) => numberOr(values?.[key], 0);
  const energy = grams('proteinGrams') * KCAL_PER_GRAM.protein + grams('carbsGrams') * KCAL_PER_GRAM.carbs + grams('fatGrams') * KCAL_PER_GRAM.fat;
  const gap = calories > 0 ? Math.round(((energy - calories) / calories) * 100) : 0;
  return (
    <p className={cn('flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm tabular-nums', Math.abs(gap) > 10 ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700')}>
      <span>These grams make</span>
      <span className="font-semibold">
        {`${Math.round(energy).toLocaleString('en-US')} kcal`}
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
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-slate-500">
        {unit}
      </span>
    </div>
  );
}
