import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/client/features/clients';
import { dashboardKeys } from '@/client/features/dashboard';
import { mealPlanKeys } from './query-keys';

/**
 * A plan change shows up on the plan list, the dashboard (counts and activity feed) and the client's
 * profile. The plan itself is refreshed too unless the caller already holds the server's answer.
 */
export function useRefreshAfterPlanChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (planId: string, { includePlan = true } = {}): Promise<void> => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealPlanKeys.list, exact: true }),
        includePlan ? queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(planId) }) : undefined,
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activity }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
    [queryClient],
  );
}
