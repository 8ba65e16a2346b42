// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientDetail } from '@/shared/schemas/clients';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/create-query-client';
import { ClientProfile } from './client-profile';

configure({ asyncUtilTimeout: 5000 });

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
  allergiesReview: {
    convertedAt: '2026-11-20T09:00:00.000Z',
    entries: [
      { from: 'nuts', to: ['tree-nuts', 'peanuts'] },
      { from: 'shellfish', to: ['crustaceans', 'molluscs'] },
    ],
  },
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  mealPlans: [],
  reports: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showProfile(client: ClientDetail, onEdit = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClientProfile client={client} onEdit={onEdit} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onEdit;
}

describe('profile of a client whose free-text allergies were converted', () => {
  it('lists what each original entry became and confirms with "Looks right"', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return new Response(JSON.stringify({ ...migrated, allergiesReview: null }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    showProfile(migrated);
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
    expect(calls).toContain(`POST /api/clients/${migrated.id}/allergies/confirm`);
  });

  it('offers to edit the allergies instead, and shows nothing once there is nothing to review', () => {
    const onEdit = showProfile(migrated);
    fireEvent.click(screen.getByRole('button', { name: 'Edit allergies' }));
    expect(onEdit).toHaveBeenCalled();
    cleanup();
    showProfile({ ...migrated, allergiesReview: null });
    expect(screen.queryByRole('region', { name: /Allergies were converted/ })).not.toBeInTheDocument();
  });
});
