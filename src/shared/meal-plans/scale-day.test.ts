import { describe, expect, it } from 'vitest';
import { generatedServingsLimits } from './servings-limits.ts';
import { scaleDayServings } from './scale-day.ts';

const day = [
  { servings: 1, caloriesPerServing: 400 }, // breakfast
  { servings: 1, caloriesPerServing: 600 }, // lunch
  { servings: 1, caloriesPerServing: 700 }, // dinner
  { servings: 1, caloriesPerServing: 200 }, // snack
];

describe('scaling a day to a client', () => {
  it('brings a 1,900 kcal day to 2,600 kcal within 5 %, in quarter servings', () => {
    const scaled = scaleDayServings(day, 2600);
    expect(scaled.reached).toBe(true);
    expect(Math.abs(scaled.calories - 2600)).toBeLessThanOrEqual(130);
    for (const servings of scaled.servings) expect((servings * 4) % 1).toBe(0);
    // every meal grows: the day keeps its shape, it is not one huge dinner
    for (const [index, servings] of scaled.servings.entries()) expect(servings).toBeGreaterThan(day[index].servings);
  });

  it('brings it down to 1,400 kcal, never below half a serving', () => {
    const scaled = scaleDayServings(day, 1400);
    expect(scaled.reached).toBe(true);
    expect(Math.min(...scaled.servings)).toBeGreaterThanOrEqual(generatedServingsLimits.min);
  });

  it('says when a day cannot reach its target within the limits', () => {
    const scaled = scaleDayServings([{ servings: 1, caloriesPerServing: 300 }], 3000);
    expect(scaled.reached).toBe(false);
    expect(scaled.servings).toEqual([generatedServingsLimits.fewMealsMax]);
    expect(scaled.calories).toBe(900);
  });

  it('leaves meals of unknown calories as they are', () => {
    const scaled = scaleDayServings([{ servings: 2, caloriesPerServing: null }, ...day], 2600);
    expect(scaled.servings[0]).toBe(2);
    expect(scaled.reached).toBe(true);
  });

  it('a day of unchanged target keeps its servings', () => {
    expect(scaleDayServings(day, 1900).servings).toEqual([1, 1, 1, 1]);
  });
});
