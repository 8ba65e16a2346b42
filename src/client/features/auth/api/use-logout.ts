import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';
import { toast } from '@/client/components/ui/use-toast';

/**
 * Signs out and forgets everything cached for this user (client lists, plans...), so the next
 * person on this browser never sees it. Local sign-out happens even if the server call fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation<void, ApiError>({
    mutationFn: () => apiRequest<void>('POST', '/api/auth/logout'),
    onError: (error) => {
      toast({ title: 'Sign-out may not have completed', description: error.message, variant: 'destructive' });
    },
    onSettled: () => {
      // Navigate first: the route change and the cleared user render together, so the
      // protected screen never sees "no user" and adds a ?next= back to itself.
      navigate('/login', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
