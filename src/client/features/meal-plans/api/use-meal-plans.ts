import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MealPlanSummary } from '@/shared/schemas/meal-plans';
import { apiRequest } from '@/client/lib/api';

/** The practitioner's plans, newest first (the server's order). */
export const mealPlansQueryOptions = queryOptions({
  queryKey: ['/api/meal-plans'],
  queryFn: () => apiRequest<MealPlanSummary[]>('GET', '/api/meal-plans'),
});

export function useMealPlans() {
  return useQuery(mealPlansQueryOptions);
}

/**
 * A plan created or deleted shows up on the plan list (and under it, the plan's own page), on the
 * client's profile, and in the dashboard's counts and activity feed. Awaited, so a dialog closes
 * onto fresh data.
 */
export async function refreshAfterMealPlanChange(queryClient: QueryClient, clientId?: string | null): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/meal-plans'] }),
    clientId ? queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId] }) : undefined,
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/activity'] }),
  ]);
}
