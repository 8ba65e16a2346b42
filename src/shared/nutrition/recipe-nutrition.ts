import { isMicronutrientKey, micronutrientKeys, type MicronutrientKey, type Micronutrients } from './nutrients.ts';
import { toGrams, type GramsMethod, type GramsResult, type IngredientUnit, type Portion } from './units.ts';

export const nutrientKeys = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;
export type NutrientKey = (typeof nutrientKeys)[number];
/** Every nutrient a recipe carries: the seven core ones, then the SR28 micronutrients. */
export const allNutrientKeys = [...nutrientKeys, ...micronutrientKeys] as const;
export type AnyNutrientKey = NutrientKey | MicronutrientKey;
/**
 * calories kcal; protein, carbs, fat, fiber, sugar g; sodium mg; micronutrients in SR28's units (nutrients.ts).
 * A micronutrient is null when no counted food reports it, and absent on values stored before it was carried.
 */
export type Nutrition = Record<NutrientKey, number> & Partial<Micronutrients>;

/** A food's composition per 100 g; null means not measured (counted as missing, never as zero). */
export interface FoodComposition {
  id: number;
  description: string;
  /** USDA food group, when known: diet labels are derived from it */
  foodGroup?: string | null;
  per100g: Record<NutrientKey, number | null> & Partial<Micronutrients>;
  portions: Portion[];
  /** a practice's own food: the animal facts confirmed from its label (animal-facts.ts code) */
  animalFacts?: string | null;
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
  | { resolved: true; grams: number; method: GramsMethod; food: string; note: string; estimated: boolean }
  | { resolved: false; reason: 'no food chosen' | 'food not found' | 'unit needs a portion' };

export interface RecipeNutrition {
  total: Nutrition;
  perServing: Nutrition;
  /** how many ingredients contributed, out of how many */
  resolvedIngredients: number;
  totalIngredients: number;
  /** per nutrient, how many contributing foods had no value for it */
  missingValues: Record<AnyNutrientKey, number>;
  /** nutrients some contributing food did not report: their totals are "at least" */
  incomplete: AnyNutrientKey[];
  ingredients: IngredientStatus[];
}

export function emptyNutrition(): Nutrition {
  return { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
}

function zeroCounts(): Record<AnyNutrientKey, number> {
  return Object.fromEntries(allNutrientKeys.map((key) => [key, 0])) as Record<AnyNutrientKey, number>;
}

/** The same amounts times a factor; an unknown micronutrient stays unknown. */
export function scaleNutrition(nutrition: Nutrition, factor: number): Nutrition {
  const result = emptyNutrition();
  for (const key of nutrientKeys) result[key] = (nutrition[key] ?? 0) * factor;
  for (const key of micronutrientKeys) {
    const value = nutrition[key];
    if (value !== undefined) result[key] = value === null ? null : value * factor;
  }
  return result;
}

/**
 * Sums meals into a day (or days into a plan). A micronutrient counts as known once any part reports it;
 * it is "at least" when some part with nutrition did not report it or was itself incomplete. Fibre, sugar and
 * sodium are always numbers (a food without them counts 0), so they are "at least" when some part says so: a
 * recipe with a practice food whose label leaves sodium out, or an SR28 food with no sugar figure.
 */
export function sumNutrition(parts: { nutrition: Nutrition | null; incomplete?: readonly string[] }[]): {
  totals: Nutrition;
  incomplete: AnyNutrientKey[];
} {
  const totals = emptyNutrition();
  const incomplete = new Set<AnyNutrientKey>();
  const carried = new Set<MicronutrientKey>();
  for (const part of parts) {
    if (!part.nutrition) continue;
    for (const key of nutrientKeys) {
      totals[key] += part.nutrition[key] ?? 0;
      if (part.incomplete?.includes(key)) incomplete.add(key);
    }
    for (const key of micronutrientKeys) {
      const value = part.nutrition[key];
      if (value !== undefined) carried.add(key);
      if (value === undefined || value === null) {
        incomplete.add(key);
        continue;
      }
      totals[key] = (totals[key] ?? 0) + value;
      if (part.incomplete?.includes(key)) incomplete.add(key);
    }
  }
  // Values stored before micronutrients were carried have none: such totals stay without them rather than null.
  for (const key of micronutrientKeys) if (totals[key] === undefined && carried.has(key)) totals[key] = null;
  return {
    totals,
    incomplete: allNutrientKeys.filter((key) => incomplete.has(key) && typeof totals[key] === 'number'),
  };
}

/** A nutrient the app knows by this name (the seven core ones or a micronutrient). */
export function isAnyNutrientKey(key: string): key is AnyNutrientKey {
  return (nutrientKeys as readonly string[]).includes(key) || isMicronutrientKey(key);
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
  const micro: Record<MicronutrientKey, number | null> = Object.fromEntries(
    micronutrientKeys.map((key) => [key, null]),
  ) as Record<MicronutrientKey, number | null>;
  const missingValues = zeroCounts();
  const statuses: IngredientStatus[] = ingredients.map((line) => {
    if (line.fdcId === undefined || line.fdcId === null) return { resolved: false, reason: 'no food chosen' };
    const food = foodsById.get(line.fdcId);
    if (!food) return { resolved: false, reason: 'food not found' };
    const grams: GramsResult | null =
      line.grams && line.grams > 0
        ? { grams: line.grams, method: 'stated weight', note: 'weighed', estimated: false }
        : toGrams(line.amount, line.unit, food.portions, {
            description: food.description,
            foodGroup: food.foodGroup,
            words: line.name,
          });
    if (!grams) return { resolved: false, reason: 'unit needs a portion' };
    for (const key of nutrientKeys) {
      const per100 = food.per100g[key];
      if (per100 === null) missingValues[key] += 1;
      else total[key] += (per100 * grams.grams) / 100;
    }
    for (const key of micronutrientKeys) {
      const per100 = food.per100g[key];
      if (per100 === undefined || per100 === null) missingValues[key] += 1;
      else micro[key] = (micro[key] ?? 0) + (per100 * grams.grams) / 100;
    }
    return {
      resolved: true,
      grams: grams.grams,
      method: grams.method,
      food: food.description,
      note: grams.note,
      estimated: grams.estimated,
    };
  });
  const portions = servings >= 1 ? servings : 1;
  const perServing = emptyNutrition();
  for (const key of nutrientKeys) perServing[key] = total[key] / portions;
  for (const key of micronutrientKeys) {
    const value = micro[key];
    total[key] = value;
    perServing[key] = value === null ? null : value / portions;
  }
  return {
    total,
    perServing,
    resolvedIngredients: statuses.filter((status) => status.resolved).length,
    totalIngredients: ingredients.length,
    missingValues,
    incomplete: allNutrientKeys.filter((key) => missingValues[key] > 0),
    ingredients: statuses,
  };
}

/**
 * The lines as stored: each line with a food keeps which weight its nutrition counted ('1 cup, unthawed (USDA)',
 * 'density of chia seeds, estimated'), so the recipe can show estimates as such without weighing again.
 */
export function withRecordedWeights<Line extends IngredientLine>(
  lines: Line[],
  statuses: IngredientStatus[],
): (Line & { weight?: { grams: number; note: string; estimated: boolean } })[] {
  return lines.map((line, index) => {
    const { weight: _old, ...rest } = line as Line & { weight?: unknown };
    const status = statuses[index];
    if (line.fdcId === undefined || line.fdcId === null || !status?.resolved) return rest as Line;
    return {
      ...(rest as Line),
      weight: { grams: Math.round(status.grams * 10) / 10, note: status.note, estimated: status.estimated },
    };
  });
}

export { roundForDisplay } from './round-for-display.ts';
