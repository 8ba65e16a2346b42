import { useMemo, useState } from 'react';
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
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { GeneratedDay } from '@/shared/schemas/generator';
import { GeneratedDayCard } from './generated-day-card';
import { describeAddress, MealTilePreview, type TileData } from './generated-meal-tile';
import { mealAt, sameAddress, type MealAddress, type RegenerateTarget } from '../lib/generated-plan';

const arrowKeys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** Keyboard dragging: each arrow press jumps to the nearest tile in that direction, not 25 px at a time. */
const jumpToNearestTile: KeyboardCoordinateGetter = (event, { context }) => {
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
    // The tile the carried meal is over now is where it is, not where it goes.
    if (
      centerX >= rect.left &&
      centerX <= rect.left + rect.width &&
      centerY >= rect.top &&
      centerY <= rect.top + rect.height
    )
      continue;
    const dx = rect.left + rect.width / 2 - centerX;
    const dy = rect.top + rect.height / 2 - centerY;
    const along =
      event.code === 'ArrowDown' ? dy : event.code === 'ArrowUp' ? -dy : event.code === 'ArrowRight' ? dx : -dx;
    if (along <= 4) continue;
    const sideways = vertical ? Math.abs(dx) : Math.abs(dy);
    const score = along + 3 * sideways;
    if (score < bestScore) {
      bestScore = score;
      best = rect;
    }
  }
  if (!best) return undefined;
  // Left edges aligned (the preview is narrower than a tile), so a move straight down stays in its column.
  return { x: best.left, y: best.top + (best.height - collisionRect.height) / 2 };
};

/** With a pointer: the tile under it. With the keyboard: the tile nearest the carried one. */
const findTile: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

function tileData(data: unknown): TileData | null {
  return data && typeof data === 'object' && (data as TileData).kind === 'generated-meal' ? (data as TileData) : null;
}

function announcementsFor(): Announcements {
  return {
    onDragStart({ active }) {
      const meal = tileData(active.data.current);
      return meal ? `Picked up ${meal.name} from ${describeAddress(meal.address)}.` : undefined;
    },
    onDragOver({ active, over }) {
      const meal = tileData(active.data.current);
      const target = tileData(over?.data.current);
      if (!meal) return undefined;
      if (!target) return `${meal.name} is not over a meal.`;
      if (sameAddress(meal.address, target.address))
        return `Over ${describeAddress(target.address)}, where ${meal.name} is now.`;
      return `Over ${describeAddress(target.address)}, which holds ${target.name}. Dropping swaps the two.`;
    },
    onDragEnd({ active, over }) {
      const meal = tileData(active.data.current);
      const target = tileData(over?.data.current);
      if (!meal) return undefined;
      if (!target || sameAddress(meal.address, target.address)) return `${meal.name} was not moved.`;
      return `${meal.name} swapped with ${target.name}.`;
    },
    onDragCancel({ active }) {
      const meal = tileData(active.data.current);
      return meal ? `Cancelled. ${meal.name} stays at ${describeAddress(meal.address)}.` : undefined;
    },
  };
}

const screenReaderInstructions = {
  draggable:
    'To swap this meal with another, press Space or Enter to pick it up, use the arrow keys to reach the other meal, then press Space or Enter to drop it, or Escape to cancel.',
};

type GeneratedDaysBoardProps = {
  days: GeneratedDay[];
  /** a day's type name, when the request had day types */
  typeNameOf?: (day: GeneratedDay) => string | null;
  swapSource: MealAddress | null;
  frozen: boolean;
  regenerating: RegenerateTarget | null;
  onSwap: (a: MealAddress, b: MealAddress) => void;
  onSwapStart: (address: MealAddress) => void;
  onSwapWith: (address: MealAddress) => void;
  onSwapCancel: () => void;
  onRegenerate: (target: RegenerateTarget) => void;
};

/** The generated days, one card each; a tile dropped on another tile swaps the two, on one day or across days. */
export function GeneratedDaysBoard({
  days,
  typeNameOf,
  swapSource,
  frozen,
  regenerating,
  onSwap,
  ...actions
}: GeneratedDaysBoardProps) {
  const [carried, setCarried] = useState<MealAddress | null>(null);
  const announcements = useMemo(announcementsFor, []);
  const sensors = useSensors(
    // A few pixels of travel first, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpToNearestTile, scrollBehavior: 'auto' }),
  );

  const onDragStart = ({ active }: DragStartEvent) => setCarried(tileData(active.data.current)?.address ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setCarried(null);
    const from = tileData(active.data.current);
    const to = tileData(over?.data.current);
    if (!from || !to || sameAddress(from.address, to.address)) return;
    onSwap(from.address, to.address);
  };
  const carriedMeal = carried ? mealAt(days, carried) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={findTile}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setCarried(null)}
      accessibility={{ announcements, screenReaderInstructions }}
      autoScroll={{ threshold: { x: 0.1, y: 0.12 } }}
    >
      <ol className="grid gap-4" aria-label="Generated days">
        {days.map((day) => (
          <li key={day.dayNumber}>
            <GeneratedDayCard
              day={day}
              typeName={typeNameOf?.(day) ?? null}
              swapSource={swapSource}
              frozen={frozen}
              regenerating={regenerating}
              {...actions}
            />
          </li>
        ))}
      </ol>
      <DragOverlay dropAnimation={null}>
        {carried && carriedMeal ? <MealTilePreview meal={carriedMeal} mealType={carried.mealType} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
