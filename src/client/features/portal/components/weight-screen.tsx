import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Scale } from 'lucide-react';
import { localToday } from '@/shared/clients/age';
import { measurementInputSchema, type MeasurementInput } from '@/shared/schemas/portal';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { shortDate } from '../lib/format-portal';
import { useAddMeasurement } from '../api/use-add-measurement';
import { useMeasurements } from '../api/use-measurements';
import { usePortalMe } from '../api/use-portal-me';
import { PortalEmpty, PortalLoadError, PortalSkeleton } from './portal-states';

const fields = ['date', 'weightKg', 'waistCm'] as const;
const numberOrEmpty = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Log a weight (and waist) and see the log; the dietitian sees it as a chart on the profile. */
export function WeightScreen() {
  const measurements = useMeasurements();
  const me = usePortalMe();
  const goal = me.data?.goalWeightKg ?? null;

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
            {goal !== null ? <span className="text-xs text-subtle">Goal {goal} kg</span> : null}
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
                  <td className="px-4 py-2.5 text-foreground-soft">{shortDate(entry.date)}</td>
                  <td className="px-4 py-2.5 text-right font-semibold text-foreground tabular-nums">
                    {entry.weightKg.toFixed(1)} kg
                  </td>
                  <td className="px-4 py-2.5 text-right text-body tabular-nums">
                    {entry.waistCm === null ? '–' : `${entry.waistCm} cm`}
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

function WeightForm() {
  const add = useAddMeasurement();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MeasurementInput>({
    resolver: zodResolver(measurementInputSchema) as never,
    defaultValues: { date: localToday(), weightKg: '' as unknown as number, waistCm: null },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(values);
      toast({ title: 'Weight logged', description: `${values.weightKg} kg on ${shortDate(values.date)}` });
      form.reset({ date: localToday(), weightKg: '' as unknown as number, waistCm: null });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, form.setError));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Log a weight"
      className="grid gap-4 rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField label="Weight (kg)" error={errors.weightKg?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('weightKg', { setValueAs: numberOrEmpty })}
              type="number"
              inputMode="decimal"
              step="0.1"
              aria-required="true"
              placeholder="72.4"
            />
          )}
        </FormField>
        <FormField label="Waist (cm, optional)" error={errors.waistCm?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('waistCm', { setValueAs: (value) => numberOrEmpty(value) ?? null })}
              type="number"
              inputMode="decimal"
              step="0.5"
              placeholder="84"
            />
          )}
        </FormField>
      </div>
      <FormField label="Date" error={errors.date?.message}>
        {(control) => <Input {...control} {...form.register('date')} type="date" max={localToday()} />}
      </FormField>
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
