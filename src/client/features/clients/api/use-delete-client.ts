import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { clientKeys } from './query-keys';
import { useRefreshAfterClientChange } from './use-refresh-after-client-change';

export function useDeleteClient() {
  const queryClient = useQueryClient();
  const refreshAfterClientChange = useRefreshAfterClientChange();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => apiRequest<void>('DELETE', `/api/clients/${encodeURIComponent(id)}`),
    onSuccess: async (_, id) => {
      // The profile is gone for good: drop it instead of refetching a 404.
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      await refreshAfterClientChange();
    },
  });
}
