import { useMutation } from '@tanstack/react-query';
import type { Client, ClientInput } from '@/shared/schemas/clients';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { useRefreshAfterClientChange } from './use-refresh-after-client-change';

export function useCreateClient() {
  const refreshAfterClientChange = useRefreshAfterClientChange();
  return useMutation<Client, ApiError, ClientInput>({
    mutationFn: (input) => apiRequest<Client>('POST', '/api/clients', input, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (client) => refreshAfterClientChange(client.id),
  });
}
