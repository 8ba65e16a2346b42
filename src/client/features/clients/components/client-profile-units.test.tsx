// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientDetail } from '@/shared/schemas/clients';
import type { Preferences } from '@/shared/format/preferences';
import { aClient, anEmptyIntake } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { ClientProfile } from './client-profile';

// Issue 34: the same client read by a UK practice (st lb, ft in, kcal) and an Australian one (kg, cm, kJ). The
// record stays in kg and cm; only what is shown changes.
const client: ClientDetail = {
  ...aClient({
    id: '9f1c2b3a-0000-4000-8000-000000000002',
    firstName: 'Priya',
    lastName: 'Raman',
    dateOfBirth: '1990-03-14',
    gender: 'female',
    height: 170,
    weight: 72.5,
    goalWeight: 65,
    activityLevel: 'sedentary',
  }),
  mealPlans: [
    {
      id: '7a1b2c3d-0000-4000-8000-000000000002',
      name: 'Heart-healthy reset',
      startDate: '2026-01-05',
      endDate: '2026-01-18',
      status: 'active',
    } as ClientDetail['mealPlans'][number],
  ],
  reports: [],
};

const progress = {
  clientId: client.id,
  from: '2026-09-01',
  to: '2026-11-23',
  goalWeightKg: 65,
  measurements: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      date: '2026-09-07',
      weightKg: 74.8,
      waistCm: 86,
      createdAt: '2026-09-07T08:00:00.000Z',
    },
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      date: '2026-11-16',
      weightKg: 72.5,
      waistCm: 84.5,
      createdAt: '2026-11-16T08:00:00.000Z',
    },
  ],
  adherence: [
    { weekStart: '2026-11-09', planned: 21, eaten: 18, skipped: 2, swapped: 1, share: 18 / 21 },
    { weekStart: '2026-11-16', planned: 21, eaten: 14, skipped: 7, swapped: 0, share: 14 / 21 },
  ],
  recentCheckIns: [],
  portal: {
    status: 'active' as const,
    invitedAt: '2026-08-30T10:00:00.000Z',
    lastActiveAt: '2026-11-16T08:00:00.000Z',
  },
  lastActivityAt: '2026-11-16T08:00:00.000Z',
};

function renderProfile(preferences: Preferences) {
  return renderWithApp(<ClientProfile client={client} onEdit={vi.fn()} />, {
    preferences,
    api: {
      'GET /api/clients/:id/progress': progress,
      'GET /api/clients/:id/intake': anEmptyIntake(client.id),
    },
  });
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('the client profile in the practice’s locale and units', () => {
  it('reads st lb, ft in and British dates for an en-GB practice', async () => {
    renderProfile({ locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' });

    expect(screen.getByText('Born 14 Mar 1990', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Client since 1 Mar 2026')).toBeInTheDocument();
    expect(fact('Height')).toHaveTextContent('5 ft 7 in');
    expect(fact('Weight')).toHaveTextContent('11 st 6 lb');
    expect(fact('Goal weight')).toHaveTextContent('10 st 3 lb');
    expect(fact('BMI')).toHaveTextContent('25.1 kg/m²');
    expect(screen.getByText('5 Jan 2026 – 18 Jan 2026')).toBeInTheDocument();
    expect(screen.getAllByText('kcal/day').length).toBeGreaterThan(0);

    // The progress card loads after the profile: latest weight, change, distance to the goal, the table.
    expect(await screen.findByText('Latest weight', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Latest weight')).toHaveTextContent('11 st 6 lb16 Nov 2026');
    expect(figure('Change')).toHaveTextContent('-5 lbsince 7 Sept 2026');
    expect(figure('To goal')).toHaveTextContent('1 st 3 lbgoal 10 st 3 lb');
    const rows = within(screen.getAllByRole('table')[0])
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DateWeightWaist', '7 Sept 202611 st 11 lb34 in', '16 Nov 202611 st 6 lb33 in']);
    expect(screen.getByText('9 Nov – 23 Nov 2026')).toBeInTheDocument();
  });

  it('reads kg, cm and kJ for an en-AU practice', async () => {
    renderProfile({ locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' });

    expect(screen.getByText('Client since 1 Mar 2026')).toBeInTheDocument();
    expect(fact('Height')).toHaveTextContent('170 cm');
    expect(fact('Weight')).toHaveTextContent('72.5 kg');
    expect(fact('Goal weight')).toHaveTextContent('65 kg');
    expect(screen.getAllByText('kJ/day').length).toBeGreaterThan(0);
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument();

    expect(await screen.findByText('Latest weight', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Latest weight')).toHaveTextContent('72.5 kg16 Nov 2026');
    expect(figure('Change')).toHaveTextContent('-2.3 kgsince 7 Sept 2026');
    expect(figure('To goal')).toHaveTextContent('7.5 kggoal 65 kg');
    const rows = within(screen.getAllByRole('table')[0])
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DateWeightWaist', '7 Sept 202674.8 kg86 cm', '16 Nov 202672.5 kg84.5 cm']);
  });

  it('reads lb and ft in for a US practice, with the dates as before', async () => {
    renderProfile({ locale: 'en-US', bodyUnits: 'us', kitchenUnits: 'us', energyUnit: 'kcal' });

    expect(screen.getByText('Client since Mar 1, 2026')).toBeInTheDocument();
    expect(fact('Height')).toHaveTextContent('5 ft 7 in');
    expect(fact('Weight')).toHaveTextContent('160 lb');
    expect(await screen.findByText('Latest weight', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Change')).toHaveTextContent('-5 lbsince Sep 7, 2026');
  });
});
