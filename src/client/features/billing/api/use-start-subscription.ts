import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubscriptionResult } from '@/shared/schemas/billing';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { billingKeys } from './query-keys';

/** Asks the server for a subscription waiting for its first payment; answers the secret Stripe.js confirms. */
export function useStartSubscription() {
  const queryClient = useQueryClient();
  return useMutation<CreateSubscriptionResult, ApiError, void>({
    mutationFn: () => apiRequest<CreateSubscriptionResult>('POST', '/api/subscription/create'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscriptionStatus }),
  });
}
