// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { Preferences } from '@/shared/format/preferences';
import type { Measurement } from '@/shared/schemas/portal';
import type { PortalDay, PortalMe, PortalPlan } from '@/shared/schemas/portal-plan';
import { fakeApi } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { trainingDay as training } from '../../../../../tests/fixtures/day-types';
import { PortalApp } from './portal-app';

// Issue 34 item 3: the portal writes in the practice's locale and the client's own units, as GET /api/portal/me
// names them; a weight is typed in those units and converted once, to the kilograms the API keeps.

function me(formats: Preferences, goalWeightKg: number | null = null): PortalMe {
  return {
    client: { id: 'd4000000-0000-4000-8000-000000000001', firstName: 'Rhys', lastName: 'Ellis', email: 'r@e.test' },
    practice: {
      practitionerName: 'Maya Okafor',
      businessName: 'Green Plate Nutrition',
      businessLogo: null,
      tagline: null,
      brandColorPrimary: '#0f766e',
      brandColorSecondary: '#f59e0b',
      contactEmail: null,
      contactPhone: null,
      website: null,
    },
    goalWeightKg,
    formats,
  };
}

const uk: Preferences = { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' };
const au: Preferences = { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' };
const us: Preferences = { locale: 'en-US', bodyUnits: 'us', kitchenUnits: 'us', energyUnit: 'kcal' };

function renderPortal(path: string, api: ReturnType<typeof fakeApi>) {
  return renderWithApp(
    <Route path="/portal" nest>
      <PortalApp />
    </Route>,
    { path, api },
  );
}

/** A weight log that keeps what is posted, as the API does (one entry per date). */
function weightLog(formats: Preferences, goalWeightKg: number | null = null) {
  let entries: Measurement[] = [];
  return fakeApi({
    'GET /api/portal/me': me(formats, goalWeightKg),
    'GET /api/portal/measurements': () => entries,
    'POST /api/portal/measurements': (call) => {
      const entry: Measurement = {
        id: 'e5000000-0000-4000-8000-000000000001',
        date: call.body.date,
        weightKg: call.body.weightKg,
        waistCm: call.body.waistCm ?? null,
        createdAt: '2026-03-02T08:00:00.000Z',
      };
      entries = [entry, ...entries.filter((old) => old.date !== entry.date)];
      return entry;
    },
  });
}

describe('the portal in the client’s units', () => {
  it('a client in stones logs 11 st 6 lb: kept as 72.6 kg and read back as 11 st 6 lb', async () => {
    const api = weightLog(uk, 69.9);
    renderPortal('/portal/weight', api);

    const form = await screen.findByRole('form', { name: 'Log a weight' });
    expect(within(form).queryByLabelText('Weight (kg)')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Weight (st)'), { target: { value: '11' } });
    fireEvent.change(within(form).getByLabelText('Pounds (lb)'), { target: { value: '6' } });
    fireEvent.change(within(form).getByLabelText('Waist (in, optional)'), { target: { value: '33.5' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log weight' }));

    await waitFor(() => expect(api.callsTo('POST /api/portal/measurements')).toHaveLength(1));
    // (11 × 14 + 6) lb × 0.45359237 = 72.57 kg → 72.6, the stored precision; 33.5 in × 2.54 = 85.09 cm → 85.1
    expect(api.callsTo('POST /api/portal/measurements')[0].body).toEqual({
      date: '2026-03-02',
      weightKg: 72.6,
      waistCm: 85.1,
    });
    const row = await screen.findByRole('row', { name: /Mon 2 Mar/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mon 2 Mar', '11 st 6 lb', '33.5 in']);
    expect(screen.getByText('Goal 11 st 0 lb')).toBeInTheDocument();
  });

  it('a client in pounds logs 160 lb; one in kilograms keeps the boxes and messages as before', async () => {
    const pounds = weightLog(us);
    const { unmount } = renderPortal('/portal/weight', pounds);
    const form = await screen.findByRole('form', { name: 'Log a weight' });
    fireEvent.click(within(form).getByRole('button', { name: 'Log weight' }));
    expect(await within(form).findByText('Weight must be a number of pounds')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Weight (lb)'), { target: { value: '1,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log weight' }));
    expect(await within(form).findByText('Weight must be between 44 lb and 882 lb')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Weight (lb)'), { target: { value: '160' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log weight' }));
    await waitFor(() => expect(pounds.callsTo('POST /api/portal/measurements')).toHaveLength(1));
    expect(pounds.callsTo('POST /api/portal/measurements')[0].body).toMatchObject({ weightKg: 72.6, waistCm: null });
    expect(await screen.findByRole('cell', { name: '160 lb' })).toBeInTheDocument();
    unmount();

    const kilograms = weightLog({ ...au, energyUnit: 'kcal' });
    renderPortal('/portal/weight', kilograms);
    const metric = await screen.findByRole('form', { name: 'Log a weight' });
    fireEvent.click(within(metric).getByRole('button', { name: 'Log weight' }));
    expect(await within(metric).findByText('Weight must be a number of kilograms')).toBeInTheDocument();
    fireEvent.change(within(metric).getByLabelText('Weight (kg)'), { target: { value: '72.4' } });
    fireEvent.change(within(metric).getByLabelText('Date'), { target: { value: '2026-03-02' } });
    fireEvent.click(within(metric).getByRole('button', { name: 'Log weight' }));
    expect(await screen.findByRole('cell', { name: '72.4 kg' })).toBeInTheDocument();
    expect(kilograms.callsTo('POST /api/portal/measurements')[0].body).toEqual({
      date: '2026-03-02',
      weightKg: 72.4,
      waistCm: null,
    });
  });

  it('a client in kilojoules reads the day’s energy and the day type’s target in kJ, dates as the practice writes them', async () => {
    const day: PortalDay = {
      dayNumber: 1,
      date: '2026-03-02',
      dayType: 'training',
      meals: [
        {
          mealType: 'breakfast',
          items: [
            {
              recipeId: 'a1000000-0000-4000-8000-000000000001',
              recipeName: 'Overnight oats',
              imageUrl: null,
              servings: 1,
              prepTime: 10,
              cookTime: null,
              ingredients: [{ name: 'Rolled oats', amount: 1, unit: 'cup' }],
              steps: ['Soak the oats overnight.'],
              nutrition: { calories: 420, protein: 18, carbs: 60, fat: 12 },
            },
          ],
        },
      ],
      totals: { calories: 420, protein: 18, carbs: 60, fat: 12 },
    };
    const plan: PortalPlan = {
      plan: {
        id: 'b2000000-0000-4000-8000-000000000001',
        name: 'Training block',
        startDate: '2026-03-02',
        endDate: '2026-03-08',
        targetCalories: 2400,
        targetProtein: null,
        targetCarbs: null,
        targetFat: null,
        dayTypes: [training],
      },
      today: '2026-03-02',
      days: [day],
      checkIns: [],
    };
    renderPortal('/portal', fakeApi({ 'GET /api/portal/me': me(au), 'GET /api/portal/plans/current': plan }));

    expect(await screen.findByText('Monday 2 March')).toBeInTheDocument();
    // 420 kcal × 4.184 = 1,757 kJ; the training day's 2,800 kcal = 11,715 kJ
    expect(screen.getByText('About 1,757 kJ planned today.')).toBeInTheDocument();
    expect(screen.getByText('Training day').closest('p')).toHaveTextContent(
      'Training dayaim for 11,715 kJ · P 175 g · C 350 g · F 78 g',
    );
    expect(screen.getByText('1,757 kJ')).toBeInTheDocument();
    expect(screen.getByText(/Plan: Training block · Mon, 2 Mar to Sun, 8 Mar/)).toBeInTheDocument();
  });
});
