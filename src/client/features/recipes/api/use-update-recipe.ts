import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe, RecipeInput } from '@/shared/schemas/recipes';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { refreshAfterRecipeChange } from './query-keys';

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation<Recipe, ApiError, { id: string; input: RecipeInput }>({
    mutationFn: ({ id, input }) => apiRequest<Recipe>('PUT', `/api/recipes/${encodeURIComponent(id)}`, input),
    onSuccess: () => refreshAfterRecipeChange(queryClient),
  });
}
