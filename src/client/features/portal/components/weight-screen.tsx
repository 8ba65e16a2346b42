import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoaderCircle, Scale } from 'lucide-react';
import { localToday } from '@/shared/clients/age';
import { parseLocaleNumber, parseWeight, type Formats } from '@/shared/format/formats';
import { measurementInputSchema, type MeasurementInput } from '@/shared/schemas/portal';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField, type FieldControlProps } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { parseWaist, usePortalFormats, waistInUnit } from '../lib/portal-formats';
import { useAddMeasurement } from '../api/use-add-measurement';
import { useMeasurements } from '../api/use-measurements';
import { usePortalMe } from '../api/use-portal-me';
import { PortalEmpty, PortalLoadError, PortalSkeleton } from './portal-states';

/** Log a weight (and waist) and see the log; the dietitian sees it as a chart on the profile. */
export function WeightScreen() {
  const measurements = useMeasurements();
  const me = usePortalMe();
  const goal = me.data?.goalWeightKg ?? null;
  const formats = usePortalFormats();

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">Weight log</h1>
      <WeightForm />
      {measurements.isPending ? (
        <PortalSkeleton cards={1} />
      ) : measurements.isError ? (
        <PortalLoadError what="Your weight log" onRetry={() => measurements.refetch()} />
      ) : measurements.data.length === 0 ? (
        <PortalEmpty icon={Scale} title="No entries yet">
          Log your first weight above. Weigh yourself at the same time of day for the clearest trend.
        </PortalEmpty>
      ) : (
        <section
          aria-labelledby="log-heading"
          className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm"
        >
          <div className="flex items-baseline justify-between border-b border-muted px-4 py-2.5">
            <h2 id="log-heading" className="text-sm font-semibold text-foreground-soft">
              Your entries
            </h2>
            {goal !== null ? <span className="text-xs text-subtle">Goal {formats.weight(goal)}</span> : null}
          </div>
          <table className="w-full text-sm">
            <caption className="sr-only">Your weight log, newest first</caption>
            <thead className="text-left text-xs text-subtle">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Weight
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Waist
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-muted">
              {measurements.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-2.5 text-foreground-soft">{formats.shortDayDate(entry.date)}</td>
                  <td className="px-4 py-2.5 text-right font-semibold text-foreground tabular-nums">
                    {formats.weight(entry.weightKg)}
                  </td>
                  <td className="px-4 py-2.5 text-right text-body tabular-nums">
                    {entry.waistCm === null ? '–' : waistInUnit(formats, entry.waistCm)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

type WeightFormValues = { date: string; weight: string; pounds: string; waist: string };
const emptyForm = (): WeightFormValues => ({ date: localToday(), weight: '', pounds: '', waist: '' });
type WeightBox = 'date' | 'weight' | 'waist';

/** A box's number, or undefined when it is empty; NaN when it is not a number. */
function typed(text: string, locale: string): number | undefined {
  if (!text.trim()) return undefined;
  return parseLocaleNumber(text, locale) ?? Number.NaN;
}

/**
 * What was typed, in the client's units (kg; lb; st and lb), as the API's kilograms and centimetres: converted once
 * here (parseWeight: 11 st 6 lb → 72.6 kg, shown again as 11 st 6 lb); else the box to blame and why.
 */
function toMeasurement(
  values: WeightFormValues,
  formats: Formats,
): { input: MeasurementInput } | { field: WeightBox; message: string } {
  const { bodyUnits, locale } = formats;
  const weight = typed(values.weight, locale);
  const pounds = typed(values.pounds, locale);
  const waist = typed(values.waist, locale);
  let weightKg: number | undefined;
  if (bodyUnits === 'metric') weightKg = weight;
  else if (bodyUnits === 'us') {
    if (weight === undefined || Number.isNaN(weight))
      return { field: 'weight', message: 'Weight must be a number of pounds' };
    weightKg = parseWeight({ pounds: weight });
  } else {
    if ((weight === undefined && pounds === undefined) || Number.isNaN(weight) || Number.isNaN(pounds))
      return { field: 'weight', message: 'Enter your weight in stones and pounds' };
    if (pounds !== undefined && (pounds < 0 || pounds >= 14))
      return { field: 'weight', message: 'Pounds must be from 0 to 13' };
    weightKg = parseWeight({ stones: weight ?? 0, pounds: pounds ?? 0 });
  }
  const input = {
    date: values.date,
    weightKg: weightKg as number,
    waistCm: waist === undefined ? null : Number.isNaN(waist) ? waist : parseWaist(formats, waist),
  };
  const parsed = measurementInputSchema.safeParse(input);
  if (parsed.success) return { input };
  const issue = parsed.error.issues[0];
  const field = issue.path[0] === 'weightKg' ? 'weight' : issue.path[0] === 'waistCm' ? 'waist' : 'date';
  // Kilograms and centimetres say it as the API does; other units name their own bounds.
  if (bodyUnits === 'metric' || field === 'date') return { field, message: issue.message };
  return field === 'weight'
    ? { field, message: `Weight must be between ${formats.weight(20)} and ${formats.weight(400)}` }
    : { field, message: `Waist must be between ${waistInUnit(formats, 30)} and ${waistInUnit(formats, 250)}` };
}

function WeightForm() {
  const add = useAddMeasurement();
  const formats = usePortalFormats();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WeightFormValues>({ defaultValues: emptyForm() });
  const { errors } = form.formState;
  const { bodyUnits } = formats;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const measurement = toMeasurement(values, formats);
    if ('message' in measurement) {
      form.setError(measurement.field, { type: 'validate', message: measurement.message });
      return;
    }
    const { input } = measurement;
    try {
      await add.mutateAsync(input);
      toast({
        title: 'Weight logged',
        description: `${formats.weight(input.weightKg)} on ${formats.shortDayDate(input.date)}`,
      });
      form.reset(emptyForm());
    } catch (error) {
      // The API names kilograms and centimetres; its messages go under the boxes that hold them.
      const server = applyServerErrors(error, ['date', 'weightKg', 'waistCm'] as const, (path, message) =>
        form.setError(path === 'weightKg' ? 'weight' : path === 'waistCm' ? 'waist' : 'date', message),
      );
      setFormError(server);
    }
  });

  const waistLabel = bodyUnits === 'metric' ? 'Waist (cm, optional)' : 'Waist (in, optional)';
  const numberBox =
    (name: 'weight' | 'pounds' | 'waist', placeholder: string, required = false) =>
    (control: FieldControlProps) => (
      <Input
        {...control}
        {...form.register(name)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...(required ? { 'aria-required': 'true' as const } : {})}
        placeholder={placeholder}
      />
    );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Log a weight"
      className="grid gap-4 rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      {bodyUnits === 'uk' ? (
        <fieldset className="grid gap-1.5">
          <legend className="sr-only">Weight in stones and pounds</legend>
          <div className="grid grid-cols-2 items-start gap-3">
            <FormField label="Weight (st)" error={errors.weight?.message}>
              {numberBox('weight', '11', true)}
            </FormField>
            <FormField label="Pounds (lb)">{numberBox('pounds', '6')}</FormField>
          </div>
        </fieldset>
      ) : null}
      <div className="grid grid-cols-2 items-start gap-3">
        {bodyUnits === 'uk' ? null : (
          <FormField label={bodyUnits === 'us' ? 'Weight (lb)' : 'Weight (kg)'} error={errors.weight?.message}>
            {numberBox('weight', bodyUnits === 'us' ? '160' : '72.4', true)}
          </FormField>
        )}
        <FormField label={waistLabel} error={errors.waist?.message}>
          {numberBox('waist', bodyUnits === 'metric' ? '84' : '33')}
        </FormField>
        {bodyUnits === 'uk' ? (
          <FormField label="Date" error={errors.date?.message}>
            {(control) => <Input {...control} {...form.register('date')} type="date" max={localToday()} />}
          </FormField>
        ) : null}
      </div>
      {bodyUnits === 'uk' ? null : (
        <FormField label="Date" error={errors.date?.message}>
          {(control) => <Input {...control} {...form.register('date')} type="date" max={localToday()} />}
        </FormField>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={add.isPending}
        className="w-full bg-(--brand) text-(--on-brand) hover:bg-(--brand) hover:opacity-90"
      >
        {add.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Log weight
      </Button>
    </form>
  );
}
