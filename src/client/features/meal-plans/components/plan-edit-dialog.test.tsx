// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MealPlanDetail } from '@/shared/schemas/meal-plans';
import type { Preferences } from '@/shared/schemas/preferences';
import { aMealPlan } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { PlanEditDialog } from './plan-edit-dialog';

const australian: Preferences = { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' };
const plan: MealPlanDetail = { ...aMealPlan({ targetCalories: 2000, targetProtein: 100 }), client: null, days: [] };

function renderDialog(preferences?: Preferences) {
  return renderWithApp(<PlanEditDialog open onOpenChange={() => {}} plan={plan} />, {
    preferences,
    api: {
      'GET /api/clients': [],
      'PUT /api/meal-plans/:id': ({ body }) => ({ ...aMealPlan(), ...body }),
    },
  });
}

const sentTarget = async (api: ReturnType<typeof renderDialog>['api']) => {
  await waitFor(() => expect(api.callsTo('PUT /api/meal-plans/:id')).toHaveLength(1));
  return api.callsTo('PUT /api/meal-plans/:id')[0].body.targetCalories;
};

describe('Edit Meal Plan: the energy target in the practice’s unit', () => {
  it('shows a kJ practice its target in kJ and keeps the same kcal when it is saved untouched', async () => {
    const { api } = renderDialog(australian);
    expect(screen.getByLabelText('Energy (kJ)')).toHaveValue('8368');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Renamed week' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await sentTarget(api)).toBe(2000);
  });

  it('converts a target typed in kJ once, to whole kcal (10,000 kJ = 2,390 kcal)', async () => {
    const { api } = renderDialog(australian);
    fireEvent.change(screen.getByLabelText('Energy (kJ)'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await sentTarget(api)).toBe(2390);
  });

  it('takes kcal as typed for a kcal practice', async () => {
    const { api } = renderDialog();
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue('2000');
    fireEvent.change(screen.getByLabelText('Calories (kcal)'), { target: { value: '1800' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await sentTarget(api)).toBe(1800);
  });
});
