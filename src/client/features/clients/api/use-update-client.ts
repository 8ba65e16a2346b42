import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '@/shared/schemas/clients';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { refreshAfterClientChange } from './query-keys';

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation<Client, ApiError, { id: string; input: ClientInput }>({
    mutationFn: ({ id, input }) => apiRequest<Client>('PUT', `/api/clients/${encodeURIComponent(id)}`, input),
    onSuccess: (client) => refreshAfterClientChange(queryClient, client.id),
  });
}
