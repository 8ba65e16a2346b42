// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/client/lib/create-query-client';
import { LoginForm } from './login-form';

function renderLoginForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LoginForm />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('shows an error under each empty field and does not call the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLoginForm();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your username or email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in the form when the credentials are wrong", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { message: 'Invalid username or password', errors: [] })),
    );
    renderLoginForm();

    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not-her-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('puts server validation messages under the matching field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(400, { message: 'Check the highlighted fields', errors: [{ path: 'username', message: 'Too long' }] }),
      ),
    );
    renderLoginForm();

    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields');
  });
});
