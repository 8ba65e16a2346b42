import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser } from '@/shared/schemas/auth';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';

/** Signs in; the redirect afterwards is done by the /login route guard, which knows `?next=`. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<PublicUser, ApiError, LoginInput>({
    mutationFn: (input) => apiRequest<PublicUser>('POST', '/api/auth/login', input),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
