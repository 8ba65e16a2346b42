import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPlanDetail } from '@/shared/schemas/meal-plans';
import { apiRequest } from '@/client/lib/api';

export function mealPlanDetailKey(id: string) {
  return ['/api/meal-plans', id] as const;
}

/** One plan with its client and every day resolved; the key sits under the list's, so refreshing the list refreshes it. */
export function mealPlanDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: mealPlanDetailKey(id),
    queryFn: () => apiRequest<MealPlanDetail>('GET', `/api/meal-plans/${encodeURIComponent(id)}`),
  });
}

export function useMealPlanDetail(id: string) {
  return useQuery(mealPlanDetailQueryOptions(id));
}
