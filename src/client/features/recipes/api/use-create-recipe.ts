import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe, RecipeInput } from '@/shared/schemas/recipes';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { refreshAfterRecipeChange } from './query-keys';

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation<Recipe, ApiError, RecipeInput>({
    mutationFn: (input) => apiRequest<Recipe>('POST', '/api/recipes', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => refreshAfterRecipeChange(queryClient),
  });
}
