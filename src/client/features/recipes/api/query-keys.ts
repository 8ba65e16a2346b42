import type { QueryClient } from '@tanstack/react-query';

/**
 * A recipe change shows up on the recipe list and in the dashboard's counts and activity feed.
 * Awaited, so the dialog closes onto the fresh list rather than the old one.
 */
export async function refreshAfterRecipeChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/recipes'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/activity'] }),
  ]);
}
