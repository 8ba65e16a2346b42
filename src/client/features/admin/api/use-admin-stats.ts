import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/shared/schemas/admin';
import { apiRequest } from '@/client/lib/api';
import { adminKeys } from './query-keys';

/** Platform-wide counts: accounts, clients, plans, recipes, reports. */
export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: () => apiRequest<AdminStats>('GET', '/api/admin/stats'),
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
