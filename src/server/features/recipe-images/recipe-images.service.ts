import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { foods, recipes } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isFoodId } from '../../lib/ids.ts';

const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Drawn once per process; the catalogue is a few hundred recipes, so every image fits (~ a few MB). */
const drawn = new Map<string, string>();

/** The illustration of a catalogue recipe, drawn from its dish type, cuisine and the foods it is made of. */
export async function getRecipeImage(deps: AppDeps, key: string): Promise<string> {
  if (!KEY_PATTERN.test(key) || key.length > 120) throw notFound('Image');
  const cached = drawn.get(key);
  if (cached) return cached;
  const [row] = await deps.db
    .select({
      name: recipes.name,
      cuisine: recipes.cuisine,
      dishTypes: recipes.dishTypes,
      mealTypes: recipes.mealTypes,
      ingredients: recipes.ingredients,
    })
    .from(recipes)
    .where(eq(recipes.catalogueKey, key))
    .limit(1);
  if (!row) throw notFound('Image');
  const lines = row.ingredients as { fdcId?: number; grams?: number }[];
  const ids = lines.flatMap((line) => (isFoodId(line.fdcId) ? [line.fdcId] : []));
  const foodRows = ids.length
    ? await deps.db
        .select({ id: foods.id, description: foods.description, foodGroup: foods.foodGroup })
        .from(foods)
        .where(inArray(foods.id, ids))
    : [];
  const byId = new Map(foodRows.map((food) => [food.id, food]));
  // Loaded on first use: most requests never draw an image.
  const { renderRecipeImage } = await import('../catalogue/recipe-image/render-recipe-image.ts');
  const svg = renderRecipeImage({
    key,
    name: row.name,
    cuisine: row.cuisine,
    dishTypes: row.dishTypes,
    mealTypes: row.mealTypes,
    ingredients: lines.flatMap((line) => {
      const food = line.fdcId ? byId.get(line.fdcId) : undefined;
      return food ? [{ description: food.description, foodGroup: food.foodGroup, grams: line.grams ?? 0 }] : [];
    }),
  });
  drawn.set(key, svg);
  return svg;
}
