import { describe, expect, it } from 'vitest';
import { assessAdequacy, averageDay } from './adequacy.ts';
import { nutrientTargetsFor, upperLimitAppliesToFood } from './dri/dri.ts';
import type { Nutrition } from './recipe-nutrition.ts';

const woman = nutrientTargetsFor({ ageYears: 30, gender: 'female' }).targets;
const day: Nutrition = {
  calories: 1900,
  protein: 70,
  carbs: 230,
  fat: 60,
  fiber: 20,
  sugar: 40,
  sodium: 2600,
  iron: 9,
  calcium: 1100,
  magnesium: 500,
  vitaminD: null,
  folate: 380,
  vitaminC: 2500,
};

describe("adequacy against the client's DRIs", () => {
  const rows = assessAdequacy(day, ['folate'], woman, upperLimitAppliesToFood);
  const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));

  it('gives the share of the RDA/AI met and lists shortfalls first, lowest share first', () => {
    expect(byKey.iron.status).toBe('short');
    expect(byKey.iron.percent).toBeCloseTo(50, 9); // 9 of 18 mg
    expect(byKey.fiber.status).toBe('short');
    expect(byKey.fiber.percent).toBeCloseTo(80, 9); // 20 of 25 g
    expect(byKey.calcium.status).toBe('met');
    expect(byKey.calcium.percent).toBeCloseTo(110, 9);
    const firstShort = rows.findIndex((row) => row.status === 'short');
    const firstMet = rows.findIndex((row) => row.status === 'met');
    expect(firstShort).toBe(0);
    expect(firstShort).toBeLessThan(firstMet);
    expect(rows[0].key).toBe('iron');
  });

  it('flags sodium over the CDRR and a food total over a UL, but not magnesium (its UL is for supplements)', () => {
    expect(byKey.sodium).toMatchObject({ status: 'over-cdrr' });
    expect(byKey.vitaminC).toMatchObject({ status: 'over-limit' }); // UL 2,000 mg
    expect(byKey.magnesium).toMatchObject({ status: 'met' }); // 500 mg > UL 350, from food: not flagged
  });

  it('keeps "at least" and "not known" apart from zero', () => {
    expect(byKey.folate).toMatchObject({ status: 'short', atLeast: true });
    expect(byKey.folate.percent).toBeCloseTo(95, 9);
    expect(byKey.vitaminD).toMatchObject({ status: 'unknown', amount: null, percent: null });
  });

  it('averages over the planned days only', () => {
    const empty: Nutrition = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
    const average = averageDay([
      { totals: { ...empty, iron: 10, calories: 2000 }, planned: true },
      { totals: { ...empty, iron: 20, calories: 1000 }, incomplete: ['iron'], planned: true },
      { totals: empty, planned: false },
    ]);
    expect(average.dayCount).toBe(2);
    expect(average.totals.iron).toBe(15);
    expect(average.totals.calories).toBe(1500);
    expect(average.incomplete).toEqual(['iron']);
  });
});
