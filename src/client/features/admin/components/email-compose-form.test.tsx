// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { EmailComposeForm } from './email-compose-form';

// Two-core CI boxes run test files side by side; the default 1 s wait for the stubbed answers is too tight there.
configure({ asyncUtilTimeout: 5000 });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubServer(answer: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === '/api/admin/emails/send') {
        sent.push(JSON.parse(String(init.body)));
        return answer();
      }
      return json(200, []);
    }),
  );
  return sent;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailComposeForm />
      <Toaster />
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { type, send: () => fireEvent.click(screen.getByRole('button', { name: 'Send Email' })) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('compose e-mail', () => {
  it("says 'Missing fields' and sends nothing while a required field is empty", async () => {
    const sent = stubServer(() => json(202, {}));
    const { type, send } = renderForm();
    type('Recipient', 'maya@clinic.test');
    type('Subject', '   ');
    send();

    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(sent).toHaveLength(0);
  });

  it("sends, shows the server's own words and clears the form", async () => {
    const sent = stubServer(() =>
      json(202, {
        success: true,
        id: '5e5e5e5e-0000-4000-8000-000000000001',
        status: 'not_delivered',
        message: 'No mail server is configured, so the e-mail was recorded but not delivered.',
      }),
    );
    const { type, send } = renderForm();
    type('Recipient', 'maya@clinic.test');
    type('Subject', 'Welcome to Platewise');
    type('Message', 'Your account is ready.');
    send();

    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(
      screen.getByText('No mail server is configured, so the e-mail was recorded but not delivered.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { recipient: 'maya@clinic.test', subject: 'Welcome to Platewise', body: 'Your account is ready.' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's error when sending fails", async () => {
    stubServer(() => json(413, { message: 'The message is too large' }));
    const { type, send } = renderForm();
    type('Recipient', 'maya@clinic.test');
    type('Subject', 'Hello');
    type('Message', 'Hi');
    send();
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
    expect(screen.getByText('The message is too large')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
  });
});
