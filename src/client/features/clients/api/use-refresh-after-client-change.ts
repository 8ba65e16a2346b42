import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/client/features/dashboard';
import { clientKeys } from './query-keys';

/**
 * A client change shows up in four places: the list, that client's profile, and the dashboard's
 * counts and activity feed. Awaited, so a dialog closes onto fresh data rather than stale.
 */
export function useRefreshAfterClientChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (clientId?: string): Promise<void> => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: clientKeys.archivedList }),
        clientId ? queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }) : undefined,
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activity }),
      ]);
    },
    [queryClient],
  );
}
