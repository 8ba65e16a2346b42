import { describe, expect, it } from 'vitest';
import type { ResolvedMeal } from '@/shared/schemas/meal-plans';
import {
  clampServings,
  dayMealsInput,
  MAX_SNACKS,
  mealFromRecipe,
  moveMeal,
  placeMeal,
  removeMeal,
  stepServings,
  totalsOf,
  withServings,
  type DayOf,
} from './plan-moves';

type Day = DayOf<string>;

function day(dayNumber: number, meals: Partial<Day['meals']> = {}): Day {
  return { dayNumber, meals: { breakfast: null, lunch: null, dinner: null, snacks: [], ...meals } };
}

const mealsOfDay = (days: Day[], dayNumber: number) =>
  days.find((candidate) => candidate.dayNumber === dayNumber)!.meals;

describe('moving meals', () => {
  it('moves a meal into an empty slot and leaves its old slot empty', () => {
    const days = [day(1, { breakfast: 'porridge' }), day(2)];
    const result = moveMeal(days, { dayNumber: 1, slot: 'breakfast' }, { dayNumber: 1, slot: 'lunch' })!;
    expect(mealsOfDay(result.days, 1)).toMatchObject({ breakfast: null, lunch: 'porridge' });
    expect(result.changed).toEqual([1]);
  });

  it('swaps the two meals when the target slot is occupied', () => {
    const days = [day(1, { breakfast: 'porridge', dinner: 'salmon' })];
    const result = moveMeal(days, { dayNumber: 1, slot: 'breakfast' }, { dayNumber: 1, slot: 'dinner' })!;
    expect(mealsOfDay(result.days, 1)).toMatchObject({ breakfast: 'salmon', dinner: 'porridge' });
  });

  it('swaps across days and reports both days as changed', () => {
    const days = [day(1, { breakfast: 'porridge' }), day(2), day(3, { dinner: 'curry' })];
    const result = moveMeal(days, { dayNumber: 1, slot: 'breakfast' }, { dayNumber: 3, slot: 'dinner' })!;
    expect(mealsOfDay(result.days, 1).breakfast).toBe('curry');
    expect(mealsOfDay(result.days, 3).dinner).toBe('porridge');
    expect(result.changed.sort()).toEqual([1, 3]);
    // Untouched days keep their identity, so nothing else re-renders or is saved.
    expect(result.days[1]).toBe(days[1]);
    expect(days[0].meals.breakfast).toBe('porridge');
  });

  it('swaps a snack with a main meal, keeping the snack list in order', () => {
    const days = [day(1, { lunch: 'soup', snacks: ['apple', 'nuts', 'yoghurt'] })];
    const result = moveMeal(days, { dayNumber: 1, slot: 'snacks', index: 1 }, { dayNumber: 1, slot: 'lunch' })!;
    expect(mealsOfDay(result.days, 1)).toMatchObject({ lunch: 'nuts', snacks: ['apple', 'soup', 'yoghurt'] });
  });

  it('moves a snack into an empty slot, closing the gap in the list', () => {
    const days = [day(1, { snacks: ['apple', 'nuts'] })];
    const result = moveMeal(days, { dayNumber: 1, slot: 'snacks', index: 0 }, { dayNumber: 1, slot: 'dinner' })!;
    expect(mealsOfDay(result.days, 1)).toMatchObject({ dinner: 'apple', snacks: ['nuts'] });
  });

  it('appends to another day as a new snack, but not past the daily limit', () => {
    const days = [day(1, { lunch: 'soup' }), day(2, { snacks: ['apple'] })];
    const result = moveMeal(days, { dayNumber: 1, slot: 'lunch' }, { dayNumber: 2, slot: 'snacks', index: 'new' })!;
    expect(mealsOfDay(result.days, 1).lunch).toBeNull();
    expect(mealsOfDay(result.days, 2).snacks).toEqual(['apple', 'soup']);

    const full = [
      day(1, { lunch: 'soup' }),
      day(2, { snacks: Array.from({ length: MAX_SNACKS }, (_, index) => `snack ${index}`) }),
    ];
    expect(moveMeal(full, { dayNumber: 1, slot: 'lunch' }, { dayNumber: 2, slot: 'snacks', index: 'new' })).toBeNull();
  });

  it('does nothing for an empty source or a drop on the meal itself', () => {
    const days = [day(1, { breakfast: 'porridge' })];
    expect(moveMeal(days, { dayNumber: 1, slot: 'lunch' }, { dayNumber: 1, slot: 'dinner' })).toBeNull();
    expect(moveMeal(days, { dayNumber: 1, slot: 'breakfast' }, { dayNumber: 1, slot: 'breakfast' })).toBeNull();
  });

  it('adds, replaces and removes', () => {
    const days = [day(1, { snacks: ['apple'] })];
    const added = placeMeal(days, { dayNumber: 1, slot: 'snacks', index: 'new' }, 'nuts')!;
    expect(mealsOfDay(added.days, 1).snacks).toEqual(['apple', 'nuts']);
    const replaced = placeMeal(added.days, { dayNumber: 1, slot: 'snacks', index: 0 }, 'pear')!;
    expect(mealsOfDay(replaced.days, 1).snacks).toEqual(['pear', 'nuts']);
    const removed = removeMeal(replaced.days, { dayNumber: 1, slot: 'snacks', index: 0 })!;
    expect(mealsOfDay(removed.days, 1).snacks).toEqual(['nuts']);
    expect(removeMeal(removed.days, { dayNumber: 1, slot: 'dinner' })).toBeNull();
  });
});

describe('servings', () => {
  it('steps by half a serving and stops at 0.5 and 20', () => {
    expect(stepServings(1, 1)).toBe(1.5);
    expect(stepServings(1, -1)).toBe(0.5);
    expect(stepServings(0.5, -1)).toBe(0.5);
    expect(stepServings(20, 1)).toBe(20);
    expect(stepServings(19.75, 1)).toBe(20);
    expect(clampServings(0.1)).toBe(0.5);
  });

  const porridge: ResolvedMeal = mealFromRecipe(
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Oat porridge',
      imageUrl: null,
      servings: 2,
      nutrition: { calories: 354.8, protein: 13.1, carbs: 52.3, fat: 10.4, fiber: 6.2, sugar: 18.9, sodium: 98.6 },
    },
    1,
  );

  it('scales the nutrition with the servings and sums raw values', () => {
    const doubled = withServings(porridge, 2);
    expect(doubled.nutrition!.calories).toBeCloseTo(709.6);
    const totals = totalsOf({ breakfast: porridge, lunch: null, dinner: doubled, snacks: [porridge] });
    expect(totals.calories).toBeCloseTo(354.8 * 4);
    expect(totals.sodium).toBeCloseTo(98.6 * 4);
  });

  it('sends only recipe and servings when saving a day', () => {
    expect(
      dayMealsInput({ breakfast: withServings(porridge, 1.5), lunch: null, dinner: null, snacks: [porridge] }),
    ).toEqual({
      meals: {
        breakfast: { recipeId: porridge.recipeId, servings: 1.5 },
        snacks: [{ recipeId: porridge.recipeId, servings: 1 }],
      },
    });
  });
});
