import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe } from '@/shared/schemas/recipes';
import { apiRequest } from '@/client/lib/api';

/** The practitioner's own recipes first, then the shared catalogue and colleagues' public ones (the server's order). */
export const recipesQueryOptions = queryOptions({
  queryKey: ['/api/recipes'],
  queryFn: () => apiRequest<Recipe[]>('GET', '/api/recipes'),
});

export function useRecipes() {
  return useQuery(recipesQueryOptions);
}
