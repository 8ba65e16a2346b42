import { toGrams, type GramsMethod, type IngredientUnit, type Portion } from './units.ts';

export const nutrientKeys = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;
export type NutrientKey = (typeof nutrientKeys)[number];
/** calories kcal; protein, carbs, fat, fiber, sugar g; sodium mg */
export type Nutrition = Record<NutrientKey, number>;

/** A food's composition per 100 g; null means not measured (counted as missing, never as zero). */
export interface FoodComposition {
  id: number;
  description: string;
  /** USDA food group, when known: diet labels are derived from it */
  foodGroup?: string | null;
  per100g: Record<NutrientKey, number | null>;
  portions: Portion[];
}

export interface IngredientLine {
  name: string;
  amount: number;
  unit: IngredientUnit;
  fdcId?: number | null;
  /** the weighed amount, when the recipe states it (catalogue recipes do); wins over the household unit */
  grams?: number | null;
}

export type IngredientStatus =
  | { resolved: true; grams: number; method: GramsMethod; food: string }
  | { resolved: false; reason: 'no food chosen' | 'food not found' | 'unit needs a portion' };

export interface RecipeNutrition {
  total: Nutrition;
  perServing: Nutrition;
  /** how many ingredients contributed, out of how many */
  resolvedIngredients: number;
  totalIngredients: number;
  /** per nutrient, how many contributing foods had no value for it */
  missingValues: Record<NutrientKey, number>;
  ingredients: IngredientStatus[];
}

export function emptyNutrition(): Nutrition {
  return { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
}

/**
 * Totals from the ingredients' foods, divided by servings. Raw values are summed; rounding is for display
 * only, so the shown parts always add up. Unresolved ingredients are reported, not silently dropped.
 */
export function computeRecipeNutrition(
  ingredients: IngredientLine[],
  servings: number,
  foodsById: Map<number, FoodComposition>,
): RecipeNutrition {
  const total = emptyNutrition();
  const missingValues = emptyNutrition();
  const statuses: IngredientStatus[] = ingredients.map((line) => {
    if (line.fdcId === undefined || line.fdcId === null) return { resolved: false, reason: 'no food chosen' };
    const food = foodsById.get(line.fdcId);
    if (!food) return { resolved: false, reason: 'food not found' };
    const grams: { grams: number; method: GramsMethod } | null =
      line.grams && line.grams > 0 ? { grams: line.grams, method: 'stated weight' } : toGrams(line.amount, line.unit, food.portions);
    if (!grams) return { resolved: false, reason: 'unit needs a portion' };
    for (const key of nutrientKeys) {
      const per100 = food.per100g[key];
      if (per100 === null) missingValues[key] += 1;
      else total[key] += (per100 * grams.grams) / 100;
    }
    return { resolved: true, grams: grams.grams, method: grams.method, food: food.description };
  });
  const portions = servings >= 1 ? servings : 1;
  const perServing = emptyNutrition();
  for (const key of nutrientKeys) perServing[key] = total[key] / portions;
  return {
    total,
    perServing,
    resolvedIngredients: statuses.filter((status) => status.resolved).length,
    totalIngredients: ingredients.length,
    missingValues,
    ingredients: statuses,
  };
}

/** Display rounding from the spec: calories whole, everything else one decimal. */
export function roundForDisplay(key: NutrientKey, value: number): number {
  return key === 'calories' ? Math.round(value) : Math.round(value * 10) / 10;
}
