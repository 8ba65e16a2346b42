import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@/shared/schemas/billing';
import { apiRequest } from '@/client/lib/api';
import { billingKeys } from './query-keys';

export const subscriptionStatusQueryOptions = queryOptions({
  queryKey: billingKeys.subscriptionStatus,
  queryFn: () => apiRequest<SubscriptionStatus>('GET', '/api/subscription/status'),
});

/**
 * `waitingForPayment`: just back from a confirmed payment while the webhook has not arrived yet. Asks again
 * every 2 s for up to half a minute, so the page turns Active by itself.
 */
export function useSubscriptionStatus({ waitingForPayment = false }: { waitingForPayment?: boolean } = {}) {
  return useQuery({
    ...subscriptionStatusQueryOptions,
    refetchInterval: (query) => {
      if (!waitingForPayment || query.state.data?.status !== 'incomplete') return false;
      return query.state.dataUpdateCount < 15 ? 2000 : false;
    },
  });
}
