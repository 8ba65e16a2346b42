import {
  readIngredientLines,
  splitPastedLines,
  MAX_INGREDIENT_LINE_LENGTH,
  MAX_INGREDIENT_LINES,
} from '../../../shared/recipes/ingredient-line.ts';
import { looksLikeRecipePage, readRecipePage } from '../../../shared/recipes/recipe-json-ld.ts';
import type { PastedIngredient, PastedRecipe, PastedRecipeInput } from '../../../shared/schemas/recipe-import.ts';
import type { FoodSearchResult } from '../../../shared/schemas/nutrition.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { searchFoods } from '../nutrition/nutrition.service.ts';

/**
 * Pasted ingredient lines, or a recipe page (HTML or JSON-LD), read into rows the recipe form can take: amount
 * and unit from each line, and a proposed food from the same food search the ingredient picker uses. Nothing
 * is stored; the practitioner confirms or changes each row in the form before saving.
 * The actor is taken so the call stays signed-in only; the answer depends on no practice data.
 */
export async function readPastedRecipe(deps: AppDeps, actor: Actor, input: PastedRecipeInput): Promise<PastedRecipe> {
  const page = looksLikeRecipePage(input.text) ? readRecipePage(input.text) : null;
  if (looksLikeRecipePage(input.text) && !page) {
    throw new AppError(
      'bad_request',
      'No recipe found in the pasted text: paste ingredient lines, a recipe page’s HTML or its schema.org Recipe JSON-LD',
      [{ path: 'text', message: 'No schema.org Recipe found' }],
    );
  }
  const lines = page ? page.ingredientLines : splitPastedLines(input.text);
  if (lines.length > MAX_INGREDIENT_LINES) {
    throw new AppError(
      'bad_request',
      `The recipe has ${lines.length} ingredients; at most ${MAX_INGREDIENT_LINES} can be read at a time`,
      [{ path: 'text', message: `At most ${MAX_INGREDIENT_LINES} ingredient lines` }],
    );
  }
  const long = lines.findIndex((line) => line.length > MAX_INGREDIENT_LINE_LENGTH);
  if (long >= 0) {
    throw new AppError(
      'bad_request',
      `Ingredient ${long + 1} is longer than ${MAX_INGREDIENT_LINE_LENGTH} characters`,
      [{ path: 'text', message: `Line ${long + 1} is longer than ${MAX_INGREDIENT_LINE_LENGTH} characters` }],
    );
  }

  // The same words often come back ("salt" twice, "olive oil" in dressing and pan): each search runs once.
  const searches = new Map<string, Promise<FoodSearchResult[]>>();
  const search = (query: string) => {
    let found = searches.get(query);
    if (!found) searches.set(query, (found = searchFoods(deps, actor, query)));
    return found;
  };

  const ingredients: PastedIngredient[] = [];
  for (const line of readIngredientLines(lines)) {
    let food: PastedIngredient['food'] = null;
    for (const query of line.foodQueries) {
      const [first] = await search(query);
      if (first) {
        food = { fdcId: first.fdcId, description: first.description };
        break;
      }
    }
    ingredients.push({
      text: line.text,
      kind: line.kind,
      amount: line.amount,
      unit: line.unit,
      name: line.name,
      food,
      note: line.note,
    });
  }

  return {
    recipe: page
      ? {
          name: page.name,
          description: page.description,
          servings: page.servings,
          prepTime: page.prepTime,
          cookTime: page.cookTime,
          instructions: page.instructions,
        }
      : null,
    ingredients,
  };
}
