import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { refreshAfterClientChange } from './query-keys';

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => apiRequest<void>('DELETE', `/api/clients/${encodeURIComponent(id)}`),
    onSuccess: async (_, id) => {
      // The profile is gone for good: drop it instead of refetching a 404.
      queryClient.removeQueries({ queryKey: ['/api/clients', id] });
      await refreshAfterClientChange(queryClient);
    },
  });
}
