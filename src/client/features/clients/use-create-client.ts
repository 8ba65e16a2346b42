import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@/shared/schemas/clients';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { refreshAfterClientChange } from './refresh-after-client-change';

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation<Client, ApiError, ClientInput>({
    mutationFn: (input) => apiRequest<Client>('POST', '/api/clients', input),
    onSuccess: (client) => refreshAfterClientChange(queryClient, client.id),
  });
}
