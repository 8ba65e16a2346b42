import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@/shared/schemas/admin';
import type { Role } from '@/shared/schemas/roles';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';
import { adminKeys } from './query-keys';

export type RoleChange = { userId: string; role: Role };

/**
 * Promote or demote one account. Afterwards the list, the admin counts and the signed-in user
 * (whose own role the server may have answered for) are fetched again.
 */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation<AdminUser, ApiError, RoleChange>({
    mutationFn: ({ userId, role }) =>
      apiRequest<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(userId)}/role`, { role }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}
