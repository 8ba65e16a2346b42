import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db.ts';
import { foods } from '../../db/schema.ts';
import { getFoodAllergens } from '../../features/nutrition/allergens/allergen-table.ts';
import { AppError } from '../../lib/app-error.ts';
import { isFoodId } from '../../lib/ids.ts';
import type { FoodProvider } from './food-provider.ts';

/** The parts of FoodData Central's /v1/foods/search answer we read (its documented SearchResultFood). */
interface FdcSearchResponse {
  foods?: {
    fdcId: number;
    description: string;
    brandOwner?: string;
    brandName?: string;
    foodCategory?: string;
    foodNutrients?: { nutrientId?: number; nutrientNumber?: string; unitName?: string; value?: number }[];
    foodMeasures?: { disseminationText?: string; gramWeight?: number }[];
  }[];
}

// FDC nutrient ids. Energy has several: the general kcal value, then the Atwater-specific and general ones
// (peers left calories empty when they read only one of them).
const ENERGY_IDS = [1008, 2048, 2047];
const NUTRIENT_IDS = { protein: 1003, fat: 1004, carbs: 1005, fiber: 1079, sodium: 1093 } as const;
const SUGAR_IDS = [2000, 1063];

type FdcFood = NonNullable<FdcSearchResponse['foods']>[number];

function nutrient(food: FdcFood, ids: readonly number[]): number | null {
  for (const id of ids) {
    const found = food.foodNutrients?.find(
      (entry) => entry.nutrientId === id && (id !== 1008 || entry.unitName?.toUpperCase() !== 'KJ'),
    );
    if (found && typeof found.value === 'number' && Number.isFinite(found.value)) return found.value;
  }
  return null;
}

export interface FdcOptions {
  apiKey: string;
  /** https://api.nal.usda.gov/fdc by default; a local stand-in in tests */
  baseUrl: string;
  db: Database;
  timeoutMs?: number;
}

/**
 * USDA FoodData Central. Foods met in a search are kept in our foods table (source 'fdc'), so a recipe
 * using one computes its nutrition without calling FDC again.
 */
export function createFdcFoodProvider(options: FdcOptions): FoodProvider {
  return {
    name: 'fdc',
    async search(query, limit) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/v1/foods/search`);
      url.searchParams.set('query', query);
      url.searchParams.set('pageSize', String(limit));
      url.searchParams.set('dataType', 'Foundation,SR Legacy,Survey (FNDDS),Branded');
      url.searchParams.set('api_key', options.apiKey);
      let body: FdcSearchResponse;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 8000) });
        if (!response.ok) throw new Error(`FoodData Central answered ${response.status}`);
        body = (await response.json()) as FdcSearchResponse;
      } catch {
        throw new AppError('unavailable', 'The food database is not reachable right now. Please try again.');
      }
      // A food our foods table cannot hold (an id past its integer range) is left out, not a failed search.
      const found = (body.foods ?? []).filter((food) => isFoodId(food.fdcId) && typeof food.description === 'string');
      if (found.length > 0) {
        await options.db
          .insert(foods)
          .values(
            found.map((food) => ({
              id: food.fdcId,
              source: 'fdc',
              description: food.description,
              foodGroup: food.foodCategory ?? null,
              brandOwner: food.brandOwner ?? null,
              energyKcal: nutrient(food, ENERGY_IDS),
              protein: nutrient(food, [NUTRIENT_IDS.protein]),
              fat: nutrient(food, [NUTRIENT_IDS.fat]),
              carbs: nutrient(food, [NUTRIENT_IDS.carbs]),
              fiber: nutrient(food, [NUTRIENT_IDS.fiber]),
              sugar: nutrient(food, SUGAR_IDS),
              sodium: nutrient(food, [NUTRIENT_IDS.sodium]),
              portions: (food.foodMeasures ?? [])
                .filter((measure) => measure.disseminationText && measure.gramWeight)
                .map((measure) => ({ label: String(measure.disseminationText), grams: Number(measure.gramWeight) })),
            })),
          )
          .onConflictDoUpdate({
            target: foods.id,
            set: {
              description: sql`excluded.description`,
              energyKcal: sql`excluded.energy_kcal`,
              protein: sql`excluded.protein`,
              fat: sql`excluded.fat`,
              carbs: sql`excluded.carbs`,
              fiber: sql`excluded.fiber`,
              sugar: sql`excluded.sugar`,
              sodium: sql`excluded.sodium`,
              portions: sql`excluded.portions`,
            },
            // Never overwrite the SR28 rows we loaded ourselves.
            setWhere: sql`${foods.source} = 'fdc'`,
          });
      }
      return found.map((food) => ({
        fdcId: food.fdcId,
        description: food.description,
        brandOwner: food.brandOwner ?? null,
        energyKcal: nutrient(food, ENERGY_IDS),
        allergens: getFoodAllergens({
          id: food.fdcId,
          description: food.description,
          foodGroup: food.foodCategory ?? null,
        }),
      }));
    },
  };
}
