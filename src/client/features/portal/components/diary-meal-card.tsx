import { useState } from 'react';
import { Check, Plus, Undo2, X } from 'lucide-react';
import type { DiaryEntryInput } from '@/shared/schemas/food-diary';
import type { PlanMealSlot } from '@/shared/schemas/meal-plans';
import type { PortalMealItem } from '@/shared/schemas/portal-plan';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { mealLabels, servingsLabel } from '../lib/format-portal';
import { energyText, usePortalFormats } from '../lib/portal-formats';
import { entryLabel, portionChoices, toEntryInput, type MealState } from '../lib/diary';
import { useDeleteDiaryMeal } from '../api/use-delete-diary-meal';
import { useLogMeal } from '../api/use-log-meal';
import { DiaryAddEntry } from './diary-add-entry';

const actionButton =
  'inline-flex h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl border text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-wait';
const chosenLook = 'border-transparent bg-(--brand) text-(--on-brand)';
const otherLook = 'border-input bg-white text-foreground-soft hover:bg-muted';

/** One meal of the day in the diary: what was planned, what the client logged, and the quick answers. */
export function DiaryMealCard({
  date,
  mealType,
  planned,
  state,
}: {
  date: string;
  mealType: PlanMealSlot;
  planned: PortalMealItem[];
  state: MealState;
}) {
  const logMeal = useLogMeal();
  const remove = useDeleteDiaryMeal();
  const formats = usePortalFormats();
  const [adding, setAdding] = useState(false);
  const headingId = `diary-${date}-${mealType}`;
  const label = mealLabels[mealType];
  const entries = state.kind === 'logged' ? state.meal.entries : [];
  const onlyPlanned = entries.length === 1 && entries[0].kind === 'planned' ? entries[0].portion : null;
  const busy = logMeal.isPending || remove.isPending;

  const save = (next: DiaryEntryInput[], done?: () => void) =>
    logMeal.mutate(
      { date, mealType, entries: next },
      {
        onSuccess: () => done?.(),
        onError: (error) => toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
      },
    );
  const removeEntry = (index: number) => {
    const rest = entries.filter((_, at) => at !== index).map(toEntryInput);
    if (rest.length === 0 && state.kind === 'logged') remove.mutate(state.meal.id);
    else save(rest);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-muted px-4 py-3">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-(--brand-ink) uppercase">
          {label}
        </h2>
        <StateBadge state={state} />
      </div>

      {planned.length ? (
        <p className="px-4 pt-3 text-sm text-body">
          <span className="font-medium text-foreground">Planned:</span>{' '}
          {planned
            .map((item) =>
              [item.recipeName, servingsLabel(item.servings), energyText(formats, item.nutrition?.calories)]
                .filter(Boolean)
                .join(' · '),
            )
            .join('; ')}
        </p>
      ) : (
        <p className="px-4 pt-3 text-sm text-subtle">Nothing planned.</p>
      )}

      {entries.length ? (
        <ul className="mx-4 mt-3 divide-y divide-muted rounded-xl border border-muted" aria-label={`${label} logged`}>
          {entries.map((entry, index) => (
            <li key={index} className="flex items-center gap-2 py-2 pr-1 pl-3 text-sm">
              <span className="min-w-0 flex-1 text-foreground">
                {entryLabel(entry)}
                {entry.kind === 'text' ? (
                  <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs text-subtle">not analysed</span>
                ) : null}
              </span>
              <button
                type="button"
                aria-label={`Remove ${entryLabel(entry)}`}
                disabled={busy}
                onClick={() => removeEntry(index)}
                className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-3 grid gap-2 border-t border-muted bg-background/70 px-4 py-3">
        <div
          role="group"
          aria-label={`What did you have for ${label.toLowerCase()}?`}
          className="grid grid-cols-3 gap-2"
        >
          {planned.length ? (
            <button
              type="button"
              aria-pressed={onlyPlanned === 1}
              disabled={busy}
              onClick={() => save([{ kind: 'planned', portion: 1 }])}
              className={cn(actionButton, onlyPlanned === 1 ? chosenLook : otherLook)}
            >
              <Check aria-hidden="true" className="size-4" />
              As planned
            </button>
          ) : null}
          <button
            type="button"
            aria-pressed={state.kind === 'skipped'}
            disabled={busy}
            onClick={() => save([])}
            className={cn(actionButton, state.kind === 'skipped' ? chosenLook : otherLook)}
          >
            <X aria-hidden="true" className="size-4" />
            Skipped
          </button>
          <button
            type="button"
            aria-expanded={adding}
            disabled={busy}
            onClick={() => setAdding((open) => !open)}
            className={cn(actionButton, adding ? chosenLook : otherLook, planned.length ? '' : 'col-span-2')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {planned.length ? 'Other' : 'Add food'}
          </button>
        </div>
        {planned.length ? (
          <div className="grid grid-cols-[auto_repeat(4,minmax(0,1fr))] items-center gap-2 text-sm">
            <span className="pr-1 text-body">Portion</span>
            {portionChoices.map((choice) => (
              <button
                key={choice.portion}
                type="button"
                aria-pressed={onlyPlanned === choice.portion}
                aria-label={`${choice.label} of the planned ${label.toLowerCase()}`}
                disabled={busy}
                onClick={() => save([{ kind: 'planned', portion: choice.portion }])}
                className={cn(
                  'h-10 cursor-pointer rounded-lg border px-2 font-semibold focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none',
                  onlyPlanned === choice.portion ? chosenLook : otherLook,
                )}
              >
                {choice.label}
              </button>
            ))}
          </div>
        ) : null}
        {adding ? (
          <DiaryAddEntry
            busy={busy}
            onAdd={(entry) => save([...entries.map(toEntryInput), entry], () => setAdding(false))}
            onCancel={() => setAdding(false)}
          />
        ) : null}
        {state.kind === 'logged' || state.kind === 'skipped' ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(state.meal.id)}
            className="inline-flex items-center gap-1 justify-self-start text-xs font-semibold text-(--brand-ink) underline underline-offset-2"
          >
            <Undo2 aria-hidden="true" className="size-3.5" />
            Clear {label.toLowerCase()}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function StateBadge({ state }: { state: MealState }) {
  const formats = usePortalFormats();
  const [text, look] =
    state.kind === 'logged'
      ? [
          state.meal.calories === null ? 'Logged' : `Logged · ${formats.energy(state.meal.calories)}`,
          'bg-success-100 text-success-800',
        ]
      : state.kind === 'skipped'
        ? ['Skipped', 'bg-border text-body']
        : state.kind === 'check-in'
          ? [
              state.checkIn.status === 'eaten'
                ? 'Eaten as planned'
                : state.checkIn.status === 'skipped'
                  ? 'Skipped'
                  : 'Swapped',
              state.checkIn.status === 'eaten' ? 'bg-success-100 text-success-800' : 'bg-warning-100 text-warning-900',
            ]
          : ['Not logged', 'bg-muted text-subtle'];
  return <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', look)}>{text}</span>;
}
