import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db.ts';
import { dataLoads, foods } from '../../db/schema.ts';
import { readSr28FromPackage, type ReferenceFood } from '../../providers/foods/usda-sr28.ts';
import { refreshStoredRecipeNutrition } from './recipe-nutrition-refresh.service.ts';

export const SR28_SOURCE = 'usda-sr28';
/**
 * Bumped whenever the set of nutrients read from SR28 changes: a database loaded by an older release has the
 * foods but not these values, so the next start fills them in (and recomputes the recipes stored from them).
 */
export const SR28_NUTRIENTS_SOURCE = 'usda-sr28:nutrients-1';
const BATCH = 400;

/**
 * Loads the USDA SR28 foods into the database once. Later starts find the `data_loads` rows and return at
 * once; the whole load is one transaction, so a crash half-way leaves nothing behind and the next start
 * loads again.
 */
export async function ensureReferenceFoods(
  db: Database,
  readFoods: () => ReferenceFood[] = readSr28FromPackage,
): Promise<{ loaded: number; skipped: boolean }> {
  const done = await db
    .select({ source: dataLoads.source })
    .from(dataLoads)
    .where(inArray(dataLoads.source, [SR28_SOURCE, SR28_NUTRIENTS_SOURCE]));
  if (done.length === 2) return { loaded: 0, skipped: true };
  const upgrading = done.some((row) => row.source === SR28_SOURCE);
  const rows = readFoods();
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx
        .insert(foods)
        .values(rows.slice(start, start + BATCH).map((food) => ({ ...food, source: SR28_SOURCE })))
        .onConflictDoUpdate({
          target: foods.id,
          set: { nutrients: sql`excluded.nutrients` },
          setWhere: sql`${foods.source} = ${SR28_SOURCE}`,
        });
    }
    await tx.insert(dataLoads).values({ source: SR28_SOURCE, rowCount: rows.length }).onConflictDoNothing();
    await tx.insert(dataLoads).values({ source: SR28_NUTRIENTS_SOURCE, rowCount: rows.length }).onConflictDoNothing();
    if (upgrading) await refreshStoredRecipeNutrition(tx as unknown as Database);
  });
  return { loaded: rows.length, skipped: false };
}

/** How many foods carry the micronutrient values (for tests and the start-up log). */
export async function countFoodsWithNutrients(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(foods)
    .where(isNotNull(foods.nutrients));
  return row.count;
}
