import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/client/features/clients';
import { dashboardKeys } from '@/client/features/dashboard';
import { mealPlanKeys } from './query-keys';

/**
 * A plan created or deleted shows up on the plan list (and under it, the plan's own page), on the
 * client's profile, and in the dashboard's counts and activity feed. Awaited, so a dialog closes
 * onto fresh data.
 */
export function useRefreshAfterMealPlanChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (clientId?: string | null): Promise<void> => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
        clientId ? queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }) : undefined,
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activity }),
      ]);
    },
    [queryClient],
  );
}
