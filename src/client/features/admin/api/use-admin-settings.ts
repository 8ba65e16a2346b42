import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@/shared/schemas/admin';
import { apiRequest } from '@/client/lib/api';
import { adminKeys } from './query-keys';

/** The security and service settings the server is running with right now. */
export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: () => apiRequest<AdminSettings>('GET', '/api/admin/settings'),
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}
