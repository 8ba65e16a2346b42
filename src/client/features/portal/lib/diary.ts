import type { DiaryEntry, DiaryEntryInput, DiaryMeal } from '@/shared/schemas/food-diary';
import type { PlanMealSlot } from '@/shared/schemas/meal-plans';
import type { CheckIn } from '@/shared/schemas/portal';
import { friendlyAmount } from './format-portal';

export const portionChoices = [
  { portion: 0.5, label: '½' },
  { portion: 0.75, label: '¾' },
  { portion: 1.25, label: '1¼' },
  { portion: 1.5, label: '1½' },
] as const;

/** The measures a client can log water in; a cup is the US cup, a glass the usual 250 ml. */
export const waterUnits = [
  { unit: 'ml', label: 'ml', ml: 1 },
  { unit: 'cup', label: 'cups', ml: 240 },
  { unit: 'glass', label: 'glasses', ml: 250 },
] as const;
export type WaterUnit = (typeof waterUnits)[number]['unit'];

export function toMl(amount: number, unit: WaterUnit): number {
  return Math.round(amount * waterUnits.find((choice) => choice.unit === unit)!.ml);
}

/** 1500 → "1.5 L", 750 → "750 ml". */
export function waterLabel(ml: number): string {
  return ml >= 1000 ? `${Math.round(ml / 100) / 10} L` : `${ml} ml`;
}

const unitWords: Record<string, [string, string]> = {
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  ml: ['ml', 'ml'],
  l: ['L', 'L'],
  cup: ['cup', 'cups'],
  tbsp: ['tbsp', 'tbsp'],
  tsp: ['tsp', 'tsp'],
  oz: ['oz', 'oz'],
  lb: ['lb', 'lb'],
  piece: ['piece', 'pieces'],
};

/** How an entry reads in the diary: "¾ of Overnight oats", "2 cups Banana, raw", "Slice of cake (not analysed)". */
export function entryLabel(entry: DiaryEntry): string {
  switch (entry.kind) {
    case 'planned':
      return entry.portion === 1 ? `${entry.name}, as planned` : `${friendlyAmount(entry.portion)} of ${entry.name}`;
    case 'recipe':
      return `${entry.name} · ${friendlyAmount(entry.servings)} serving${entry.servings === 1 ? '' : 's'}`;
    case 'food': {
      const [one, many] = unitWords[entry.unit] ?? [entry.unit, entry.unit];
      return `${friendlyAmount(entry.amount)} ${entry.amount === 1 ? one : many} ${entry.name}`;
    }
    case 'text':
      return entry.text;
  }
}

/** A stored entry back into what the API takes, to send a meal again with one entry more or less. */
export function toEntryInput(entry: DiaryEntry): DiaryEntryInput {
  switch (entry.kind) {
    case 'planned':
      return { kind: 'planned', portion: entry.portion };
    case 'recipe':
      return { kind: 'recipe', recipeId: entry.recipeId, servings: entry.servings };
    case 'food':
      return { kind: 'food', fdcId: entry.fdcId, amount: entry.amount, unit: entry.unit };
    case 'text':
      return { kind: 'text', text: entry.text };
  }
}

export type MealState =
  | { kind: 'logged'; meal: DiaryMeal }
  | { kind: 'skipped'; meal: DiaryMeal }
  | { kind: 'check-in'; checkIn: CheckIn }
  | { kind: 'open' };

/** A diary record wins over a plan check-in of the same meal; an "eaten" check-in is the planned meal as planned. */
export function mealStateOf(date: string, mealType: PlanMealSlot, meals: DiaryMeal[], checkIns: CheckIn[]): MealState {
  const meal = meals.find((row) => row.date === date && row.mealType === mealType);
  if (meal) return meal.skipped ? { kind: 'skipped', meal } : { kind: 'logged', meal };
  const checkIn = checkIns.find((row) => row.date === date && row.mealType === mealType);
  return checkIn ? { kind: 'check-in', checkIn } : { kind: 'open' };
}
