import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDetail } from '@/shared/schemas/clients';
import { apiRequest } from '@/client/lib/api';
import { clientKeys } from './query-keys';

/** One client with their meal plans and reports; the key sits under the list's, so refreshing the list refreshes it. */
export function clientQueryOptions(id: string) {
  return queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: () => apiRequest<ClientDetail>('GET', `/api/clients/${encodeURIComponent(id)}`),
  });
}

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
