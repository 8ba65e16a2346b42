import { useMutation } from '@tanstack/react-query';
import type { Recipe, RecipeInput } from '@/shared/schemas/recipes';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { useRefreshAfterRecipeChange } from './use-refresh-after-recipe-change';

export function useUpdateRecipe() {
  const refreshAfterRecipeChange = useRefreshAfterRecipeChange();
  return useMutation<Recipe, ApiError, { id: string; input: RecipeInput }>({
    mutationFn: ({ id, input }) => apiRequest<Recipe>('PUT', `/api/recipes/${encodeURIComponent(id)}`, input),
    onSuccess: () => refreshAfterRecipeChange(),
  });
}
