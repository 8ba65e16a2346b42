import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalAcceptInput, PortalSession } from '@/shared/schemas/portal-access';
import type { CheckIn, CheckInInput, Measurement, MeasurementInput } from '@/shared/schemas/portal';
import type { PortalMe, PortalPlan, PortalShoppingList, ShoppingTickInput } from '@/shared/schemas/portal-plan';
import { apiRequest, type ApiError } from '@/client/lib/api';

/** The client's own calendar date: "today" is theirs, not the server's. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const portalKeys = {
  all: ['portal'] as const,
  me: ['portal', 'me'] as const,
  plan: ['portal', 'plan'] as const,
  measurements: ['portal', 'measurements'] as const,
  shoppingList: ['portal', 'shopping-list'] as const,
};

/** A 401 is an answer ("not signed in to the portal"), not a failure worth retrying. */
const noRetryOn401 = (count: number, error: ApiError) => error.status !== 401 && count < 2;

export function usePortalMe() {
  return useQuery<PortalMe, ApiError>({
    queryKey: portalKeys.me,
    queryFn: () => apiRequest('GET', '/api/portal/me'),
    retry: noRetryOn401,
  });
}

export function usePortalPlan() {
  return useQuery<PortalPlan, ApiError>({
    queryKey: portalKeys.plan,
    queryFn: () => apiRequest('GET', `/api/portal/plans/current?today=${localToday()}`),
    retry: noRetryOn401,
  });
}

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

export function useMeasurements() {
  return useQuery<Measurement[], ApiError>({
    queryKey: portalKeys.measurements,
    queryFn: () => apiRequest('GET', '/api/portal/measurements'),
    retry: noRetryOn401,
  });
}

export function useAddMeasurement() {
  const queryClient = useQueryClient();
  return useMutation<Measurement, ApiError, MeasurementInput>({
    mutationFn: (input) => apiRequest('POST', '/api/portal/measurements', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.measurements }),
  });
}

export function useShoppingList() {
  return useQuery<PortalShoppingList, ApiError>({
    queryKey: portalKeys.shoppingList,
    queryFn: () => apiRequest('GET', `/api/portal/shopping-list?today=${localToday()}`),
    retry: noRetryOn401,
  });
}

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

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation<PortalSession, ApiError, PortalAcceptInput>({
    mutationFn: (input) => apiRequest('POST', '/api/portal/accept', input),
    onSuccess: () => queryClient.removeQueries({ queryKey: portalKeys.all }),
  });
}

export function usePortalSignOut() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError>({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSettled: () => queryClient.clear(),
  });
}
