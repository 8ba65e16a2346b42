import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoader } from '@/client/components/layout/page-loader';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AcceptScreen } from './accept-screen';
import { PortalShell, portalBrandStyle } from './portal-shell';
import { usePortalMe } from '../api/use-portal-me';
import { PortalFormatsProvider } from '../lib/portal-formats';
import { PortalLoadError } from './portal-states';
import { ShoppingScreen } from './shopping-screen';
import { TodayScreen } from './today-screen';
import { WeekScreen } from './week-screen';
import { WeightScreen } from './weight-screen';
import { PortalSkeleton } from './portal-states';

const DiaryScreen = lazy(() => import('./diary-screen').then((module) => ({ default: module.DiaryScreen })));

const titles: Record<string, string> = {
  '/': 'Today',
  '/diary': 'Food diary',
  '/week': 'Week ahead',
  '/shopping': 'Shopping list',
  '/weight': 'Weight log',
};

/**
 * The client's portal under /portal (nested: paths here are relative). Apart from the practitioner's shell on
 * purpose: a client never loads the practice screens, and the portal answers only to a portal session.
 */
export function PortalApp() {
  return (
    <Switch>
      <Route path="/accept/:token">{(params) => <AcceptScreen token={params.token} />}</Route>
      <Route>
        <SignedInPortal />
      </Route>
    </Switch>
  );
}

function SignedInPortal() {
  const me = usePortalMe();
  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    if (me.error.status === 401) return <Redirect to="~/login?next=/portal" replace />;
    return (
      <div style={portalBrandStyle(null)} className="mx-auto max-w-md px-4 py-16">
        <PortalLoadError what="Your portal" onRetry={() => me.refetch()} />
      </div>
    );
  }
  return (
    <PortalFormatsProvider preferences={me.data.formats}>
      <PortalScreens me={me.data} />
    </PortalFormatsProvider>
  );
}

function PortalScreens({ me }: { me: Parameters<typeof PortalShell>[0]['me'] }) {
  return (
    <PortalShell me={me}>
      <Switch>
        <Route path="/">
          <Titled path="/">
            <TodayScreen />
          </Titled>
        </Route>
        <Route path="/diary">
          <Titled path="/diary">
            <Suspense fallback={<PortalSkeleton />}>
              <DiaryScreen />
            </Suspense>
          </Titled>
        </Route>
        <Route path="/week">
          <Titled path="/week">
            <WeekScreen />
          </Titled>
        </Route>
        <Route path="/shopping">
          <Titled path="/shopping">
            <ShoppingScreen />
          </Titled>
        </Route>
        <Route path="/weight">
          <Titled path="/weight">
            <WeightScreen />
          </Titled>
        </Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </PortalShell>
  );
}

function Titled({ path, children }: { path: string; children: React.ReactNode }) {
  usePageTitle(titles[path]);
  return children;
}
