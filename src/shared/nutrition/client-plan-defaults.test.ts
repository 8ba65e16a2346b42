import { describe, expect, it } from 'vitest';
import type { Client } from '../schemas/clients.ts';
import { clientPlanDefaults, planGoalOf } from './client-plan-defaults.ts';

const base: Client = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  firstName: 'Priya',
  lastName: 'Raman',
  email: null,
  phone: null,
  dateOfBirth: '1990-06-15',
  gender: 'female',
  pregnancy: null,
  height: 165,
  weight: 70,
  goalWeight: null,
  activityLevel: 'moderately_active',
  healthGoals: null,
  notes: null,
  dietaryRestrictions: [],
  allergies: [],
  medicalConditions: [],
  bodyUnits: null,
  energyUnit: null,
  allergiesReview: null,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const today = '2026-11-26';

describe('a client plan starts from the profile', () => {
  it('reads the goal from the profile', () => {
    expect(planGoalOf({ ...base, healthGoals: 'Lose 5 kg before summer' })).toBe('weight loss');
    expect(planGoalOf({ ...base, healthGoals: 'Build muscle' })).toBe('muscle gain');
    expect(planGoalOf({ ...base, medicalConditions: ['Type 2 diabetes'] })).toBe('blood sugar');
    expect(planGoalOf({ ...base, healthGoals: 'Lower cholesterol' })).toBe('heart health');
    expect(planGoalOf({ ...base, healthGoals: 'Lose weight', dietaryRestrictions: ['Keto'] })).toBe('ketogenic');
    expect(planGoalOf(base)).toBe('maintenance');
  });

  it('takes the calories from the energy needs, adjusted for the goal, and the macros from the goal', () => {
    // Mifflin–St Jeor: 10·70 + 6.25·165 − 5·36 − 161 = 1,390.25 kcal; × 1.55 = 2,154.9 kcal.
    expect(clientPlanDefaults(base, today)).toMatchObject({
      goal: 'maintenance',
      caloriesPerDay: 2150,
      macros: { proteinPercent: 20, carbsPercent: 50, fatPercent: 30 },
    });
    expect(clientPlanDefaults({ ...base, healthGoals: 'weight loss' }, today)).toMatchObject({
      caloriesPerDay: 1650,
      macros: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
    });
    expect(clientPlanDefaults({ ...base, healthGoals: 'gain muscle' }, today)).toMatchObject({ caloriesPerDay: 2450 });
    // Without an activity level: resting energy × 1.2; weight loss never below resting energy.
    expect(clientPlanDefaults({ ...base, activityLevel: null, healthGoals: 'weight loss' }, today).caloriesPerDay).toBe(
      1400,
    );
  });

  it('leaves the calories alone when the profile cannot estimate them, and says why', () => {
    const defaults = clientPlanDefaults({ ...base, weight: null }, today);
    expect(defaults.caloriesPerDay).toBeNull();
    expect(defaults.calorieReason).toBe(
      'The profile lacks sex, age, height or weight, so the calories are not estimated.',
    );
  });
});
