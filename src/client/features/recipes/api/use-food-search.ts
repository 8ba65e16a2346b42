import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FoodSearchResult } from '@/shared/schemas/nutrition';
import { apiRequest } from '@/client/lib/api';
import { foodKeys } from './query-keys';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** The server refuses shorter searches (400); two letters would match half the database anyway. */
export const MIN_FOOD_SEARCH_LENGTH = 3;
const SEARCH_DELAY_MS = 250;

export function foodSearchQueryOptions(query: string) {
  return queryOptions({
    // Keyed by the text: an answer for an older text lands under its own key and is never shown for the newer one.
    queryKey: foodKeys.search(query),
    queryFn: () => apiRequest<FoodSearchResult[]>('GET', `/api/nutrition/search?query=${encodeURIComponent(query)}`),
  });
}

/**
 * USDA foods matching what is typed, best first. Searches once typing pauses, and only with at
 * least three letters (spaces do not count). `enabled: false` stops searching, e.g. once a food is picked.
 */
export function useFoodSearch(text: string, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useQuery({
    ...foodSearchQueryOptions(query),
    enabled: enabled && query.length >= MIN_FOOD_SEARCH_LENGTH,
    // While the next word loads, the last list stays put instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  return { ...search, query };
}
