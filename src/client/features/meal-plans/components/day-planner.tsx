import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { LoaderCircle } from 'lucide-react';
import type { MealPlanDetail, ResolvedMeal } from '@/shared/schemas/meal-plans';
import { useQueryClient } from '@tanstack/react-query';
import type { RecipeSummary } from '@/shared/schemas/recipes';
import { recipeQueryOptions } from '@/client/features/recipes';
import { toast } from '@/client/components/ui/use-toast';
import { formatDayTitle, mealTypeSingular } from '../lib/day-format';
import { DayMealsCard } from './day-meals-card';
import {
  DayPlannerContext,
  describeTarget,
  type DayPlannerActions,
  type MealDragData,
  type MealDropData,
} from '../lib/day-planner-context';
import { useSaveMealPlanDays } from '../api/use-save-meal-plan-days';
import { DayStrip } from './day-strip';
import { DayTotalsCard } from './day-totals-card';
import { MealDragPreview } from './meal-item';
import { MealMoveDialog } from './meal-move-dialog';
import { NutrientAdequacyPanel } from './nutrient-adequacy-panel';
import { MealRecipePicker } from './meal-recipe-picker';
import {
  mealAt,
  mealFromRecipe,
  mealsOf,
  moveMeal,
  placeMeal,
  removeMeal,
  sameTarget,
  updateMeal,
  withServings,
  type MealAddress,
  type MealTarget,
} from '../lib/plan-moves';
import { dayTargets } from '../lib/plan-targets';
import { dayTypeOf } from '@/shared/schemas/day-types';
import { PlanWeekChart } from './plan-week-chart';

/** Hovering a day tab this long while dragging opens that day, so the meal can land in one of its slots. */
const SPRING_LOAD_MS = 650;

const arrowKeys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * Keyboard dragging: each arrow press jumps to the nearest drop target in that direction (a slot, a
 * snack, a day tab) instead of nudging the meal 25 px at a time.
 */
const jumpBetweenDropTargets: KeyboardCoordinateGetter = (event, { context }) => {
  if (!arrowKeys.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const centerX = collisionRect.left + collisionRect.width / 2;
  const centerY = collisionRect.top + collisionRect.height / 2;
  const vertical = event.code === 'ArrowUp' || event.code === 'ArrowDown';
  let best: { left: number; top: number; width: number; height: number } | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const dx = rect.left + rect.width / 2 - centerX;
    const dy = rect.top + rect.height / 2 - centerY;
    const along =
      event.code === 'ArrowDown' ? dy : event.code === 'ArrowUp' ? -dy : event.code === 'ArrowRight' ? dx : -dx;
    if (along <= 4) continue;
    // How far the target lies to the side: zero when it is straight above/below (or beside) the meal.
    const sideways = vertical
      ? Math.max(
          0,
          rect.left - (collisionRect.left + collisionRect.width),
          collisionRect.left - (rect.left + rect.width),
        )
      : Math.max(
          0,
          rect.top - (collisionRect.top + collisionRect.height),
          collisionRect.top - (rect.top + rect.height),
        );
    const score = along + 3 * sideways;
    if (score < bestScore) {
      bestScore = score;
      best = rect;
    }
  }
  if (!best) return undefined;
  return {
    x: best.left + (best.width - collisionRect.width) / 2,
    y: best.top + (best.height - collisionRect.height) / 2,
  };
};

/** With a pointer: the target under it. With the keyboard: the target nearest the carried meal. */
const findDropTarget: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

function dragData(data: unknown): MealDragData | null {
  return data && typeof data === 'object' && (data as MealDragData).kind === 'meal' ? (data as MealDragData) : null;
}
function dropData(data: unknown): MealDropData | null {
  const kind = data && typeof data === 'object' ? (data as MealDropData).kind : null;
  return kind === 'slot' || kind === 'day' ? (data as MealDropData) : null;
}

/** Where a meal dropped on a day tab goes: the same meal of that day (a snack joins the day's snacks). */
function targetFor(from: MealAddress, drop: MealDropData): MealTarget {
  if (drop.kind === 'slot') return drop.target;
  return from.slot === 'snacks'
    ? { dayNumber: drop.dayNumber, slot: 'snacks', index: 'new' }
    : { dayNumber: drop.dayNumber, slot: from.slot };
}

/**
 * What screen readers hear while a meal is dragged. `carried` is the meal picked up: when a drag opens
 * another day, the meal's own row (and the data dnd-kit keeps for it) unmounts mid-drag.
 */
function announcementsFor(carried: () => MealDragData | null): Announcements {
  return {
    onDragStart({ active }) {
      const meal = dragData(active.data.current) ?? carried();
      return meal ? `Picked up ${meal.name} from ${meal.where}.` : undefined;
    },
    onDragOver({ over }) {
      const meal = carried();
      const drop = dropData(over?.data.current);
      if (!meal) return undefined;
      if (!drop) return `${meal.name} is not over a meal slot.`;
      if (drop.kind === 'day') return `Over ${drop.where}. Drop to move ${meal.name} to the same meal on that day.`;
      if (sameTarget(drop.target, meal.address)) return `Over ${drop.where}, where ${meal.name} is now.`;
      return drop.occupant
        ? `Over ${drop.where}, which holds ${drop.occupant}. Dropping swaps the two.`
        : `Over ${drop.where}.`;
    },
    onDragEnd({ over }) {
      const meal = carried();
      const drop = dropData(over?.data.current);
      if (!meal) return undefined;
      return drop ? `${meal.name} dropped on ${drop.where}.` : `${meal.name} was not moved.`;
    },
    onDragCancel() {
      const meal = carried();
      return meal ? `Moving cancelled. ${meal.name} stays at ${meal.where}.` : undefined;
    },
  };
}

const screenReaderInstructions = {
  draggable:
    'To move this meal, press Space or Enter to pick it up, use the arrow keys to choose another meal or day, then press Space or Enter to drop it, or Escape to cancel. Dropping on a filled slot swaps the two meals.',
};

type PickerState = { target: MealTarget; replacing: boolean };

/** Daily Meals: the day tabs, the selected day's meals, its totals against the targets and the week's calories. */
export function DayPlanner({ plan }: { plan: MealPlanDetail }) {
  const f = useFormats();
  const { apply, saving } = useSaveMealPlanDays(plan.id);
  const queryClient = useQueryClient();
  const days = plan.days;
  const [selectedDay, setSelectedDay] = useState(days[0]?.dayNumber ?? 1);
  const [picker, setPicker] = useState<PickerState | null>(null);
  // The picker keeps its last title while it fades out.
  const [pickerOpen, setPickerOpen] = useState(false);
  const [moveFrom, setMoveFrom] = useState<MealAddress | null>(null);
  const [dragged, setDragged] = useState<ResolvedMeal | null>(null);
  const springTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The meal being dragged, kept here: its row may unmount mid-drag (see announcementsFor).
  const carried = useRef<MealDragData | null>(null);
  const announcements = useMemo(() => announcementsFor(() => carried.current), []);
  const typed = !!plan.dayTypes?.length;

  const sensors = useSensors(
    // A few pixels of travel first, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenDropTargets }),
  );

  const stopSpringLoad = () => {
    if (springTimer.current) clearTimeout(springTimer.current);
    springTimer.current = null;
  };
  useEffect(() => stopSpringLoad, []);

  const index = Math.max(
    0,
    days.findIndex((day) => day.dayNumber === selectedDay),
  );
  const day = days[index];
  const targets = dayTargets(plan, day ?? { dayType: null });
  const typeNameOf = (of: { dayType?: string | null }) => dayTypeOf(plan.dayTypes, of.dayType)?.name ?? null;
  const setDayType = (dayNumber: number, dayType: string | null) =>
    void apply((current) => ({
      days: current.map((candidate) => (candidate.dayNumber === dayNumber ? { ...candidate, dayType } : candidate)),
      changed: [dayNumber],
    }));

  const move = (from: MealAddress, to: MealTarget) => {
    const name = (() => {
      const source = days.find((candidate) => candidate.dayNumber === from.dayNumber);
      return source ? (mealAt(source.meals, from)?.recipeName ?? 'The meal') : 'The meal';
    })();
    void apply((current) => moveMeal(current, from, to)).then((changed) => {
      if (changed && to.dayNumber !== selectedDay) {
        toast({
          title: 'Meal moved',
          description: `${name} is now ${describeTarget(to).replace(' (as a new snack)', '')}.`,
        });
      }
    });
  };

  const actions = useMemo<DayPlannerActions>(
    () => ({
      add: (target) => {
        setPicker({ target, replacing: false });
        setPickerOpen(true);
      },
      replace: (address) => {
        setPicker({ target: address, replacing: true });
        setPickerOpen(true);
      },
      remove: (address) => void apply((current) => removeMeal(current, address)),
      setServings: (address, servings) =>
        void apply((current) => updateMeal(current, address, (meal) => withServings(meal, servings))),
      moveTo: (address) => setMoveFrom(address),
    }),
    [apply],
  );

  const pick = async (summary: RecipeSummary) => {
    if (!picker) return;
    const { target, replacing } = picker;
    setPickerOpen(false);
    // The picker lists summaries; the day's totals need the recipe's whole nutrition.
    let recipe;
    try {
      recipe = await queryClient.fetchQuery(recipeQueryOptions(summary.id));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The recipe could not be added',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
      return;
    }
    void apply((current) => {
      const targetDay = current.find((candidate) => candidate.dayNumber === target.dayNumber);
      const existing = replacing && targetDay ? mealAt(targetDay.meals, target) : null;
      return placeMeal(current, target, mealFromRecipe(recipe, existing?.servings ?? 1));
    });
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const meal = dragData(active.data.current);
    carried.current = meal;
    const source = meal ? days.find((candidate) => candidate.dayNumber === meal.address.dayNumber) : undefined;
    setDragged(meal && source ? mealAt(source.meals, meal.address) : null);
  };

  const onDragOver = ({ over }: DragOverEvent) => {
    stopSpringLoad();
    const drop = dropData(over?.data.current);
    if (drop?.kind === 'day' && drop.dayNumber !== selectedDay) {
      springTimer.current = setTimeout(() => setSelectedDay(drop.dayNumber), SPRING_LOAD_MS);
    }
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    stopSpringLoad();
    setDragged(null);
    // Not cleared here: the screen reader's "dropped on…" is read after this handler.
    const meal = carried.current;
    const drop = dropData(over?.data.current);
    if (!meal || !drop) return;
    if (drop.kind === 'day' && drop.dayNumber === meal.address.dayNumber) return;
    move(meal.address, targetFor(meal.address, drop));
  };

  if (!day) {
    return <p className="text-sm text-muted-foreground">This plan has no days.</p>;
  }

  const pickerDay = picker ? days.find((candidate) => candidate.dayNumber === picker.target.dayNumber) : undefined;
  const pickerTitle = picker ? `${picker.replacing ? 'Replace' : 'Add'} ${mealTypeSingular[picker.target.slot]}` : '';

  return (
    <DayPlannerContext.Provider value={actions}>
      <section aria-labelledby="daily-meals-title" className="grid min-w-0 gap-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex items-center gap-3">
            <h2 id="daily-meals-title" className="text-lg font-semibold tracking-tight text-foreground">
              Daily Meals
            </h2>
            <p role="status" className="flex items-center gap-1.5 text-xs text-muted-foreground">
              {saving ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                  Saving…
                </>
              ) : null}
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="hidden sm:inline">Drag a meal by its handle onto another slot or day, or use </span>
            <span className="sm:hidden">To move a meal, use </span>
            its menu’s “Move to…”.
          </p>
        </div>

        <DndContext
          sensors={sensors}
          collisionDetection={findDropTarget}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            stopSpringLoad();
            setDragged(null);
          }}
          accessibility={{ announcements, screenReaderInstructions }}
          // Scroll only in the outer tenth of the screen, so reaching for a day tab does not scroll it away.
          autoScroll={{ threshold: { x: 0.1, y: 0.1 } }}
        >
          <DayStrip
            days={days}
            selectedDay={day.dayNumber}
            targetCaloriesOf={(of) => dayTargets(plan, of).calories}
            typeNameOf={typeNameOf}
            onSelect={setSelectedDay}
          />
          <div className="grid min-w-0 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <DayMealsCard
              day={day}
              previousDay={days[index - 1]?.dayNumber ?? null}
              nextDay={days[index + 1]?.dayNumber ?? null}
              onSelect={setSelectedDay}
              dayTypes={plan.dayTypes}
              onDayTypeChange={(key) => setDayType(day.dayNumber, key)}
            />
            <div className="grid min-w-0 gap-5">
              <DayTotalsCard
                title={`Day ${day.dayNumber} totals${typeNameOf(day) ? ` · ${typeNameOf(day)}` : ''}`}
                totals={day.totals}
                incomplete={day.incomplete}
                targets={targets}
                empty={mealsOf(day.meals).length === 0}
              />
              <PlanWeekChart
                days={days}
                selectedDay={day.dayNumber}
                targetCalories={targets.calories}
                targetCaloriesOf={typed ? (of) => dayTargets(plan, of).calories : undefined}
                onSelect={setSelectedDay}
              />
            </div>
          </div>
          <NutrientAdequacyPanel plan={plan} day={day} saving={saving} />
          <DragOverlay dropAnimation={null}>{dragged ? <MealDragPreview meal={dragged} /> : null}</DragOverlay>
        </DndContext>
      </section>

      <MealRecipePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title={pickerTitle}
        dayTitle={pickerDay ? formatDayTitle(pickerDay, f) : ''}
        allergies={plan.client?.allergies ?? []}
        restrictions={plan.client?.dietaryRestrictions ?? []}
        onPick={(recipe) => void pick(recipe)}
      />
      <MealMoveDialog
        days={days}
        from={moveFrom}
        onOpenChange={(open) => {
          if (!open) setMoveFrom(null);
        }}
        onMove={(from, to) => {
          setMoveFrom(null);
          move(from, to);
        }}
      />
    </DayPlannerContext.Provider>
  );
}
