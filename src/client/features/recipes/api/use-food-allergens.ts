import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoodAllergens, PracticeFoodAllergensInput } from '@/shared/schemas/nutrition';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { foodKeys, recipeKeys } from './query-keys';

const pathOf = (id: number) => `/api/nutrition/foods/${encodeURIComponent(String(id))}/allergens`;

export function foodAllergensQueryOptions(id: number) {
  return queryOptions({
    queryKey: foodKeys.allergens(id),
    queryFn: () => apiRequest<FoodAllergens>('GET', pathOf(id)),
  });
}

/** What the reviewed table and the practice's own entry say of one food's allergens. */
export function useFoodAllergens(id: number) {
  return useQuery(foodAllergensQueryOptions(id));
}

/**
 * Sets the practice's statuses for a food from its label (`input`), or goes back to the table (`null`). Every
 * screening of the practice reads them, so the recipes, their labels and the food searches are read again.
 */
export function useSaveFoodAllergens(id: number) {
  const queryClient = useQueryClient();
  return useMutation<FoodAllergens, ApiError, PracticeFoodAllergensInput | null>({
    mutationFn: (input) => (input === null ? apiRequest('DELETE', pathOf(id)) : apiRequest('PUT', pathOf(id), input)),
    onSuccess: (answer) => {
      queryClient.setQueryData(foodKeys.allergens(id), answer);
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
      void queryClient.invalidateQueries({ queryKey: foodKeys.searches });
    },
  });
}
