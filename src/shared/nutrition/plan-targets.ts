import type { HealthFilter, MacroKey, MacroNutrition, MacroValues, MacroPreference } from '../schemas/generator.ts';
import type { Allergen } from './allergens.ts';

/** kcal per gram (Atwater general factors) */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
/** A day is "within tolerance" when calories and all three macros are within this many % of the targets. */
export const DAY_TOLERANCE_PERCENT = 5;
/**
 * A macro target below this share of the day's energy is measured against this share instead: otherwise a
 * 2 g carb target would turn 6 g into "+200 %", which says nothing a dietitian can use.
 */
export const MACRO_FLOOR_SHARE = 0.05;

/** What a day aims at: calories, and grams of each macro (from percentages of the calories, or as given). */
export function dailyTargets(request: {
  caloriesPerDay: number;
  macroPreference: MacroPreference;
  macroValues: MacroValues;
}): MacroNutrition {
  const calories = request.caloriesPerDay;
  const values = request.macroValues;
  if (request.macroPreference === 'grams') {
    return { calories, protein: values.proteinGrams ?? 0, carbs: values.carbsGrams ?? 0, fat: values.fatGrams ?? 0 };
  }
  return {
    calories,
    protein: (calories * (values.proteinPercent ?? 0)) / 100 / KCAL_PER_GRAM.protein,
    carbs: (calories * (values.carbsPercent ?? 0)) / 100 / KCAL_PER_GRAM.carbs,
    fat: (calories * (values.fatPercent ?? 0)) / 100 / KCAL_PER_GRAM.fat,
  };
}

/** The amount each deviation is a share of: the target, or for macros at least MACRO_FLOOR_SHARE of the energy. */
export function deviationScale(targets: MacroNutrition): MacroNutrition {
  const floor = (key: 'protein' | 'carbs' | 'fat') => (targets.calories * MACRO_FLOOR_SHARE) / KCAL_PER_GRAM[key];
  return {
    calories: Math.max(targets.calories, 1),
    protein: Math.max(targets.protein, floor('protein')),
    carbs: Math.max(targets.carbs, floor('carbs')),
    fat: Math.max(targets.fat, floor('fat')),
  };
}

/** Signed % by which totals miss the targets, one decimal. */
export function dayDeviation(totals: MacroNutrition, targets: MacroNutrition): MacroNutrition {
  const scale = deviationScale(targets);
  // + 0 turns -0 into 0, which JSON and deep equality would otherwise tell apart
  const percent = (key: MacroKey) => Math.round(((totals[key] - targets[key]) / scale[key]) * 1000) / 10 + 0;
  return { calories: percent('calories'), protein: percent('protein'), carbs: percent('carbs'), fat: percent('fat') };
}

export function isWithinTolerance(deviation: MacroNutrition, tolerancePercent = DAY_TOLERANCE_PERCENT): boolean {
  return (
    Math.abs(deviation.calories) <= tolerancePercent &&
    Math.abs(deviation.protein) <= tolerancePercent &&
    Math.abs(deviation.carbs) <= tolerancePercent &&
    Math.abs(deviation.fat) <= tolerancePercent
  );
}

/** Sum of meals' nutrition, one decimal (so what the screen shows adds up). */
export function sumMeals(meals: (MacroNutrition | undefined | null)[]): MacroNutrition {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const meal of meals) {
    if (!meal) continue;
    total.calories += meal.calories;
    total.protein += meal.protein;
    total.carbs += meal.carbs;
    total.fat += meal.fat;
  }
  return {
    calories: round1(total.calories),
    protein: round1(total.protein),
    carbs: round1(total.carbs),
    fat: round1(total.fat),
  };
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10 + 0;
}

/**
 * Allergens each health filter keeps out (decisions: 'Seafood' is fish, crustaceans and molluscs; 'Dairy' is
 * milk). A recipe that contains or may contain one of them does not pass.
 */
export const allergensOfHealthFilter: Partial<Record<HealthFilter, Allergen[]>> = {
  'gluten-free': ['gluten'],
  dairy: ['milk'],
  egg: ['egg'],
  peanut: ['peanuts'],
  seafood: ['fish', 'crustaceans', 'molluscs'],
  soy: ['soy'],
  'tree nut': ['tree-nuts'],
  wheat: ['wheat'],
};

/**
 * Whether a recipe's derived labels pass the health filters: 'vegetarian', 'vegan', 'ketogenic' and 'paleo'
 * need that diet label; every other filter names allergens to exclude.
 */
export function passesHealthFilters(
  labels: { diets: readonly string[]; allergens: readonly string[] },
  filters: readonly HealthFilter[],
): boolean {
  for (const filter of filters) {
    switch (filter) {
      case 'vegetarian':
      case 'vegan':
      case 'ketogenic':
      case 'paleo':
        if (!labels.diets.includes(filter)) return false;
        break;
      default:
        if ((allergensOfHealthFilter[filter] ?? []).some((allergen) => labels.allergens.includes(allergen)))
          return false;
    }
  }
  return true;
}
