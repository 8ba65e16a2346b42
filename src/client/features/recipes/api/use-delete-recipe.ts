import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { refreshAfterRecipeChange } from './query-keys';

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => apiRequest<void>('DELETE', `/api/recipes/${encodeURIComponent(id)}`),
    onSuccess: () => refreshAfterRecipeChange(queryClient),
  });
}
