import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle, ScanText } from 'lucide-react';
import { allergenLabels, allergens, type Allergen, type AllergenStatus } from '@/shared/nutrition/allergens';
import { animalFacts, animalFactWords, type AnimalFact } from '@/shared/nutrition/animal-facts';
import { micronutrientInfo, micronutrientKeys } from '@/shared/nutrition/nutrients';
import {
  CUSTOM_FOOD_DESCRIPTION_MAX,
  customFoodInputSchema,
  energyFromMacros,
  type CustomFood,
  type LabelReading,
} from '@/shared/schemas/custom-foods';
import { practiceAllergenStatuses, type PracticeAllergenStatus } from '@/shared/schemas/nutrition';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { StatusSelect } from '@/client/components/ui/status-select';
import { Textarea } from '@/client/components/ui/textarea';
import { ApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/cn';
import { KJ_PER_KCAL } from '@/shared/format/formats';
import { useFormats } from '@/client/lib/use-formats';
import { useReadLabel } from '../api/use-read-label';
import { useSaveCustomFood } from '../api/use-save-custom-food';
import {
  blankCustomFood,
  confirmableAllergens,
  coreLabelNutrients,
  coreNutrientNames,
  customFoodDraft,
  customFoodInput,
  errorsByPath,
  type CustomFoodDraft,
  type LabelNutrientKey,
} from '../lib/custom-food-form-values';

type Evidence = LabelReading['allergenEvidence'][Allergen];

/**
 * A food typed from its label: the serving, the nutrition panel per serving, the ingredient list and allergen
 * statements. The label's words are read into the allergen and animal statuses, shown here to confirm or change
 * before the food is saved; the confirmed statuses are the food's.
 */
export function CustomFoodForm({
  food,
  initialDescription,
  onSaved,
  onCancel,
}: {
  food?: CustomFood;
  initialDescription?: string;
  onSaved: (food: CustomFood) => void;
  onCancel: () => void;
}) {
  const { energyUnit } = useFormats();
  const [draft, setDraft] = useState<CustomFoodDraft>(() =>
    food ? customFoodDraft(food, energyUnit) : blankCustomFood(initialDescription),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [evidence, setEvidence] = useState<LabelReading | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveCustomFood(food?.id);
  const read = useReadLabel();
  const statusesRef = useRef<HTMLDivElement>(null);

  const change = (patch: Partial<CustomFoodDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) for (const path of pathsOfField(key)) delete next[path];
      return next;
    });
  };
  // New label words make the statuses read from the old ones stale: they are read again before saving.
  const changeLabelText = (patch: Pick<Partial<CustomFoodDraft>, 'ingredientsText' | 'allergenStatement'>) => {
    change({ ...patch, allergens: null, animalFacts: null });
    setEvidence(null);
  };
  const setNutrient = (key: LabelNutrientKey, value: string) => {
    setDraft((current) => ({
      ...current,
      nutrients: { ...current.nutrients, [key]: value },
      confirmEnergyMismatch: false,
    }));
    setErrors((current) => {
      const next = { ...current };
      delete next[`nutrientsPerServing.${key}`];
      delete next['nutrientsPerServing.calories'];
      return next;
    });
  };

  const readLabel = (then?: () => void) =>
    read.mutate(
      { ingredientsText: draft.ingredientsText || null, allergenStatement: draft.allergenStatement || null },
      {
        onSuccess: (reading) => {
          setEvidence(reading);
          setDraft((current) => ({
            ...current,
            allergens: confirmableAllergens(reading),
            animalFacts: reading.animalFacts,
          }));
          then?.();
          // The statuses appear below the fields typed: brought into view, to be read before saving.
          requestAnimationFrame(() => statusesRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
        },
        onError: (error) => setErrors(errorsByPath(error.errors)),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Opened from the recipe form: React carries a submit through the portal to that form too.
    event.stopPropagation();
    setNotice(null);
    const input = customFoodInput(draft, energyUnit);
    const checked = customFoodInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        errorsByPath(checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))),
      );
      return;
    }
    const hasLabelText = Boolean(draft.ingredientsText.trim() || draft.allergenStatement.trim());
    if (hasLabelText && draft.allergens === null) {
      readLabel(() =>
        setNotice('Check the allergens read from the label above, change any that are wrong, then save.'),
      );
      return;
    }
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length) setErrors(errorsByPath(error.errors));
        else setNotice(error.message);
      },
    });
  };

  const energyMismatch = errors['nutrientsPerServing.calories']?.includes('20 %');
  const busy = save.isPending || read.isPending;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Section title="The product">
        <FormField label="Name" required error={errors.description}>
          {(control) => (
            <Input
              {...control}
              aria-required
              maxLength={CUSTOM_FOOD_DESCRIPTION_MAX + 20}
              value={draft.description}
              placeholder="e.g. Hillside oat and almond bar"
              onChange={(event) => change({ description: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Brand" error={errors.brandOwner}>
          {(control) => (
            <Input
              {...control}
              value={draft.brandOwner}
              onChange={(event) => change({ brandOwner: event.target.value })}
            />
          )}
        </FormField>
      </Section>

      <Section title="Serving">
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
          <FormField
            label="Serving size"
            required
            error={errors['servingSize.amount']}
            hint="As the label's nutrition panel states it"
          >
            {(control) => (
              <Input
                {...control}
                aria-required
                inputMode="decimal"
                value={draft.servingAmount}
                onChange={(event) => change({ servingAmount: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Unit" error={errors['servingSize.unit']}>
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.servingUnit}
                onChange={(event) => change({ servingUnit: event.target.value as 'g' | 'ml' })}
              >
                <option value="g">g</option>
                <option value="ml">ml</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium text-foreground">Household serving (optional)</legend>
          <div className="grid grid-cols-3 gap-2">
            <FormField label="Amount" error={errors['householdServing.amount']}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  placeholder="1"
                  value={draft.householdAmount}
                  onChange={(event) => change({ householdAmount: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Measure" error={errors['householdServing.unit']}>
              {(control) => (
                <Input
                  {...control}
                  placeholder="bar"
                  value={draft.householdUnit}
                  onChange={(event) => change({ householdUnit: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="Weighs (g)" error={errors['householdServing.grams']}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  placeholder="40"
                  value={draft.householdGrams}
                  onChange={(event) => change({ householdGrams: event.target.value })}
                />
              )}
            </FormField>
          </div>
        </fieldset>
      </Section>

      <Section title="Nutrition per serving">
        <p className="-mt-2 text-sm text-subtle">
          Leave a line blank when the label does not give it: it counts as not known, never as zero.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {coreLabelNutrients.map((key) => (
            <FormField
              key={key}
              label={`${coreNutrientNames[key].label} (${key === 'calories' ? energyUnit : coreNutrientNames[key].unit})`}
              required={coreNutrientNames[key].required}
              error={key === 'calories' && energyMismatch ? undefined : errors[`nutrientsPerServing.${key}`]}
            >
              {(control) => (
                <Input
                  {...control}
                  aria-invalid={control['aria-invalid'] || (key === 'calories' && energyMismatch)}
                  aria-required={coreNutrientNames[key].required || undefined}
                  inputMode="decimal"
                  value={draft.nutrients[key] ?? ''}
                  onChange={(event) => setNutrient(key, event.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
        {energyMismatch ? (
          <div role="alert" className="grid gap-2 rounded-lg border border-warning-300 bg-warning-50 px-3 py-2.5">
            <p className="text-sm text-warning-900">
              {energyUnit === 'kJ' ? mismatchInKilojoules(draft) : errors['nutrientsPerServing.calories']}
            </p>
            <label className="flex items-center gap-2 text-sm font-medium text-warning-900">
              <input
                type="checkbox"
                className="size-4 accent-current"
                checked={draft.confirmEnergyMismatch}
                onChange={(event) => {
                  const confirmed = event.target.checked;
                  setDraft((current) => ({ ...current, confirmEnergyMismatch: confirmed }));
                  if (confirmed)
                    setErrors((current) => {
                      const next = { ...current };
                      delete next['nutrientsPerServing.calories'];
                      return next;
                    });
                }}
              />
              The label really says this: keep it
            </label>
          </div>
        ) : null}
        <details className="group rounded-lg border border-border px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-foreground">
            More nutrients from the label
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {micronutrientKeys.map((key) => (
              <FormField
                key={key}
                label={`${micronutrientInfo[key].label} (${micronutrientInfo[key].unit})`}
                error={errors[`nutrientsPerServing.${key}`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={draft.nutrients[key] ?? ''}
                    onChange={(event) => setNutrient(key, event.target.value)}
                  />
                )}
              </FormField>
            ))}
          </div>
        </details>
      </Section>

      <Section title="Ingredients and allergens">
        <FormField label="Ingredients" error={errors.ingredientsText} hint="Type the list as printed, brackets and all">
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={draft.ingredientsText}
              placeholder="Rolled oats, almonds (12%), honey, sunflower oil, sea salt."
              onChange={(event) => changeLabelText({ ingredientsText: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Allergen statement"
          error={errors.allergenStatement}
          hint="The “Contains:” and “May contain:” lines"
        >
          {(control) => (
            <Input
              {...control}
              value={draft.allergenStatement}
              placeholder="Contains: almonds. May contain: peanuts, milk."
              onChange={(event) => changeLabelText({ allergenStatement: event.target.value })}
            />
          )}
        </FormField>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || !(draft.ingredientsText.trim() || draft.allergenStatement.trim())}
            onClick={() => readLabel()}
          >
            {read.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <ScanText aria-hidden="true" />
            )}
            Read the allergens from the label
          </Button>
        </div>
        <div ref={statusesRef} className="scroll-mt-4" />
        {draft.allergens ? (
          <StatusPanel
            draft={draft}
            evidence={evidence}
            onAllergen={(allergen, status) =>
              setDraft((current) => ({ ...current, allergens: { ...current.allergens!, [allergen]: status } }))
            }
            onFact={(fact, status) =>
              setDraft((current) => ({ ...current, animalFacts: { ...current.animalFacts!, [fact]: status } }))
            }
          />
        ) : (
          <p className="text-sm text-subtle">
            {draft.ingredientsText.trim() || draft.allergenStatement.trim()
              ? 'The allergens are read from these words when you save, for you to confirm first.'
              : 'Without the ingredients or an allergen statement, this food’s allergens stay not reviewed and recipes using it are screened as “may contain”.'}
          </p>
        )}
      </Section>

      {notice ? (
        <p role="status" className="rounded-lg bg-info-50 px-3 py-2 text-sm text-info-900">
          {notice}
        </p>
      ) : null}

      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {save.isPending ? 'Saving...' : food ? 'Save changes' : 'Save food'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The draft field a path's error belongs to, so typing in a field clears its error. */
function pathsOfField(field: string): string[] {
  switch (field) {
    case 'servingAmount':
      return ['servingSize.amount'];
    case 'householdAmount':
      return ['householdServing.amount', 'householdServing'];
    case 'householdUnit':
      return ['householdServing.unit', 'householdServing'];
    case 'householdGrams':
      return ['householdServing.grams', 'householdServing'];
    default:
      return [field];
  }
}

/** The 4/4/9 warning as a label in kJ reads it (the contract words it in kcal, its unit). */
function mismatchInKilojoules(draft: CustomFoodDraft): string {
  const figure = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
    Number((draft.nutrients[key] ?? '').replace(',', '.'));
  const expected = energyFromMacros({ protein: figure('protein'), carbs: figure('carbs'), fat: figure('fat') });
  return `The label's ${figure('calories')} kJ is more than 20 % away from the ${Math.round(expected * KJ_PER_KCAL)} kJ its protein, carbohydrate and fat give (17/17/37 kJ per g). Check the figures, or confirm the label really says this.`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function wordsOf(evidence: Evidence | undefined): string | undefined {
  if (!evidence?.length) return undefined;
  return evidence
    .map((item) => (item.source === 'ingredients' ? item.word : `${item.word} (${item.source})`))
    .join(', ');
}

/** One status per item (allergen or animal fact), each with the label words that suggested it. */
function StatusFieldset<Item extends string, Status extends AllergenStatus>({
  legend,
  idPrefix,
  items,
  labelOf,
  becauseOf,
  statuses,
  valueOf,
  onChange,
  labelClassName,
}: {
  legend: string;
  idPrefix: string;
  items: readonly Item[];
  labelOf: (item: Item) => string;
  becauseOf: (item: Item) => string | undefined;
  statuses: readonly Status[];
  valueOf: (item: Item) => Status;
  onChange: (item: Item, status: Status) => void;
  labelClassName?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      <ul className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        {items.map((item) => {
          const id = `${idPrefix}-${item}`;
          const because = becauseOf(item);
          return (
            <li key={item} className="flex items-center justify-between gap-3">
              <label htmlFor={id} className={cn('min-w-0 text-sm text-body', labelClassName)}>
                {labelOf(item)}
                {because ? <span className="block truncate text-xs text-subtle">{because}</span> : null}
              </label>
              <StatusSelect
                id={id}
                value={valueOf(item)}
                statuses={statuses}
                onChange={(status) => onChange(item, status)}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const animalFactStatuses = ['contains', 'may contain', 'free', 'unknown'] as const;

function StatusPanel({
  draft,
  evidence,
  onAllergen,
  onFact,
}: {
  draft: CustomFoodDraft;
  evidence: LabelReading | null;
  onAllergen: (allergen: Allergen, status: PracticeAllergenStatus) => void;
  onFact: (fact: AnimalFact, status: AllergenStatus) => void;
}) {
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-muted/40 p-3 sm:p-4">
      <StatusFieldset
        legend="Allergens: confirm or change"
        idPrefix="custom-food-allergen"
        items={allergens}
        labelOf={(allergen) => allergenLabels[allergen]}
        becauseOf={(allergen) => wordsOf(evidence?.allergenEvidence[allergen])}
        statuses={practiceAllergenStatuses}
        valueOf={(allergen) => draft.allergens![allergen]}
        onChange={onAllergen}
      />
      {draft.animalFacts ? (
        <StatusFieldset
          legend="For vegetarian and vegan labels"
          idPrefix="custom-food-fact"
          items={animalFacts}
          labelOf={(fact) => animalFactWords[fact]}
          becauseOf={(fact) => wordsOf(evidence?.animalFactEvidence[fact])}
          statuses={animalFactStatuses}
          valueOf={(fact) => draft.animalFacts![fact]}
          onChange={onFact}
          labelClassName="first-letter:uppercase"
        />
      ) : null}
    </div>
  );
}
