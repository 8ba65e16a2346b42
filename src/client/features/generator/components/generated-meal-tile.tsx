import { useDraggable, useDroppable } from '@dnd-kit/core';
import {
  ArrowLeftRight,
  Coffee,
  Cookie,
  GripVertical,
  LoaderCircle,
  Moon,
  RefreshCw,
  Sun,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { GeneratedMeal, PlanSlot } from '@/shared/schemas/generator';
import { Button } from '@/client/components/ui/button';
import { MealImage } from '@/client/features/meal-plans';
import { useFormats } from '@/client/lib/use-formats';
import { cn } from '@/client/lib/cn';
import type { MealAddress } from '../lib/generated-plan';

export const mealTypeNames: Record<PlanSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};
const mealTypeIcons: Record<PlanSlot, LucideIcon> = { breakfast: Coffee, lunch: Sun, dinner: Moon, snack: Cookie };

/** "Day 2 dinner": where a tile is, for buttons and announcements. */
export function describeAddress(address: MealAddress): string {
  return `Day ${address.dayNumber} ${address.mealType}`;
}

/** What a dragged tile carries and what a tile it is dropped on carries. */
export type TileData = { kind: 'generated-meal'; address: MealAddress; name: string };

export const dragIdOf = (address: MealAddress) => `drag:${address.dayNumber}:${address.mealType}`;
export const dropIdOf = (address: MealAddress) => `drop:${address.dayNumber}:${address.mealType}`;

/** "520 kcal · P 32 g · C 45 g · F 12 g" (or "2,176 kJ · ..."), rounded to whole numbers as the spec's tiles show them. */
export function MealMacros({ nutrition, className }: { nutrition: GeneratedMeal['nutrition']; className?: string }) {
  const formats = useFormats();
  const macros = [
    { short: 'P', label: 'Protein', value: nutrition.protein },
    { short: 'C', label: 'Carbs', value: nutrition.carbs },
    { short: 'F', label: 'Fat', value: nutrition.fat },
  ];
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2.5 gap-y-0.5 text-xs text-subtle tabular-nums', className)}>
      <span className="text-sm font-semibold text-foreground">{formats.energy(nutrition.calories)}</span>
      {macros.map(({ short, label, value }) => (
        <span key={short} className="whitespace-nowrap">
          <span aria-hidden="true" className="font-medium text-muted-foreground">
            {short}
          </span>
          <span className="sr-only">{label}</span> {`${formats.number(Math.round(value))} g`}
        </span>
      ))}
    </p>
  );
}

type GeneratedMealTileProps = {
  meal: GeneratedMeal;
  address: MealAddress;
  /** the tile chosen with "Swap", waiting for the tile to swap with (null when not swapping) */
  swapSource: MealAddress | null;
  /** while anything is regenerating or saving, the plan holds still */
  frozen: boolean;
  /** this very meal is being regenerated */
  regenerating: boolean;
  onSwapStart: (address: MealAddress) => void;
  onSwapWith: (address: MealAddress) => void;
  onSwapCancel: () => void;
  onRegenerate: (address: MealAddress) => void;
};

/** One meal of a generated day: drag it by its handle onto another tile, or use Swap, to trade places. */
export function GeneratedMealTile({
  meal,
  address,
  swapSource,
  frozen,
  regenerating,
  onSwapStart,
  onSwapWith,
  onSwapCancel,
  onRegenerate,
}: GeneratedMealTileProps) {
  const formats = useFormats();
  const data: TileData = { kind: 'generated-meal', address, name: meal.recipeName };
  const draggable = useDraggable({ id: dragIdOf(address), data, disabled: frozen });
  const droppable = useDroppable({ id: dropIdOf(address), data, disabled: frozen });
  const Icon = mealTypeIcons[address.mealType];
  const isSource =
    swapSource !== null && swapSource.dayNumber === address.dayNumber && swapSource.mealType === address.mealType;
  const isSwapTarget = swapSource !== null && !isSource;
  const highlighted = droppable.isOver && draggable.isDragging === false && droppable.active !== null;
  const where = describeAddress(address);

  return (
    <article
      ref={(node) => {
        draggable.setNodeRef(node);
        droppable.setNodeRef(node);
      }}
      aria-label={`${mealTypeNames[address.mealType]}: ${meal.recipeName}`}
      data-meal-type={address.mealType}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-surface p-2.5 shadow-xs transition-[box-shadow,opacity,border-color]',
        isSource
          ? 'border-brand-500 ring-2 ring-brand-200'
          : isSwapTarget
            ? 'border-dashed border-brand-300'
            : 'border-border',
        highlighted && 'border-brand-400 bg-brand-50 ring-2 ring-brand-400 ring-offset-2 ring-offset-surface',
        draggable.isDragging && 'opacity-40',
      )}
    >
      <div className="flex min-w-0 flex-1 basis-52 items-center gap-3">
        <button
          type="button"
          ref={draggable.setActivatorNodeRef}
          {...draggable.attributes}
          {...draggable.listeners}
          aria-label={`Drag ${meal.recipeName} (${where})`}
          disabled={frozen}
          className={cn(
            '-my-1 -ml-1 flex h-12 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-faint',
            'hover:bg-muted hover:text-body focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing',
            'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
          )}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <MealImage imageUrl={meal.imageUrl} className="size-14" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-1.5 text-[0.7rem] font-semibold tracking-wide text-brand-700 uppercase">
            <Icon aria-hidden="true" className="size-3.5" />
            {mealTypeNames[address.mealType]}
            <span className="font-normal tracking-normal text-muted-foreground normal-case">{`· ${formats.servings(meal.servings)}`}</span>
          </p>
          <p className="mt-0.5 line-clamp-2 text-sm leading-snug font-medium text-foreground">{meal.recipeName}</p>
          <MealMacros nutrition={meal.nutrition} className="mt-1" />
        </div>
      </div>

      <div className="flex w-full items-center justify-end gap-1.5 border-t border-border pt-2 sm:w-auto sm:flex-col sm:items-stretch sm:border-0 sm:pt-0">
        {isSource ? (
          <Button variant="outline" size="sm" onClick={onSwapCancel} aria-label={`Cancel swapping ${meal.recipeName}`}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        ) : isSwapTarget ? (
          <Button
            size="sm"
            onClick={() => onSwapWith(address)}
            disabled={frozen}
            aria-label={`Swap here: ${meal.recipeName} (${where})`}
          >
            <ArrowLeftRight aria-hidden="true" />
            Swap here
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onSwapStart(address)}
            disabled={frozen}
            aria-label={`Swap ${meal.recipeName} (${where})`}
          >
            <ArrowLeftRight aria-hidden="true" />
            Swap
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRegenerate(address)}
          disabled={frozen || swapSource !== null}
          aria-label={`New recipe for ${where}`}
          title="Choose another recipe for this meal; the rest of the plan stays"
          className="text-subtle"
        >
          {regenerating ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          <span>New recipe</span>
        </Button>
      </div>
    </article>
  );
}

/** What follows the pointer while a tile is dragged. */
export function MealTilePreview({ meal, mealType }: { meal: GeneratedMeal; mealType: PlanSlot }) {
  return (
    <div className="flex w-80 max-w-[85vw] cursor-grabbing items-center gap-3 rounded-lg border border-brand-300 bg-surface p-2.5 shadow-raised ring-2 ring-brand-200">
      <GripVertical aria-hidden="true" className="size-4 shrink-0 text-faint" />
      <MealImage imageUrl={meal.imageUrl} className="size-11" />
      <div className="min-w-0">
        <p className="text-[0.7rem] font-semibold tracking-wide text-brand-700 uppercase">{mealTypeNames[mealType]}</p>
        <p className="truncate text-sm font-medium text-foreground">{meal.recipeName}</p>
        <MealMacros nutrition={meal.nutrition} />
      </div>
    </div>
  );
}
