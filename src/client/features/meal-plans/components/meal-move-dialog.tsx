import { useState, type FormEvent } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { ArrowRightLeft } from 'lucide-react';
import type { ResolvedDay } from '@/shared/schemas/meal-plans';
import { mainMealSlots, type MainMealSlot } from '@/shared/schemas/meal-plans';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { NativeSelect } from '@/client/components/ui/native-select';
import { formatDayTitle, mealTypeLabels } from '../lib/day-format';
import { MAX_SNACKS, mealAt, sameTarget, type MealAddress, type MealTarget } from '../lib/plan-moves';

type Place = MainMealSlot | 'snack';

type MealMoveDialogProps = {
  days: ResolvedDay[];
  /** the meal to move; the dialog is open while this is set */
  from: MealAddress | null;
  onOpenChange: (open: boolean) => void;
  onMove: (from: MealAddress, to: MealTarget) => void;
};

/**
 * "Move to…": the same move as dragging, for touch screens and anyone who prefers choosing from lists.
 * An occupied slot swaps the two meals; a snack joins the end of that day's snacks.
 */
export function MealMoveDialog({ days, from, onOpenChange, onMove }: MealMoveDialogProps) {
  return (
    <Dialog open={from !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {from ? (
          <MoveForm
            key={JSON.stringify(from)}
            days={days}
            from={from}
            onCancel={() => onOpenChange(false)}
            onMove={onMove}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({
  days,
  from,
  onCancel,
  onMove,
}: {
  days: ResolvedDay[];
  from: MealAddress;
  onCancel: () => void;
  onMove: MealMoveDialogProps['onMove'];
}) {
  const f = useFormats();
  const fromDay = days.find((day) => day.dayNumber === from.dayNumber);
  const meal = fromDay ? mealAt(fromDay.meals, from) : null;
  const [dayNumber, setDayNumber] = useState(from.dayNumber);
  const [place, setPlace] = useState<Place>(from.slot === 'snacks' ? 'snack' : from.slot);

  const toDay = days.find((day) => day.dayNumber === dayNumber);
  const target: MealTarget =
    place === 'snack' ? { dayNumber, slot: 'snacks', index: 'new' } : { dayNumber, slot: place };
  const occupant = toDay ? mealAt(toDay.meals, target) : null;
  const unchanged =
    sameTarget(from, target) || (from.slot === 'snacks' && place === 'snack' && from.dayNumber === dayNumber);
  const snacksFull =
    place === 'snack' && toDay !== undefined && toDay.meals.snacks.length >= MAX_SNACKS && from.dayNumber !== dayNumber;

  const outcome = unchanged
    ? 'That is where the meal is now.'
    : snacksFull
      ? `Day ${dayNumber} already has ${MAX_SNACKS} snacks, the most a day can hold.`
      : place === 'snack'
        ? `It becomes the last snack of Day ${dayNumber}.`
        : occupant
          ? `${mealTypeLabels[place]} on Day ${dayNumber} is ${occupant.recipeName ?? 'a removed recipe'}: the two meals swap places.`
          : `${mealTypeLabels[place]} on Day ${dayNumber} is empty: the meal moves there.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || snacksFull) return;
    onMove(from, target);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Move meal">
      <DialogHeader className="pr-8">
        <DialogTitle>Move meal</DialogTitle>
        <DialogDescription>{`${meal?.recipeName ?? 'This meal'}: choose the day and the meal it should be.`}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Day">
          {(control) => (
            <NativeSelect {...control} value={dayNumber} onChange={(event) => setDayNumber(Number(event.target.value))}>
              {days.map((day) => (
                <option key={day.dayNumber} value={day.dayNumber}>
                  {formatDayTitle(day, f)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Meal">
          {(control) => (
            <NativeSelect {...control} value={place} onChange={(event) => setPlace(event.target.value as Place)}>
              {mainMealSlots.map((slot) => (
                <option key={slot} value={slot}>
                  {mealTypeLabels[slot]}
                </option>
              ))}
              <option value="snack">Snack</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <p aria-live="polite" className="rounded-lg bg-background px-3 py-2.5 text-sm text-body ring-1 ring-muted">
        {outcome}
      </p>
      <DialogFooter className="flex-row *:flex-1 sm:*:flex-none">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={unchanged || snacksFull}>
          <ArrowRightLeft aria-hidden="true" />
          Move
        </Button>
      </DialogFooter>
    </form>
  );
}
