import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NutrientTargetsAnswer } from '@/shared/schemas/clients';
import { clientKeys } from '@/client/features/clients';
import { apiRequest } from '@/client/lib/api';

/** Under the client's key: saving the client's profile refreshes their targets too. */
export function nutrientTargetsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientKeys.nutrientTargets(clientId),
    queryFn: () =>
      apiRequest<NutrientTargetsAnswer>('GET', `/api/clients/${encodeURIComponent(clientId)}/nutrient-targets`),
    staleTime: 5 * 60_000,
  });
}

export function useNutrientTargets(clientId: string | null) {
  return useQuery({ ...nutrientTargetsQueryOptions(clientId ?? ''), enabled: clientId !== null });
}
