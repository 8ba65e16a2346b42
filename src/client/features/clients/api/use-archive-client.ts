import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@/shared/schemas/clients';
import { mealPlanKeys } from '@/client/features/meal-plans';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { useRefreshAfterClientChange } from './use-refresh-after-client-change';

/**
 * Archives (`archive`) or restores (`restore`) a client. Either way the client lists, the profile, the dashboard
 * and the plan list change (an archived client's plans leave it), so all of them are refreshed.
 */
function useArchiveChange(change: 'archive' | 'restore') {
  const queryClient = useQueryClient();
  const refreshAfterClientChange = useRefreshAfterClientChange();
  return useMutation<Client, ApiError, string>({
    mutationFn: (id) => apiRequest<Client>('POST', `/api/clients/${encodeURIComponent(id)}/${change}`),
    onSuccess: async (_, id) => {
      await Promise.all([refreshAfterClientChange(id), queryClient.invalidateQueries({ queryKey: mealPlanKeys.all })]);
    },
  });
}

export function useArchiveClient() {
  return useArchiveChange('archive');
}

export function useRestoreClient() {
  return useArchiveChange('restore');
}
