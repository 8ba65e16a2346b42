import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '@/shared/schemas/auth';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';

/** Creates the account; the server signs the new user in (session cookie) in the same answer. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, RegisterInput>({
    mutationFn: (input) => apiRequest<PublicUser>('POST', '/api/auth/register', input),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
