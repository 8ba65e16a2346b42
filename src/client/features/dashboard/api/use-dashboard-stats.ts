import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@/shared/schemas/dashboard';
import { apiRequest } from '@/client/lib/api';
import { dashboardKeys } from './query-keys';

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardKeys.stats,
  queryFn: () => apiRequest<DashboardStats>('GET', '/api/dashboard/stats'),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
