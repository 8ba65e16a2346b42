import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { PageLoader } from '@/client/components/layout/page-loader';
import { ScreenSkeleton } from '@/client/components/layout/screen-skeleton';
import { RedirectWhenSignedIn } from '@/client/features/auth/redirect-when-signed-in';
import { RequireSignedIn } from '@/client/features/auth/require-signed-in';
import { useSignedInUser } from '@/client/features/auth/use-signed-in-user';
import { AccessDenied } from '@/client/features/shell/access-denied';
import { AdminShell } from '@/client/features/shell/admin-shell';
import { AppShell } from '@/client/features/shell/app-shell';

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

type ScreenRoute = { path: string; component: ComponentType };

const practiceRoutes: readonly ScreenRoute[] = [
  { path: '/', component: lazyScreen(() => import('./routes/dashboard-page'), 'DashboardPage') },
  { path: '/clients', component: lazyScreen(() => import('./routes/clients-page'), 'ClientsPage') },
  { path: '/clients/:id', component: lazyScreen(() => import('./routes/client-detail-page'), 'ClientDetailPage') },
  { path: '/generate-meal-plan', component: lazyScreen(() => import('./routes/generate-meal-plan-page'), 'GenerateMealPlanPage') },
  { path: '/meal-plans', component: lazyScreen(() => import('./routes/meal-plans-page'), 'MealPlansPage') },
  { path: '/meal-plans/:id', component: lazyScreen(() => import('./routes/meal-plan-detail-page'), 'MealPlanDetailPage') },
  { path: '/recipes', component: lazyScreen(() => import('./routes/recipes-page'), 'RecipesPage') },
  { path: '/recipe-database', component: lazyScreen(() => import('./routes/recipe-database-page'), 'RecipeDatabasePage') },
  { path: '/reports', component: lazyScreen(() => import('./routes/reports-page'), 'ReportsPage') },
  { path: '/subscription', component: lazyScreen(() => import('./routes/subscription-page'), 'SubscriptionPage') },
  { path: '/settings', component: lazyScreen(() => import('./routes/settings-page'), 'SettingsPage') },
];

const adminRoutes: readonly ScreenRoute[] = [
  { path: '/admin', component: lazyScreen(() => import('./routes/admin-dashboard-page'), 'AdminDashboardPage') },
  { path: '/admin/users', component: lazyScreen(() => import('./routes/admin-users-page'), 'AdminUsersPage') },
  { path: '/admin/emails', component: lazyScreen(() => import('./routes/admin-emails-page'), 'AdminEmailsPage') },
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
  const matchesAny = (routes: readonly ScreenRoute[]) => routes.some(({ path }) => matchRoute(parser, path, location)[0]);

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
