import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { PageLoader } from '@/client/components/layout/page-loader';
import { ScreenSkeleton } from '@/client/components/layout/screen-skeleton';
import {
  currentUserQueryOptions,
  RedirectWhenSignedIn,
  RequireSignedIn,
  useSignedInUser,
} from '@/client/features/auth';
import { AccessDenied, AdminShell, AppShell } from '@/client/features/shell';
import { adminUsersQueryOptions, emailHistoryQueryOptions } from '@/client/features/admin';
import { clientsQueryOptions } from '@/client/features/clients';
import { mealPlansQueryOptions, planTemplatesQueryOptions } from '@/client/features/meal-plans';
import { customFoodsQueryOptions } from '@/client/features/foods';
import { recipesQueryOptions } from '@/client/features/recipes';
import { prefetchScreen, type ScreenNeeds } from '@/client/lib/prefetch-screen';
import { preferencesQueryOptions } from '@/client/lib/use-formats';

type Screen = { component: ComponentType; load: () => Promise<unknown> };

/**
 * Each screen is its own chunk, downloaded the first time someone opens it. A screen whose code is already in
 * (fetched with the session check on a reload, see prefetchScreenAt, or on an earlier visit) draws at once instead
 * of suspending: React keeps a Suspense boundary's content back for up to 300 ms after its fallback showed, a
 * third of a list's time to first card on this machine (decision 0020). The choice is made once per mount, so a
 * screen drawn through the lazy path is never swapped (and remounted) later.
 */
function lazyScreen<M extends Record<string, unknown>>(importScreen: () => Promise<M>, exportName: keyof M & string) {
  let loaded: ComponentType | undefined;
  const load = async () => {
    loaded = (await importScreen())[exportName] as ComponentType;
    return { default: loaded };
  };
  const Lazy = lazy(load);
  function Screen(props: Record<string, unknown>) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { component: Screen as ComponentType, load } satisfies Screen;
}

const LoginPage = lazyScreen(() => import('./routes/login-page'), 'LoginPage').component;
const RegisterPage = lazyScreen(() => import('./routes/register-page'), 'RegisterPage').component;
const ForgotPasswordPage = lazyScreen(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage').component;
const ResetPasswordPage = lazyScreen(() => import('./routes/reset-password-page'), 'ResetPasswordPage').component;
const SharedPlanPage = lazyScreen(() => import('./routes/shared-plan-page'), 'SharedPlanPage').component;
const NotFoundPage = lazyScreen(() => import('./routes/not-found-page'), 'NotFoundPage').component;
const PortalPage = lazyScreen(() => import('./routes/portal-page'), 'PortalPage').component;

type ScreenRoute = Screen & { path: string; data?: ScreenNeeds['data'] };

/** A screen behind sign-in; opened on its address, its code is fetched together with the session check. */
function screen<M extends Record<string, unknown>>(
  path: string,
  importScreen: () => Promise<M>,
  exportName: keyof M & string,
): ScreenRoute {
  return { path, ...lazyScreen(importScreen, exportName) };
}

/** A list screen: its list, too, is fetched with the session check. */
function listScreen<M extends Record<string, unknown>>(
  path: string,
  importScreen: () => Promise<M>,
  exportName: keyof M & string,
  data: ScreenNeeds['data'],
): ScreenRoute {
  return { ...screen(path, importScreen, exportName), data };
}

const practiceRoutes: readonly ScreenRoute[] = [
  screen('/', () => import('./routes/dashboard-page'), 'DashboardPage'),
  listScreen(
    '/clients',
    () => import('./routes/clients-page'),
    'ClientsPage',
    (client) => client.prefetchQuery(clientsQueryOptions),
  ),
  screen('/clients/:id', () => import('./routes/client-detail-page'), 'ClientDetailPage'),
  screen('/generate-meal-plan', () => import('./routes/generate-meal-plan-page'), 'GenerateMealPlanPage'),
  listScreen(
    '/meal-plans',
    () => import('./routes/meal-plans-page'),
    'MealPlansPage',
    (client) => client.prefetchQuery(mealPlansQueryOptions),
  ),
  screen('/meal-plans/:id', () => import('./routes/meal-plan-detail-page'), 'MealPlanDetailPage'),
  listScreen(
    '/plan-templates',
    () => import('./routes/plan-templates-page'),
    'PlanTemplatesPage',
    (client) => client.prefetchQuery(planTemplatesQueryOptions),
  ),
  listScreen(
    '/recipes',
    () => import('./routes/recipes-page'),
    'RecipesPage',
    (client) => client.prefetchQuery(recipesQueryOptions),
  ),
  listScreen(
    '/foods',
    () => import('./routes/foods-page'),
    'FoodsPage',
    (client) => client.prefetchQuery(customFoodsQueryOptions),
  ),
  screen('/recipe-database', () => import('./routes/recipe-database-page'), 'RecipeDatabasePage'),
  screen('/reports', () => import('./routes/reports-page'), 'ReportsPage'),
  screen('/subscription', () => import('./routes/subscription-page'), 'SubscriptionPage'),
  screen('/settings', () => import('./routes/settings-page'), 'SettingsPage'),
];

const adminRoutes: readonly ScreenRoute[] = [
  screen('/admin', () => import('./routes/admin-dashboard-page'), 'AdminDashboardPage'),
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
  screen('/admin/settings', () => import('./routes/admin-settings-page'), 'AdminSettingsPage'),
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

/** The addresses of the list screens, whose list comes with the session check (router.test.tsx checks them against
 * src/shared/list-screens.ts, which the server's page hints read). */
export const listScreenAddresses = [...practiceRoutes, ...adminRoutes]
  .filter((route) => route.data)
  .map((route) => route.path);

/**
 * Called once at start-up with the address the app was opened on. Settles when the screen's code is in (at once
 * for a public page), so the first render can draw the screen without a Suspense fallback in between.
 */
export function prefetchScreenAt(queryClient: QueryClient, location: string): Promise<void> {
  const opened = [...practiceRoutes, ...adminRoutes].find(({ path }) => addressMatches(path, location));
  if (!opened) return Promise.resolve();
  void queryClient.prefetchQuery(currentUserQueryOptions);
  void queryClient.prefetchQuery(preferencesQueryOptions);
  return prefetchScreen(queryClient, { code: opened.load, data: opened.data });
}

/** '/clients/:id' matches '/clients/42'; before the router exists, for prefetchScreenAt only. */
function addressMatches(path: string, location: string): boolean {
  const expected = path.split('/');
  const actual = location.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]))
  );
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
