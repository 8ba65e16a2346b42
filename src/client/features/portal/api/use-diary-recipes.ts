import { useQuery } from '@tanstack/react-query';
import type { PortalRecipeChoice } from '@/shared/schemas/food-diary';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { noRetryOn401 } from '../lib/no-retry-on-401';
import { portalKeys } from './query-keys';

/** The recipes a client can log: their plan's first, then their practice's. */
export function useDiaryRecipes(enabled: boolean) {
  return useQuery<PortalRecipeChoice[], ApiError>({
    queryKey: portalKeys.diaryRecipes,
    queryFn: () => apiRequest('GET', '/api/portal/recipes'),
    retry: noRetryOn401,
    enabled,
    staleTime: 5 * 60_000,
  });
}
