import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/shared/schemas/clients';
import { apiRequest } from '@/client/lib/api';
import { clientKeys } from './query-keys';

/** The practitioner's archived clients (issue 38), for the "Show archived" filter on /clients. */
export const archivedClientsQueryOptions = queryOptions({
  queryKey: clientKeys.archivedList,
  queryFn: () => apiRequest<ClientSummary[]>('GET', '/api/clients?view=summary&archived=true'),
});

export function useArchivedClients(enabled: boolean) {
  return useQuery({ ...archivedClientsQueryOptions, enabled });
}
