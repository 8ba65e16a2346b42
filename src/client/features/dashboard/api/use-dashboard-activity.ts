import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityItem } from '@/shared/schemas/dashboard';
import { apiRequest } from '@/client/lib/api';
import { dashboardKeys } from './query-keys';

/** The practitioner's own recent changes, newest first. */
export const dashboardActivityQueryOptions = queryOptions({
  queryKey: dashboardKeys.activity,
  queryFn: () => apiRequest<ActivityItem[]>('GET', '/api/dashboard/activity'),
});

export function useDashboardActivity() {
  return useQuery(dashboardActivityQueryOptions);
}
