import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PortalFoodChoice } from '@/shared/schemas/food-diary';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { noRetryOn401 } from '../lib/no-retry-on-401';
import { portalKeys } from './query-keys';

/** The recipe editor's food search, from three characters. */
export function useDiaryFoods(query: string) {
  const words = query.trim();
  return useQuery<PortalFoodChoice[], ApiError>({
    queryKey: portalKeys.diaryFoods(words),
    queryFn: () => apiRequest('GET', `/api/portal/foods?query=${encodeURIComponent(words)}`),
    retry: noRetryOn401,
    enabled: words.length >= 3,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
