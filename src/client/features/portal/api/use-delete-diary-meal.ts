import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { portalKeys } from './query-keys';

/** Removes one diary record (the meal goes back to "not logged"). */
export function useDeleteDiaryMeal() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => apiRequest('DELETE', `/api/portal/diary/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.diaryAll }),
  });
}
