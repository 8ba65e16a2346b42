import { useQuery } from '@tanstack/react-query';
import type { ExternalRecipe } from '@/shared/schemas/recipe-database';
import { apiRequest } from '@/client/lib/api';
import { recipeDatabaseKeys } from './query-keys';

export function useFeaturedRecipes() {
  return useQuery({
    queryKey: recipeDatabaseKeys.featured,
    queryFn: () => apiRequest<{ recipes: ExternalRecipe[] }>('GET', '/api/recipes/random'),
  });
}
