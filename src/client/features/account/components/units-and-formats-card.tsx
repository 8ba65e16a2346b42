import { useState } from 'react';
import { Languages, LoaderCircle } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { usePreferences } from '@/client/lib/use-formats';
import { createFormats } from '@/shared/format/formats';
import {
  bodyUnitLabels,
  bodyUnits,
  defaultPreferences,
  energyUnitLabels,
  energyUnits,
  kitchenUnitLabels,
  kitchenUnits,
  localeLabels,
  supportedLocales,
  type Preferences,
} from '@/shared/schemas/preferences';
import { useSavePreferences } from '../api/use-save-preferences';

/** What the preview writes: a day's energy, a weight, a height and a date, in the choices being made. */
const SAMPLE = { kcal: 2000, kg: 72.5, cm: 170, date: '2026-01-05' };

/**
 * Settings → Units and formats (issue 34): the locale of dates and numbers and the units of body measures, the
 * kitchen and energy, with a preview of how figures will read. Only what is shown changes: the data keeps kcal,
 * g, kg and cm.
 */
export function UnitsAndFormatsCard() {
  const saved = usePreferences().data ?? defaultPreferences;
  const [draft, setDraft] = useState<Preferences | null>(null);
  const values = draft ?? saved;
  const save = useSavePreferences();
  const preview = createFormats(values);
  const set = <Key extends keyof Preferences>(key: Key, value: Preferences[Key]) =>
    setDraft({ ...values, [key]: value });
  const changed = (Object.keys(values) as (keyof Preferences)[]).some((key) => values[key] !== saved[key]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: 'Settings Saved', description: 'Figures on every screen and document follow your choices.' });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: error.message || 'Failed to update settings. Please try again.',
        }),
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form className="grid gap-5" aria-labelledby="units-title" onSubmit={onSubmit}>
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Languages aria-hidden="true" className="size-4" />
          </span>
          <div>
            <h2 id="units-title" className="text-base font-semibold text-foreground">
              Units and formats
            </h2>
            <p className="text-sm text-muted-foreground">
              How dates, numbers, energy and body measures read on your screens, plans and reports.
            </p>
          </div>
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Language and region">
            {(control) => (
              <NativeSelect
                {...control}
                value={values.locale}
                onChange={(event) => set('locale', event.target.value as Preferences['locale'])}
              >
                {supportedLocales.map((locale) => (
                  <option key={locale} value={locale}>
                    {localeLabels[locale]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Energy">
            {(control) => (
              <NativeSelect
                {...control}
                value={values.energyUnit}
                onChange={(event) => set('energyUnit', event.target.value as Preferences['energyUnit'])}
              >
                {energyUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {energyUnitLabels[unit]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Body weight and height">
            {(control) => (
              <NativeSelect
                {...control}
                value={values.bodyUnits}
                onChange={(event) => set('bodyUnits', event.target.value as Preferences['bodyUnits'])}
              >
                {bodyUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {bodyUnitLabels[unit]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label="Kitchen amounts"
            hint="Weights on shopping lists, wherever they are read. Cups and spoons stay as the recipe has them."
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={values.kitchenUnits}
                onChange={(event) => set('kitchenUnits', event.target.value as Preferences['kitchenUnits'])}
              >
                {kitchenUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {kitchenUnitLabels[unit]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-body" aria-live="polite">
          <span className="font-medium text-foreground">Preview: </span>
          <span data-testid="units-preview">
            {[
              preview.calendarDate(SAMPLE.date),
              preview.energy(SAMPLE.kcal),
              preview.weight(SAMPLE.kg),
              preview.height(SAMPLE.cm),
            ].join(' · ')}
          </span>
        </p>
        <div>
          <Button type="submit" disabled={!changed || save.isPending}>
            {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {save.isPending ? 'Saving...' : 'Save units and formats'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
