import { useId, type ReactNode } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { useDroppable } from '@dnd-kit/core';
import { Coffee, Cookie, Moon, Plus, Sun, type LucideIcon } from 'lucide-react';
import type { PlanMealSlot, ResolvedDay, ResolvedMeal } from '@/shared/schemas/meal-plans';
import { cn } from '@/client/lib/cn';
import { mealTypeLabels, mealTypeSingular } from '../lib/day-format';
import { describeTarget, dropIdFor, useDayPlannerActions, type MealDropData } from '../lib/day-planner-context';
import { MealItem } from './meal-item';
import { MAX_SNACKS, type MealTarget } from '../lib/plan-moves';

const mealTypeIcons: Record<PlanMealSlot, LucideIcon> = { breakfast: Coffee, lunch: Sun, dinner: Moon, snacks: Cookie };

/** A place a dragged meal can land; it lights up while a meal hovers over it. */
function DropZone({
  target,
  occupant,
  children,
}: {
  target: MealTarget;
  occupant: ResolvedMeal | null;
  children: ReactNode;
}) {
  const data: MealDropData = {
    kind: 'slot',
    target,
    where: describeTarget(target),
    occupant: occupant ? (occupant.recipeName ?? 'Recipe removed') : null,
  };
  const { setNodeRef, isOver, active } = useDroppable({ id: dropIdFor(target), data });
  const highlighted = isOver && active !== null;
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'rounded-lg transition-shadow',
        highlighted && 'bg-brand-50 ring-2 ring-brand-400 ring-offset-2 ring-offset-surface',
      )}
    >
      {children}
    </div>
  );
}

function AddMealButton({ target, type }: { target: MealTarget; type: PlanMealSlot }) {
  const actions = useDayPlannerActions();
  return (
    <button
      type="button"
      onClick={() => actions.add(target)}
      className={cn(
        'flex min-h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-input px-3 py-3',
        'text-sm font-medium text-subtle transition-colors hover:border-brand-400 hover:bg-brand-50/60 hover:text-brand-800',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      <Plus aria-hidden="true" className="size-4" />
      {`Add ${mealTypeSingular[type]}`}
    </button>
  );
}

function slotCalories(meals: (ResolvedMeal | null)[]): number | null {
  const present = meals.filter((meal): meal is ResolvedMeal => meal !== null);
  if (present.length === 0) return null;
  return present.reduce((sum, meal) => sum + (meal.nutrition?.calories ?? 0), 0);
}

/** One of the day's four sections: Breakfast, Lunch, Dinner (one meal each) or Snacks (a list). */
export function MealSlot({ day, type }: { day: ResolvedDay; type: PlanMealSlot }) {
  const f = useFormats();
  const headingId = useId();
  const Icon = mealTypeIcons[type];
  const meals = type === 'snacks' ? day.meals.snacks : [day.meals[type]];
  const calories = slotCalories(meals);

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-foreground-soft">
          <Icon aria-hidden="true" className="size-4 text-brand-600" />
          {mealTypeLabels[type]}
        </h4>
        {calories !== null ? (
          <span className="text-xs text-muted-foreground tabular-nums">{f.nutrient('calories', calories)}</span>
        ) : null}
      </div>

      {type === 'snacks' ? (
        <>
          {day.meals.snacks.length > 0 ? (
            <ul className="grid gap-2">
              {day.meals.snacks.map((snack, index) => {
                const target = { dayNumber: day.dayNumber, slot: 'snacks' as const, index };
                return (
                  <li key={index}>
                    <DropZone target={target} occupant={snack}>
                      <MealItem meal={snack} address={target} where={describeTarget(target)} />
                    </DropZone>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {day.meals.snacks.length < MAX_SNACKS ? (
            <DropZone target={{ dayNumber: day.dayNumber, slot: 'snacks', index: 'new' }} occupant={null}>
              <AddMealButton target={{ dayNumber: day.dayNumber, slot: 'snacks', index: 'new' }} type="snacks" />
            </DropZone>
          ) : (
            <p className="text-xs text-muted-foreground">{`${MAX_SNACKS} snacks is the most a day can hold.`}</p>
          )}
        </>
      ) : (
        <DropZone target={{ dayNumber: day.dayNumber, slot: type }} occupant={day.meals[type]}>
          {day.meals[type] ? (
            <MealItem
              meal={day.meals[type]}
              address={{ dayNumber: day.dayNumber, slot: type }}
              where={describeTarget({ dayNumber: day.dayNumber, slot: type })}
            />
          ) : (
            <AddMealButton target={{ dayNumber: day.dayNumber, slot: type }} type={type} />
          )}
        </DropZone>
      )}
    </section>
  );
}
