// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/shared/schemas/admin';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { aUser } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { UserManagement } from './user-management';

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

/** The list, and the answer to a role change, as a real server would give them. */
function renderScreen(
  roleChange: RouteHandler<'PUT /api/admin/users/:userId/role'>,
  list: RouteHandler<'GET /api/admin/users'> = users,
) {
  const signedIn = aUser({
    id: adaId,
    username: 'ada',
    email: 'ada@platewise.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'admin',
    subscriptionStatus: 'trial',
    createdAt: users[0].createdAt,
  });
  const { api } = renderWithApp(<UserManagement />, {
    user: signedIn,
    api: { 'GET /api/admin/users': list, 'PUT /api/admin/users/:userId/role': roleChange },
  });
  return () =>
    api.callsTo('PUT /api/admin/users/:userId/role').map((call) => ({ url: call.url, role: call.body.role }));
}

/** Table and cards are both in the page (CSS shows one); the table is the desktop one. */
async function roleSelect(name: string) {
  const [inTable] = await screen.findAllByRole('combobox', { name: `Role for ${name}` });
  return inTable as HTMLSelectElement;
}

describe('user management', () => {
  it("disables the signed-in admin's own role selector and says why", async () => {
    renderScreen(fail(500, 'unexpected'));

    const own = await roleSelect('Ada Lovelace');
    expect(own).toBeDisabled();
    expect(own).toHaveValue('admin');
    expect(own).toHaveAccessibleDescription('You cannot change your own role');
    expect(await roleSelect('Maya Okafor')).toBeEnabled();
    expect(within(own.closest('tr') as HTMLElement).getByText('You')).toBeInTheDocument();
  });

  it('counts accounts, flags a locked account and finds users by name, username or e-mail', async () => {
    renderScreen(fail(500, 'unexpected'));
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
    const changes = renderScreen(({ body }) => ({ ...users[1], role: body.role }));

    fireEvent.change(await roleSelect('Maya Okafor'), { target: { value: 'admin' } });
    expect(await screen.findByText('Role Updated')).toBeInTheDocument();
    expect(screen.getByText('Maya Okafor is now an Administrator.')).toBeInTheDocument();
    expect(changes()).toEqual([{ url: `/api/admin/users/${mayaId}/role`, role: 'admin' }]);
  });

  it("shows the server's reason when it refuses (409), and a generic message otherwise", async () => {
    renderScreen(fail(409, 'The platform needs at least one administrator.'));
    fireEvent.change(await roleSelect('Maya Okafor'), { target: { value: 'admin' } });
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('The platform needs at least one administrator.')).toBeInTheDocument();
    await waitFor(async () => expect(await roleSelect('Maya Okafor')).toHaveValue('user'));

    cleanup();
    renderScreen(fail(500, 'database exploded'));
    fireEvent.change(await roleSelect('Maya Okafor'), { target: { value: 'admin' } });
    expect(await screen.findByText('Failed to update user role. Please try again.')).toBeInTheDocument();
  });

  it('explains a refusal of the whole list (403) and any other failure', async () => {
    renderScreen(fail(500, 'unexpected'), fail(403, 'Administrator access is required'));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to manage users.")).toBeInTheDocument();

    cleanup();
    renderScreen(fail(500, 'unexpected'), fail(500, 'boom'));
    expect(await screen.findByText('Unable to load user data. Please try again later.')).toBeInTheDocument();
  });
});
