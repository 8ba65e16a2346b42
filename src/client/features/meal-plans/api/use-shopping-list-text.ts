import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api';

/**
 * The plan's shopping list as plain text, fetched when the dialog opens. Its key sits under the
 * plan's, so every saved change to the meals marks it stale.
 */
export function useShoppingListText(planId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/meal-plans', planId, 'shopping-list', 'txt'],
    queryFn: () => apiRequest<string>('GET', `/api/meal-plans/${encodeURIComponent(planId)}/shopping-list/txt`),
    enabled,
  });
}
