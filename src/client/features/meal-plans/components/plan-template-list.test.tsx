// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '@/shared/format/preferences';
import type { PlanTemplate } from '@/shared/schemas/plan-templates';
import { renderWithApp } from '@/client/test/render';
import { PlanTemplateList } from './plan-template-list';

const template: PlanTemplate = {
  id: '5b6c7d8e-0000-4000-8000-000000000001',
  name: 'Seven calm days',
  description: null,
  dayCount: 7,
  targetCalories: 2000,
  targetProtein: null,
  targetCarbs: null,
  targetFat: null,
  dayTypes: null,
  createdAt: '2026-01-04T10:00:00.000Z',
  updatedAt: '2026-01-04T10:00:00.000Z',
};

function renderList(preferences: Preferences) {
  renderWithApp(<PlanTemplateList />, {
    path: '/templates',
    preferences,
    api: { 'GET /api/plan-templates': [template], 'GET /api/clients': [] },
  });
}

describe('templates in the practice’s energy unit (issue 34)', () => {
  it('reads the target in kcal for an en-GB practice', async () => {
    renderList({ locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' });
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getByText('2,000 kcal a day')).toBeInTheDocument();
  });

  it('reads the target in kJ for an en-AU practice, and Apply offers it in kJ', async () => {
    renderList({ locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' });
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getByText('8,368 kJ a day')).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: /Apply to Client/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('option', { name: 'Keep the template’s servings (8,368 kJ)' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Energy'), { target: { value: 'number' } });
    expect(within(dialog).getByLabelText(/Target Energy \(kJ a day\)/)).toHaveValue('8368');
  });
});
