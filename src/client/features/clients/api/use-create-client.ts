import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@/shared/schemas/clients';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { refreshAfterClientChange } from './query-keys';

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation<Client, ApiError, ClientInput>({
    mutationFn: (input) => apiRequest<Client>('POST', '/api/clients', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (client) => refreshAfterClientChange(queryClient, client.id),
  });
}
