import { useMutation } from '@tanstack/react-query';
import type { Client, ClientInput } from '@/shared/schemas/clients';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { useRefreshAfterClientChange } from './use-refresh-after-client-change';

export function useUpdateClient() {
  const refreshAfterClientChange = useRefreshAfterClientChange();
  return useMutation<Client, ApiError, { id: string; input: ClientInput }>({
    mutationFn: ({ id, input }) => apiRequest<Client>('PUT', `/api/clients/${encodeURIComponent(id)}`, input),
    onSuccess: (client) => refreshAfterClientChange(client.id),
  });
}
