import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@/shared/schemas/clients';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { refreshAfterClientChange } from './query-keys';

export function useConfirmClientAllergies() {
  const queryClient = useQueryClient();
  return useMutation<Client, ApiError, string>({
    mutationFn: (id) => apiRequest<Client>('POST', `/api/clients/${encodeURIComponent(id)}/allergies/confirm`),
    onSuccess: (client) => refreshAfterClientChange(queryClient, client.id),
  });
}
