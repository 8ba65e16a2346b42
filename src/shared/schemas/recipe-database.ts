import { allergenLabelSchema } from './recipes.ts';
import { z } from 'zod';
import { dishTypes, filterCuisines } from '../recipes/recipe-vocabulary.ts';

/** Filter option lists of spec section 9. */
export const searchDiets = ['vegetarian', 'vegan', 'gluten-free', 'ketogenic', 'paleo', 'whole30'] as const;
export const maxTimeOptions = [15, 30, 45, 60, 120] as const;
export const maxCaloriesOptions = [200, 400, 600, 800] as const;
export const minHealthOptions = [
  { value: 25, label: 'Good' },
  { value: 50, label: 'Very Good' },
  { value: 75, label: 'Excellent' },
] as const;
/** Health score from which a card shows the 'Healthy' badge. */
export const HEALTHY_SCORE = 75;

const optionalNumberOf = (options: readonly number[], label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int()
    .min(Math.min(...options), { message: `${label} must be one of ${options.join(', ')}`, abort: true })
    .max(Math.max(...options), { message: `${label} must be one of ${options.join(', ')}`, abort: true })
    .refine((value) => options.includes(value), `${label} must be one of ${options.join(', ')}`)
    .optional();

/** The longest search term (the search box reads it too). */
export const MAX_SEARCH_TERM = 100;

/** GET /api/recipes/search/external. Filters the screen leaves at 'any' are not sent at all. */
export const externalSearchQuerySchema = z.object({
  q: z
    .string({ message: 'Please enter a search term to find recipes.' })
    .trim()
    .min(1, 'Please enter a search term to find recipes.')
    .max(MAX_SEARCH_TERM, `The search term must be at most ${MAX_SEARCH_TERM} characters`),
  diet: z.enum(searchDiets, { message: `diet must be one of ${searchDiets.join(', ')}` }).optional(),
  cuisine: z.enum(filterCuisines, { message: `cuisine must be one of ${filterCuisines.join(', ')}` }).optional(),
  type: z.enum(dishTypes, { message: 'type must be one of the meal types of the filter list' }).optional(),
  maxTime: optionalNumberOf(maxTimeOptions, 'maxTime'),
  maxCalories: optionalNumberOf(maxCaloriesOptions, 'maxCalories'),
  minHealth: optionalNumberOf(
    minHealthOptions.map((option) => option.value),
    'minHealth',
  ),
  offset: z.coerce.number().int().min(0).max(900).optional().default(0),
  number: z.coerce.number().int().min(1).max(100).optional().default(24),
});
export type ExternalSearchQuery = z.output<typeof externalSearchQuerySchema>;

export const externalRecipeSchema = z.object({
  /** catalogue recipes: their uuid; Spoonacular recipes: their numeric id as text */
  id: z.string(),
  title: z.string(),
  /** an app-served path or the provider's image URL; null when there is none */
  image: z.string().nullable(),
  /** sanitised HTML */
  summary: z.string(),
  readyInMinutes: z.number().nullable(),
  servings: z.number(),
  /** US cents; null when the provider does not price recipes */
  pricePerServing: z.number().nullable(),
  healthScore: z.number().nullable(),
  cuisines: z.array(z.string()),
  diets: z.array(z.string()),
  /** from the allergen table for catalogue recipes; null when the provider's foods are not checked (Spoonacular) */
  allergenLabels: z.array(allergenLabelSchema).nullable(),
  dishTypes: z.array(z.string()),
  extendedIngredients: z.array(z.object({ amount: z.number(), unit: z.string(), name: z.string() })),
  /** sanitised HTML */
  instructions: z.string(),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** per serving, when known */
  nutrition: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }).nullable(),
});
export type ExternalRecipe = z.infer<typeof externalRecipeSchema>;

export const externalSearchResultSchema = z.object({
  results: z.array(externalRecipeSchema),
  totalResults: z.number(),
});
export type ExternalSearchResult = z.infer<typeof externalSearchResultSchema>;
export const randomRecipesSchema = z.object({ recipes: z.array(externalRecipeSchema) });
export const saveExternalRecipeResultSchema = z.object({ alreadyExists: z.boolean(), recipeId: z.string() });
export const recipeDatabaseInfoSchema = z.object({
  provider: z.enum(['catalogue', 'spoonacular']),
  /** how many recipes a search can reach */
  totalRecipes: z.number(),
});
export type RecipeDatabaseInfo = z.infer<typeof recipeDatabaseInfoSchema>;
