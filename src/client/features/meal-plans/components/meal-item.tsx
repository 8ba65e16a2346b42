import { useDraggable } from '@dnd-kit/core';
import { ArrowRightLeft, EllipsisVertical, GripVertical, RefreshCw, Trash2 } from 'lucide-react';
import type { ResolvedMeal } from '@/shared/schemas/meal-plans';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/cn';
import { dragIdFor, useDayPlannerActions, type MealDragData } from '../lib/day-planner-context';
import { MealConflicts } from './meal-conflicts';
import { MealImage } from './meal-image';
import { MealNutritionLine } from './meal-nutrition-line';
import { MealServingsStepper } from './meal-servings-stepper';
import type { MealAddress } from '../lib/plan-moves';

type MealItemProps = {
  meal: ResolvedMeal;
  address: MealAddress;
  /** "Day 1 breakfast": for the drag handle's announcements */
  where: string;
};

/** A planned meal: photo, name, servings and macros, with its handle for dragging and its menu. */
export function MealItem({ meal, address, where }: MealItemProps) {
  const actions = useDayPlannerActions();
  const removed = meal.recipeName === null;
  const name = meal.recipeName ?? 'Recipe removed';
  const data: MealDragData = { kind: 'meal', address, name, where };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: dragIdFor(address),
    data,
    // A deleted recipe cannot be saved anywhere else: it can only be replaced or removed.
    disabled: removed,
  });
  const hasConflicts = meal.conflicts.length > 0;

  return (
    <article
      ref={setNodeRef}
      aria-label={name}
      className={cn(
        'relative flex gap-2 rounded-lg border bg-surface p-2 pr-1 shadow-xs transition-opacity sm:gap-3 sm:p-2.5 sm:pr-1.5',
        hasConflicts ? 'border-warning-300' : 'border-border',
        isDragging && 'opacity-40',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}`}
        disabled={removed}
        className={cn(
          '-my-1 -ml-1 flex w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-faint',
          'hover:bg-muted hover:text-body focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing',
          'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
        )}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <MealImage imageUrl={meal.imageUrl} className="size-12 sm:size-16" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-1">
          <p
            className={cn(
              'min-w-0 flex-1 pt-0.5 text-sm leading-snug font-medium break-words',
              removed ? 'text-muted-foreground italic' : 'text-foreground',
            )}
          >
            {name}
          </p>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Actions for ${name}`}
                className="-mt-1 text-muted-foreground hover:text-foreground"
              >
                <EllipsisVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => actions.replace(address)}>
                <RefreshCw aria-hidden="true" />
                Replace recipe
              </DropdownMenuItem>
              <DropdownMenuItem disabled={removed} onSelect={() => actions.moveTo(address)}>
                <ArrowRightLeft aria-hidden="true" />
                Move to…
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => actions.remove(address)}>
                <Trash2 aria-hidden="true" />
                Remove
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        {removed ? (
          <p className="mt-0.5 text-xs text-muted-foreground">
            This recipe was deleted. Replace or remove it to edit this day.
          </p>
        ) : (
          <MealNutritionLine nutrition={meal.nutrition} className="mt-0.5" />
        )}
        <MealServingsStepper
          className="mt-2"
          servings={meal.servings}
          mealName={name}
          disabled={removed}
          onChange={(servings) => actions.setServings(address, servings)}
        />
        <MealConflicts conflicts={meal.conflicts} className="mt-2 mr-1.5" />
      </div>
    </article>
  );
}

/** What follows the pointer while a meal is dragged. */
export function MealDragPreview({ meal }: { meal: ResolvedMeal }) {
  return (
    <div className="flex w-72 max-w-[80vw] cursor-grabbing items-center gap-3 rounded-lg border border-brand-300 bg-surface p-2.5 shadow-raised ring-2 ring-brand-200">
      <GripVertical aria-hidden="true" className="size-4 shrink-0 text-faint" />
      <MealImage imageUrl={meal.imageUrl} className="size-10" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-foreground">{meal.recipeName ?? 'Recipe removed'}</p>
        <MealNutritionLine nutrition={meal.nutrition} />
      </div>
    </div>
  );
}
