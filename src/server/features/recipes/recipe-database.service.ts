import { and, eq, isNotNull } from 'drizzle-orm';
import type {
  ExternalRecipe,
  ExternalSearchQuery,
  ExternalSearchResult,
  RecipeDatabaseInfo,
} from '../../../shared/schemas/recipe-database.ts';
import type { IngredientUnit } from '../../../shared/nutrition/units.ts';
import { MAX_INT4 } from '../../../shared/schemas/common.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { recipes } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { htmlToText } from '../../lib/sanitize-html.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { sharedRecipeLabelsFor } from './practice-labels.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

export const FEATURED_COUNT = 9;

/**
 * Catalogue recipes as this practice must see them: those using a food the practice has set its own allergen
 * statuses for (decision 0025) carry labels derived with its entries. Another source's recipes have no foods.
 */
async function asThePracticeSees(deps: AppDeps, actor: Actor, found: ExternalRecipe[]): Promise<ExternalRecipe[]> {
  if (deps.recipeProvider.kind !== 'catalogue') return found;
  const labels = await sharedRecipeLabelsFor(
    deps.db,
    actor.id,
    found.flatMap((recipe) => (isUuid(recipe.id) ? [recipe.id] : [])),
  );
  if (labels.size === 0) return found;
  return found.map((recipe) => {
    const own = labels.get(recipe.id);
    return own ? { ...recipe, diets: own.diets, allergenLabels: own.allergenLabels } : recipe;
  });
}

export async function searchExternalRecipes(
  deps: AppDeps,
  actor: Actor,
  query: ExternalSearchQuery,
): Promise<ExternalSearchResult> {
  const result = await deps.recipeProvider.search(query);
  return { ...result, results: await asThePracticeSees(deps, actor, result.results) };
}

export async function listRandomRecipes(deps: AppDeps, actor: Actor): Promise<ExternalRecipe[]> {
  return asThePracticeSees(deps, actor, await deps.recipeProvider.random(FEATURED_COUNT));
}

export async function getRecipeDatabaseInfo(deps: AppDeps): Promise<RecipeDatabaseInfo> {
  return { provider: deps.recipeProvider.kind, totalRecipes: await deps.recipeProvider.totalRecipes() };
}

const unitWords: [RegExp, IngredientUnit][] = [
  [/^(g|grams?|gr)$/, 'g'],
  [/^(kg|kilograms?)$/, 'kg'],
  [/^(ml|milliliters?|millilitres?)$/, 'ml'],
  [/^(l|liters?|litres?)$/, 'l'],
  [/^(c|cups?)$/, 'cup'],
  [/^(t|tbsps?|tbs|tablespoons?)$/, 'tbsp'],
  [/^(tsps?|teaspoons?)$/, 'tsp'],
  [/^(oz|ounces?)$/, 'oz'],
  [/^(lbs?|pounds?)$/, 'lb'],
];

/** A provider's free-text unit as one of ours; anything countable ('large', 'cloves', '') is a piece. */
export function toIngredientUnit(unit: string): IngredientUnit {
  const word = unit.trim().toLowerCase().replace(/\.$/, '');
  return unitWords.find(([pattern]) => pattern.test(word))?.[1] ?? 'piece';
}

/**
 * Saving puts an editable copy in the practitioner's own library (their changes never touch the shared
 * recipe). One copy per practitioner and source recipe: the second save answers alreadyExists.
 */
export async function saveExternalRecipe(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<{ alreadyExists: boolean; recipeId: string }> {
  const now = deps.clock.now();
  if (deps.recipeProvider.kind === 'catalogue') {
    if (!isUuid(id)) throw notFound('Recipe');
    const [source] = await deps.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, id), isNotNull(recipes.catalogueKey)))
      .limit(1);
    if (!source) throw notFound('Recipe');
    const existing = async () =>
      (
        await deps.db
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(ownedBy(recipes, actor), eq(recipes.sourceRecipeId, source.id)))
          .limit(1)
      )[0];
    const before = await existing();
    if (before) return { alreadyExists: true, recipeId: before.id };
    const { id: _id, catalogueKey: _key, createdAt: _created, updatedAt: _updated, ...copy } = source;
    // The copy is the practice's own: its labels are derived with the practice's allergen entries, if any apply.
    const practiceLabels = (await sharedRecipeLabelsFor(deps.db, actor.id, [source.id])).get(source.id);
    if (practiceLabels) {
      copy.diets = practiceLabels.diets;
      copy.dietNotes = practiceLabels.dietNotes;
      copy.allergens = practiceLabels.allergens;
      copy.allergenLabels = practiceLabels.allergenLabels;
    }
    const [row] = await deps.db
      .insert(recipes)
      .values({ ...copy, userId: actor.id, sourceRecipeId: source.id, isPublic: false, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: recipes.id, name: recipes.name });
    // A double click can race: the unique (owner, source) index keeps one copy, and the loser reports it.
    if (!row) return { alreadyExists: true, recipeId: (await existing())!.id };
    await recordActivity(deps.db, {
      actorId: actor.id,
      action: 'recipe.saved',
      entityType: 'recipe',
      entityId: row.id,
      summary: `Saved recipe ${row.name} from the catalogue`,
      at: now,
    });
    return { alreadyExists: false, recipeId: row.id };
  }

  const external = await deps.recipeProvider.get(id);
  if (!external) throw notFound('Recipe');
  const spoonacularId = Number(external.id);
  // What the provider answers is not trusted to fit the column either.
  if (!Number.isInteger(spoonacularId) || spoonacularId < 1 || spoonacularId > MAX_INT4) throw notFound('Recipe');
  const existing = async () =>
    (
      await deps.db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(ownedBy(recipes, actor), eq(recipes.spoonacularId, spoonacularId)))
        .limit(1)
    )[0];
  const before = await existing();
  if (before) return { alreadyExists: true, recipeId: before.id };
  const [row] = await deps.db
    .insert(recipes)
    .values({
      userId: actor.id,
      spoonacularId,
      name: external.title.slice(0, 200),
      description: htmlToText(external.summary).slice(0, 2000) || null,
      instructions: htmlToText(external.instructions).slice(0, 20000) || 'See the original recipe.',
      servings: external.servings,
      readyInMinutes: external.readyInMinutes,
      ingredients: external.extendedIngredients
        .filter((line) => line.name)
        .map((line) => ({
          name: line.name.slice(0, 200),
          amount: line.amount > 0 ? line.amount : 1,
          unit: toIngredientUnit(line.unit),
        })),
      nutrition: null,
      nutritionCoverage: { resolvedIngredients: 0, totalIngredients: external.extendedIngredients.length },
      tags: external.diets.slice(0, 10),
      cuisine: external.cuisines[0] ?? null,
      dishTypes: external.dishTypes,
      healthScore: external.healthScore,
      /** cents, as the provider prices it */
      pricePerServing: external.pricePerServing === null ? null : external.pricePerServing.toFixed(2),
      imageUrl: external.image,
      sourceName: external.sourceName,
      sourceUrl: external.sourceUrl,
      isPublic: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: recipes.id, name: recipes.name });
  if (!row) return { alreadyExists: true, recipeId: (await existing())!.id };
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'recipe.saved',
    entityType: 'recipe',
    entityId: row.id,
    summary: `Saved recipe ${row.name} from Spoonacular`,
    at: now,
  });
  return { alreadyExists: false, recipeId: row.id };
}
