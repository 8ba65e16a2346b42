import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/client/features/dashboard';
import { recipeKeys } from './query-keys';

/**
 * A recipe change shows up on the recipe list and in the dashboard's counts and activity feed.
 * Awaited, so the dialog closes onto the fresh list rather than the old one.
 */
export function useRefreshAfterRecipeChange() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<void> => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.activity }),
    ]);
  }, [queryClient]);
}
