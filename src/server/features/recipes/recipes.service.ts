import { and, eq, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AllergenLabel } from '../../../shared/nutrition/allergen-screening.ts';
import type { RecipeLabels } from '../../../shared/nutrition/diet-labels.ts';
import {
  computeRecipeNutrition,
  emptyNutrition,
  withRecordedWeights,
  type Nutrition,
} from '../../../shared/nutrition/recipe-nutrition.ts';
import {
  SUMMARY_DESCRIPTION_LENGTH,
  type Recipe,
  type RecipeListQuery,
  type RecipeSummary,
  type RecipeValues,
} from '../../../shared/schemas/recipes.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { cachedAnswer, type JsonBytes } from '../../db/answer-cache.ts';
import { jsonRowsOf } from '../../db/json-rows.ts';
import type { Database } from '../../db/open-db.ts';
import { perDatabase } from '../../db/per-database.ts';
import { dataLoads, dataVersions, recipes } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { allergenTableVersion } from '../nutrition/allergens/allergen-table.ts';
import {
  readEveryPracticeAllergenEntries,
  readPracticeAllergenEntries,
} from '../nutrition/allergens/practice-allergens.ts';
import { getFoodCompositions } from '../nutrition/nutrition.service.ts';
import { sharedRecipeLabelsFor, summaryLabelFields } from './practice-labels.service.ts';
import { recipeLabels } from './recipe-labels.ts';
import { ownedBy } from '../../db/owned-by.ts';

type RecipeRow = typeof recipes.$inferSelect;

/** A recipe as the actor sees it; `labels` when a practice's allergen entries change them (practice-labels). */
function toRecipe(row: RecipeRow, actor: Actor, labels?: RecipeLabels): Recipe {
  const recipe: Recipe = {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    ingredients: row.ingredients as Recipe['ingredients'],
    nutrition: row.nutrition as Recipe['nutrition'],
    nutritionCoverage: row.nutritionCoverage as Recipe['nutritionCoverage'],
    tags: row.tags,
    cuisine: row.cuisine,
    difficulty: row.difficulty as Recipe['difficulty'],
    isPublic: row.isPublic,
    imageUrl: row.imageUrl,
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    healthScore: row.healthScore,
    spoonacularId: row.spoonacularId,
    readyInMinutes: row.readyInMinutes,
    pricePerServing: row.pricePerServing === null ? null : Number(row.pricePerServing),
    isOwn: row.userId === actor.id,
    diets: row.diets,
    dietNotes: row.dietNotes,
    allergens: row.allergens as Recipe['allergens'],
    allergenLabels: (row.allergenLabels ?? []) as AllergenLabel[],
    mealTypes: row.mealTypes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return labels ? { ...recipe, ...labels } : recipe;
}

/** A practitioner sees their own recipes, the shared catalogue and recipes others made public. */
function visibleTo(actor: Actor) {
  return or(ownedBy(recipes, actor), isNull(recipes.userId), eq(recipes.isPublic, true));
}

/** Nutrition is computed here from the ingredients' foods; a client cannot send its own numbers. */
async function withComputedNutrition(deps: AppDeps, actor: Actor, values: RecipeValues) {
  const ids = values.ingredients.flatMap((line) => (line.fdcId === undefined ? [] : [line.fdcId]));
  const compositions = await getFoodCompositions(deps.db, ids, actor);
  const practiceEntries = await readPracticeAllergenEntries(deps.db, actor.id, ids);
  const byId = new Map(compositions.map((food) => [food.id, food]));
  const computed = computeRecipeNutrition(values.ingredients, values.servings, byId);
  const labels = recipeLabels(
    values.ingredients,
    values.ingredients.map((line) => (line.fdcId === undefined ? undefined : byId.get(line.fdcId))),
    computed.perServing,
    practiceEntries,
  );
  return {
    ...labels,
    ...values,
    ingredients: withRecordedWeights(
      values.ingredients.map(({ name, amount, unit, fdcId, grams }) =>
        fdcId === undefined
          ? { name, amount, unit }
          : grams === undefined
            ? { name, amount, unit, fdcId }
            : { name, amount, unit, fdcId, grams },
      ),
      computed.ingredients,
    ),
    nutrition: computed.resolvedIngredients > 0 ? computed.perServing : null,
    nutritionCoverage: {
      resolvedIngredients: computed.resolvedIngredients,
      totalIngredients: computed.totalIngredients,
      incomplete: computed.incomplete,
    },
  };
}

/**
 * The recipes list. Without `view=summary` (the spec's call): every visible recipe whole, as GET /api/recipes/{id}
 * answers it (instructions, ingredients, the nutrition). With it (our screens): one summary per recipe (the cards'
 * and pickers' fields), built by the database as one JSON text. From memory while the practice's and the shared
 * recipes are unchanged (answer-cache.ts): recipes carry the version triggers, catalogue and public ones on `shared`.
 */
export async function listRecipesJson(
  deps: AppDeps,
  actor: Actor,
  query: Partial<RecipeListQuery> = {},
): Promise<JsonBytes<RecipeSummary[] | Recipe[]>> {
  if ((query.view ?? 'full') === 'full') {
    const { body } = await cachedAnswer(deps.db, actor, 'recipes full', async () => ({
      value: await listWholeRecipes(deps, actor),
      meta: null,
    }));
    return body;
  }
  const withNames = query.include === 'ingredientNames';
  const { body } = await cachedAnswer(
    deps.db,
    actor,
    withNames ? 'recipes with ingredient names' : 'recipes',
    async () => ({ json: await readRecipeSummaries(deps, actor, withNames), meta: null }),
  );
  return body;
}

/** Own recipes first, then the catalogue and public ones; newest first within each, as the summaries are. */
async function listWholeRecipes(deps: AppDeps, actor: Actor): Promise<Recipe[]> {
  const rows = await deps.db
    .select()
    .from(recipes)
    .where(visibleTo(actor))
    .orderBy(
      sql`case when ${recipes.userId} = ${actor.id} then 0 else 1 end`,
      sql`${recipes.createdAt} desc`,
      sql`${recipes.name} asc`,
    );
  const adjusted = await sharedRecipeLabelsFor(deps.db, actor.id);
  return rows.map((row) => toRecipe(row, actor, adjusted.get(row.id)));
}

/**
 * Own recipes first (newest first), then the catalogue and other practices' shared ones: the practice's part is
 * serialised here, the shared part comes as summaries serialised once for all practices. The answer is one JSON
 * text, kept and compressed like every other kept answer (`jsonAnswer`).
 */
async function readRecipeSummaries(
  deps: AppDeps,
  actor: Actor,
  withNames: boolean,
): Promise<JsonBytes<RecipeSummary[]>> {
  const own = await summariesWhere(deps.db, ownedBy(recipes, actor), true, withNames);
  // Read with the session before anything here is computed, so what is kept is never older than its version.
  const shared = await sharedSummaries(deps.db, actor.dataVersion?.split('/')[1], withNames);
  // The few shared recipes a practice's allergen entries relabel for this actor.
  const adjusted = await sharedRecipeLabelsFor(deps.db, actor.id);
  const items = own.map((recipe) => JSON.stringify(recipe));
  // A practice's own shared recipe is listed once, first, as its own.
  for (const summary of shared) if (summary.userId !== actor.id) items.push(relabelled(summary, adjusted));
  return Buffer.from(`[${items.join(',')}]`, 'utf8');
}

/** A shared recipe's summary as the JSON text every practice's list carries it in. */
interface SharedSummary {
  id: string;
  userId: string | null;
  json: string;
}

/** A shared summary's JSON, with the labels a practice's allergen entries give it for this actor if any. */
function relabelled(summary: SharedSummary, adjusted: Map<string, RecipeLabels>): string {
  const labels = adjusted.get(summary.id);
  if (!labels) return summary.json;
  return JSON.stringify({ ...(JSON.parse(summary.json) as RecipeSummary), ...summaryLabelFields(labels) });
}

/**
 * Summaries of the catalogue and of every shared recipe, kept per process while the `shared` data version is
 * unchanged. They are most of every practice's list (538 of 558 rows in the scale benchmark) and the same for
 * all; building and serialising them for each practice was most of the list's time (decision 0015).
 */
const sharedSummariesOf = perDatabase(() => new Map<string, { version: string; summaries: SharedSummary[] }>());

async function sharedSummaries(
  db: Database,
  version: string | undefined,
  withNames: boolean,
): Promise<SharedSummary[]> {
  const kept = sharedSummariesOf(db);
  const key = withNames ? 'with ingredient names' : 'summaries';
  const found = kept.get(key);
  if (version !== undefined && found?.version === version) return found.summaries;
  const list = await summariesWhere(db, or(isNull(recipes.userId), eq(recipes.isPublic, true))!, false, withNames);
  const summaries = list.map((recipe) => ({ id: recipe.id, userId: recipe.userId, json: JSON.stringify(recipe) }));
  if (version !== undefined) kept.set(key, { version, summaries });
  return summaries;
}

/**
 * At start-up: the shared part of every practice's recipe list, built before the first visitor asks for it, at the
 * current `shared` version (the one their sessions will read). Returns how many summaries it holds.
 */
export async function prepareSharedRecipeSummaries(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: sql<string>`${dataVersions.version}::text` })
    .from(dataVersions)
    .where(eq(dataVersions.scope, 'shared'));
  if (!row) return 0;
  return (await sharedSummaries(db, row.version, false)).length;
}

async function summariesWhere(db: Database, where: SQL, isOwn: boolean, withNames: boolean): Promise<RecipeSummary[]> {
  const arrayOf = (column: typeof recipes.ingredients | typeof recipes.allergenLabels) =>
    sql`case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end`;
  // As stored, not rounded here: a card rounds for display like the recipe's own panel does, and a figure rounded
  // twice (326.47 → 326.5 → 327) would put a different number on the card than in the dialog.
  const macro = (key: string) => sql`${recipes.nutrition}->${sql.raw(`'${key}'`)}`;
  const allergensWith = (status: string) =>
    sql`coalesce((select json_agg(label->>'allergen') from jsonb_array_elements(${arrayOf(recipes.allergenLabels)}) as label where label->>'status' = ${sql.raw(`'${status}'`)}), '[]'::json)`;
  const [{ list }] = await db
    .select({
      list: jsonRowsOf(
        {
          id: recipes.id,
          userId: recipes.userId,
          name: recipes.name,
          description: sql`left(${recipes.description}, ${sql.raw(String(SUMMARY_DESCRIPTION_LENGTH))})`,
          prepTime: recipes.prepTime,
          cookTime: recipes.cookTime,
          servings: recipes.servings,
          tags: recipes.tags,
          cuisine: recipes.cuisine,
          difficulty: recipes.difficulty,
          isPublic: recipes.isPublic,
          imageUrl: recipes.imageUrl,
          isOwn: sql.raw(isOwn ? 'true' : 'false'),
          diets: recipes.diets,
          dietNotes: recipes.dietNotes,
          mealTypes: recipes.mealTypes,
          nutrition: sql`case when jsonb_typeof(${recipes.nutrition}) = 'object' then json_build_object('calories', ${macro('calories')}, 'protein', ${macro('protein')}, 'carbs', ${macro('carbs')}, 'fat', ${macro('fat')}) end`,
          ingredientCount: sql`jsonb_array_length(${arrayOf(recipes.ingredients)})`,
          countedIngredients: sql`coalesce((${recipes.nutritionCoverage}->>'resolvedIngredients')::int, 0)`,
          contains: allergensWith('contains'),
          mayContain: allergensWith('may contain'),
          notReviewed: allergensWith('not reviewed'),
          ...(withNames
            ? {
                ingredientNames: sql`coalesce((select json_agg(line->>'name') from jsonb_array_elements(${arrayOf(recipes.ingredients)}) as line), '[]'::json)`,
              }
            : {}),
        },
        sql`${recipes.createdAt} desc, ${recipes.name} asc`,
      ),
    })
    .from(recipes)
    .where(where);
  return JSON.parse(list) as RecipeSummary[];
}

export async function getRecipe(deps: AppDeps, actor: Actor, id: string): Promise<Recipe> {
  if (!isUuid(id)) throw notFound('Recipe');
  const [row] = await deps.db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), visibleTo(actor)))
    .limit(1);
  if (!row) throw notFound('Recipe');
  const adjusted = row.userId === actor.id ? undefined : await sharedRecipeLabelsFor(deps.db, actor.id, [row.id]);
  return toRecipe(row, actor, adjusted?.get(row.id));
}

export async function createRecipe(deps: AppDeps, actor: Actor, values: RecipeValues): Promise<Recipe> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(recipes)
    .values({ ...(await withComputedNutrition(deps, actor, values)), userId: actor.id, createdAt: now, updatedAt: now })
    .returning();
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'recipe.created',
    entityType: 'recipe',
    entityId: row.id,
    summary: `Created recipe ${row.name}`,
    at: now,
  });
  return toRecipe(row, actor);
}

/** Only the owner may change a recipe; anyone else's (even a public one) answers 404. */
export async function updateRecipe(deps: AppDeps, actor: Actor, id: string, values: RecipeValues): Promise<Recipe> {
  if (!isUuid(id)) throw notFound('Recipe');
  const [row] = await deps.db
    .update(recipes)
    .set({ ...(await withComputedNutrition(deps, actor, values)), updatedAt: deps.clock.now() })
    .where(and(eq(recipes.id, id), ownedBy(recipes, actor)))
    .returning();
  if (!row) throw notFound('Recipe');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'recipe.updated',
    entityType: 'recipe',
    entityId: row.id,
    summary: `Updated recipe ${row.name}`,
    at: deps.clock.now(),
  });
  return toRecipe(row, actor);
}

export async function deleteRecipe(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Recipe');
  const [row] = await deps.db
    .delete(recipes)
    .where(and(eq(recipes.id, id), ownedBy(recipes, actor)))
    .returning({ id: recipes.id, name: recipes.name });
  if (!row) throw notFound('Recipe');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'recipe.deleted',
    entityType: 'recipe',
    entityId: row.id,
    summary: `Deleted recipe ${row.name}`,
    at: deps.clock.now(),
  });
}

const ALLERGEN_LABELS_PREFIX = 'recipe-allergens:';

/**
 * Re-derives practitioners' recipe labels once per version of the allergen table (at start-up), so recipes saved
 * under older rules or the old keyword flags carry the table's answer like the catalogue does.
 */
export async function ensureRecipeAllergens(
  db: Database,
  tableVersion: string = allergenTableVersion,
): Promise<{ updated: number; skipped: boolean }> {
  const source = `${ALLERGEN_LABELS_PREFIX}${tableVersion}`;
  const [done] = await db.select().from(dataLoads).where(eq(dataLoads.source, source)).limit(1);
  if (done) return { updated: 0, skipped: true };
  const rows = await db
    .select({ id: recipes.id, userId: recipes.userId, ingredients: recipes.ingredients, nutrition: recipes.nutrition })
    .from(recipes)
    .where(isNotNull(recipes.userId));
  const entriesOf = await readEveryPracticeAllergenEntries(db);
  const ids = [
    ...new Set(
      rows.flatMap((row) =>
        (row.ingredients as Recipe['ingredients']).flatMap((line) => (line.fdcId === undefined ? [] : [line.fdcId])),
      ),
    ),
  ];
  const byId = new Map((await getFoodCompositions(db, ids)).map((food) => [food.id, food]));
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const lines = row.ingredients as Recipe['ingredients'];
      const labels = recipeLabels(
        lines,
        lines.map((line) => (line.fdcId === undefined ? undefined : byId.get(line.fdcId))),
        (row.nutrition as Nutrition | null) ?? emptyNutrition(),
        entriesOf.get(row.userId!),
      );
      await tx
        .update(recipes)
        .set({
          diets: labels.diets,
          dietNotes: labels.dietNotes,
          allergens: labels.allergens,
          allergenLabels: labels.allergenLabels,
        })
        .where(eq(recipes.id, row.id));
    }
    await tx.delete(dataLoads).where(like(dataLoads.source, `${ALLERGEN_LABELS_PREFIX}%`));
    await tx.insert(dataLoads).values({ source, rowCount: rows.length }).onConflictDoNothing();
  });
  return { updated: rows.length, skipped: false };
}
