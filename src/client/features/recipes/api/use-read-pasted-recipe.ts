import { useMutation } from '@tanstack/react-query';
import type { PastedRecipe, PastedRecipeInput } from '@/shared/schemas/recipe-import';
import { apiRequest, type ApiError } from '@/client/lib/api';

/** Pasted lines or a recipe page, read by the server into rows with proposed foods. Stores nothing. */
export function useReadPastedRecipe() {
  return useMutation<PastedRecipe, ApiError, PastedRecipeInput>({
    mutationFn: (input) => apiRequest<PastedRecipe>('POST', '/api/recipes/parse-ingredients', input),
  });
}
