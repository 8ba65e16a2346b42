import type { QueryClient } from '@tanstack/react-query';

/**
 * A client change shows up in four places: the list, that client's profile, and the dashboard's
 * counts and activity feed. Awaited, so a dialog closes onto fresh data rather than stale.
 */
export async function refreshAfterClientChange(queryClient: QueryClient, clientId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/clients'], exact: true }),
    clientId ? queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId] }) : undefined,
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/activity'] }),
  ]);
}
