import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlanDetail, ShareLink, ShareLinkInput } from '@/shared/schemas/meal-plans';
import { apiRequest, newIdempotencyKey, type ApiError } from '@/client/lib/api';
import { mealPlanKeys } from './query-keys';
import { useRefreshAfterPlanChange } from './use-refresh-after-plan-change';

type ShareChange =
  { kind: 'create'; input: ShareLinkInput } | { kind: 'expiry'; input: ShareLinkInput } | { kind: 'revoke' };

/**
 * The Share dialog's three changes: a new link (the old one stops working), a new expiry, or no link. The plan
 * page shows the answer at once; the plan and the list are then read again.
 */
export function useChangeShareLink(planId: string) {
  const queryClient = useQueryClient();
  const refreshAfterPlanChange = useRefreshAfterPlanChange();
  const path = `/api/meal-plans/${encodeURIComponent(planId)}/share-link`;
  return useMutation<ShareLink | null, ApiError, ShareChange>({
    mutationFn: async (change) => {
      if (change.kind === 'revoke') {
        await apiRequest<void>('DELETE', path);
        return null;
      }
      if (change.kind === 'expiry') return apiRequest<ShareLink>('PUT', path, change.input);
      return apiRequest<ShareLink>('POST', path, change.input, { idempotencyKey: newIdempotencyKey() });
    },
    onSuccess: (link) => {
      queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(planId), (detail) =>
        detail
          ? { ...detail, shareToken: link?.shareToken ?? null, shareExpiresAt: link?.shareExpiresAt ?? null }
          : detail,
      );
    },
    onSettled: () => refreshAfterPlanChange({ planId }),
  });
}
