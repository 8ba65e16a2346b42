import { useId, useState } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import type { UseFormReturn } from 'react-hook-form';
import { BadgeCheck, ClipboardPaste, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { PastedIngredient, PastedRecipe } from '@/shared/schemas/recipe-import';
import type { RecipeInput, RecipeValues } from '@/shared/schemas/recipes';
import { Button } from '@/client/components/ui/button';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import type { IngredientDraft } from '../lib/recipe-form-values';
import { useReadPastedRecipe } from '../api/use-read-pasted-recipe';

type PasteIngredientsProps = {
  form: UseFormReturn<RecipeInput, unknown, RecipeValues>;
  /** Puts the confirmed rows into the recipe (after its last row, or instead of a lone blank one). */
  onAdd: (rows: IngredientDraft[]) => void;
};

/** The row a pasted line becomes: tied to the proposed food when there is one, else the words as written. */
export function draftFromPastedLine(line: PastedIngredient): IngredientDraft {
  return {
    name: line.food?.description ?? (line.kind === 'text' ? line.text : line.name),
    amount: line.amount === null ? '' : String(line.amount),
    unit: line.unit ?? 'g',
    fdcId: line.food?.fdcId ?? '',
  };
}

/**
 * "Paste a list": ingredient lines (or a recipe page with schema.org data) go to the server, come back as rows
 * with an amount, a unit and a proposed food, and are added once the practitioner has looked them over.
 * A line without an amount is added as text to be completed; headings ("For the sauce:") are shown, not added.
 */
export function PasteIngredients({ form, onAdd }: PasteIngredientsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<PastedRecipe | null>(null);
  const [included, setIncluded] = useState<boolean[]>([]);
  const read = useReadPastedRecipe();
  const error = read.error ? (read.error.errors[0]?.message ?? read.error.message) : null;

  const close = () => {
    setOpen(false);
    setAnswer(null);
    setText('');
    read.reset();
  };

  const readText = () => {
    read.mutate(
      { text },
      {
        onSuccess: (result) => {
          setAnswer(result);
          setIncluded(result.ingredients.map((line) => line.kind !== 'heading'));
        },
      },
    );
  };

  const add = () => {
    if (!answer) return;
    const chosen = answer.ingredients.filter((_, index) => included[index]);
    if (answer.recipe) fillRecipeFields(form, answer.recipe);
    if (chosen.length > 0) onAdd(chosen.map(draftFromPastedLine));
    const withoutFood = chosen.filter((line) => !line.food).length;
    const withoutAmount = chosen.filter((line) => line.amount === null).length;
    const checks = [
      withoutFood ? `${withoutFood} without a food` : null,
      withoutAmount ? `${withoutAmount} without an amount` : null,
    ].filter(Boolean);
    toast({
      title: `${chosen.length} ingredient${chosen.length === 1 ? '' : 's'} added`,
      description:
        checks.length > 0
          ? `Check the proposed foods; complete ${checks.join(' and ')}.`
          : 'Check each proposed food before saving.',
    });
    close();
  };

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ClipboardPaste aria-hidden="true" />
        Paste a list
      </Button>
    );
  }

  const chosenCount = included.filter(Boolean).length;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:p-4"
    >
      <div className="grid gap-0.5">
        <h4 id={`${id}-title`} className="text-sm font-semibold text-foreground">
          Paste ingredients
        </h4>
        <p id={`${id}-hint`} className="text-[0.8rem] text-muted-foreground">
          {answer
            ? 'Each line with its amount and the USDA food proposed for it. Untick what you do not want; you can change any food after adding.'
            : 'One ingredient a line, as the recipe writes it. A recipe page’s HTML or its schema.org JSON-LD also works and fills in the name, servings, times and method.'}
        </p>
      </div>

      {answer ? (
        <ol aria-label="Pasted lines" className="grid max-h-96 gap-1.5 overflow-y-auto overscroll-contain">
          {answer.ingredients.map((line, index) => (
            <PastedLine
              key={`${index}-${line.text}`}
              line={line}
              checked={included[index] ?? false}
              onCheckedChange={(checked) =>
                setIncluded((current) => current.map((value, at) => (at === index ? checked : value)))
              }
            />
          ))}
        </ol>
      ) : (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="sr-only">
            Ingredient lines
          </label>
          <Textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={6}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
            aria-invalid={Boolean(error)}
            placeholder={
              '2 cups chopped broccoli\n1 (15 oz) can chickpeas, drained\n½ tsp kosher salt\nsalt and pepper to taste'
            }
            className="bg-surface font-mono text-[0.8rem]"
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-[0.8rem] font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        {answer ? (
          <>
            <Button size="sm" onClick={add} disabled={chosenCount === 0 && !answer.recipe}>
              {chosenCount === 1 ? 'Add 1 ingredient' : `Add ${chosenCount} ingredients`}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAnswer(null)}>
              Edit text
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={readText} disabled={read.isPending || text.trim() === ''}>
            {read.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {read.isPending ? 'Reading...' : 'Read lines'}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={close}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

function PastedLine({
  line,
  checked,
  onCheckedChange,
}: {
  line: PastedIngredient;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const f = useFormats();
  const id = useId();
  if (line.kind === 'heading') {
    return (
      <li className="px-1 pt-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {line.name} <span className="font-normal tracking-normal normal-case">— heading, not added</span>
      </li>
    );
  }
  const amount = line.amount === null ? null : `${f.number(line.amount, 3)} ${line.unit}`;
  return (
    <li
      className={cn(
        'flex items-start gap-2.5 rounded-md border border-border bg-surface px-2.5 py-2',
        !checked && 'opacity-60',
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={`${id}-reading`}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-600"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm break-words text-foreground">
          {line.text}
        </label>
        <p id={`${id}-reading`} className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs leading-snug">
          {amount ? (
            <span className="font-medium text-body tabular-nums">{amount}</span>
          ) : (
            <Warning>No amount read — add one after adding</Warning>
          )}
          {line.food ? (
            <span className="inline-flex min-w-0 items-center gap-1 text-brand-800">
              <BadgeCheck aria-hidden="true" className="size-3 shrink-0" />
              <span className="min-w-0 break-words">{line.food.description}</span>
            </span>
          ) : line.amount !== null ? (
            <Warning>No food found — pick one after adding</Warning>
          ) : null}
        </p>
        {line.note ? <p className="text-xs text-muted-foreground">{line.note}</p> : null}
      </div>
    </li>
  );
}

function Warning({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-warning-800">
      <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
      {children}
    </span>
  );
}

/** A pasted recipe page fills the fields the practitioner has not filled in; nothing typed is overwritten. */
function fillRecipeFields(
  form: UseFormReturn<RecipeInput, unknown, RecipeValues>,
  recipe: NonNullable<PastedRecipe['recipe']>,
) {
  const empty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
  const values = form.getValues();
  if (recipe.name && empty(values.name)) form.setValue('name', recipe.name.slice(0, 200), { shouldDirty: true });
  if (recipe.description && empty(values.description))
    form.setValue('description', recipe.description.slice(0, 2000), { shouldDirty: true });
  if (recipe.instructions && empty(values.instructions))
    form.setValue('instructions', recipe.instructions, { shouldDirty: true });
  if (recipe.prepTime !== null && empty(values.prepTime))
    form.setValue('prepTime', String(recipe.prepTime), { shouldDirty: true });
  if (recipe.cookTime !== null && empty(values.cookTime))
    form.setValue('cookTime', String(recipe.cookTime), { shouldDirty: true });
  if (recipe.servings !== null && !form.getFieldState('servings').isDirty)
    form.setValue('servings', String(recipe.servings), { shouldDirty: true });
}
