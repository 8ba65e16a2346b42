import { useState, type FormEvent } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { allergenLabels, allergens, type Allergen } from '@/shared/nutrition/allergens';
import {
  PRACTICE_ALLERGEN_NOTE_MAX,
  practiceAllergenStatuses,
  type FoodAllergens,
  type PracticeAllergenStatus,
} from '@/shared/schemas/nutrition';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { StatusSelect } from '@/client/components/ui/status-select';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { useFoodAllergens, useSaveFoodAllergens } from '../api/use-food-allergens';

/** What the form starts from: the practice's entry, else the table (an unreviewed status is a "may contain" to check). */
function startingStatuses(answer: FoodAllergens): Record<Allergen, PracticeAllergenStatus> {
  const source = answer.practice?.statuses ?? answer.table.statuses;
  return Object.fromEntries(
    allergens.map((allergen) => {
      const status = source[allergen];
      return [allergen, status === 'unknown' || status === undefined ? 'may contain' : status];
    }),
  ) as Record<Allergen, PracticeAllergenStatus>;
}

/**
 * "Allergens from the label": a practitioner who has read a product's label sets that food's statuses for their
 * own practice, with a note saying so. Every screening of the practice uses them; other practices keep the table.
 */
export function FoodAllergensDialog({
  foodId,
  open,
  onOpenChange,
}: {
  foodId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const answer = useFoodAllergens(foodId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Allergens from the label</DialogTitle>
          <DialogDescription>{answer.data ? answer.data.food.description : 'Loading the food…'}</DialogDescription>
        </DialogHeader>
        {answer.isError ? (
          <p role="alert" className="text-sm text-danger-800">
            Could not load this food’s allergens. Close and try again.
          </p>
        ) : answer.data ? (
          <FoodAllergensForm
            key={answer.data.practice?.setAt ?? 'table'}
            answer={answer.data}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function FoodAllergensForm({ answer, onDone }: { answer: FoodAllergens; onDone: () => void }) {
  const f = useFormats();
  const [statuses, setStatuses] = useState(() => startingStatuses(answer));
  const [note, setNote] = useState(answer.practice?.note ?? '');
  const [noteError, setNoteError] = useState<string | null>(null);
  const save = useSaveFoodAllergens(answer.food.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog opens from inside the recipe form: React carries a submit through the portal to that form too.
    event.stopPropagation();
    if (!note.trim()) {
      setNoteError('Say where the statuses come from (the label read, and why for a “may contain”)');
      return;
    }
    save.mutate(
      { statuses, note: note.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Allergens saved', description: 'Your practice now screens this food by its label.' });
          onDone();
        },
        onError: (error) => setNoteError(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      {answer.practice ? (
        <p className="rounded-lg bg-info-50 px-3 py-2 text-sm text-info-900">
          <span className="font-medium">Set by your practice</span>
          {` on ${f.date(answer.practice.setAt)}`}
          {answer.practice.setBy ? ` by ${answer.practice.setBy}` : ''}: {answer.practice.note}
        </p>
      ) : (
        <p className="text-sm text-subtle">
          These are the reviewed table’s statuses. Change what the product’s label says; your practice’s screening will
          use them, other practices keep the table.
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Allergens</legend>
        <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {allergens.map((allergen) => {
            const id = `food-allergen-${allergen}`;
            const tableStatus = answer.table.statuses[allergen];
            const changed = answer.practice !== null || statuses[allergen] !== tableStatus;
            return (
              <li key={allergen} className="flex items-center justify-between gap-3">
                <label htmlFor={id} className="min-w-0 text-sm text-body" title={answer.table.reasons[allergen]}>
                  {allergenLabels[allergen]}
                  {changed && tableStatus !== statuses[allergen] ? (
                    <span className="block text-xs text-subtle">{`table: ${tableStatus}`}</span>
                  ) : null}
                </label>
                <StatusSelect
                  id={id}
                  value={statuses[allergen]}
                  statuses={practiceAllergenStatuses}
                  onChange={(status) => setStatuses((current) => ({ ...current, [allergen]: status }))}
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor="food-allergen-note" className="text-sm font-medium text-foreground">
          Note
        </label>
        <Textarea
          id="food-allergen-note"
          value={note}
          maxLength={PRACTICE_ALLERGEN_NOTE_MAX}
          placeholder="e.g. Brand X label read 2026-11-28: made in a nut-free bakery"
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? 'food-allergen-note-error' : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(null);
          }}
        />
        {noteError ? (
          <p id="food-allergen-note-error" className="text-xs text-danger-800">
            {noteError}
          </p>
        ) : null}
      </div>
      <DialogFooter className="gap-2">
        {answer.practice ? (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(null, {
                onSuccess: () => {
                  toast({
                    title: 'Back to the table',
                    description: 'Your practice screens this food by the table again.',
                  });
                  onDone();
                },
              })
            }
          >
            Back to the table
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save for my practice'}
        </Button>
      </DialogFooter>
    </form>
  );
}
