// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { aClientSummary } from '@/client/test/fixtures';
import { ClientList } from './client-list';

const priya = aClientSummary({ id: '9f1c2b3a-0000-4000-8000-000000000001', firstName: 'Priya', lastName: 'Raman' });

describe('deleting a client from the list', () => {
  it('asks with the spec’s words, says what is erased with the record, and erases only on "Delete client"', async () => {
    let clients = [priya];
    const { api } = renderWithApp(<ClientList onAdd={vi.fn()} onEdit={vi.fn()} />, {
      api: {
        'GET /api/clients': () => clients,
        'DELETE /api/clients/:id': () => {
          clients = [];
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Priya Raman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Priya Raman?' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this client? This action cannot be undone.'),
    ).toBeInTheDocument();
    const erased = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(erased).toEqual([
      'their meal plans, every day of them, and the plans’ share links',
      'their reports',
      'their portal account and sign-ins, meal check-ins, weights and ticked shopping items',
      'the e-mails sent about them or to their address, delivered or waiting',
      'the audit rows about them; one row stays saying that you erased a client record, without their name',
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/clients/:id')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Priya Raman' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete client' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/clients/:id').map((call) => call.params.id)).toEqual([priya.id]),
    );
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(await screen.findByText('Client deleted')).toBeInTheDocument();
  });

  it('"Show archived" lists the archived clients instead, and back', async () => {
    const ari = aClientSummary({
      id: '9f1c2b3a-0000-4000-8000-000000000002',
      firstName: 'Ari',
      lastName: 'Archer',
      archivedAt: '2026-03-04T10:00:00.000Z',
    });
    const { api } = renderWithApp(<ClientList onAdd={vi.fn()} onEdit={vi.fn()} />, {
      api: { 'GET /api/clients': (call) => (call.url.includes('archived=true') ? [ari] : [priya]) },
    });

    expect(await screen.findByRole('link', { name: /Priya Raman/ })).toBeInTheDocument();
    expect(screen.getByText('1 client')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show archived' }));
    expect(await screen.findByRole('link', { name: /Ari Archer/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Priya Raman/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 archived client')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show archived' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/clients?view=summary',
      '/api/clients?view=summary&archived=true',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Show archived' }));
    expect(await screen.findByRole('link', { name: /Priya Raman/ })).toBeInTheDocument();
  });
});
