import { describe, expect, it } from 'vitest';
import type { ResolvedDay } from '@/shared/schemas/meal-plans';
import { groupEmptyDays } from './shared-plan-day';

const totals = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };

function day(dayNumber: number, planned: boolean): ResolvedDay {
  const meal = {
    recipeId: 'r',
    servings: 1,
    recipeName: 'Oats',
    imageUrl: null,
    recipeServings: 1,
    nutrition: totals,
    conflicts: [],
  };
  return {
    dayNumber,
    date: `2026-03-${String(dayNumber).padStart(2, '0')}`,
    meals: { breakfast: planned ? meal : null, lunch: null, dinner: null, snacks: [] },
    totals,
  };
}

describe('days on the share page', () => {
  it('keeps planned days apart and folds each run of empty days into one', () => {
    const segments = groupEmptyDays([day(1, true), day(2, false), day(3, false), day(4, true), day(5, false)]);
    expect(
      segments.map((segment) =>
        segment.kind === 'planned' ? segment.day.dayNumber : segment.days.map((d) => d.dayNumber),
      ),
    ).toEqual([1, [2, 3], 4, [5]]);
  });
});
