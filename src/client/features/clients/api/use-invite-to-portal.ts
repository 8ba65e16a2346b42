import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalInviteAnswer } from '@/shared/schemas/portal-access';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { clientKeys } from './query-keys';

/** Sends the invitation e-mail (again: a new link, and access restored after a withdrawal). */
export function useInviteToPortal(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<PortalInviteAnswer, ApiError, void>({
    mutationFn: () =>
      apiRequest<PortalInviteAnswer>('POST', `/api/clients/${encodeURIComponent(clientId)}/portal-invite`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.progress(clientId) }),
  });
}
