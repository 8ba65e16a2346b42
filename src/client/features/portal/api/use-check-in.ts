import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckIn, CheckInInput } from '@/shared/schemas/portal';
import type { PortalPlan } from '@/shared/schemas/portal-plan';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { portalKeys } from './query-keys';

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation<CheckIn, ApiError, CheckInInput>({
    mutationFn: (input) => apiRequest('POST', '/api/portal/check-ins', input),
    onSuccess: (checkIn) => {
      queryClient.setQueryData<PortalPlan>(portalKeys.plan, (plan) =>
        plan
          ? {
              ...plan,
              checkIns: [
                ...plan.checkIns.filter((row) => !(row.date === checkIn.date && row.mealType === checkIn.mealType)),
                checkIn,
              ],
            }
          : plan,
      );
    },
  });
}
