import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExternalRecipe, ExternalSearchResult, RecipeDatabaseInfo } from '@/shared/schemas/recipe-database';
import { apiRequest } from '@/client/lib/api';
import { recipesQueryOptions } from '@/client/features/recipes';
import type { RecipeFilters } from '../lib/recipe-filters';

export interface SubmittedSearch {
  term: string;
  filters: RecipeFilters;
  /** how many results to show (grows with 'Show more') */
  number: number;
}

/** Filters left at 'any' are not sent, as the spec says. */
export function searchPath({ term, filters, number }: SubmittedSearch): string {
  const params = new URLSearchParams({ q: term });
  for (const [name, value] of Object.entries(filters)) if (value !== 'any') params.set(name, value);
  params.set('number', String(number));
  return `/api/recipes/search/external?${params}`;
}

export function useRecipeSearch(search: SubmittedSearch | null) {
  return useQuery({
    queryKey: ['/api/recipes/search/external', search],
    queryFn: () => apiRequest<ExternalSearchResult>('GET', searchPath(search!)),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedRecipes() {
  return useQuery({
    queryKey: ['/api/recipes/random'],
    queryFn: () => apiRequest<{ recipes: ExternalRecipe[] }>('GET', '/api/recipes/random'),
  });
}

export function useRecipeDatabaseInfo() {
  return useQuery({
    queryKey: ['/api/recipes/external/info'],
    queryFn: () => apiRequest<RecipeDatabaseInfo>('GET', '/api/recipes/external/info'),
  });
}

export function useSaveExternalRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ alreadyExists: boolean; recipeId: string }>(
        'POST',
        `/api/recipes/external/${encodeURIComponent(id)}/save`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesQueryOptions.queryKey }),
  });
}
