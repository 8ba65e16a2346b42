import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivity } from '@/shared/schemas/admin';
import { apiRequest } from '@/client/lib/api';
import { adminKeys } from './query-keys';

export const ACTIVITY_REFRESH_MS = 60_000;

/** Growth of sign-ups, plans, shared recipes and reports: this period against the one before. */
export const adminActivityQueryOptions = queryOptions({
  queryKey: adminKeys.activity,
  queryFn: () => apiRequest<AdminActivity>('GET', '/api/admin/activity'),
  refetchInterval: ACTIVITY_REFRESH_MS,
});

export function useAdminActivity() {
  return useQuery(adminActivityQueryOptions);
}
