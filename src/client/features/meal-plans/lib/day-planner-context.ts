import { createContext, useContext } from 'react';
import type { MealAddress, MealTarget } from './plan-moves';

/** What a meal or an empty slot can ask the day editor to do; the editor saves and reports. */
export type DayPlannerActions = {
  add: (target: MealTarget) => void;
  replace: (address: MealAddress) => void;
  remove: (address: MealAddress) => void;
  setServings: (address: MealAddress, servings: number) => void;
  /** opens the "Move to…" chooser: the way to move without dragging */
  moveTo: (address: MealAddress) => void;
};

export const DayPlannerContext = createContext<DayPlannerActions | null>(null);

export function useDayPlannerActions(): DayPlannerActions {
  const actions = useContext(DayPlannerContext);
  if (!actions) throw new Error('useDayPlannerActions must be used inside the day planner');
  return actions;
}

/** What a dragged meal carries, so drops and screen-reader announcements can name it. */
export type MealDragData = { kind: 'meal'; address: MealAddress; name: string; where: string };

/** What a place a meal can be dropped on carries. */
export type MealDropData =
  | { kind: 'slot'; target: MealTarget; where: string; occupant: string | null }
  | { kind: 'day'; dayNumber: number; where: string };

/** "Day 1 breakfast", "Day 2 snack 3", "Day 4 snacks (new)" */
export function describeTarget(target: MealTarget): string {
  if (target.slot !== 'snacks') return `Day ${target.dayNumber} ${target.slot}`;
  return target.index === 'new'
    ? `Day ${target.dayNumber} snacks (as a new snack)`
    : `Day ${target.dayNumber} snack ${target.index + 1}`;
}

export function dragIdFor(address: MealAddress): string {
  return address.slot === 'snacks'
    ? `meal:${address.dayNumber}:snacks:${address.index}`
    : `meal:${address.dayNumber}:${address.slot}`;
}

export function dropIdFor(target: MealTarget): string {
  return target.slot === 'snacks'
    ? `slot:${target.dayNumber}:snacks:${target.index}`
    : `slot:${target.dayNumber}:${target.slot}`;
}
