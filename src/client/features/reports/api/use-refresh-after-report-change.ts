import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/client/features/clients';
import { dashboardKeys } from '@/client/features/dashboard';
import { reportKeys } from './query-keys';

/**
 * A new report shows up on the reports list, on its client's profile, and in the dashboard's count and
 * activity feed. Awaited, so the dialog closes onto fresh data.
 */
export function useRefreshAfterReportChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (clientId: string): Promise<void> => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.list }),
        queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.activity }),
      ]);
    },
    [queryClient],
  );
}
