import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { PageLoader } from '@/client/components/layout/page-loader';
import { nextPathFromSearch } from '../lib/safe-next-path';
import { useCurrentUser } from '../api/use-current-user';

/**
 * /login and /register: a signed-in visitor has nothing to do here, so they continue to `?next=`
 * (or the dashboard). This is also how a successful sign-in leaves the form.
 */
export function RedirectWhenSignedIn({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const search = useSearch();

  if (currentUser.isPending) return <PageLoader />;
  if (currentUser.data) return <Redirect to={nextPathFromSearch(search)} replace />;
  // On an error we still show the form: signing in is the way to find out who this is.
  return children;
}
