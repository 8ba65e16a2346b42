import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@/shared/schemas/auth';
import type { BrandingValues } from '@/shared/schemas/branding';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';
import { dashboardKeys } from '@/client/features/dashboard';

/** Saves the branding; the signed-in user (shell, settings) takes the answer as is. */
export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, BrandingValues>({
    mutationFn: (values) => apiRequest<PublicUser>('PUT', '/api/users/me/branding', values),
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.activity });
    },
  });
}
