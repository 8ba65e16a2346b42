import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, PasswordResetConfirm, PasswordResetRequest } from '@/shared/schemas/auth';
import { apiRequest, type ApiError } from '@/client/lib/api';

export function useChangePassword() {
  return useMutation<void, ApiError, ChangePasswordInput>({
    mutationFn: (input) => apiRequest<void>('POST', '/api/auth/password', input),
  });
}

export function useRequestPasswordReset() {
  return useMutation<{ message: string }, ApiError, PasswordResetRequest>({
    mutationFn: (input) => apiRequest<{ message: string }>('POST', '/api/auth/password-reset', input),
  });
}

export function useResetPassword() {
  return useMutation<{ message: string }, ApiError, PasswordResetConfirm>({
    mutationFn: (input) => apiRequest<{ message: string }>('POST', '/api/auth/password-reset/confirm', input),
  });
}
