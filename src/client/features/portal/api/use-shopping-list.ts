import { useQuery } from '@tanstack/react-query';
import { localToday } from '@/shared/clients/age';
import type { PortalShoppingList } from '@/shared/schemas/portal-plan';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { noRetryOn401 } from '../lib/no-retry-on-401';
import { portalKeys } from './query-keys';

export function useShoppingList() {
  return useQuery<PortalShoppingList, ApiError>({
    queryKey: portalKeys.shoppingList,
    queryFn: () => apiRequest('GET', `/api/portal/shopping-list?today=${localToday()}`),
    retry: noRetryOn401,
  });
}
