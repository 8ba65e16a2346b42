import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/open-db.ts';
import { foods, recipes } from '../../db/schema.ts';
import { countFoodsWithNutrients, ensureReferenceFoods, SR28_NUTRIENTS_SOURCE } from './foods-loader.service.ts';
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
    const [{ missingFiber }] = await db
      .select({ missingFiber: sql<number>`count(*) filter (where ${foods.fiber} is null)::int` })
      .from(foods);
    expect(missingFiber).toBeGreaterThan(500); // SR28 has ~600 foods without a fibre analysis: null, not 0
    const [milk] = await db
      .select()
      .from(foods)
      .where(sql`${foods.id} = 1077`);
    expect(milk).toMatchObject({
      description: 'Milk, whole, 3.25% milkfat, with added vitamin D',
      energyKcal: 61,
      protein: 3.15,
      sodium: 43,
      foodGroup: 'Dairy and Egg Products',
    });
    expect(milk.portions).toEqual([
      { label: '1 cup', grams: 244 },
      { label: '1 fl oz', grams: 30.5 },
    ]);
    // SR28's vitamins and minerals, in its units (µg RAE, µg DFE, µg)
    expect(milk.nutrients).toMatchObject({
      calcium: 113,
      potassium: 132,
      vitaminD: 1.3,
      vitaminA: 46,
      folate: 5,
      vitaminB12: 0.45,
      saturatedFat: 1.865,
      cholesterol: 10,
    });
    const [sauce] = await db
      .select()
      .from(foods)
      .where(sql`${foods.id} = 9525`);
    expect(sauce.nutrients).toMatchObject({ calcium: 3, selenium: null, thiamin: null, folate: null }); // not analysed: null, not 0
  });

  it('fills in the micronutrients of a database loaded before they were carried, and recomputes stored recipes', async () => {
    const { db } = database;
    await db.execute(sql`update foods set nutrients = null`);
    await db.execute(sql`delete from data_loads where source = ${SR28_NUTRIENTS_SOURCE}`);
    await db.execute(
      sql`insert into users (username, password, email, first_name, last_name) values ('old', 'x', 'old@example.com', 'Old', 'Data')`,
    );
    await db.execute(sql`insert into recipes (user_id, name, instructions, servings, ingredients, nutrition)
      select id, 'Milk', 'Pour.', 1, '[{"name":"milk","amount":1,"unit":"cup","fdcId":1077}]'::jsonb,
        '{"calories":148.84,"protein":7.686,"carbs":11.712,"fat":7.93,"fiber":0,"sugar":12.322,"sodium":104.92}'::jsonb
      from users where email = 'old@example.com'`);
    expect(await countFoodsWithNutrients(db)).toBe(0);
    expect(await ensureReferenceFoods(db)).toEqual({ loaded: 8789, skipped: false });
    expect(await countFoodsWithNutrients(db)).toBe(8789);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(foods);
    expect(count).toBe(8789);
    const [recipe] = await db.select().from(recipes).where(eq(recipes.name, 'Milk'));
    const nutrition = recipe.nutrition as Record<string, number>;
    expect(nutrition.calcium).toBeCloseTo(113 * 2.44, 6);
    expect(nutrition.vitaminD).toBeCloseTo(1.3 * 2.44, 6);
    expect(nutrition.calories).toBeCloseTo(148.84, 6);
    expect(await ensureReferenceFoods(db)).toEqual({ loaded: 0, skipped: true });
  });
});
