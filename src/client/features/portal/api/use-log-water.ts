import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaterDay, WaterInput } from '@/shared/schemas/food-diary';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { portalKeys } from './query-keys';

/** Sets the day's water total, in ml. */
export function useLogWater() {
  const queryClient = useQueryClient();
  return useMutation<WaterDay, ApiError, WaterInput>({
    mutationFn: (input) => apiRequest('POST', '/api/portal/water', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.diaryAll }),
  });
}
