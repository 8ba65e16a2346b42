import type { Formats } from '@/shared/format/formats';
import type { PlanMealSlot } from '@/shared/schemas/meal-plans';

// Plan dates are calendar dates ('YYYY-MM-DD'), written in the practice's locale (useFormats(), decision 0033).

/** "Day 1 · Monday, Jan 5" (en-GB: "Day 1 · Monday 5 Jan"): how a day of the plan is named everywhere on the page. */
export function formatDayTitle(day: { dayNumber: number; date: string }, f: Formats): string {
  return `Day ${day.dayNumber} · ${f.dayDate(day.date)}`;
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
