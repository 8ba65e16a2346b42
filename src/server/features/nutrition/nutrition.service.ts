import { inArray } from 'drizzle-orm';
import type { FoodComposition } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Micronutrients } from '../../../shared/nutrition/nutrients.ts';
import type { Portion } from '../../../shared/nutrition/units.ts';
import type { FoodSearchResult } from '../../../shared/schemas/nutrition.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { foods } from '../../db/schema.ts';
import { isFoodId } from '../../lib/ids.ts';
import { readPracticeAllergenEntries } from './allergens/practice-allergens.ts';
import { checkFoodPicks } from './food-pick-check.ts';

export const FOOD_SEARCH_LIMIT = 25;

/**
 * Foods matching the words, best first, each with what picking it would change for them. A food the practice set
 * the allergens of (decision 0025) is checked with its statuses, and says so.
 */
export async function searchFoods(deps: AppDeps, actor: Actor, query: string): Promise<FoodSearchResult[]> {
  const searched = await deps.foods.search(query, FOOD_SEARCH_LIMIT);
  const entries = await readPracticeAllergenEntries(
    deps.db,
    actor.id,
    searched.map((food) => food.fdcId),
  );
  const found = entries.size
    ? searched.map((food) => {
        const entry = entries.get(food.fdcId);
        return entry ? { ...food, allergens: entry.statuses } : food;
      })
    : searched;
  const cautions = checkFoodPicks(query, found);
  return found.map(({ fdcId, description, brandOwner, energyKcal }, position) => ({
    fdcId,
    description,
    brandOwner,
    energyKcal,
    cautions: cautions[position],
    ...(entries.has(fdcId) ? { setByPractice: true } : {}),
  }));
}

/** Composition per 100 g and household portions of the given foods; unknown ids are simply absent. */
export async function getFoodCompositions(db: Database, ids: number[]): Promise<FoodComposition[]> {
  const wanted = ids.filter(isFoodId);
  if (wanted.length === 0) return [];
  const rows = await db.select().from(foods).where(inArray(foods.id, wanted));
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    foodGroup: row.foodGroup,
    per100g: {
      calories: row.energyKcal,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      fiber: row.fiber,
      sugar: row.sugar,
      sodium: row.sodium,
      ...((row.nutrients as Micronutrients | null) ?? {}),
    },
    portions: row.portions as Portion[],
  }));
}
