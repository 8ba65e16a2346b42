// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomFood } from '@/shared/schemas/custom-foods';
import { allergens } from '@/shared/nutrition/allergens';
import { animalFacts } from '@/shared/nutrition/animal-facts';
import type { Preferences } from '@/shared/format/preferences';
import { renderWithApp } from '@/client/test/render';
import { CustomFoodList } from './custom-food-list';

const bar: CustomFood = {
  id: 2_000_000_001,
  description: 'Oat and honey bar',
  brandOwner: null,
  servingSize: { amount: 40, unit: 'g' },
  householdServing: null,
  nutrientsPerServing: { calories: 180, protein: 4, carbs: 26, fat: 6.5 },
  per100g: { calories: 450, protein: 10, carbs: 65, fat: 16.25 },
  ingredientsText: null,
  allergenStatement: null,
  allergens: Object.fromEntries(allergens.map((allergen) => [allergen, 'free'])) as CustomFood['allergens'],
  animalFacts: Object.fromEntries(animalFacts.map((fact) => [fact, 'free'])) as CustomFood['animalFacts'],
  archived: false,
  createdAt: '2026-01-04T10:00:00.000Z',
  updatedAt: '2026-01-04T10:00:00.000Z',
};

const render = (preferences: Preferences) =>
  renderWithApp(<CustomFoodList />, { path: '/foods', preferences, api: { 'GET /api/foods': [bar] } });

describe('custom foods in the practice’s energy unit (issue 34)', () => {
  it('reads kcal for an en-GB practice', async () => {
    render({ locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' });
    expect(await screen.findByText(/^Per 40 g: 180 kcal · protein 4 g/)).toBeInTheDocument();
    expect(screen.getByText('450 kcal per 100 g')).toBeInTheDocument();
  });

  it('reads kJ for an en-AU practice', async () => {
    render({ locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' });
    expect(await screen.findByText(/^Per 40 g: 753 kJ · protein 4 g/)).toBeInTheDocument();
    expect(screen.getByText('1,883 kJ per 100 g')).toBeInTheDocument();
  });
});
