import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomFood, CustomFoodInput } from '@/shared/schemas/custom-foods';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { customFoodKeys } from './query-keys';

/** Adds a food (no id) or changes one; the list, the searches and live nutrition read it again. */
export function useSaveCustomFood(id?: number) {
  const queryClient = useQueryClient();
  return useMutation<CustomFood, ApiError, CustomFoodInput>({
    mutationFn: (input) =>
      id === undefined ? apiRequest('POST', '/api/foods', input) : apiRequest('PUT', `/api/foods/${id}`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customFoodKeys.all });
      void queryClient.invalidateQueries({ queryKey: customFoodKeys.searches });
      void queryClient.invalidateQueries({ queryKey: customFoodKeys.compositions });
    },
  });
}
