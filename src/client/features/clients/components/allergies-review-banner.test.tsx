// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientDetail } from '@/shared/schemas/clients';
import { anEmptyIntake } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { ClientProfile } from './client-profile';

const migrated: ClientDetail = {
  id: '9f1c2b3a-0000-4000-8000-000000000001',
  userId: '9f1c2b3a-0000-4000-8000-0000000000aa',
  firstName: 'Priya',
  lastName: 'Raman',
  email: null,
  phone: null,
  dateOfBirth: null,
  pregnancy: null,
  gender: null,
  height: null,
  weight: null,
  goalWeight: null,
  activityLevel: null,
  healthGoals: null,
  notes: null,
  dietaryRestrictions: [],
  allergies: ['crustaceans', 'tree-nuts', 'peanuts', 'molluscs', 'strawberries'],
  medicalConditions: [],
  bodyUnits: null,
  energyUnit: null,
  allergiesReview: {
    convertedAt: '2026-11-20T09:00:00.000Z',
    entries: [
      { from: 'nuts', to: ['tree-nuts', 'peanuts'] },
      { from: 'shellfish', to: ['crustaceans', 'molluscs'] },
    ],
  },
  archivedAt: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  mealPlans: [],
  reports: [],
};

function showProfile(client: ClientDetail, onEdit = vi.fn()) {
  const { api } = renderWithApp(<ClientProfile client={client} onEdit={onEdit} />, {
    api: {
      'POST /api/clients/:id/allergies/confirm': { ...client, allergiesReview: null },
      'GET /api/clients/:id/intake': anEmptyIntake(client.id),
      'GET /api/clients/:id/progress': {
        clientId: client.id,
        from: '2026-09-01',
        to: '2026-11-23',
        goalWeightKg: null,
        measurements: [],
        adherence: [],
        recentCheckIns: [],
        portal: { status: 'none', invitedAt: null, lastActiveAt: null },
        lastActivityAt: null,
      },
    },
  });
  return { onEdit, api };
}

describe('profile of a client whose free-text allergies were converted', () => {
  it('lists what each original entry became and confirms with "Looks right"', async () => {
    const { api } = showProfile(migrated);
    const banner = screen.getByRole('region', {
      name: /Allergies were converted from free text on .*2026: please check them/,
    });
    const converted = within(banner).getByRole('list', { name: 'Converted allergies' });
    expect(
      within(converted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“nuts”Tree nuts, Peanuts', '“shellfish”Crustacean shellfish, Molluscs']);
    // The unmapped word stays and says how it is screened.
    expect(
      within(screen.getByRole('list', { name: 'Allergies' })).getByText('(not checked against foods)'),
    ).toBeInTheDocument();

    fireEvent.click(within(banner).getByRole('button', { name: 'Looks right' }));
    expect(await screen.findByText('Allergies confirmed')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clients/:id/allergies/confirm').map((call) => call.params.id)).toEqual([migrated.id]);
  });

  it('offers to edit the allergies instead, and shows nothing once there is nothing to review', () => {
    const { onEdit } = showProfile(migrated);
    fireEvent.click(screen.getByRole('button', { name: 'Edit allergies' }));
    expect(onEdit).toHaveBeenCalled();
    cleanup();
    showProfile({ ...migrated, allergiesReview: null });
    expect(screen.queryByRole('region', { name: /Allergies were converted/ })).not.toBeInTheDocument();
  });
});
