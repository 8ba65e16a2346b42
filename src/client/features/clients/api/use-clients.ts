import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/shared/schemas/clients';
import { apiRequest } from '@/client/lib/api';
import { clientKeys } from './query-keys';

/** The practitioner's clients, newest first (the server's order). Shared by /clients and the dashboard. */
export const clientsQueryOptions = queryOptions({
  queryKey: clientKeys.list,
  queryFn: () => apiRequest<ClientSummary[]>('GET', '/api/clients?view=summary'),
});

export function useClients() {
  return useQuery(clientsQueryOptions);
}
