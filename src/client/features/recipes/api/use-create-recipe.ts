import { useMutation } from '@tanstack/react-query';
import type { Recipe, RecipeInput } from '@/shared/schemas/recipes';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { useRefreshAfterRecipeChange } from './use-refresh-after-recipe-change';

export function useCreateRecipe() {
  const refreshAfterRecipeChange = useRefreshAfterRecipeChange();
  return useMutation<Recipe, ApiError, RecipeInput>({
    mutationFn: (input) => apiRequest<Recipe>('POST', '/api/recipes', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => refreshAfterRecipeChange(),
  });
}
