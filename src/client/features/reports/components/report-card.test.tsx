// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportSchema, type Report } from '@/shared/schemas/reports';
import type { Preferences } from '@/shared/schemas/preferences';
import { renderWithApp } from '@/client/test/render';
import { ReportCard } from './report-card';

const report: Report = reportSchema.parse({
  id: '7a1c0d2e-0000-4000-8000-000000000041',
  userId: '7a1c0d2e-0000-4000-8000-000000000001',
  clientId: '7a1c0d2e-0000-4000-8000-000000000002',
  clientName: 'Priya Raman',
  mealPlanId: '7a1c0d2e-0000-4000-8000-000000000003',
  title: 'March progress review',
  type: 'client_report',
  pdfPath: null,
  createdAt: '2026-03-09T12:00:00.000Z',
  content: {
    title: 'March progress review',
    clientName: 'Priya Raman',
    dateRange: 'Mar 2, 2026 - Mar 8, 2026',
    meals: [],
    nutrition: { totalCalories: 1847.6, avgProtein: 96.04, avgCarbs: 210.55, avgFat: 61, avgFiber: 28 },
    recommendations: [],
    notes: '',
    nutritionSource: 'plan_days',
    daysCounted: 7,
    planDays: 7,
    targets: { calories: 2000, protein: 100, carbs: null, fat: null },
    mealPlanName: 'Heart-healthy week',
    period: { startDate: '2026-03-02', endDate: '2026-03-08' },
    generatedOn: '2026-03-09',
    client: {
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: null,
      gender: null,
      height: null,
      weight: null,
      activityLevel: null,
      healthGoals: null,
      medicalConditions: [],
      allergies: [],
      dietaryRestrictions: [],
    },
  },
});

const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe('a report in the Reports grid, in the practice’s locale and energy unit', () => {
  it.each([
    ['en-US, kcal', undefined, 'Mar 2, 2026 - Mar 8, 2026', 'Mar 9, 2026', 'kcal', '1,848'],
    [
      'en-GB, kcal',
      { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
      '2 Mar 2026 - 8 Mar 2026',
      '9 Mar 2026',
      'kcal',
      '1,848',
    ],
    [
      'en-AU, kJ',
      { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
      '2 Mar 2026 - 8 Mar 2026',
      '9 Mar 2026',
      'kJ',
      '7,730',
    ],
  ] as [string, Preferences | undefined, string, string, string, string][])(
    '%s: period, generated date and the average day',
    (_, preferences, period, generated, energyLabel, energy) => {
      renderWithApp(<ReportCard report={report} />, { preferences, path: '/reports' });
      expect(screen.getByText(period)).toBeInTheDocument();
      expect(screen.getByText(generated)).toBeInTheDocument();
      expect(figure(energyLabel)).toHaveTextContent(energy);
      expect(figure('Protein')).toHaveTextContent('96 g');
      expect(figure('Carbs')).toHaveTextContent('210.6 g');
    },
  );
});
