import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExternalSearchResult } from '@/shared/schemas/recipe-database';
import { apiRequest } from '@/client/lib/api';
import type { RecipeFilters } from '../lib/recipe-filters';
import { recipeDatabaseKeys } from './query-keys';

export interface SubmittedSearch {
  term: string;
  filters: RecipeFilters;
  /** how many results to show (grows with 'Show more') */
  number: number;
}

/** Filters left at 'any' are not sent, as the spec says. */
export function searchPath({ term, filters, number }: SubmittedSearch): string {
  const params = new URLSearchParams({ q: term });
  for (const [name, value] of Object.entries(filters)) if (value !== 'any') params.set(name, value);
  params.set('number', String(number));
  return `/api/recipes/search/external?${params}`;
}

export function useRecipeSearch(search: SubmittedSearch | null) {
  return useQuery({
    queryKey: recipeDatabaseKeys.search(search),
    queryFn: () => apiRequest<ExternalSearchResult>('GET', searchPath(search!)),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
