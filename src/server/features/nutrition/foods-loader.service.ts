import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open-db.ts';
import { dataLoads, foods } from '../../db/schema.ts';
import { readSr28FromPackage, type ReferenceFood } from '../../providers/foods/usda-sr28.ts';

export const SR28_SOURCE = 'usda-sr28';
const BATCH = 400;

/**
 * Loads the USDA SR28 foods into the database once. Later starts find the `data_loads` row and return at
 * once; the whole load is one transaction, so a crash half-way leaves nothing behind and the next start
 * loads again.
 */
export async function ensureReferenceFoods(db: Database, readFoods: () => ReferenceFood[] = readSr28FromPackage): Promise<{ loaded: number; skipped: boolean }> {
  const [done] = await db.select().from(dataLoads).where(eq(dataLoads.source, SR28_SOURCE)).limit(1);
  if (done) return { loaded: 0, skipped: true };
  const rows = readFoods();
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx
        .insert(foods)
        .values(rows.slice(start, start + BATCH).map((food) => ({ ...food, source: SR28_SOURCE })))
        .onConflictDoNothing();
    }
    await tx.insert(dataLoads).values({ source: SR28_SOURCE, rowCount: rows.length }).onConflictDoNothing();
  });
  return { loaded: rows.length, skipped: false };
}
