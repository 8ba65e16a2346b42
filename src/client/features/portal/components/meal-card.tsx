import { useState } from 'react';
import { Check, ChevronDown, Clock, Repeat, X } from 'lucide-react';
import type { PlanMealSlot } from '@/shared/schemas/meal-plans';
import {
  checkInStatusLabels,
  checkInStatuses,
  MAX_CHECK_IN_NOTE,
  type CheckIn,
  type CheckInStatus,
} from '@/shared/schemas/portal';
import type { PortalMealItem } from '@/shared/schemas/portal-plan';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { friendlyAmount, mealLabels, servingsLabel } from '../lib/format-portal';
import { energyText, usePortalFormats } from '../lib/portal-formats';
import { useCheckIn } from '../api/use-check-in';

const statusIcons = { eaten: Check, skipped: X, swapped: Repeat } as const;

/** One planned meal: its recipes (ingredients already scaled to the servings planned, steps), and the check-off. */
export function MealCard({
  date,
  mealType,
  items,
  checkIn,
  canCheckIn,
}: {
  date: string;
  mealType: PlanMealSlot;
  items: PortalMealItem[];
  checkIn?: CheckIn;
  canCheckIn: boolean;
}) {
  const headingId = `meal-${date}-${mealType}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-muted px-4 py-3">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-(--brand-ink) uppercase">
          {mealLabels[mealType]}
        </h2>
        {checkIn ? <StatusBadge status={checkIn.status} /> : null}
      </div>
      <ul className="divide-y divide-muted">
        {items.map((item, index) => (
          <li key={`${item.recipeId}-${index}`}>
            <RecipeDetails item={item} />
          </li>
        ))}
      </ul>
      {canCheckIn ? <CheckInControls date={date} mealType={mealType} current={checkIn} /> : null}
    </section>
  );
}

function StatusBadge({ status }: { status: CheckInStatus }) {
  const Icon = statusIcons[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
        status === 'eaten'
          ? 'bg-success-100 text-success-800'
          : status === 'skipped'
            ? 'bg-border text-body'
            : 'bg-warning-100 text-warning-900',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {checkInStatusLabels[status]}
    </span>
  );
}

function RecipeDetails({ item }: { item: PortalMealItem }) {
  const formats = usePortalFormats();
  const energy = energyText(formats, item.nutrition?.calories);
  const time = (item.prepTime ?? 0) + (item.cookTime ?? 0);
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" className="size-14 shrink-0 rounded-xl bg-muted object-cover" />
        ) : null}
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-foreground">{item.recipeName}</span>
          <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-subtle">
            <span>{servingsLabel(item.servings)}</span>
            {energy ? <span>{energy}</span> : null}
            {time > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3" />
                {time} min
              </span>
            ) : null}
          </span>
        </span>
        <span className="shrink-0 text-xs font-medium text-(--brand-ink)">
          <span className="group-open:hidden">Recipe</span>
          <span className="hidden group-open:inline">Hide</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-4 px-4 pb-4 text-sm">
        <div>
          <h3 className="font-semibold text-foreground">Ingredients for {servingsLabel(item.servings)}</h3>
          <ul className="mt-2 grid gap-1 text-body">
            {item.ingredients.map((line, index) => (
              <li key={index} className="flex gap-2">
                <span className="w-20 shrink-0 font-medium text-foreground tabular-nums">
                  {friendlyAmount(line.amount)} {line.unit === 'piece' ? '' : line.unit}
                </span>
                <span>{line.name}</span>
              </li>
            ))}
          </ul>
        </div>
        {item.steps.length ? (
          <div>
            <h3 className="font-semibold text-foreground">Steps</h3>
            <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-body marker:font-semibold marker:text-(--brand-ink)">
              {item.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </details>
  );
}

function CheckInControls({ date, mealType, current }: { date: string; mealType: PlanMealSlot; current?: CheckIn }) {
  const checkIn = useCheckIn();
  const [note, setNote] = useState(current?.note ?? '');
  const [noteOpen, setNoteOpen] = useState(Boolean(current?.note));
  const noteId = `note-${date}-${mealType}`;

  const record = (status: CheckInStatus) =>
    checkIn.mutate(
      { date, mealType, status, note: note.trim() || null },
      {
        onError: (error) => toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <div className="border-t border-muted bg-background/70 px-4 py-3">
      <div
        role="group"
        aria-label={`How did ${mealLabels[mealType].toLowerCase()} go?`}
        className="grid grid-cols-3 gap-2"
      >
        {checkInStatuses.map((status) => {
          const Icon = statusIcons[status];
          const chosen = current?.status === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={chosen}
              disabled={checkIn.isPending}
              onClick={() => record(status)}
              className={cn(
                'inline-flex h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl border text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-wait',
                chosen
                  ? 'border-transparent bg-(--brand) text-(--on-brand)'
                  : 'border-input bg-white text-foreground-soft hover:bg-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {checkInStatusLabels[status]}
            </button>
          );
        })}
      </div>
      {noteOpen ? (
        <div className="mt-3 grid gap-1.5">
          <label htmlFor={noteId} className="text-xs font-medium text-body">
            Note for your dietitian (optional)
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={MAX_CHECK_IN_NOTE}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            placeholder="e.g. Swapped the salmon for tofu"
            className="w-full resize-none rounded-lg border border-input bg-white px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none"
          />
          {current ? (
            <button
              type="button"
              onClick={() => record(current.status)}
              className="justify-self-start text-xs font-semibold text-(--brand-ink) underline underline-offset-2"
            >
              Save note
            </button>
          ) : (
            <p className="text-xs text-subtle">Choose Eaten, Skipped or Swapped to send it.</p>
          )}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setNoteOpen(true)}
          className="mt-2 text-xs font-semibold text-(--brand-ink) underline underline-offset-2"
        >
          Add a note
        </button>
      )}
    </div>
  );
}
