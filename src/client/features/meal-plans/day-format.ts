import type { MealType } from '@/shared/schemas/meal-plans';

// Plan dates are calendar dates ('YYYY-MM-DD'): read and printed in UTC so no viewer sees them shift a day.
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function utcDate(yyyyMmDd: string): Date {
  return new Date(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`);
}

/** "Monday, Jan 5" */
export function formatDayDate(yyyyMmDd: string): string {
  return longDate.format(utcDate(yyyyMmDd));
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

export const mealTypeLabels: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};

/** "breakfast" for "Add breakfast"; snacks are added one at a time. */
export const mealTypeSingular: Record<MealType, string> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snacks: 'snack',
};

const servingsNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1 serving", "1.5 servings", "2 servings" */
export function formatServings(servings: number): string {
  return `${servingsNumber.format(servings)} ${servings === 1 ? 'serving' : 'servings'}`;
}
