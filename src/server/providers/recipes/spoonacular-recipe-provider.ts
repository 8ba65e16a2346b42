import { MAX_INT4 } from '../../../shared/schemas/common.ts';
import type { ExternalRecipe, ExternalSearchQuery } from '../../../shared/schemas/recipe-database.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml, sanitizeRecipeHtml } from '../../lib/sanitize-html.ts';
import type { RecipeProvider } from './recipe-provider.ts';

/** The parts of Spoonacular's recipe information object we read (https://spoonacular.com/food-api/docs). */
interface SpoonacularRecipe {
  id: number;
  title?: string;
  image?: string;
  summary?: string;
  readyInMinutes?: number;
  servings?: number;
  pricePerServing?: number;
  healthScore?: number;
  cuisines?: string[];
  diets?: string[];
  dishTypes?: string[];
  extendedIngredients?: { amount?: number; unit?: string; name?: string; original?: string }[];
  instructions?: string | null;
  analyzedInstructions?: { steps?: { number?: number; step?: string }[] }[];
  sourceName?: string | null;
  sourceUrl?: string | null;
  nutrition?: { nutrients?: { name: string; amount: number; unit: string }[] };
}

const TIMEOUT_MS = 8000;

function httpsOnly(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function spoonacularToExternal(recipe: SpoonacularRecipe): ExternalRecipe {
  const nutrient = (name: string) => recipe.nutrition?.nutrients?.find((item) => item.name === name)?.amount;
  const calories = nutrient('Calories');
  const steps = recipe.analyzedInstructions?.flatMap((block) => block.steps ?? []) ?? [];
  const instructions = recipe.instructions
    ? sanitizeRecipeHtml(recipe.instructions)
    : steps.length
      ? `<ol>${steps.map((step) => `<li>${escapeHtml(step.step ?? '')}</li>`).join('')}</ol>`
      : '';
  return {
    id: String(recipe.id),
    title: recipe.title ?? 'Untitled recipe',
    image: httpsOnly(recipe.image),
    summary: sanitizeRecipeHtml(recipe.summary),
    readyInMinutes: recipe.readyInMinutes ?? null,
    servings: recipe.servings && recipe.servings > 0 ? recipe.servings : 1,
    pricePerServing: typeof recipe.pricePerServing === 'number' ? recipe.pricePerServing : null,
    healthScore: typeof recipe.healthScore === 'number' ? Math.round(recipe.healthScore) : null,
    cuisines: (recipe.cuisines ?? []).map((cuisine) => cuisine.toLowerCase()),
    diets: recipe.diets ?? [],
    allergenLabels: null,
    dishTypes: recipe.dishTypes ?? [],
    extendedIngredients: (recipe.extendedIngredients ?? []).map((line) => ({
      amount: line.amount ?? 0,
      unit: line.unit ?? '',
      name: line.name ?? line.original ?? '',
    })),
    instructions,
    sourceName: recipe.sourceName ?? null,
    sourceUrl: httpsOnly(recipe.sourceUrl),
    nutrition:
      calories === undefined
        ? null
        : {
            calories,
            protein: nutrient('Protein') ?? 0,
            carbs: nutrient('Carbohydrates') ?? 0,
            fat: nutrient('Fat') ?? 0,
          },
  };
}

/**
 * Spoonacular's API behind the provider interface. Its documented failures become our errors: 401 (bad key)
 * and other refusals → 502, 402 (daily quota spent) → 503 with a message a practitioner understands.
 */
export function createSpoonacularRecipeProvider(options: {
  apiKey: string;
  baseUrl: string;
  fetchImpl?: typeof fetch;
}): RecipeProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  let total: number | null = null;

  async function call<T>(
    path: string,
    params: Record<string, string | number | boolean | undefined>,
  ): Promise<T | null> {
    const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(name, String(value));
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { 'x-api-key': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError('bad_gateway', 'The recipe provider could not be reached. Please try again.');
    }
    if (response.status === 404) return null;
    if (response.status === 402)
      throw new AppError('unavailable', "The recipe provider's daily quota is used up. Please try again tomorrow.");
    if (response.status === 429)
      throw new AppError('unavailable', 'The recipe provider is busy. Please try again in a minute.', [], {
        'Retry-After': '60',
      });
    if (!response.ok)
      throw new AppError('bad_gateway', `The recipe provider refused the request (${response.status}).`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new AppError('bad_gateway', 'The recipe provider sent an answer we could not read.');
    }
  }

  return {
    kind: 'spoonacular',
    async search(query: ExternalSearchQuery) {
      const answer = await call<{ results?: SpoonacularRecipe[]; totalResults?: number }>('recipes/complexSearch', {
        query: query.q,
        diet: query.diet,
        cuisine: query.cuisine,
        type: query.type,
        maxReadyTime: query.maxTime,
        maxCalories: query.maxCalories,
        offset: query.offset,
        number: query.number,
        addRecipeInformation: true,
        addRecipeInstructions: true,
        addRecipeNutrition: true,
        fillIngredients: true,
      });
      // complexSearch has no health-score filter: applied here, so the filter still holds exactly.
      const results = (answer?.results ?? [])
        .map(spoonacularToExternal)
        .filter((recipe) => query.minHealth === undefined || (recipe.healthScore ?? 0) >= query.minHealth);
      return {
        results,
        totalResults: query.minHealth === undefined ? (answer?.totalResults ?? results.length) : results.length,
      };
    },
    async random(count) {
      const answer = await call<{ recipes?: SpoonacularRecipe[] }>('recipes/random', { number: count });
      return (answer?.recipes ?? []).map(spoonacularToExternal);
    },
    async get(id) {
      // Spoonacular's ids are whole numbers our integer column can hold; anything else names no recipe.
      if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_INT4) return null;
      const answer = await call<SpoonacularRecipe>(`recipes/${id}/information`, { includeNutrition: true });
      return answer ? spoonacularToExternal(answer) : null;
    },
    async totalRecipes() {
      if (total === null) {
        const answer = await call<{ totalResults?: number }>('recipes/complexSearch', { number: 1 });
        total = answer?.totalResults ?? 0;
      }
      return total;
    },
  };
}
