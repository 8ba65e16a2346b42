// Test-only: renders a screen inside the app's own providers, with the fake API behind fetch.
//   const { api, location } = renderWithApp(<MealPlansPage />, { api: { 'GET /api/meal-plans': [] }, path: '/meal-plans' });
//   renderWithApp(<UserManagement />, { api: fakeApi({ ... }), user: signedInAdmin });  // an api made before, or routes
// What runs around every client test (unmount, unstub fetch, report unexpected requests) is in ./setup.ts.
import { StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PublicUser } from '@/shared/schemas/auth';
import { Toaster } from '@/client/components/ui/toaster';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { createQueryClient, currentUserQueryKey } from '@/client/lib/create-query-client';
import { preferencesQueryKey } from '@/client/lib/use-formats';
import { defaultPreferences, type Preferences } from '@/shared/schemas/preferences';
import { fail, fakeApi, type ApiRoutes, type FakeApi } from './fake-api';

export interface RenderWithAppOptions {
  /** The fake server: routes to start one with, or one made by fakeApi(). Without it, any request fails the test. */
  api?: ApiRoutes | FakeApi;
  /**
   * The signed-in user, as the app knows it after GET /api/users/me (null: known to be signed out). The fake API
   * answers that route with it too, unless the test declares its own answer.
   */
  user?: PublicUser | null;
  /** Renders inside a wouter memory location at this address (query string allowed); its history is recorded. */
  path?: string;
  /** Wraps the tree in React's StrictMode, as main.tsx does (effects run twice). */
  strict?: boolean;
  /**
   * The practice's locale and units as GET /api/users/me/preferences gives them (issue 34); by default en-US, kcal,
   * US units. The fake API answers that route with them too, unless the test declares its own answer.
   */
  preferences?: Preferences;
  /** A query client the test filled beforehand (a prefetch); by default a fresh one from createQueryClient(). */
  queryClient?: QueryClient;
}

function isFakeApi(api: ApiRoutes | FakeApi): api is FakeApi {
  return typeof (api as FakeApi).callsTo === 'function';
}

const recordedLocation = (path: string, searchPath: string) => memoryLocation({ path, searchPath, record: true });
type RecordedLocation = ReturnType<typeof recordedLocation>;

export function renderWithApp<Options extends RenderWithAppOptions>(ui: ReactNode, options: Options = {} as Options) {
  const api = options.api && isFakeApi(options.api) ? options.api : fakeApi(options.api);
  const queryClient = options.queryClient ?? createQueryClient();
  const { user } = options;
  if (user !== undefined) {
    queryClient.setQueryData(currentUserQueryKey, user);
    if (!api.declares('GET /api/users/me'))
      api.on('GET /api/users/me', user ? user : fail(401, 'Please sign in to continue'));
  }
  const preferences = options.preferences ?? defaultPreferences;
  if (!api.declares('GET /api/users/me/preferences')) {
    if (queryClient.getQueryData(preferencesQueryKey) === undefined)
      queryClient.setQueryData(preferencesQueryKey, preferences);
    api.on('GET /api/users/me/preferences', preferences);
  }
  let location: RecordedLocation | undefined;
  if (options.path !== undefined) {
    const [pathname, search = ''] = options.path.split('?');
    location = recordedLocation(pathname, search);
  }
  // A wrapper, not a tree around `ui`: rerender(ui) then keeps the providers.
  function AppProviders({ children }: { children: ReactNode }) {
    const tree = (
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {location ? (
            <Router hook={location.hook} searchHook={location.searchHook}>
              {children}
            </Router>
          ) : (
            children
          )}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    );
    return options.strict ? <StrictMode>{tree}</StrictMode> : tree;
  }
  const view = render(ui, { wrapper: AppProviders });
  // With a path the location is there for the test to read (location.history: every address visited).
  return {
    ...view,
    api,
    queryClient,
    location: location as Options extends { path: string } ? RecordedLocation : undefined,
  };
}
