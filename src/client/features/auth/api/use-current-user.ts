import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@/shared/schemas/auth';
import { getOrNullWhenSignedOut } from '@/client/lib/api';
import { currentUserQueryKey } from '@/client/lib/create-query-client';

/** Also started before the first render, with the screen's own list (decision 0020). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: () => getOrNullWhenSignedOut<PublicUser>('/api/users/me'),
});

/**
 * Who is signed in: the user, or null for an anonymous visitor. `isPending` is true only on the
 * first check, so guards can wait instead of bouncing a signed-in user to /login on reload.
 */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
