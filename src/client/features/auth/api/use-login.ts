import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { LoginInput, PublicUser } from '@/shared/schemas/auth';
import type { PortalSession } from '@/shared/schemas/portal-access';
import { apiRequest, type ApiError } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';
import { portalKeys } from '@/client/features/portal';
import { nextPathFromSearch } from '../lib/safe-next-path';

/**
 * Signs in; the redirect afterwards is done by the /login route guard, which knows `?next=`. A client's portal
 * account signs in here too: its answer says `kind: 'portal'`, and it goes to the portal instead.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  return useMutation<PublicUser | PortalSession, ApiError, LoginInput>({
    mutationFn: (input) => apiRequest<PublicUser | PortalSession>('POST', '/api/auth/login', input),
    onSuccess: (answer) => {
      if ('kind' in answer && answer.kind === 'portal') {
        queryClient.removeQueries({ queryKey: portalKeys.all });
        const next = nextPathFromSearch(search);
        navigate(next === '/portal' || next.startsWith('/portal/') ? next : '/portal', { replace: true });
        return;
      }
      queryClient.setQueryData(currentUserQueryKey, answer);
    },
  });
}
