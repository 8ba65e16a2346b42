import { useQuery } from '@tanstack/react-query';
import type { Measurement } from '@/shared/schemas/portal';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { noRetryOn401 } from '../lib/no-retry-on-401';
import { portalKeys } from './query-keys';

export function useMeasurements() {
  return useQuery<Measurement[], ApiError>({
    queryKey: portalKeys.measurements,
    queryFn: () => apiRequest('GET', '/api/portal/measurements'),
    retry: noRetryOn401,
  });
}
