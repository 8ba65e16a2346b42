import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan } from '@/shared/schemas/meal-plans';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { mealPlanKeys } from './query-keys';
import { useRefreshAfterPlanChange } from './use-refresh-after-plan-change';

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  const refreshAfterPlanChange = useRefreshAfterPlanChange();
  return useMutation<void, ApiError, Pick<MealPlan, 'id' | 'clientId'>>({
    mutationFn: ({ id }) => apiRequest<void>('DELETE', `/api/meal-plans/${encodeURIComponent(id)}`),
    onSuccess: (_, plan) => {
      // The deleted plan's own page must not be served from the cache if someone goes back to it.
      queryClient.removeQueries({ queryKey: mealPlanKeys.detail(plan.id) });
      return refreshAfterPlanChange({ clientId: plan.clientId });
    },
  });
}
