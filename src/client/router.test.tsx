// @vitest-environment jsdom
import { defaultPreferences } from '@/shared/schemas/preferences';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@/shared/schemas/auth';
import { fail, fakeApi, type ApiRoutes } from '@/client/test/fake-api';
import { aUser } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { createQueryClient } from '@/client/lib/create-query-client';
import { clientKeys } from '@/client/features/clients';
import { listScreens } from '@/shared/list-screens';
import { AppRouter, listScreenAddresses, prefetchScreenAt } from './router';

// Screens are lazy chunks: the first import of one can take a few seconds while other test files share the CPU.
const screenLoad = { timeout: 10_000 };

const practitioner = aUser({
  id: '5b1a0a4e-8f4c-4a57-9f1e-3f5a2d0c9b11',
  username: 'priya',
  email: 'priya@example.com',
  firstName: 'Priya',
  lastName: 'Patel',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const emptyStats = {
  activeClients: 0,
  mealPlans: 0,
  customRecipes: 0,
  reports: 0,
  trends: { clientsThisWeek: 0, mealPlansThisMonth: 0, recipesThisWeek: 0, reportsThisMonth: 0 },
};

/**
 * Opens the app at `path` with /api/users/me answering as the given user (null = anonymous). The
 * screens' own calls get an empty practice: no clients (any client id is a 404), no activity, zero counts.
 */
function practiceRoutes(user: PublicUser | null): ApiRoutes {
  if (!user)
    return {
      'GET /api/users/me': fail(401, 'Please sign in to continue'),
      'GET /api/users/me/preferences': fail(401, 'Please sign in to continue'),
    };
  return {
    'GET /api/users/me': user ?? undefined,
    'GET /api/users/me/preferences': defaultPreferences,
    'GET /api/dashboard/stats': emptyStats,
    'GET /api/dashboard/activity': [],
    'GET /api/dashboard/nutrition-insights': {
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      activePlans: 0,
      vitaminCount: 11,
      days: [],
    },
    // No chat widget configured.
    'GET /api/chat/config': { propertyId: null, widgetId: null },
    'GET /api/clients': [],
    'GET /api/clients/:id': fail(404, 'Client not found'),
  };
}

/** Opens the app at `path`; a test that started the fake API or a query client itself passes them in. */
function openAppAt(
  path: string,
  user: PublicUser | null,
  started: { api?: ReturnType<typeof fakeApi>; queryClient?: ReturnType<typeof createQueryClient> } = {},
) {
  // jsdom has no scrolling; the shell scrolls to the top on every navigation.
  window.scrollTo = vi.fn();
  window.history.replaceState(null, '', path);
  renderWithApp(<AppRouter />, { api: started.api ?? practiceRoutes(user), queryClient: started.queryClient });
}

describe('routing', () => {
  it('sends an anonymous visitor on a protected screen to /login, remembering where they were going', async () => {
    openAppAt('/clients/7', null);
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, screenLoad)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/clients/7');
  });

  it('shows the 404 page, not the sign-in page, to an anonymous visitor on an unknown address', async () => {
    openAppAt('/no-such-page', null);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' }, screenLoad)).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-such-page');
  });

  it('sends a signed-in visitor on /login on to the safe ?next= address', async () => {
    openAppAt('/login?next=%2Fclients', practitioner);
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 }, screenLoad)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/clients');
    await waitFor(() => expect(document.title).toBe('Clients · Platewise'));
  });

  it('ignores an off-site ?next= after sign-in', async () => {
    openAppAt('/login?next=%2F%2Fevil.com', practitioner);
    expect(
      await screen.findByRole('heading', { name: /Good (morning|afternoon|evening), Priya/ }, screenLoad),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('shows Client Not Found, inside the shell, for a client that is not there', async () => {
    openAppAt('/clients/2d4f6a8c-0000-4000-8000-000000000009', practitioner);
    expect(await screen.findByRole('heading', { name: 'Client Not Found', level: 1 }, screenLoad)).toBeInTheDocument();
    expect(screen.getByText("The client you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/clients');
  });

  it('tells a practitioner the admin area is off limits', async () => {
    openAppAt('/admin/users', practitioner);
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, screenLoad)).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeInTheDocument();
  });

  it('opened on a list by its address, asks for the session and the list at once, then draws the screen in one go', async () => {
    const api = fakeApi(practiceRoutes(practitioner));
    const queryClient = createQueryClient();
    prefetchScreenAt(queryClient, '/clients');
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/users/me', '/api/users/me/preferences', '/api/clients']),
    );
    // Once the screen's code is in, it draws with the first render: no loading screen in between.
    await import('./routes/clients-page');
    await waitFor(() => expect(queryClient.getQueryData(clientKeys.list)).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    openAppAt('/clients', practitioner, { api, queryClient });
    expect(screen.getByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('No clients yet')).toBeInTheDocument();
  });

  it("prefetches for each list screen exactly what the server's page names for it (src/shared/list-screens.ts)", async () => {
    expect([...listScreenAddresses].sort()).toEqual(Object.keys(listScreens).sort());
    for (const address of listScreenAddresses) {
      const api = fakeApi({
        ...practiceRoutes(aUser({ ...practitioner, role: 'admin' })),
        'GET /api/meal-plans': [],
        'GET /api/recipes': [],
        'GET /api/plan-templates': [],
        'GET /api/foods': [],
        'GET /api/admin/users': [],
        'GET /api/admin/emails/history': [],
      });
      await prefetchScreenAt(createQueryClient(), address);
      const session = ['/api/users/me', '/api/users/me/preferences'];
      const reads = api.calls.map((call) => call.url).filter((url) => !session.includes(url));
      expect(reads, address).toEqual(listScreens[address].reads);
    }
  });
});
