const all = ['/api/clients'] as const;

/**
 * Keys nest like the URLs: a client's profile, progress and nutrient targets sit under the list's key, so
 * invalidating `all` refreshes every one of them and `{ queryKey: list, exact: true }` only the list.
 */
export const clientKeys = {
  all,
  list: all,
  /** GET /api/clients?view=summary&archived=true: the "Show archived" filter */
  archivedList: [...all, 'archived'] as const,
  detail: (id: string) => [...all, id] as const,
  progress: (id: string) => [...all, id, 'progress'] as const,
  nutrientTargets: (id: string) => [...all, id, 'nutrient-targets'] as const,
  intake: (id: string) => [...all, id, 'intake'] as const,
};
