import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/client/lib/api';

export function usePortalSignOut() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError>({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSettled: () => queryClient.clear(),
  });
}
