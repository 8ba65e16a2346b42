import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { DeleteAccountInput } from '@/shared/schemas/account';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';

/**
 * Deletes the practice's account (POST /api/users/me/delete, confirmed with the password). The server ends the
 * session; here everything cached is forgotten and the sign-in page shown, as a sign-out does.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation<void, ApiError, DeleteAccountInput>({
    mutationFn: (input) => apiRequest<void>('POST', '/api/users/me/delete', input),
    onSuccess: () => {
      navigate('/login', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
