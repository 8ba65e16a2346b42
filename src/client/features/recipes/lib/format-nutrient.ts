import { roundForDisplay, type NutrientKey } from '@/shared/nutrition/recipe-nutrition';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A nutrient as the app prints it: calories and sodium whole, grams with one decimal. The value is
 * rounded by the shared rule first, so the list, the form and the PDFs never disagree by a tenth.
 */
export function formatNutrient(key: NutrientKey, value: number): string {
  if (key === 'calories') return `${whole.format(roundForDisplay(key, value))} kcal`;
  if (key === 'sodium') return `${whole.format(Math.round(value))} mg`;
  return `${oneDecimal.format(roundForDisplay(key, value))} g`;
}

/** "1 serving", "4 servings"; "1 ingredient", "6 ingredients". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
