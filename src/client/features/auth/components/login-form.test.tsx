// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { LoginForm } from './login-form';

function renderLoginForm(login: RouteHandler<'POST /api/auth/login'> = fail(500, 'not expected')) {
  return renderWithApp(<LoginForm />, { api: { 'POST /api/auth/login': login } });
}

describe('LoginForm', () => {
  it('shows an error under each empty field and does not call the server', async () => {
    const { api } = renderLoginForm();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your username or email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message in the form when the credentials are wrong", async () => {
    renderLoginForm(fail(401, 'Invalid username or password'));

    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not-her-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('puts server validation messages under the matching field', async () => {
    renderLoginForm(fail(400, 'Check the highlighted fields', { errors: [{ path: 'username', message: 'Too long' }] }));

    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields');
  });
});
