// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, raw } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { YourDataCard } from './your-data-card';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('Settings → Your data', () => {
  it('downloads everything as the ZIP the server names', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
    let savedAs = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    const { api } = renderWithApp(<YourDataCard isAdmin={false} />, {
      api: {
        'GET /api/users/me/export': () =>
          raw(
            new Response('PK', {
              status: 200,
              headers: {
                'Content-Type': 'application/zip',
                'Content-Disposition': 'attachment; filename="platewise-account-greenleaf-2026-03-05.zip"',
              },
            }),
          ),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export everything' }));
    expect(await screen.findByText('Data exported')).toBeInTheDocument();
    expect(savedAs).toBe('platewise-account-greenleaf-2026-03-05.zip');
    expect(api.callsTo('GET /api/users/me/export')).toHaveLength(1);
  });

  it('names what goes, asks for the password and says when it is wrong', async () => {
    const { api } = renderWithApp(<YourDataCard isAdmin={false} />, {
      api: {
        'POST /api/users/me/delete': () =>
          fail(400, 'Your password is not right; nothing was deleted', {
            errors: [{ path: 'password', message: 'This is not your password' }],
          }),
      },
    });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('every client’s whole record, archived ones too');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(api.callsTo('POST /api/users/me/delete')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'not my password' } });
    fireEvent.submit(screen.getByLabelText('Your password').closest('form')!);
    expect(await screen.findByText('This is not your password')).toBeInTheDocument();
    expect(api.callsTo('POST /api/users/me/delete').map((call) => call.body)).toEqual([
      { password: 'not my password' },
    ]);
  });

  it('shows the server’s refusal to the only administrator', async () => {
    renderWithApp(<YourDataCard isAdmin />, {
      api: {
        'POST /api/users/me/delete': () =>
          fail(
            409,
            'You are the only administrator. Make another account an administrator (Admin → Users) before deleting yours.',
          ),
      },
    });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('As an administrator, make another account an administrator before you go.');
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'correct horse battery' } });
    fireEvent.submit(screen.getByLabelText('Your password').closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are the only administrator.');
  });

  it('signs out to the sign-in page once the account is deleted', async () => {
    const { location } = renderWithApp(<YourDataCard isAdmin={false} />, {
      path: '/settings',
      api: { 'POST /api/users/me/delete': () => undefined },
    });
    await openDialog();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'correct horse battery' } });
    fireEvent.submit(screen.getByLabelText('Your password').closest('form')!);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login');
  });
});
