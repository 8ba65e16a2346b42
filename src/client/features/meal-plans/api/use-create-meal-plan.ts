import { useMutation } from '@tanstack/react-query';
import type { MealPlan, MealPlanInput } from '@/shared/schemas/meal-plans';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { useRefreshAfterMealPlanChange } from './use-refresh-after-meal-plan-change';

export function useCreateMealPlan() {
  const refreshAfterMealPlanChange = useRefreshAfterMealPlanChange();
  return useMutation<MealPlan, ApiError, MealPlanInput>({
    mutationFn: (input) =>
      apiRequest<MealPlan>('POST', '/api/meal-plans', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (plan) => refreshAfterMealPlanChange(plan.clientId),
  });
}
