import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { clientKeys } from './query-keys';

/** Withdraws the client's portal access: their sessions end at once. */
export function useRevokePortalAccess(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: () => apiRequest<void>('DELETE', `/api/clients/${encodeURIComponent(clientId)}/portal-access`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.progress(clientId) }),
  });
}
