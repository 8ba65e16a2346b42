import { lazy, Suspense, useId, useState } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { BadgeCheck, Link2Off, Search, ShieldAlert, TriangleAlert, X } from 'lucide-react';
import type { IngredientStatus } from '@/shared/nutrition/recipe-nutrition';
import { ingredientUnits } from '@/shared/nutrition/units';
import type { FoodCaution } from '@/shared/schemas/nutrition';
import type { RecipeInput, RecipeValues } from '@/shared/schemas/recipes';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { cn } from '@/client/lib/cn';
import { isPracticeFoodId } from '@/shared/schemas/custom-foods';
import { FoodCombobox } from './food-combobox';

// Opened rarely (a practitioner who has read a product's label): its code loads when asked for.
const FoodAllergensDialog = lazy(() =>
  import('./food-allergens-dialog').then((module) => ({ default: module.FoodAllergensDialog })),
);

type IngredientRowProps = {
  form: UseFormReturn<RecipeInput, unknown, RecipeValues>;
  index: number;
  /** What the nutrition calculation made of this row; none for a blank row. */
  status?: IngredientStatus;
  lookingUp: boolean;
  canRemove: boolean;
  onRemove: () => void;
  /** Enter in the amount box: a new row after the last one, or on to the next row's name. */
  onAmountEnter: () => void;
};

/**
 * One ingredient: the name searches the USDA foods, and picking one ties the row to that food
 * (fdcId), which is what lets it count in the nutrition. The status line under it says whether it does.
 */
export function IngredientRow({
  form,
  index,
  status,
  lookingUp,
  canRemove,
  onRemove,
  onAmountEnter,
}: IngredientRowProps) {
  const id = useId();
  const number = index + 1;
  const fdcId = useWatch({ control: form.control, name: `ingredients.${index}.fdcId` });
  const name = useWatch({ control: form.control, name: `ingredients.${index}.name` }) ?? '';
  const unit = useWatch({ control: form.control, name: `ingredients.${index}.unit` });
  const amount = useWatch({ control: form.control, name: `ingredients.${index}.amount` });
  const linked = fdcId !== '' && fdcId !== undefined && fdcId !== null;
  const errors = form.formState.errors.ingredients?.[index];
  const statusId = `${id}-status`;
  const errorIds = {
    name: errors?.name ? `${id}-name-error` : undefined,
    amount: errors?.amount ? `${id}-amount-error` : undefined,
    unit: errors?.unit ? `${id}-unit-error` : undefined,
  };
  // What the picked food changes for the words that found it; kept while the row stays tied to that food.
  const [picked, setPicked] = useState<{ fdcId: number; typed: string; cautions: FoodCaution[] } | null>(null);
  const [allergensOpen, setAllergensOpen] = useState(false);
  const cautions = linked && picked && picked.fdcId === fdcId && picked.cautions.length > 0 ? picked : null;
  const cautionId = `${id}-caution`;
  const describedBy = (errorId?: string) =>
    [errorId, statusId, cautions ? cautionId : undefined].filter(Boolean).join(' ');

  return (
    <li className="rounded-lg border border-border bg-background/70 p-3">
      {/* Phones: the name on its own line, amount, unit and remove below it. From 640 px: one line. */}
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_6.5rem_6rem_auto]">
        <div className="col-span-3 grid gap-1.5 sm:col-span-1">
          <Controller
            control={form.control}
            name={`ingredients.${index}.name`}
            render={({ field }) => (
              <FoodCombobox
                inputRef={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(text) => {
                  field.onChange(text);
                  // The text no longer names the food that was picked, so it must not count as that food.
                  if (linked) form.setValue(`ingredients.${index}.fdcId`, '');
                }}
                onPick={(food) => {
                  setPicked({ fdcId: food.fdcId, typed: field.value ?? '', cautions: food.cautions ?? [] });
                  form.setValue(`ingredients.${index}.name`, food.description, {
                    shouldValidate: form.formState.isSubmitted,
                  });
                  form.setValue(`ingredients.${index}.fdcId`, food.fdcId);
                }}
                onEnter={() => form.setFocus(`ingredients.${index}.amount`)}
                linked={linked}
                placeholder="Search foods, e.g. rolled oats"
                aria-label={`Ingredient ${number} name`}
                aria-invalid={Boolean(errors?.name)}
                aria-describedby={describedBy(errorIds.name)}
              />
            )}
          />
          {errors?.name ? <FieldError id={errorIds.name}>{errors.name.message}</FieldError> : null}
        </div>

        <div className="grid gap-1.5">
          <Input
            {...form.register(`ingredients.${index}.amount`)}
            type="number"
            step="any"
            min="0"
            inputMode="decimal"
            placeholder="Amount"
            aria-label={`Ingredient ${number} amount`}
            aria-invalid={Boolean(errors?.amount)}
            aria-describedby={errorIds.amount}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter would submit the recipe; in a list of rows it means "next ingredient".
              event.preventDefault();
              onAmountEnter();
            }}
          />
          {errors?.amount ? <FieldError id={errorIds.amount}>{errors.amount.message}</FieldError> : null}
        </div>

        <div className="grid gap-1.5">
          <NativeSelect
            {...form.register(`ingredients.${index}.unit`)}
            aria-label={`Ingredient ${number} unit`}
            aria-invalid={Boolean(errors?.unit)}
            aria-describedby={errorIds.unit}
          >
            {ingredientUnits.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
          {errors?.unit ? <FieldError id={errorIds.unit}>{errors.unit.message}</FieldError> : null}
        </div>

        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove ingredient ${number}`}
          title={canRemove ? undefined : 'A recipe needs at least one ingredient'}
          className="text-muted-foreground hover:bg-danger-50 hover:text-danger-700"
        >
          <X aria-hidden="true" />
        </Button>
      </div>

      <IngredientStatusLine
        id={statusId}
        linked={linked}
        blank={name.trim() === ''}
        status={status}
        unit={String(unit ?? '')}
        hasAmount={amount !== '' && Number(amount) > 0}
        lookingUp={lookingUp}
        ownFood={isPracticeFoodId(fdcId)}
      />
      {cautions ? <PickCautions id={cautionId} typed={cautions.typed} cautions={cautions.cautions} /> : null}
      {linked && typeof fdcId === 'number' ? (
        <>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-1 h-7 px-2 text-xs text-subtle"
            onClick={() => setAllergensOpen(true)}
            aria-label={`Allergens from the label for ingredient ${number}`}
          >
            <ShieldAlert aria-hidden="true" className="size-3.5" /> Allergens from the label
          </Button>
          {allergensOpen ? (
            <Suspense fallback={null}>
              <FoodAllergensDialog foodId={fdcId} open={allergensOpen} onOpenChange={setAllergensOpen} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

type StatusLineProps = {
  id: string;
  linked: boolean;
  blank: boolean;
  status?: IngredientStatus;
  unit: string;
  hasAmount: boolean;
  lookingUp: boolean;
  /** one of the practice's own foods, typed from a label */
  ownFood: boolean;
};

/** Linked rows say what they count as (81 g); the others say plainly that they do not count. */
function IngredientStatusLine({ id, linked, blank, status, unit, hasAmount, lookingUp, ownFood }: StatusLineProps) {
  const f = useFormats();
  const line = 'mt-2 flex items-start gap-1.5 text-xs leading-snug';
  if (!linked) {
    return blank ? (
      <p id={id} className={cn(line, 'text-muted-foreground')}>
        <Search aria-hidden="true" className="mt-px size-3 shrink-0" />
        <span className="min-w-0">Type 3 or more letters to search the USDA foods</span>
      </p>
    ) : (
      <p id={id} className={cn(line, 'text-warning-800')}>
        <Link2Off aria-hidden="true" className="mt-px size-3 shrink-0" />
        <span className="min-w-0">Not linked to a food — not counted in nutrition</span>
      </p>
    );
  }

  let detail: { text: string; warn?: boolean };
  if (status?.resolved) {
    const weight = `${f.number(status.grams, 1)} g`;
    // Say which weight was used, so "1 cup" reads as the USDA cup of this food, or as an estimate when it is one.
    const source =
      status.method === 'mass' || status.method === 'stated weight'
        ? ''
        : ` (${status.note.replace(/ \(USDA\)$/, ', USDA')})`;
    detail = {
      text: status.estimated
        ? `≈ ${weight}${source} — counted in nutrition`
        : `${weight}${source} — counted in nutrition`,
    };
  } else if (status?.reason === 'unit needs a portion') {
    // Only a count can fail to convert: volumes fall back to water, masses are exact.
    detail = hasAmount
      ? { text: `This food has no “${unit}” size — enter the amount in g`, warn: true }
      : { text: 'Enter an amount to count it in nutrition', warn: true };
  } else if (status?.reason === 'food not found' && !lookingUp) {
    detail = { text: 'Food data not found — pick the food again', warn: true };
  } else {
    detail = { text: 'Linked to a food' };
  }
  return (
    <p id={id} className={cn(line, detail.warn ? 'text-warning-800' : 'text-brand-800')}>
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-100 px-1.5 py-px font-semibold text-brand-800">
        <BadgeCheck aria-hidden="true" className="size-3" />
        {ownFood ? 'Your food' : 'USDA'}
      </span>
      <span className="min-w-0 pt-px">{detail.text}</span>
    </p>
  );
}

/**
 * The first suggestion must not silently change a recipe's safety: when the food picked lacks an allergen the
 * words promise, adds one, or weighs in far from the other matches, the row says so until the food is changed.
 */
function PickCautions({ id, typed, cautions }: { id: string; typed: string; cautions: FoodCaution[] }) {
  return (
    <div
      id={id}
      role="status"
      className="mt-2 rounded-md border border-warning-200 bg-warning-50 px-2.5 py-2 text-xs leading-snug text-warning-900"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        {`Check this food against “${typed.trim()}”`}
      </p>
      <ul className="mt-1 grid list-disc gap-0.5 pl-8">
        {cautions.map((caution) => (
          <li key={caution.message}>{caution.message}</li>
        ))}
      </ul>
    </div>
  );
}

function FieldError({ id, children }: { id?: string; children: string | undefined }) {
  return (
    <p id={id} className="text-[0.8rem] font-medium text-destructive">
      {children}
    </p>
  );
}
