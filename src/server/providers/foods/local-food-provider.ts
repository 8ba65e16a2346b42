import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-db.ts';
import { foods } from '../../db/schema.ts';
import { buildFoodIndexInSlices, searchFoodIndex, type FoodIndex } from '../../features/nutrition/food-ranking.ts';
import { getFoodAllergens } from '../../features/nutrition/allergens/allergen-table.ts';
import type { FoodProvider } from './food-provider.ts';

/**
 * Searches the foods loaded into our own database. The ranking index is built from the table on first use
 * and kept: reference data does not change while the process runs, and every process builds its own.
 */
export function createLocalFoodProvider(db: Database): FoodProvider {
  let index: Promise<FoodIndex> | null = null;
  const loadIndex = () => {
    index ??= db
      .select({
        id: foods.id,
        description: foods.description,
        foodGroup: foods.foodGroup,
        commonNames: foods.commonNames,
        brandOwner: foods.brandOwner,
        energyKcal: foods.energyKcal,
      })
      .from(foods)
      // A practice's own foods are searched apart, for their practice only (decision 0031).
      .where(isNull(foods.userId))
      .then((rows) => buildFoodIndexInSlices(rows))
      .catch((error) => {
        index = null; // try again next time rather than caching a failure
        throw error;
      });
    return index;
  };
  return {
    name: 'usda-sr28',
    async prepare() {
      await loadIndex();
    },
    async search(query, limit) {
      return searchFoodIndex(await loadIndex(), query, limit).map(({ food }) => ({
        fdcId: food.id,
        description: food.description,
        brandOwner: food.brandOwner,
        energyKcal: food.energyKcal ?? null,
        allergens: getFoodAllergens(food),
      }));
    },
  };
}
