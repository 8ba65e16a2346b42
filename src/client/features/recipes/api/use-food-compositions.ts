import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FoodComposition } from '@/shared/nutrition/recipe-nutrition';
import { apiRequest } from '@/client/lib/api';
import { foodKeys } from './query-keys';

/** Sorted and de-duplicated, so reordering or repeating ingredients does not refetch. */
function normalise(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function foodCompositionsQueryOptions(ids: readonly number[]) {
  const key = normalise(ids);
  return queryOptions({
    queryKey: foodKeys.compositions(key.join(',')),
    queryFn: () => apiRequest<FoodComposition[]>('GET', `/api/nutrition/foods?ids=${key.join(',')}`),
  });
}

/** Per-100 g composition and household portions of the foods a recipe form refers to. */
export function useFoodCompositions(ids: readonly number[]) {
  return useQuery({
    ...foodCompositionsQueryOptions(ids),
    enabled: ids.length > 0,
    // Adding a food keeps the numbers of the others on screen while the new set loads.
    placeholderData: keepPreviousData,
  });
}
