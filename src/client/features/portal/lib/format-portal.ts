import type { PlanMealSlot } from '@/shared/schemas/meal-plans';

export const mealLabels: Record<PlanMealSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};

/** 1.5 → "1½", 0.333 → "⅓": amounts as a cook reads them. */
export function friendlyAmount(value: number): string {
  const whole = Math.floor(value);
  const fraction = value - whole;
  const fractions: [number, string][] = [
    [0.25, '¼'],
    [0.333, '⅓'],
    [0.5, '½'],
    [0.667, '⅔'],
    [0.75, '¾'],
  ];
  const near = fractions.find(([amount]) => Math.abs(fraction - amount) < 0.02);
  if (fraction < 0.02) return String(whole);
  if (near) return `${whole || ''}${near[1]}`;
  return String(Math.round(value * 100) / 100);
}

export function servingsLabel(servings: number): string {
  return `${friendlyAmount(servings)} serving${servings === 1 ? '' : 's'}`;
}
