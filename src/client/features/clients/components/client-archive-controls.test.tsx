// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientDetail } from '@/shared/schemas/clients';
import { aClient, anEmptyIntake } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { ClientProfile } from './client-profile';

const active: ClientDetail = {
  ...aClient({ id: '9f1c2b3a-0000-4000-8000-000000000003', firstName: 'Ari', lastName: 'Archer' }),
  mealPlans: [],
  reports: [],
};
const archived: ClientDetail = { ...active, archivedAt: '2026-03-04T10:00:00.000Z' };

const progress = {
  clientId: active.id,
  from: '2026-09-01',
  to: '2026-11-23',
  goalWeightKg: null,
  measurements: [],
  adherence: [],
  recentCheckIns: [],
  portal: { status: 'none' as const, invitedAt: null, lastActiveAt: null },
  lastActivityAt: null,
};
const intake = anEmptyIntake(active.id);

describe('archiving from the client profile', () => {
  it('archives with "Archive" and says what stops', async () => {
    const { archivedAt, mealPlans, reports, ...client } = archived;
    void mealPlans;
    void reports;
    const { api } = renderWithApp(<ClientProfile client={active} onEdit={vi.fn()} />, {
      api: {
        'GET /api/clients/:id/progress': progress,
        'GET /api/clients/:id/intake': intake,
        'POST /api/clients/:id/archive': { ...client, archivedAt },
      },
    });
    expect(screen.queryByText(/^Archived on/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Client archived')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ari Archer is out of your lists; their share links and portal access are stopped until you restore them.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/clients/:id/archive').map((call) => call.params.id)).toEqual([active.id]);
  });

  it('shows an archived client as archived, with "Restore"', async () => {
    const { archivedAt, mealPlans, reports, ...client } = archived;
    void archivedAt;
    void mealPlans;
    void reports;
    const { api } = renderWithApp(<ClientProfile client={archived} onEdit={vi.fn()} />, {
      api: {
        'GET /api/clients/:id/progress': progress,
        'GET /api/clients/:id/intake': intake,
        'POST /api/clients/:id/restore': { ...client, archivedAt: null },
      },
    });
    expect(screen.getByText(/^Archived on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Client restored')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/clients/:id/restore').map((call) => call.params.id)).toEqual([active.id]),
    );
  });
});
