import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHealth } from '@/shared/schemas/admin';
import { apiRequest } from '@/client/lib/api';
import { adminKeys } from './query-keys';

export const HEALTH_REFRESH_MS = 30_000;

/** Database, API, e-mail queue and storage health; polled so the card stays current while it is open. */
export const adminHealthQueryOptions = queryOptions({
  queryKey: adminKeys.health,
  queryFn: () => apiRequest<AdminHealth>('GET', '/api/admin/health'),
  refetchInterval: HEALTH_REFRESH_MS,
});

export function useAdminHealth() {
  return useQuery(adminHealthQueryOptions);
}
