import type { Nutrition } from './recipe-nutrition.ts';

/**
 * A recipe's health score, 0–100, from its nutrients per serving and what its weight is made of. Five parts,
 * each scaled linearly between a 'poor' and a 'good' anchor and capped:
 *   fibre      25 points  0 → 30 g per 1,000 kcal (the usual 14 g/1,000 kcal advice, doubled for full marks)
 *   protein    20 points  10 % → 25 % of energy
 *   sodium     20 points  2,500 → 800 mg per 1,000 kcal (lower is better)
 *   sugars     15 points  25 % → 5 % of energy (lower is better; total sugars, the data has no 'added')
 *   produce    20 points  0 → 50 % of the recipe's weight from vegetables, fruit and legumes
 * 75+ is shown as 'Healthy'. Documented in docs/decisions/0006-recipe-catalogue.md.
 */
export interface HealthScoreInput {
  nutrition: Nutrition;
  /** grams of vegetables, fruit and legumes, and of everything */
  produceGrams: number;
  totalGrams: number;
}

const scale = (value: number, poor: number, good: number) => Math.min(1, Math.max(0, (value - poor) / (good - poor)));

export function healthScore({ nutrition, produceGrams, totalGrams }: HealthScoreInput): number {
  const energy = nutrition.calories;
  if (!(energy > 0)) return 0;
  const perThousand = 1000 / energy;
  const fibre = scale(nutrition.fiber * perThousand, 0, 30) * 25;
  const protein = scale((nutrition.protein * 4) / energy, 0.1, 0.25) * 20;
  const sodium = scale(nutrition.sodium * perThousand, 2500, 800) * 20;
  const sugars = scale((nutrition.sugar * 4) / energy, 0.25, 0.05) * 15;
  const produce = scale(totalGrams > 0 ? produceGrams / totalGrams : 0, 0, 0.5) * 20;
  return Math.round(fibre + protein + sodium + sugars + produce);
}

export const produceGroups = new Set([
  'Vegetables and Vegetable Products',
  'Fruits and Fruit Juices',
  'Legumes and Legume Products',
]);
