import type { PublicUser } from '@/shared/schemas/auth';
import { useCurrentUser } from '../api/use-current-user';

/**
 * The user, for components that only render behind <RequireSignedIn>; saves every screen a
 * null check that can never fail there.
 */
export function useSignedInUser(): PublicUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser() used outside <RequireSignedIn>');
  return data;
}
