import type { SubmittedSearch } from './use-recipe-search';

/**
 * The outside recipe database's answers. Their roots are their own addresses, not `/api/recipes`: a change to
 * the practitioner's recipes does not refetch a search, and saving a found recipe does not redo the search.
 */
export const recipeDatabaseKeys = {
  search: (search: SubmittedSearch | null) => ['/api/recipes/search/external', search] as const,
  featured: ['/api/recipes/random'] as const,
  info: ['/api/recipes/external/info'] as const,
};
