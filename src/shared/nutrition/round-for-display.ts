import type { NutrientKey } from './recipe-nutrition.ts';

/** Display rounding from the spec: calories whole, everything else one decimal. */
export function roundForDisplay(key: NutrientKey, value: number): number {
  return key === 'calories' ? Math.round(value) : Math.round(value * 10) / 10;
}
