// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientDetail } from '@/shared/schemas/clients';
import type { Intake, IntakeDay } from '@/shared/schemas/food-diary';
import { aClient } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import ClientIntakeCard from './client-intake-card';

// The profile's Intake card (issue 33): a week of eaten against planned, the nutrients furthest from the needs.

const client = { ...aClient({ firstName: 'Nora' }), mealPlans: [], reports: [] } as ClientDetail;
const core = (calories: number, protein: number, carbs: number, fat: number) => ({
  calories,
  protein,
  carbs,
  fat,
  fiber: 20,
  sugar: 30,
  sodium: 1800,
});
const target = { amount: 18, unit: 'mg', kind: 'RDA' as const };

function day(date: string, logged: boolean, extra: Partial<IntakeDay> = {}): IntakeDay {
  return {
    date,
    logged,
    eaten: logged ? core(1640, 70, 200, 55) : core(0, 0, 0, 0),
    eatenIncomplete: [],
    planned: core(1800, 90, 210, 60),
    meals: [],
    notAnalysed: [],
    notLogged: [],
    waterMl: logged ? 1500 : null,
    adequacy: [],
    ...extra,
  };
}

const intake: Intake = {
  clientId: client.id,
  from: '2026-03-02',
  to: '2026-03-08',
  lifeStage: 'female-31-50',
  lifeStageLabel: 'women 31–50 years',
  missing: [],
  days: [
    day('2026-03-02', false),
    day('2026-03-03', false),
    day('2026-03-04', false),
    day('2026-03-05', false),
    day('2026-03-06', false),
    day('2026-03-07', true, { notAnalysed: [{ mealType: 'dinner', text: 'Cake' }], notLogged: ['lunch'] }),
    day('2026-03-08', true),
  ],
  average: {
    loggedDays: 2,
    eaten: core(1640, 70, 200, 55),
    planned: core(1800, 90, 210, 60),
    waterMl: 1500,
    adequacy: [
      { key: 'iron', label: 'Iron', unit: 'mg', amount: 7.2, atLeast: false, target, percent: 40, status: 'short' },
      {
        key: 'sodium',
        label: 'Sodium',
        unit: 'mg',
        amount: 3100,
        atLeast: false,
        target: { amount: 2300, unit: 'mg', kind: 'CDRR' },
        percent: 135,
        status: 'over-cdrr',
      },
    ],
  },
};

describe('the Intake card', () => {
  it('shows the days logged, eaten against planned per day, and the nutrients furthest from the needs', async () => {
    renderWithApp(<ClientIntakeCard client={client} />, { api: { 'GET /api/clients/:id/intake': intake } });
    const card = await screen.findByRole('region', { name: 'Intake' });
    expect(await within(card).findByText('2 of 7')).toBeInTheDocument();
    expect(within(card).getByText('1,640 kcal')).toBeInTheDocument();
    expect(within(card).getByText('planned 1,800 kcal')).toBeInTheDocument();
    const sunday = within(card).getByRole('row', { name: /^Sun 8/ });
    expect(within(sunday).getAllByRole('cell')[0]).toHaveTextContent('1,640 / 1,800');
    expect(within(card).getByRole('row', { name: /^Mon 2/ })).toHaveTextContent('Not logged');
    const under = within(card).getByRole('heading', { name: 'Furthest under needs' }).parentElement!;
    expect(under).toHaveTextContent('Iron40% of RDA');
    const over = within(card).getByRole('heading', { name: 'Furthest over' }).parentElement!;
    expect(over).toHaveTextContent('Sodium135% over CDRR');
    expect(
      within(card).getByText(/Not counted: 1 item described in words · 1 planned meal not logged/),
    ).toBeInTheDocument();
  });

  it('reads energy in kJ for an en-AU practice', async () => {
    renderWithApp(<ClientIntakeCard client={client} />, {
      api: { 'GET /api/clients/:id/intake': intake },
      preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
    });
    const card = await screen.findByRole('region', { name: 'Intake' });
    expect(await within(card).findByText('6,862 kJ')).toBeInTheDocument();
    expect(within(card).getByText('planned 7,531 kJ')).toBeInTheDocument();
    expect(within(card).getByRole('columnheader', { name: 'Energy' })).toBeInTheDocument();
    const sunday = within(card).getByRole('row', { name: /^Sun 8/ });
    expect(within(sunday).getAllByRole('cell')[0]).toHaveTextContent('6,862 / 7,531');
    expect(within(card).getByText('Eaten / planned. Energy in kJ.')).toBeInTheDocument();
    expect(within(card).queryByText(/kcal/)).not.toBeInTheDocument();
  });

  it('says what to add when the profile lacks the facts for the DRIs', async () => {
    renderWithApp(<ClientIntakeCard client={client} />, {
      api: {
        'GET /api/clients/:id/intake': { ...intake, lifeStage: null, lifeStageLabel: null, missing: ['age'] },
      },
    });
    expect(
      await screen.findByText('Add Nora’s date of birth to compare the intake with their needs.'),
    ).toBeInTheDocument();
  });
});
