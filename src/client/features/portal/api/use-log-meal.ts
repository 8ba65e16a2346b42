import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryMeal, DiaryMealInput } from '@/shared/schemas/food-diary';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { portalKeys } from './query-keys';

/** Records (or replaces) what the client ate at one meal. */
export function useLogMeal() {
  const queryClient = useQueryClient();
  return useMutation<DiaryMeal, ApiError, DiaryMealInput>({
    mutationFn: (input) => apiRequest('POST', '/api/portal/diary', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.diaryAll }),
  });
}
