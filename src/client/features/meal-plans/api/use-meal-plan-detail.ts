import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPlanDetail } from '@/shared/schemas/meal-plans';
import { apiRequest } from '@/client/lib/api';
import { mealPlanKeys } from './query-keys';

/** One plan with its client and every day resolved; the key sits under the list's, so refreshing the list refreshes it. */
export function mealPlanDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: mealPlanKeys.detail(id),
    queryFn: () => apiRequest<MealPlanDetail>('GET', `/api/meal-plans/${encodeURIComponent(id)}`),
  });
}

export function useMealPlanDetail(id: string) {
  return useQuery(mealPlanDetailQueryOptions(id));
}
