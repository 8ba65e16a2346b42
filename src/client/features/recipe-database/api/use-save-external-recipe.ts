import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api';
import { recipeKeys } from '@/client/features/recipes';

/** The recipe joins the practitioner's own; the recipe list (and every recipe under its key) is read again. */
export function useSaveExternalRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ alreadyExists: boolean; recipeId: string }>(
        'POST',
        `/api/recipes/external/${encodeURIComponent(id)}/save`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
