import { useMutation } from '@tanstack/react-query';
import type { MealPlan, MealPlanInput } from '@/shared/schemas/meal-plans';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { useRefreshAfterPlanChange } from './use-refresh-after-plan-change';

/** Edit Plan: PUT replaces every field of the plan (its days are saved separately). */
export function useUpdateMealPlan() {
  const refreshAfterPlanChange = useRefreshAfterPlanChange();
  return useMutation<MealPlan, ApiError, { id: string; input: MealPlanInput }>({
    mutationFn: ({ id, input }) => apiRequest<MealPlan>('PUT', `/api/meal-plans/${encodeURIComponent(id)}`, input),
    onSuccess: (plan) => refreshAfterPlanChange({ planId: plan.id }),
  });
}
