import { lazy, Suspense, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { PageLoader } from '@/client/components/layout/page-loader';
import { ScreenSkeleton } from '@/client/components/layout/screen-skeleton';
import { RedirectWhenSignedIn, RequireSignedIn, useSignedInUser } from '@/client/features/auth';
import { AccessDenied, AdminShell, AppShell } from '@/client/features/shell';
import { adminUsersQueryOptions, emailHistoryQueryOptions } from '@/client/features/admin';
import { clientsQueryOptions } from '@/client/features/clients';
import { mealPlansQueryOptions } from '@/client/features/meal-plans';
import { recipesQueryOptions } from '@/client/features/recipes';
import { prefetchScreen, type ScreenNeeds } from '@/client/lib/prefetch-screen';

/** Each screen is its own chunk, downloaded the first time someone opens it. */
function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
}

const LoginPage = lazyScreen(() => import('./routes/login-page'), 'LoginPage');
const RegisterPage = lazyScreen(() => import('./routes/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyScreen(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreen(() => import('./routes/reset-password-page'), 'ResetPasswordPage');
const SharedPlanPage = lazyScreen(() => import('./routes/shared-plan-page'), 'SharedPlanPage');
const NotFoundPage = lazyScreen(() => import('./routes/not-found-page'), 'NotFoundPage');
const PortalPage = lazyScreen(() => import('./routes/portal-page'), 'PortalPage');

type ScreenRoute = { path: string; component: ComponentType; needs?: ScreenNeeds };

/** A list screen: opened on its address, its code and its list are fetched together with the session check. */
function listScreen<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  exportName: keyof M & string,
  data: ScreenNeeds['data'],
): ScreenRoute {
  return { path, component: lazyScreen(load, exportName), needs: { code: load, data } };
}

const practiceRoutes: readonly ScreenRoute[] = [
  { path: '/', component: lazyScreen(() => import('./routes/dashboard-page'), 'DashboardPage') },
  listScreen(
    '/clients',
    () => import('./routes/clients-page'),
    'ClientsPage',
    (client) => client.prefetchQuery(clientsQueryOptions),
  ),
  { path: '/clients/:id', component: lazyScreen(() => import('./routes/client-detail-page'), 'ClientDetailPage') },
  {
    path: '/generate-meal-plan',
    component: lazyScreen(() => import('./routes/generate-meal-plan-page'), 'GenerateMealPlanPage'),
  },
  listScreen(
    '/meal-plans',
    () => import('./routes/meal-plans-page'),
    'MealPlansPage',
    (client) => client.prefetchQuery(mealPlansQueryOptions),
  ),
  {
    path: '/meal-plans/:id',
    component: lazyScreen(() => import('./routes/meal-plan-detail-page'), 'MealPlanDetailPage'),
  },
  listScreen(
    '/recipes',
    () => import('./routes/recipes-page'),
    'RecipesPage',
    (client) => client.prefetchQuery(recipesQueryOptions),
  ),
  {
    path: '/recipe-database',
    component: lazyScreen(() => import('./routes/recipe-database-page'), 'RecipeDatabasePage'),
  },
  { path: '/reports', component: lazyScreen(() => import('./routes/reports-page'), 'ReportsPage') },
  { path: '/subscription', component: lazyScreen(() => import('./routes/subscription-page'), 'SubscriptionPage') },
  { path: '/settings', component: lazyScreen(() => import('./routes/settings-page'), 'SettingsPage') },
];

const adminRoutes: readonly ScreenRoute[] = [
  { path: '/admin', component: lazyScreen(() => import('./routes/admin-dashboard-page'), 'AdminDashboardPage') },
  listScreen(
    '/admin/users',
    () => import('./routes/admin-users-page'),
    'AdminUsersPage',
    (client) => client.prefetchQuery(adminUsersQueryOptions),
  ),
  listScreen(
    '/admin/emails',
    () => import('./routes/admin-emails-page'),
    'AdminEmailsPage',
    (client) => client.prefetchInfiniteQuery(emailHistoryQueryOptions('')),
  ),
  { path: '/admin/settings', component: lazyScreen(() => import('./routes/admin-settings-page'), 'AdminSettingsPage') },
];

function ScreenSwitch({ routes }: { routes: readonly ScreenRoute[] }) {
  return (
    // Inside the shell, so the sidebar stays put while a screen's chunk downloads.
    <Suspense fallback={<ScreenSkeleton />}>
      <Switch>
        {routes.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
      </Switch>
    </Suspense>
  );
}

/** /admin*: the server refuses non-admins too; here a practitioner gets an explanation in their own shell. */
function AdminArea() {
  const user = useSignedInUser();
  if (user.role !== 'admin') {
    return (
      <AppShell>
        <AccessDenied />
      </AppShell>
    );
  }
  return (
    <AdminShell>
      <ScreenSwitch routes={adminRoutes} />
    </AdminShell>
  );
}

/**
 * Everything that is not a public page. Only a known protected address asks for sign-in; an unknown
 * one is a 404 for everybody, so a mistyped link never looks like "your session expired".
 */
function ProtectedOrNotFound() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const matchesAny = (routes: readonly ScreenRoute[]) =>
    routes.some(({ path }) => matchRoute(parser, path, location)[0]);

  if (matchesAny(adminRoutes)) {
    return (
      <RequireSignedIn>
        <AdminArea />
      </RequireSignedIn>
    );
  }
  if (matchesAny(practiceRoutes)) {
    return (
      <RequireSignedIn>
        <AppShell>
          <ScreenSwitch routes={practiceRoutes} />
        </AppShell>
      </RequireSignedIn>
    );
  }
  return <NotFoundPage />;
}

/** Called once at start-up with the address the app was opened on. */
export function prefetchScreenAt(queryClient: QueryClient, location: string): void {
  const screen = [...practiceRoutes, ...adminRoutes].find(({ path }) => path === location);
  prefetchScreen(queryClient, screen?.needs);
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/login">
          <RedirectWhenSignedIn>
            <LoginPage />
          </RedirectWhenSignedIn>
        </Route>
        <Route path="/register">
          <RedirectWhenSignedIn>
            <RegisterPage />
          </RedirectWhenSignedIn>
        </Route>
        <Route path="/forgot-password">
          <RedirectWhenSignedIn>
            <ForgotPasswordPage />
          </RedirectWhenSignedIn>
        </Route>
        {/* Not redirected when signed in: the link may be opened in a browser where someone else is signed in. */}
        <Route path="/reset-password/:token" component={ResetPasswordPage} />
        <Route path="/share/:token" component={SharedPlanPage} />
        {/* The client portal: its own session and shell; never the practitioner's screens. */}
        <Route path="/portal" nest component={PortalPage} />
        <Route component={ProtectedOrNotFound} />
      </Switch>
    </Suspense>
  );
}
