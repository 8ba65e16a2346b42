import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/open-db.ts';
import { foods } from '../../db/schema.ts';
import { ensureReferenceFoods } from './foods-loader.service.ts';
import { openTestDatabase } from '../../../../tests/support/test-app.ts';

describe('USDA SR28 loader', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ bare: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads every SR28 food once, keeps missing values missing, and skips on later starts', async () => {
    const { db } = database;
    const first = await ensureReferenceFoods(db);
    expect(first).toEqual({ loaded: 8789, skipped: false });
    const second = await ensureReferenceFoods(db);
    expect(second).toEqual({ loaded: 0, skipped: true });
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(foods);
    expect(count).toBe(8789);
    const [{ missingFiber }] = await db.select({ missingFiber: sql<number>`count(*) filter (where ${foods.fiber} is null)::int` }).from(foods);
    expect(missingFiber).toBeGreaterThan(500); // SR28 has ~600 foods without a fibre analysis: null, not 0
    const [milk] = await db.select().from(foods).where(sql`${foods.id} = 1077`);
    expect(milk).toMatchObject({ description: 'Milk, whole, 3.25% milkfat, with added vitamin D', energyKcal: 61, protein: 3.15, sodium: 43, foodGroup: 'Dairy and Egg Products' });
    expect(milk.portions).toEqual([{ label: '1 cup', grams: 244 }, { label: '1 fl oz', grams: 30.5 }]);
  });
});
