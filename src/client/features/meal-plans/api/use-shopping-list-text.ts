import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api';
import { mealPlanKeys } from './query-keys';

/**
 * The plan's shopping list as plain text, fetched when the dialog opens. Its key sits under the
 * plan's, so every saved change to the meals marks it stale.
 */
export function useShoppingListText(planId: string, enabled: boolean) {
  return useQuery({
    queryKey: mealPlanKeys.shoppingListText(planId),
    queryFn: () => apiRequest<string>('GET', `/api/meal-plans/${encodeURIComponent(planId)}/shopping-list/txt`),
    enabled,
  });
}
