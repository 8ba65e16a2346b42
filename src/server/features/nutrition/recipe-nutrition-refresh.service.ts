import { createHash } from 'node:crypto';
import { eq, isNotNull, like } from 'drizzle-orm';
import {
  computeRecipeNutrition,
  withRecordedWeights,
  type IngredientLine,
} from '../../../shared/nutrition/recipe-nutrition.ts';
import densityTable from '../../../shared/nutrition/densities/density-table.json' with { type: 'json' };
import { densityKinds } from '../../../shared/nutrition/densities/density-kinds.ts';
import type { Database } from '../../db/open-db.ts';
import { dataLoads, recipes } from '../../db/schema.ts';
import { getFoodCompositions } from './nutrition.service.ts';

/**
 * Recomputes the stored per-serving nutrition of every practice's recipe from the foods as they are now, so
 * recipes saved before a nutrient was carried gain it, and records on each line which weight was counted.
 * Only nutrition, its coverage and those weight notes change: labels and everything a dietitian typed stay as
 * they are. Catalogue recipes are reloaded by their own loader.
 */
export async function refreshStoredRecipeNutrition(db: Database): Promise<number> {
  const rows = await db
    .select({ id: recipes.id, ingredients: recipes.ingredients, servings: recipes.servings })
    .from(recipes)
    .where(isNotNull(recipes.userId));
  if (rows.length === 0) return 0;
  const ids = [
    ...new Set(
      rows.flatMap((row) =>
        (row.ingredients as IngredientLine[]).flatMap((line) => (typeof line.fdcId === 'number' ? [line.fdcId] : [])),
      ),
    ),
  ];
  const compositions = await getFoodCompositions(db, ids);
  const byId = new Map(compositions.map((food) => [food.id, food]));
  for (const row of rows) {
    const lines = row.ingredients as IngredientLine[];
    const computed = computeRecipeNutrition(lines, row.servings, byId);
    await db
      .update(recipes)
      .set({
        ingredients: withRecordedWeights(lines, computed.ingredients),
        nutrition: computed.resolvedIngredients > 0 ? computed.perServing : null,
        nutritionCoverage: {
          resolvedIngredients: computed.resolvedIngredients,
          totalIngredients: computed.totalIngredients,
          incomplete: computed.incomplete,
        },
      })
      .where(eq(recipes.id, row.id));
  }
  return rows.length;
}

/** Changes whenever the household-measure conversion's data does (issue 18: the first version reading descriptions). */
export const householdMeasuresVersion = createHash('sha256')
  .update('household-measures-1')
  .update(JSON.stringify(densityTable))
  .update(JSON.stringify(densityKinds, (_key, value: unknown) => (value instanceof RegExp ? value.source : value)))
  .digest('hex')
  .slice(0, 16);

const WEIGHTS_PREFIX = 'recipe-weights:';

/**
 * Once per version of the conversion (at start-up): practitioners' recipes saved under the old one (a cup of
 * frozen strawberries weighed thawed, a spoon of chia as water) are weighed again and get their weight notes.
 */
export async function ensureRecipeWeights(
  db: Database,
  version: string = householdMeasuresVersion,
): Promise<{ updated: number; skipped: boolean }> {
  const source = `${WEIGHTS_PREFIX}${version}`;
  const [done] = await db.select().from(dataLoads).where(eq(dataLoads.source, source)).limit(1);
  if (done) return { updated: 0, skipped: true };
  let updated = 0;
  await db.transaction(async (tx) => {
    updated = await refreshStoredRecipeNutrition(tx as unknown as Database);
    await tx.delete(dataLoads).where(like(dataLoads.source, `${WEIGHTS_PREFIX}%`));
    await tx.insert(dataLoads).values({ source, rowCount: updated }).onConflictDoNothing();
  });
  return { updated, skipped: false };
}
