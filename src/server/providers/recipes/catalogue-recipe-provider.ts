import type { AllergenLabel } from '../../../shared/nutrition/allergen-screening.ts';
import { randomInt } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { ExternalRecipe, ExternalSearchQuery } from '../../../shared/schemas/recipe-database.ts';
import type { Nutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Database } from '../../db/open-db.ts';
import { recipes } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import type { RecipeProvider } from './recipe-provider.ts';

type CatalogueRow = typeof recipes.$inferSelect;

interface Indexed {
  recipe: ExternalRecipe;
  calories: number;
  /** words of the name, and of everything else a practitioner might type */
  nameWords: string[];
  otherWords: string[];
}

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Catalogue steps are stored '1. …' per line; the screen gets them as an ordered list. */
function stepsHtml(instructions: string): string {
  const steps = instructions
    .split('\n')
    .map((line) => line.replace(/^\d+\.\s*/, '').trim())
    .filter(Boolean);
  return `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`;
}

export function catalogueRowToExternal(row: CatalogueRow): ExternalRecipe {
  const nutrition = row.nutrition as Nutrition | null;
  const ingredients = row.ingredients as { name: string; amount: number; unit: string }[];
  return {
    id: row.id,
    title: row.name,
    image: row.imageUrl,
    summary: row.description ? `<p>${escapeHtml(row.description)}</p>` : '',
    readyInMinutes: row.readyInMinutes,
    servings: row.servings,
    pricePerServing: null,
    healthScore: row.healthScore,
    cuisines: row.cuisine ? [row.cuisine] : [],
    diets: row.diets,
    allergenLabels: (row.allergenLabels ?? []) as AllergenLabel[],
    dishTypes: row.dishTypes,
    extendedIngredients: ingredients.map(({ amount, unit, name }) => ({ amount, unit, name })),
    instructions: stepsHtml(row.instructions),
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    nutrition: nutrition
      ? { calories: nutrition.calories, protein: nutrition.protein, carbs: nutrition.carbs, fat: nutrition.fat }
      : null,
  };
}

/**
 * Searches the catalogue rows in memory (a few hundred recipes): every word of the term must start a word of
 * the recipe (name, description, cuisine, dish types, tags, diets, ingredients), and every filter holds exactly.
 * Name matches rank first, then the health score.
 */
export function createCatalogueRecipeProvider(db: Database): RecipeProvider {
  let loaded: Promise<Indexed[]> | null = null;
  const index = () =>
    (loaded ??= db
      .select()
      .from(recipes)
      .where(isNotNull(recipes.catalogueKey))
      .orderBy(recipes.name)
      .then((rows) =>
        rows.map((row) => {
          const recipe = catalogueRowToExternal(row);
          return {
            recipe,
            calories: recipe.nutrition?.calories ?? Number.POSITIVE_INFINITY,
            nameWords: words(row.name),
            otherWords: words(
              [
                row.description ?? '',
                row.cuisine ?? '',
                ...row.dishTypes,
                ...row.mealTypes,
                ...row.tags,
                ...row.diets,
                ...recipe.extendedIngredients.map((line) => line.name),
              ].join(' '),
            ),
          };
        }),
      )
      .catch((error) => {
        loaded = null;
        throw error;
      }));

  const matches = (item: Indexed, query: ExternalSearchQuery) =>
    (!query.diet || item.recipe.diets.includes(query.diet)) &&
    (!query.cuisine || item.recipe.cuisines.includes(query.cuisine)) &&
    (!query.type || item.recipe.dishTypes.includes(query.type)) &&
    (query.maxTime === undefined || (item.recipe.readyInMinutes ?? Infinity) <= query.maxTime) &&
    (query.maxCalories === undefined || item.calories <= query.maxCalories) &&
    (query.minHealth === undefined || (item.recipe.healthScore ?? 0) >= query.minHealth);

  return {
    kind: 'catalogue',
    async search(query) {
      const terms = words(query.q);
      const scored = (await index()).flatMap((item) => {
        if (!matches(item, query)) return [];
        let inName = 0;
        for (const term of terms) {
          if (item.nameWords.some((word) => word.startsWith(term))) inName += 1;
          else if (!item.otherWords.some((word) => word.startsWith(term))) return [];
        }
        return [{ item, inName }];
      });
      scored.sort(
        (a, b) =>
          b.inName - a.inName ||
          (b.item.recipe.healthScore ?? 0) - (a.item.recipe.healthScore ?? 0) ||
          a.item.recipe.title.localeCompare(b.item.recipe.title),
      );
      return {
        results: scored.slice(query.offset, query.offset + query.number).map(({ item }) => item.recipe),
        totalResults: scored.length,
      };
    },
    async random(count) {
      const pool = [...(await index())];
      const picked: ExternalRecipe[] = [];
      while (picked.length < count && pool.length) picked.push(pool.splice(randomInt(pool.length), 1)[0].recipe);
      return picked;
    },
    async get(id) {
      return (await index()).find((item) => item.recipe.id === id)?.recipe ?? null;
    },
    async totalRecipes() {
      return (await index()).length;
    },
  };
}
