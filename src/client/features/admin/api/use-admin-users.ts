import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@/shared/schemas/admin';
import { apiRequest } from '@/client/lib/api';
import { adminKeys } from './query-keys';

/** Every account on the platform, with its role, sign-in state and how much it holds. */
export const adminUsersQueryOptions = queryOptions({
  queryKey: adminKeys.users,
  queryFn: () => apiRequest<AdminUser[]>('GET', '/api/admin/users'),
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
