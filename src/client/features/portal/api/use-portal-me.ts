import { useQuery } from '@tanstack/react-query';
import type { PortalMe } from '@/shared/schemas/portal-plan';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { noRetryOn401 } from '../lib/no-retry-on-401';
import { portalKeys } from './query-keys';

export function usePortalMe() {
  return useQuery<PortalMe, ApiError>({
    queryKey: portalKeys.me,
    queryFn: () => apiRequest('GET', '/api/portal/me'),
    retry: noRetryOn401,
  });
}
