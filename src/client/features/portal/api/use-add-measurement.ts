import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Measurement, MeasurementInput } from '@/shared/schemas/portal';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { portalKeys } from './query-keys';

export function useAddMeasurement() {
  const queryClient = useQueryClient();
  return useMutation<Measurement, ApiError, MeasurementInput>({
    mutationFn: (input) => apiRequest('POST', '/api/portal/measurements', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.measurements }),
  });
}
