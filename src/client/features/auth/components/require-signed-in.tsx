import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoader } from '@/client/components/layout/page-loader';
import { usePreferences } from '@/client/lib/use-formats';
import { signInPathFor } from '../lib/safe-next-path';
import { SessionCheckFailed } from './session-check-failed';
import { useCurrentUser } from '../api/use-current-user';

/** Protected screens: an anonymous visitor goes to /login and comes back here afterwards (?next=). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  // The practice's locale and units, before the first figure is drawn (issue 34); a failure leaves the defaults.
  const preferences = usePreferences(Boolean(currentUser.data));
  const [location] = useLocation();
  const search = useSearch();

  if (currentUser.isPending) return <PageLoader />;
  if (currentUser.isError) {
    return (
      <SessionCheckFailed
        message={currentUser.error.message}
        onRetry={() => void currentUser.refetch()}
        retrying={currentUser.isFetching}
      />
    );
  }
  if (!currentUser.data) {
    return <Redirect to={signInPathFor(search ? `${location}?${search}` : location)} replace />;
  }
  if (preferences.isPending && preferences.fetchStatus !== 'idle') return <PageLoader />;
  return children;
}
