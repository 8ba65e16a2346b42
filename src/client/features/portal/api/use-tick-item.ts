import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalShoppingList, ShoppingTickInput } from '@/shared/schemas/portal-plan';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { portalKeys } from './query-keys';

/** Ticks show at once; the server's answer (the list as stored) replaces the guess, a failure puts it back. */
export function useTickItem() {
  const queryClient = useQueryClient();
  return useMutation<PortalShoppingList, ApiError, ShoppingTickInput, { previous?: PortalShoppingList }>({
    mutationFn: (input) => apiRequest('PUT', '/api/portal/shopping-list/ticks', input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: portalKeys.shoppingList });
      const previous = queryClient.getQueryData<PortalShoppingList>(portalKeys.shoppingList);
      if (previous) {
        queryClient.setQueryData<PortalShoppingList>(portalKeys.shoppingList, {
          ...previous,
          groups: previous.groups.map((group) => ({
            ...group,
            items: group.items.map((item) => (item.key === input.item ? { ...item, ticked: input.ticked } : item)),
          })),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(portalKeys.shoppingList, context.previous);
    },
    onSuccess: (list) => queryClient.setQueryData(portalKeys.shoppingList, list),
  });
}
