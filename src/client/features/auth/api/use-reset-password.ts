import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@/shared/schemas/auth';
import { apiRequest, type ApiError } from '@/client/lib/api';

export function useResetPassword() {
  return useMutation<{ message: string }, ApiError, PasswordResetConfirm>({
    mutationFn: (input) => apiRequest<{ message: string }>('POST', '/api/auth/password-reset/confirm', input),
  });
}
