// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.restoreAllMocks());

describe('RegisterForm', () => {
  it("sends the browser's language with the sign-up, so the new account starts in its locale and units", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-AU');
    const { api } = renderWithApp(<RegisterForm />, { api: { 'POST /api/auth/register': aUser() } });

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Priya' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Shah' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'priya' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'priya@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(api.callsTo('POST /api/auth/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/register')[0].body).toEqual({
      firstName: 'Priya',
      lastName: 'Shah',
      username: 'priya',
      email: 'priya@example.test',
      password: 'correct horse battery',
      locale: 'en-AU',
    });
  });
});
