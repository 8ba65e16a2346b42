import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalInviteAnswer } from '@/shared/schemas/portal-access';
import { apiRequest, type ApiError } from '@/client/lib/api';

/** Sends the invitation e-mail (again: a new link, and access restored after a withdrawal). */
export function useInviteToPortal(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<PortalInviteAnswer, ApiError, void>({
    mutationFn: () =>
      apiRequest<PortalInviteAnswer>('POST', `/api/clients/${encodeURIComponent(clientId)}/portal-invite`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'progress'] }),
  });
}

/** Withdraws the client's portal access: their sessions end at once. */
export function useRevokePortalAccess(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: () => apiRequest<void>('DELETE', `/api/clients/${encodeURIComponent(clientId)}/portal-access`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/clients', clientId, 'progress'] }),
  });
}
