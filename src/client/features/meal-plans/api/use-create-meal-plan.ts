import { useMutation } from '@tanstack/react-query';
import type { MealPlan, MealPlanInput } from '@/shared/schemas/meal-plans';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { useRefreshAfterPlanChange } from './use-refresh-after-plan-change';

export function useCreateMealPlan() {
  const refreshAfterPlanChange = useRefreshAfterPlanChange();
  return useMutation<MealPlan, ApiError, MealPlanInput>({
    mutationFn: (input) =>
      apiRequest<MealPlan>('POST', '/api/meal-plans', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (plan) => refreshAfterPlanChange({ clientId: plan.clientId }),
  });
}
