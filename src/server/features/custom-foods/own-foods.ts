import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { ownedBy } from '../../db/owned-by.ts';
import { foods } from '../../db/schema.ts';

/** The `source` of a practice's own food in `foods` (decision 0031). */
export const PRACTICE_FOOD_SOURCE = 'practice';
export { FIRST_PRACTICE_FOOD_ID } from '../../../shared/schemas/custom-foods.ts';

/** The practice's own foods matching every word typed, for the top of food search. */
export async function searchOwnFoods(db: Database, actor: Actor, query: string, limit: number) {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  const text = sql`lower(${foods.description} || ' ' || coalesce(${foods.brandOwner}, ''))`;
  return db
    .select({
      id: foods.id,
      description: foods.description,
      brandOwner: foods.brandOwner,
      energyKcal: foods.energyKcal,
    })
    .from(foods)
    .where(
      and(ownedBy(foods, actor), isNull(foods.archivedAt), ...words.map((word) => sql`strpos(${text}, ${word}) > 0`)),
    )
    .orderBy(asc(foods.description))
    .limit(limit);
}
