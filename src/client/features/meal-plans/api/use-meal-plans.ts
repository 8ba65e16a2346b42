import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPlanSummary } from '@/shared/schemas/meal-plans';
import { apiRequest } from '@/client/lib/api';
import { mealPlanKeys } from './query-keys';

/** The practitioner's plans, newest first (the server's order). */
export const mealPlansQueryOptions = queryOptions({
  queryKey: mealPlanKeys.list,
  queryFn: () => apiRequest<MealPlanSummary[]>('GET', '/api/meal-plans?view=summary'),
});

export function useMealPlans() {
  return useQuery(mealPlansQueryOptions);
}
