import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@/shared/schemas/reports';
import { apiRequest } from '@/client/lib/api';
import { reportKeys } from './query-keys';

/** The practitioner's reports, newest first (the server's order). */
export const reportsQueryOptions = queryOptions({
  queryKey: reportKeys.list,
  queryFn: () => apiRequest<Report[]>('GET', '/api/reports'),
});

export function useReports() {
  return useQuery(reportsQueryOptions);
}
