import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { useRefreshAfterRecipeChange } from './use-refresh-after-recipe-change';

export function useDeleteRecipe() {
  const refreshAfterRecipeChange = useRefreshAfterRecipeChange();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => apiRequest<void>('DELETE', `/api/recipes/${encodeURIComponent(id)}`),
    onSuccess: () => refreshAfterRecipeChange(),
  });
}
