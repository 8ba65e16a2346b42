import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientProgress } from '@/shared/schemas/portal';
import { apiRequest } from '@/client/lib/api';
import { clientKeys } from './query-keys';

/** What the client logged in the portal, the last twelve weeks; under the client's key, so refreshing the client refreshes it. */
export function clientProgressQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientKeys.progress(clientId),
    queryFn: () => apiRequest<ClientProgress>('GET', `/api/clients/${encodeURIComponent(clientId)}/progress`),
  });
}

export function useClientProgress(clientId: string) {
  return useQuery(clientProgressQueryOptions(clientId));
}
