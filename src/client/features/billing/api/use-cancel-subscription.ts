import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@/shared/schemas/billing';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { billingKeys } from './query-keys';

/** Cancels at the end of the paid period; the page then shows the subscription as the server now has it. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionStatus, ApiError, void>({
    mutationFn: () => apiRequest<SubscriptionStatus>('POST', '/api/subscription/cancel'),
    onSuccess: (status) => {
      queryClient.setQueryData(billingKeys.subscriptionStatus, status);
      return queryClient.invalidateQueries({ queryKey: billingKeys.subscriptionStatus });
    },
  });
}
