import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NutritionInsightsAnswer } from '@/shared/schemas/dashboard';
import { apiRequest } from '@/client/lib/api';
import { dashboardKeys } from './query-keys';

/** How the practice's plans meet the nutrition targets, for the dashboard's insights card. */
export const nutritionInsightsQueryOptions = queryOptions({
  queryKey: dashboardKeys.nutritionInsights,
  queryFn: () => apiRequest<NutritionInsightsAnswer>('GET', '/api/dashboard/nutrition-insights'),
});

export function useNutritionInsights() {
  return useQuery(nutritionInsightsQueryOptions);
}
