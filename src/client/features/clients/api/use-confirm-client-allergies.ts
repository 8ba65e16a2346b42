import { useMutation } from '@tanstack/react-query';
import type { Client } from '@/shared/schemas/clients';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { useRefreshAfterClientChange } from './use-refresh-after-client-change';

export function useConfirmClientAllergies() {
  const refreshAfterClientChange = useRefreshAfterClientChange();
  return useMutation<Client, ApiError, string>({
    mutationFn: (id) => apiRequest<Client>('POST', `/api/clients/${encodeURIComponent(id)}/allergies/confirm`),
    onSuccess: (client) => refreshAfterClientChange(client.id),
  });
}
