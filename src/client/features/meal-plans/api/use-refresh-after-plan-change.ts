import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/client/features/clients';
import { dashboardKeys } from '@/client/features/dashboard';
import { mealPlanKeys } from './query-keys';

type PlanChange = {
  /** the plan that changed; left out when a plan came or went (every plan's page is read again) */
  planId?: string;
  /** whose profile lists the plan; left out when it may have moved between clients (every client is read again) */
  clientId?: string | null;
  /** false when the caller already holds the server's answer for the plan itself */
  includePlan?: boolean;
};

/**
 * The one refresh after any plan change: the plan list, the plan's own page, the dashboard's counts and activity
 * feed and the client's profile are read again. Awaited, so a dialog closes onto fresh data.
 */
export function useRefreshAfterPlanChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ planId, clientId, includePlan = true }: PlanChange = {}): Promise<void> => {
      await Promise.all([
        planId === undefined
          ? queryClient.invalidateQueries({ queryKey: mealPlanKeys.all })
          : Promise.all([
              queryClient.invalidateQueries({ queryKey: mealPlanKeys.list, exact: true }),
              includePlan ? queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(planId) }) : undefined,
            ]),
        clientId === undefined
          ? queryClient.invalidateQueries({ queryKey: clientKeys.all })
          : clientId
            ? queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) })
            : undefined,
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activity }),
      ]);
    },
    [queryClient],
  );
}
