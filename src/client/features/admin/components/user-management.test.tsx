// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@/shared/schemas/admin';
import type { PublicUser } from '@/shared/schemas/auth';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient, currentUserQueryKey } from '@/client/lib/create-query-client';
import { UserManagement } from './user-management';

// Two-core CI boxes run test files side by side; the default 1 s wait for the stubbed answers is too tight there.
configure({ asyncUtilTimeout: 5000 });

const adaId = '0a0a0a0a-0000-4000-8000-000000000001';
const mayaId = '0a0a0a0a-0000-4000-8000-000000000002';
const now = Date.now();

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: adaId,
    username: 'ada',
    email: 'ada@platewise.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'admin',
    subscriptionStatus: 'trial',
    businessName: null,
    createdAt: new Date(now - 40 * 86_400_000).toISOString(),
    lastLoginAt: new Date(now - 3_600_000).toISOString(),
    lockedUntil: null,
    clientCount: 4,
    mealPlanCount: 9,
    ...overrides,
  };
}

const users: AdminUser[] = [
  adminUser({}),
  adminUser({
    id: mayaId,
    username: 'maya_okafor',
    email: 'maya@clinic.test',
    firstName: 'Maya',
    lastName: 'Okafor',
    role: 'user',
    lastLoginAt: null,
    lockedUntil: new Date(now + 10 * 60_000).toISOString(),
    clientCount: 2,
    mealPlanCount: 1,
  }),
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The list, and the answer to a role change; remembers what was asked for. */
function stubServer(roleAnswer: (role: string) => Response) {
  const changes: { url: string; role: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const { role } = JSON.parse(String(init.body)) as { role: string };
        changes.push({ url, role });
        return roleAnswer(role);
      }
      if (url === '/api/admin/users') return json(200, users);
      return json(404, { message: 'Not found' });
    }),
  );
  return changes;
}

function renderScreen() {
  const queryClient = createQueryClient();
  queryClient.setQueryData<PublicUser>(currentUserQueryKey, {
    id: adaId,
    username: 'ada',
    email: 'ada@platewise.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'admin',
    businessName: null,
    businessLogo: null,
    tagline: null,
    brandColorPrimary: '#10b981',
    brandColorSecondary: '#059669',
    contactEmail: null,
    contactPhone: null,
    website: null,
    subscriptionStatus: 'trial',
    createdAt: users[0].createdAt,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <UserManagement />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Table and cards are both in the page (CSS shows one); the table is the desktop one. */
async function roleSelect(name: string) {
  const [inTable] = await screen.findAllByRole('combobox', { name: `Role for ${name}` });
  return inTable as HTMLSelectElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('user management', () => {
  it("disables the signed-in admin's own role selector and says why", async () => {
    stubServer(() => json(500, { message: 'unexpected' }));
    renderScreen();

    const own = await roleSelect('Ada Lovelace');
    expect(own).toBeDisabled();
    expect(own).toHaveValue('admin');
    expect(own).toHaveAccessibleDescription('You cannot change your own role');
    expect(await roleSelect('Maya Okafor')).toBeEnabled();
    expect(within(own.closest('tr') as HTMLElement).getByText('You')).toBeInTheDocument();
  });

  it('counts accounts, flags a locked account and finds users by name, username or e-mail', async () => {
    stubServer(() => json(500, { message: 'unexpected' }));
    renderScreen();
    await roleSelect('Maya Okafor');

    const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement?.parentElement;
    expect(figure('Total Users')).toHaveTextContent('2');
    expect(figure('Administrators')).toHaveTextContent('1');
    expect(figure('Practitioners')).toHaveTextContent('1');
    expect(figure('Active')).toHaveTextContent('1');
    expect(
      within((await roleSelect('Maya Okafor')).closest('tr') as HTMLElement).getByText('Locked'),
    ).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    for (const query of ['OKAFOR', 'maya_', '@clinic']) {
      fireEvent.change(search, { target: { value: query } });
      expect(screen.getByText('1 of 2 users')).toBeInTheDocument();
      expect(screen.queryAllByRole('combobox', { name: 'Role for Ada Lovelace' })).toHaveLength(0);
    }
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('promotes a practitioner and confirms it', async () => {
    const changes = stubServer((role) => json(200, { ...users[1], role }));
    renderScreen();

    fireEvent.change(await roleSelect('Maya Okafor'), { target: { value: 'admin' } });
    expect(await screen.findByText('Role Updated')).toBeInTheDocument();
    expect(screen.getByText('Maya Okafor is now an Administrator.')).toBeInTheDocument();
    expect(changes).toEqual([{ url: `/api/admin/users/${mayaId}/role`, role: 'admin' }]);
  });

  it("shows the server's reason when it refuses (409), and a generic message otherwise", async () => {
    stubServer(() => json(409, { message: 'The platform needs at least one administrator.' }));
    renderScreen();
    fireEvent.change(await roleSelect('Maya Okafor'), { target: { value: 'admin' } });
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('The platform needs at least one administrator.')).toBeInTheDocument();
    await waitFor(async () => expect(await roleSelect('Maya Okafor')).toHaveValue('user'));

    cleanup();
    stubServer(() => json(500, { message: 'database exploded' }));
    renderScreen();
    fireEvent.change(await roleSelect('Maya Okafor'), { target: { value: 'admin' } });
    expect(await screen.findByText('Failed to update user role. Please try again.')).toBeInTheDocument();
  });

  it('explains a refusal of the whole list (403) and any other failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: 'Administrator access is required' })),
    );
    renderScreen();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to manage users.")).toBeInTheDocument();

    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'boom' })),
    );
    renderScreen();
    expect(await screen.findByText('Unable to load user data. Please try again later.')).toBeInTheDocument();
  });
});
