import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan, MealPlanInput } from '@/shared/schemas/meal-plans';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { refreshAfterMealPlanChange } from './use-meal-plans';

export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation<MealPlan, ApiError, MealPlanInput>({
    mutationFn: (input) =>
      apiRequest<MealPlan>('POST', '/api/meal-plans', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (plan) => refreshAfterMealPlanChange(queryClient, plan.clientId),
  });
}
