import { eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-db.ts';
import { dataLoads, foods, recipes } from '../../db/schema.ts';
import { SR28_NUTRIENTS_SOURCE } from '../nutrition/foods-loader.service.ts';
import { readCatalogueData, type CatalogueData } from './catalogue-data.ts';
import type { CatalogueEntry } from './catalogue-entry.ts';
import { deriveCatalogueFacts, type CatalogueFood } from './catalogue-facts.ts';

const SOURCE_PREFIX = 'recipe-catalogue:';
export const CATALOGUE_SOURCE_NAME = 'Platewise Kitchen';

export function catalogueImageUrl(key: string): string {
  return `/api/recipe-images/${key}.svg`;
}

/** '1. Chop…\n2. Fry…': how the Recipes screen and the PDF read instructions. */
export function numberedSteps(steps: string[]): string {
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}

export async function loadCatalogueFoods(db: Database, entries: CatalogueEntry[]): Promise<Map<number, CatalogueFood>> {
  const ids = [...new Set(entries.flatMap((entry) => entry.ingredients.map((line) => line.food)))];
  const rows = ids.length
    ? await db
        .select({
          id: foods.id,
          description: foods.description,
          foodGroup: foods.foodGroup,
          energyKcal: foods.energyKcal,
          protein: foods.protein,
          carbs: foods.carbs,
          fat: foods.fat,
          fiber: foods.fiber,
          sugar: foods.sugar,
          sodium: foods.sodium,
          nutrients: foods.nutrients,
          portions: foods.portions,
        })
        .from(foods)
        .where(inArray(foods.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, { ...row, portions: row.portions as CatalogueFood['portions'] }]));
}

/**
 * Puts the catalogue into the recipes table as shared rows (no owner), once per version of the data files.
 * Rows are matched by their stable key, so a reload updates them in place and plans that use them keep
 * working; a recipe dropped from the files stays (plans may use it) but is no longer updated.
 * Needs the USDA foods loaded first: nutrition and labels are derived from them here.
 */
export async function ensureCatalogue(
  db: Database,
  data: CatalogueData = readCatalogueData(),
): Promise<{ loaded: number; skipped: boolean }> {
  // The nutrient set is part of the version: stored nutrition is recomputed when SR28 gains carried nutrients.
  const source = `${SOURCE_PREFIX}${data.version}+${SR28_NUTRIENTS_SOURCE}`;
  const [done] = await db.select().from(dataLoads).where(eq(dataLoads.source, source)).limit(1);
  if (done) return { loaded: 0, skipped: true };
  const foodsById = await loadCatalogueFoods(db, data.entries);
  const missing = data.entries.flatMap((entry) =>
    entry.ingredients.filter((line) => !foodsById.has(line.food)).map((line) => `${entry.key}: ${line.food}`),
  );
  if (missing.length)
    throw new Error(`Recipe catalogue uses foods that are not loaded: ${missing.slice(0, 5).join(', ')}`);
  const rows = data.entries.map((entry) => {
    const facts = deriveCatalogueFacts(entry, foodsById);
    return {
      userId: null,
      catalogueKey: entry.key,
      name: entry.name,
      description: entry.description,
      instructions: numberedSteps(entry.steps),
      prepTime: entry.prepTime,
      cookTime: entry.cookTime,
      readyInMinutes: entry.prepTime + entry.cookTime,
      servings: entry.servings,
      ingredients: entry.ingredients.map((line) => ({
        name: line.name,
        amount: line.amount,
        unit: line.unit,
        fdcId: line.food,
        grams: line.grams,
      })),
      nutrition: facts.nutrition,
      nutritionCoverage: {
        resolvedIngredients: entry.ingredients.length,
        totalIngredients: entry.ingredients.length,
        incomplete: facts.incomplete,
      },
      tags: descriptiveTags(entry.tags),
      cuisine: entry.cuisine,
      difficulty: entry.difficulty,
      isPublic: true,
      mealTypes: entry.mealTypes,
      dishTypes: entry.dishTypes,
      diets: facts.diets,
      dietNotes: facts.dietNotes,
      allergens: facts.allergens,
      allergenLabels: facts.allergenLabels,
      healthScore: facts.healthScore,
      imageUrl: catalogueImageUrl(entry.key),
      sourceName: CATALOGUE_SOURCE_NAME,
      sourceUrl: null,
    };
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 100) {
      await tx
        .insert(recipes)
        .values(rows.slice(start, start + 100))
        .onConflictDoUpdate({
          target: recipes.catalogueKey,
          set: Object.fromEntries(
            [
              'name',
              'description',
              'instructions',
              'prepTime',
              'cookTime',
              'readyInMinutes',
              'servings',
              'ingredients',
              'nutrition',
              'nutritionCoverage',
              'tags',
              'cuisine',
              'difficulty',
              'mealTypes',
              'dishTypes',
              'diets',
              'dietNotes',
              'allergens',
              'allergenLabels',
              'healthScore',
              'imageUrl',
              'sourceName',
            ].map((column) => [column, sql.raw(`excluded.${toSnake(column)}`)]),
          ),
        });
    }
    await tx.delete(dataLoads).where(like(dataLoads.source, `${SOURCE_PREFIX}%`));
    await tx.insert(dataLoads).values({ source, rowCount: rows.length }).onConflictDoNothing();
  });
  return { loaded: rows.length, skipped: false };
}

/**
 * Diet and allergen words are derived from the foods, never taken from an author's tags: a typed 'vegan' tag
 * could contradict the derived label a client's filter relies on.
 */
const labelWords =
  /^(vegan|vegetarian|gluten[- ]free|dairy[- ]free|keto|ketogenic|low[- ]carb keto|paleo|whole ?30|egg[- ]free|nut[- ]free|peanut[- ]free|soy[- ]free|wheat[- ]free|pescatarian|plant[- ]based)$/i;
export function descriptiveTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag && !labelWords.test(tag)))];
}

function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** How many catalogue recipes the database holds (the Recipe Database banner). */
export async function countCatalogueRecipes(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recipes)
    .where(isNotNull(recipes.catalogueKey));
  return row?.count ?? 0;
}
