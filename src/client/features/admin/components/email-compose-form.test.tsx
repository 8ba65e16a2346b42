// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '@/client/test/api-contract';
import { fail, type RouteHandler } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { EmailComposeForm } from './email-compose-form';

/** A server with a mail transport: the form does not warn that nothing will be delivered. */
const settings: ApiAnswer<'GET /api/admin/settings'> = {
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  maxFailedSignIns: 5,
  lockMinutes: 15,
  authRateLimitPerMinute: 10,
  database: 'pglite',
  foodDatabase: 'USDA SR28',
  mailTransport: 'smtp',
  trustProxy: false,
  emailQuota: { perHour: 20, perDay: 100, perRecipientPerHour: 5, trialPerDay: 10, trialApplies: false },
};

function renderForm(answer: RouteHandler<'POST /api/admin/emails/send'>) {
  const { api } = renderWithApp(<EmailComposeForm />, {
    api: { 'GET /api/admin/settings': settings, 'POST /api/admin/emails/send': answer },
  });
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return {
    type,
    send: () => fireEvent.click(screen.getByRole('button', { name: 'Send Email' })),
    sent: () => api.callsTo('POST /api/admin/emails/send').map((call) => call.body),
  };
}

const notDelivered = {
  success: true,
  id: '5e5e5e5e-0000-4000-8000-000000000001',
  status: 'not_delivered',
  message: 'No mail server is configured, so the e-mail was recorded but not delivered.',
};

describe('compose e-mail', () => {
  it("says 'Missing fields' and sends nothing while a required field is empty", async () => {
    const { type, send, sent } = renderForm(notDelivered);
    type('Recipient', 'maya@clinic.test');
    type('Subject', '   ');
    send();

    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(sent()).toHaveLength(0);
  });

  it("sends, shows the server's own words and clears the form", async () => {
    const { type, send, sent } = renderForm(notDelivered);
    type('Recipient', 'maya@clinic.test');
    type('Subject', 'Welcome to Platewise');
    type('Message', 'Your account is ready.');
    send();

    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(
      screen.getByText('No mail server is configured, so the e-mail was recorded but not delivered.'),
    ).toBeInTheDocument();
    expect(sent()).toEqual([
      { recipient: 'maya@clinic.test', subject: 'Welcome to Platewise', body: 'Your account is ready.' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's error when sending fails", async () => {
    const { type, send } = renderForm(fail(413, 'The message is too large'));
    type('Recipient', 'maya@clinic.test');
    type('Subject', 'Hello');
    type('Message', 'Hi');
    send();
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
    expect(screen.getByText('The message is too large')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
  });
});
