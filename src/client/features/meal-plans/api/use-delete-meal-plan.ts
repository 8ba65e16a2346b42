import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan } from '@/shared/schemas/meal-plans';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { refreshAfterMealPlanChange } from './use-meal-plans';

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, Pick<MealPlan, 'id' | 'clientId'>>({
    mutationFn: ({ id }) => apiRequest<void>('DELETE', `/api/meal-plans/${encodeURIComponent(id)}`),
    onSuccess: (_, plan) => {
      // The deleted plan's own page must not be served from the cache if someone goes back to it.
      queryClient.removeQueries({ queryKey: ['/api/meal-plans', plan.id] });
      return refreshAfterMealPlanChange(queryClient, plan.clientId);
    },
  });
}
