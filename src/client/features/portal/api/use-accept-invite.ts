import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalAcceptInput, PortalSession } from '@/shared/schemas/portal-access';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { portalKeys } from './query-keys';

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation<PortalSession, ApiError, PortalAcceptInput>({
    mutationFn: (input) => apiRequest('POST', '/api/portal/accept', input),
    onSuccess: () => queryClient.removeQueries({ queryKey: portalKeys.all }),
  });
}
