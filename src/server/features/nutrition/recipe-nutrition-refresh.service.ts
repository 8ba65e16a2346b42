import { eq, isNotNull } from 'drizzle-orm';
import { computeRecipeNutrition, type IngredientLine } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Database } from '../../db/open-db.ts';
import { recipes } from '../../db/schema.ts';
import { getFoodCompositions } from './nutrition.service.ts';

/**
 * Recomputes the stored per-serving nutrition of every practice's recipe from the foods as they are now, so
 * recipes saved before a nutrient was carried gain it. Only nutrition and its coverage change: labels and
 * everything a dietitian typed stay as they are. Catalogue recipes are reloaded by their own loader.
 */
export async function refreshStoredRecipeNutrition(db: Database): Promise<number> {
  const rows = await db.select({ id: recipes.id, ingredients: recipes.ingredients, servings: recipes.servings }).from(recipes).where(isNotNull(recipes.userId));
  if (rows.length === 0) return 0;
  const ids = [...new Set(rows.flatMap((row) => (row.ingredients as IngredientLine[]).flatMap((line) => (typeof line.fdcId === 'number' ? [line.fdcId] : []))))];
  const compositions = await getFoodCompositions(db, ids);
  const byId = new Map(compositions.map((food) => [food.id, food]));
  for (const row of rows) {
    const computed = computeRecipeNutrition(row.ingredients as IngredientLine[], row.servings, byId);
    await db
      .update(recipes)
      .set({
        nutrition: computed.resolvedIngredients > 0 ? computed.perServing : null,
        nutritionCoverage: { resolvedIngredients: computed.resolvedIngredients, totalIngredients: computed.totalIngredients, incomplete: computed.incomplete },
      })
      .where(eq(recipes.id, row.id));
  }
  return rows.length;
}
