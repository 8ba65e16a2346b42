import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe, RecipeSummary } from '@/shared/schemas/recipes';
import { apiRequest } from '@/client/lib/api';
import { recipeKeys } from './query-keys';

/**
 * Summaries of the practitioner's own recipes first, then the shared catalogue and colleagues' public ones (the
 * server's order): what cards and pickers show. Anything that needs ingredients, instructions or the whole
 * nutrition reads the recipe with `recipeQueryOptions`.
 */
export const recipesQueryOptions = queryOptions({
  queryKey: recipeKeys.list,
  queryFn: () => apiRequest<RecipeSummary[]>('GET', '/api/recipes?view=summary'),
});

/** The same list with each recipe's ingredient names, for screening against a client's own allergy words. */
export const recipesWithIngredientNamesQueryOptions = queryOptions({
  queryKey: recipeKeys.listWithIngredientNames,
  queryFn: () => apiRequest<RecipeSummary[]>('GET', '/api/recipes?view=summary&include=ingredientNames'),
});

export function useRecipes({ withIngredientNames = false } = {}) {
  const options = withIngredientNames ? recipesWithIngredientNamesQueryOptions : recipesQueryOptions;
  return useQuery<RecipeSummary[]>({
    queryKey: options.queryKey,
    queryFn: options.queryFn as () => Promise<RecipeSummary[]>,
  });
}

/** One whole recipe; under the list's key, so every recipe change refreshes both. */
export function recipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: () => apiRequest<Recipe>('GET', `/api/recipes/${encodeURIComponent(id)}`),
  });
}
