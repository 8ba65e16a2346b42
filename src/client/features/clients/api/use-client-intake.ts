import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Intake } from '@/shared/schemas/food-diary';
import { apiRequest } from '@/client/lib/api';
import { clientKeys } from './query-keys';

/** What the client ate the last seven days, against plan and needs; under the client's key like progress. */
export function clientIntakeQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientKeys.intake(clientId),
    queryFn: () => apiRequest<Intake>('GET', `/api/clients/${encodeURIComponent(clientId)}/intake`),
  });
}

export function useClientIntake(clientId: string) {
  return useQuery(clientIntakeQueryOptions(clientId));
}
