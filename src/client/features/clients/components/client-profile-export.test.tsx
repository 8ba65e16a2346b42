// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientDetail } from '@/shared/schemas/clients';
import { fail, raw } from '@/client/test/fake-api';
import { aClient, anEmptyIntake } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { ClientProfile } from './client-profile';

const client: ClientDetail = {
  ...aClient({ id: '9f1c2b3a-0000-4000-8000-000000000001', firstName: 'Priya', lastName: 'Raman' }),
  mealPlans: [],
  reports: [],
};

const progress = {
  clientId: client.id,
  from: '2026-09-01',
  to: '2026-11-23',
  goalWeightKg: null,
  measurements: [],
  adherence: [],
  recentCheckIns: [],
  portal: { status: 'none' as const, invitedAt: null, lastActiveAt: null },
  lastActivityAt: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Export record on the client profile', () => {
  it('downloads the ZIP under the name the server gives', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
    let savedAs = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    const { api } = renderWithApp(<ClientProfile client={client} onEdit={vi.fn()} />, {
      api: {
        'GET /api/clients/:id/progress': progress,
        'GET /api/clients/:id/intake': anEmptyIntake(client.id),
        'GET /api/clients/:id/export': () =>
          raw(
            new Response('PK', {
              status: 200,
              headers: {
                'Content-Type': 'application/zip',
                'Content-Disposition': 'attachment; filename="client-record-priya-raman-2026-11-23.zip"',
              },
            }),
          ),
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Export record' }));

    expect(await screen.findByText('Record exported')).toBeInTheDocument();
    expect(savedAs).toBe('client-record-priya-raman-2026-11-23.zip');
    expect(api.callsTo('GET /api/clients/:id/export').map((call) => call.params.id)).toEqual([client.id]);
  });

  it('says why when the server refuses', async () => {
    renderWithApp(<ClientProfile client={client} onEdit={vi.fn()} />, {
      api: {
        'GET /api/clients/:id/progress': progress,
        'GET /api/clients/:id/intake': anEmptyIntake(client.id),
        'GET /api/clients/:id/export': () =>
          fail(429, 'Two exports are already being prepared. Try again in a minute.', { code: 'RATE_LIMITED' }),
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Export record' }));

    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Two exports are already being prepared. Try again in a minute.')).toBeInTheDocument();
  });
});
