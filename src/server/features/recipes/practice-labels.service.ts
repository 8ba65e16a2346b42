import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AllergenLabel } from '../../../shared/nutrition/allergen-screening.ts';
import type { RecipeLabels } from '../../../shared/nutrition/diet-labels.ts';
import { emptyNutrition, type Nutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Recipe } from '../../../shared/schemas/recipes.ts';
import type { Database } from '../../db/open-db.ts';
import { recipes } from '../../db/schema.ts';
import { isFoodId } from '../../lib/ids.ts';
import { readPracticeAllergenEntries } from '../nutrition/allergens/practice-allergens.ts';
import { getFoodCompositions } from '../nutrition/nutrition.service.ts';
import { recipeLabels } from './recipe-labels.ts';

/**
 * Labels as one practice must see them where a practice's own allergen statuses (decision 0025) touch a recipe.
 *
 * A practice's own recipes are relabelled when it changes an entry (`relabelOwnRecipesUsingFood`, in the same
 * transaction), so their stored labels are already its own. Shared recipes (the catalogue, other practices' public
 * ones) are stored with the table's statuses, or with their owner's entries; for the few of them that use a food
 * the viewer or the recipe's owner has an entry for, `sharedRecipeLabelsFor` derives the labels again with the
 * viewer's entries, so no practice ever sees another's, and everything else stays shared as it is.
 */

interface LabelRow {
  id: string;
  ingredients: unknown;
  nutrition: unknown;
}

async function labelsOf(db: Database, rows: LabelRow[], practiceId: string): Promise<Map<string, RecipeLabels>> {
  const labelled = new Map<string, RecipeLabels>();
  if (rows.length === 0) return labelled;
  const linesOf = (row: LabelRow) => (Array.isArray(row.ingredients) ? row.ingredients : []) as Recipe['ingredients'];
  const ids = [
    ...new Set(rows.flatMap((row) => linesOf(row).flatMap((line) => (isFoodId(line.fdcId) ? [line.fdcId] : [])))),
  ];
  const [compositions, entries] = await Promise.all([
    getFoodCompositions(db, ids),
    readPracticeAllergenEntries(db, practiceId, ids),
  ]);
  const byId = new Map(compositions.map((food) => [food.id, food]));
  for (const row of rows) {
    const lines = linesOf(row);
    labelled.set(
      row.id,
      recipeLabels(
        lines,
        lines.map((line) => (isFoodId(line.fdcId) ? byId.get(line.fdcId) : undefined)),
        (row.nutrition as Nutrition | null) ?? emptyNutrition(),
        entries,
      ),
    );
  }
  return labelled;
}

/** A recipe's ingredients name the food (an ingredient line `{"fdcId": id}`): served by the jsonb containment. */
const usesFood = (foodId: ReturnType<typeof sql>) =>
  sql`${recipes.ingredients} @> jsonb_build_array(jsonb_build_object('fdcId', ${foodId}))`;

/**
 * Gives the practice's own recipes that use the food their labels again, with the practice's entries as they now
 * stand. Run inside the transaction that changed the entry. Returns how many recipes were relabelled.
 */
export async function relabelOwnRecipesUsingFood(tx: Database, practiceId: string, foodId: number): Promise<number> {
  const rows = await tx
    .select({ id: recipes.id, ingredients: recipes.ingredients, nutrition: recipes.nutrition })
    .from(recipes)
    .where(and(eq(recipes.userId, practiceId), usesFood(sql`${foodId}::int`)));
  const labelled = await labelsOf(tx, rows, practiceId);
  for (const [id, labels] of labelled)
    await tx
      .update(recipes)
      .set({
        diets: labels.diets,
        dietNotes: labels.dietNotes,
        allergens: labels.allergens,
        allergenLabels: labels.allergenLabels,
      })
      .where(and(eq(recipes.id, id), eq(recipes.userId, practiceId)));
  return labelled.size;
}

/**
 * Shared recipes (catalogue, other practices' public ones; `only` narrows them to some ids) whose labels differ
 * for this viewer because of a practice entry: they use a food the viewer or the recipe's owner has an entry for.
 * Their labels derived with the viewer's entries, by recipe id; every other shared recipe keeps its stored labels.
 */
export async function sharedRecipeLabelsFor(
  db: Database,
  viewerId: string,
  only?: string[],
): Promise<Map<string, RecipeLabels>> {
  if (only?.length === 0) return new Map();
  const rows = await db
    .select({ id: recipes.id, ingredients: recipes.ingredients, nutrition: recipes.nutrition })
    .from(recipes)
    .where(
      and(
        sql`(${recipes.userId} is null or (${recipes.isPublic} and ${recipes.userId} <> ${viewerId}))`,
        only ? inArray(recipes.id, only) : undefined,
        sql`jsonb_typeof(${recipes.ingredients}) = 'array'`,
        sql`exists (select 1 from practice_food_allergens p where (p.user_id = ${viewerId} or p.user_id = ${recipes.userId}) and ${usesFood(sql`p.food_id`)})`,
      ),
    );
  return labelsOf(db, rows, viewerId);
}

/** The summary fields a recipe's labels give (`contains`, `mayContain`, `notReviewed`, diets and their notes). */
export function summaryLabelFields(labels: RecipeLabels) {
  const withStatus = (status: AllergenLabel['status']) =>
    labels.allergenLabels.filter((label) => label.status === status).map((label) => label.allergen);
  return {
    diets: labels.diets,
    dietNotes: labels.dietNotes,
    contains: withStatus('contains'),
    mayContain: withStatus('may contain'),
    notReviewed: withStatus('not reviewed'),
  };
}
