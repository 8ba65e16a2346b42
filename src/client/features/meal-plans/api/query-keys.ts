import type { QueryClient } from '@tanstack/react-query';

/**
 * A plan change shows up on the plan list, the dashboard (counts and activity feed) and the client's
 * profile. The plan itself is refreshed too unless the caller already holds the server's answer.
 */
export async function refreshAfterPlanChange(
  queryClient: QueryClient,
  planId: string,
  { includePlan = true } = {},
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/meal-plans'], exact: true }),
    includePlan ? queryClient.invalidateQueries({ queryKey: ['/api/meal-plans', planId] }) : undefined,
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/activity'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
  ]);
}
