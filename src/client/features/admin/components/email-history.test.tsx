// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmailRecord } from '@/shared/schemas/admin';
import { EMAIL_TOTAL_HEADER } from '@/shared/schemas/email-history-paging';
import { answer } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { EmailHistory } from './email-history';

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
  const { api } = renderWithApp(<EmailHistory />, {
    api: {
      'GET /api/admin/emails/history': ({ query }) => {
        const q = query.q?.toLowerCase() ?? '';
        const found = log.filter((mail) => mail.recipient.includes(q));
        const start = query.before ? found.findIndex((mail) => mail.id === query.before) + 1 : 0;
        return answer(found.slice(start, start + 50), { headers: { [EMAIL_TOTAL_HEADER]: String(found.length) } });
      },
    },
  });
  return { lastRequest: () => api.callsTo('GET /api/admin/emails/history').at(-1)?.url };
}

describe('e-mail history', () => {
  it('shows the newest page with the count of all, and the next page on request', async () => {
    const { lastRequest } = serveLog();
    expect(await screen.findByText('120 emails')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: /Show 50 more emails/ }));
    expect(await screen.findByText('client-100@clinic.example')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(lastRequest()).toBe(`/api/admin/emails/history?before=${email(50).id}`);
    expect(screen.getByRole('button', { name: /Show 20 more emails/ })).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    const { lastRequest } = serveLog();
    const search = await screen.findByRole('searchbox', { name: 'Search emails' });
    fireEvent.change(search, { target: { value: ' CLIENT-42@ ' } });
    expect(await screen.findByText('1 email matches')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(lastRequest()).toBe('/api/admin/emails/history?q=CLIENT-42%40');

    fireEvent.change(search, { target: { value: 'nobody@' } });
    expect(await screen.findByRole('heading', { name: 'No emails found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('120 emails')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
  });
});
