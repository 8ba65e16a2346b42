import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@/shared/schemas/auth';
import { apiRequest, type ApiError } from '@/client/lib/api';

export function useChangePassword() {
  return useMutation<void, ApiError, ChangePasswordInput>({
    mutationFn: (input) => apiRequest<void>('POST', '/api/auth/password', input),
  });
}
