import { useQuery } from '@tanstack/react-query';
import { localToday } from '@/shared/clients/age';
import type { PortalPlan } from '@/shared/schemas/portal-plan';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { noRetryOn401 } from '../lib/no-retry-on-401';
import { portalKeys } from './query-keys';

export function usePortalPlan() {
  return useQuery<PortalPlan, ApiError>({
    queryKey: portalKeys.plan,
    queryFn: () => apiRequest('GET', `/api/portal/plans/current?today=${localToday()}`),
    retry: noRetryOn401,
  });
}
