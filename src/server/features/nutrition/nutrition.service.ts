import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FoodComposition } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Micronutrients } from '../../../shared/nutrition/nutrients.ts';
import type { Portion } from '../../../shared/nutrition/units.ts';
import type { FoodSearchResult } from '../../../shared/schemas/nutrition.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { foods } from '../../db/schema.ts';
import { isFoodId } from '../../lib/ids.ts';
import { readPracticeAllergenEntries } from './allergens/practice-allergens.ts';
import { createFormats } from '../../../shared/format/formats.ts';
import { documentPreferences } from '../users/preferences.service.ts';
import { checkFoodPicks } from './food-pick-check.ts';
import { getFoodAllergens } from './allergens/allergen-table.ts';
import type { FoundFood } from '../../providers/foods/food-provider.ts';
import { FIRST_PRACTICE_FOOD_ID, searchOwnFoods } from '../custom-foods/own-foods.ts';

export const FOOD_SEARCH_LIMIT = 25;
/** At most this many of the practice's own foods lead the results. */
const OWN_FOODS_IN_SEARCH = 10;

/** Ids from here up are practices' own foods (decision 0031). */
export function isPracticeFoodId(id: number): boolean {
  return id >= FIRST_PRACTICE_FOOD_ID;
}

/**
 * Foods matching the words, best first, each with what picking it would change for them. A food the practice set
 * the allergens of (decision 0025) is checked with its statuses, and says so.
 */
export async function searchFoods(deps: AppDeps, actor: Actor, query: string): Promise<FoodSearchResult[]> {
  // The practice's own foods first (decision 0031), then the reference data's best matches.
  const [own, reference] = await Promise.all([
    searchOwnFoods(deps.db, actor, query, OWN_FOODS_IN_SEARCH),
    deps.foods.search(query, FOOD_SEARCH_LIMIT),
  ]);
  const ownIds = new Set(own.map((food) => food.id));
  const searched: FoundFood[] = [
    ...own.map((food) => ({
      fdcId: food.id,
      description: food.description,
      brandOwner: food.brandOwner,
      energyKcal: food.energyKcal,
      allergens: getFoodAllergens({ id: food.id, description: food.description, foodGroup: null }),
    })),
    ...reference.filter((food) => !ownIds.has(food.fdcId)),
  ].slice(0, FOOD_SEARCH_LIMIT);
  const [entries, preferences] = await Promise.all([
    readPracticeAllergenEntries(
      deps.db,
      actor.id,
      searched.map((food) => food.fdcId),
    ),
    documentPreferences(deps, actor.id),
  ]);
  const found = entries.size
    ? searched.map((food) => {
        const entry = entries.get(food.fdcId);
        return entry ? { ...food, allergens: entry.statuses } : food;
      })
    : searched;
  const cautions = checkFoodPicks(query, found, createFormats(preferences));
  return found.map(({ fdcId, description, brandOwner, energyKcal }, position) => ({
    fdcId,
    description,
    brandOwner,
    energyKcal,
    cautions: cautions[position],
    ...(entries.has(fdcId) ? { setByPractice: true } : {}),
    ...(ownIds.has(fdcId) ? { ownFood: true } : {}),
  }));
}

/**
 * Composition per 100 g and household portions of the given foods; unknown ids are simply absent. Given a viewer,
 * another practice's own foods are absent too (decision 0031): ids a request names pass through here with one.
 */
export async function getFoodCompositions(
  db: Database,
  ids: number[],
  viewer?: Pick<Actor, 'id'>,
): Promise<FoodComposition[]> {
  const wanted = ids.filter(isFoodId);
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(foods)
    .where(and(inArray(foods.id, wanted), viewer ? or(isNull(foods.userId), eq(foods.userId, viewer.id)) : undefined));
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
    ...(row.animalFacts ? { animalFacts: row.animalFacts } : {}),
  }));
}
