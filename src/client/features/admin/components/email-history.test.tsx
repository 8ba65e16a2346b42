// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailRecord } from '@/shared/schemas/admin';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { EmailHistory } from './email-history';

configure({ asyncUtilTimeout: 5000 });

function email(n: number): EmailRecord {
  return {
    id: `0a0a0a0a-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: null,
    senderName: 'Maya Okafor',
    recipient: `client-${n}@clinic.example`,
    subject: `Your shopping list ${n}`,
    body: 'Oats and milk.',
    status: 'sent',
    kind: 'shopping_list',
    attempts: 1,
    error: null,
    resendId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    sentAt: '2026-03-01T10:00:00.000Z',
  };
}

/** A log of 120 e-mails served the way the server serves it: 50 a page, searched by recipient, the total in a header. */
function serveLog() {
  const log = Array.from({ length: 120 }, (_, index) => email(index + 1));
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const params = new URL(url, 'http://localhost').searchParams;
      const q = params.get('q')?.toLowerCase() ?? '';
      const found = log.filter((mail) => mail.recipient.includes(q));
      const start = params.get('before') ? found.findIndex((mail) => mail.id === params.get('before')) + 1 : 0;
      return new Response(JSON.stringify(found.slice(start, start + 50)), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(found.length) },
      });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailHistory />
      <Toaster />
    </QueryClientProvider>,
  );
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('e-mail history', () => {
  it('shows the newest page with the count of all, and the next page on request', async () => {
    const requests = serveLog();
    expect(await screen.findByText('120 emails')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: /Show 50 more emails/ }));
    expect(await screen.findByText('client-100@clinic.example')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(requests.at(-1)).toBe(`/api/admin/emails/history?before=${email(50).id}`);
    expect(screen.getByRole('button', { name: /Show 20 more emails/ })).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    const requests = serveLog();
    const search = await screen.findByRole('searchbox', { name: 'Search emails' });
    fireEvent.change(search, { target: { value: ' CLIENT-42@ ' } });
    expect(await screen.findByText('1 email matches')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(requests.at(-1)).toBe('/api/admin/emails/history?q=CLIENT-42%40');

    fireEvent.change(search, { target: { value: 'nobody@' } });
    expect(await screen.findByRole('heading', { name: 'No emails found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('120 emails')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
  });
});
