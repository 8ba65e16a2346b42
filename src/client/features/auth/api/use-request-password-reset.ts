import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@/shared/schemas/auth';
import { apiRequest, type ApiError } from '@/client/lib/api';

export function useRequestPasswordReset() {
  return useMutation<{ message: string }, ApiError, PasswordResetRequest>({
    mutationFn: (input) => apiRequest<{ message: string }>('POST', '/api/auth/password-reset', input),
  });
}
