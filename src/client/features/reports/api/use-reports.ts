import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Report } from '@/shared/schemas/reports';
import { apiRequest } from '@/client/lib/api';

/** The practitioner's reports, newest first (the server's order). */
export const reportsQueryOptions = queryOptions({
  queryKey: ['/api/reports'],
  queryFn: () => apiRequest<Report[]>('GET', '/api/reports'),
});

export function useReports() {
  return useQuery(reportsQueryOptions);
}

/**
 * A new report shows up on the reports list, on its client's profile, and in the dashboard's count and
 * activity feed. Awaited, so the dialog closes onto fresh data.
 */
export async function refreshAfterReportChange(queryClient: QueryClient, clientId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/reports'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/activity'] }),
  ]);
}
