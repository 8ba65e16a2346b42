import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomFoodDeletion } from '@/shared/schemas/custom-foods';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { customFoodKeys } from './query-keys';

/** Deletes a food, or archives it when recipes use it (the answer says which). */
export function useDeleteCustomFood() {
  const queryClient = useQueryClient();
  return useMutation<CustomFoodDeletion, ApiError, number>({
    mutationFn: (id) => apiRequest('DELETE', `/api/foods/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customFoodKeys.all });
      void queryClient.invalidateQueries({ queryKey: customFoodKeys.searches });
    },
  });
}
