import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListEmailInput } from '@/shared/schemas/meal-plans';
import { dashboardKeys } from '@/client/features/dashboard';
import { apiRequest, type ApiError } from '@/client/lib/api';

/** 'queued' once a mail server has it; 'not_delivered' when none is configured (`message` says so). */
export type EmailAnswer = { id: string; status: 'queued' | 'not_delivered' | (string & {}); message: string };

export function useEmailShoppingList(planId: string) {
  const queryClient = useQueryClient();
  return useMutation<EmailAnswer, ApiError, ShoppingListEmailInput>({
    mutationFn: (input) =>
      apiRequest<EmailAnswer>('POST', `/api/meal-plans/${encodeURIComponent(planId)}/email-shopping-list`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.activity }),
  });
}
