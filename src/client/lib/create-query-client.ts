import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** The key every screen uses for "who is signed in"; kept here so the 401 handler below can reset it. */
export const currentUserQueryKey = ['/api/users/me'] as const;

/**
 * Data only changes when this user changes it, so nothing refetches on its own (focus, staleness)
 * and a failed call is shown at once instead of being retried behind the user's back.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 from any call means the session ended (idle timeout, signed out elsewhere):
    // forgetting the user sends the visitor to /login through the route guard.
    queryCache: new QueryCache({ onError: (error) => forgetUserWhenSessionEnded(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => forgetUserWhenSessionEnded(client, error) }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}

function forgetUserWhenSessionEnded(client: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  // Only a signed-in user can lose a session; a wrong password at /login also answers 401.
  if (client.getQueryData(currentUserQueryKey)) client.setQueryData(currentUserQueryKey, null);
}
