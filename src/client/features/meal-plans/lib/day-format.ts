import { formatDayDate } from '@/shared/format/format-day-date';
import type { PlanMealSlot } from '@/shared/schemas/meal-plans';

// Plan dates are calendar dates ('YYYY-MM-DD'): read and printed in UTC so no viewer sees them shift a day.
const shortWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function utcDate(yyyyMmDd: string): Date {
  return new Date(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`);
}

/** "Day 1 · Monday, Jan 5": how a day of the plan is named everywhere on the page. */
export function formatDayTitle(day: { dayNumber: number; date: string }): string {
  return `Day ${day.dayNumber} · ${formatDayDate(day.date)}`;
}

/** "Mon" */
export function formatWeekday(yyyyMmDd: string): string {
  return shortWeekday.format(utcDate(yyyyMmDd));
}

/** "Jan 5" */
export function formatShortDate(yyyyMmDd: string): string {
  return shortDate.format(utcDate(yyyyMmDd));
}

export const mealTypeLabels: Record<PlanMealSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};

/** "breakfast" for "Add breakfast"; snacks are added one at a time. */
export const mealTypeSingular: Record<PlanMealSlot, string> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snacks: 'snack',
};
