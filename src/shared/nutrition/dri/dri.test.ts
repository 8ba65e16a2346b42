import { describe, expect, it } from 'vitest';
import { ageInYears, lifeStageOf, nutrientTargetsFor } from './dri.ts';

/** Expected values read off the National Academies' DRI tables (and the 2019 sodium and potassium report). */
describe('Dietary Reference Intakes for ten client profiles', () => {
  it.each([
    // [age, sex, pregnancy, group, expected subset]
    [
      25,
      'female',
      null,
      'female-19-30',
      {
        iron: 18,
        calcium: 1000,
        folate: 400,
        vitaminD: 15,
        potassium: 2600,
        magnesium: 310,
        vitaminA: 700,
        vitaminC: 75,
      },
    ],
    [
      45,
      'male',
      null,
      'male-31-50',
      { iron: 8, calcium: 1000, magnesium: 420, zinc: 11, potassium: 3400, vitaminK: 120, choline: 550, vitaminC: 90 },
    ],
    [55, 'female', null, 'female-51-70', { iron: 8, calcium: 1200, vitaminD: 15, vitaminB6: 1.5, magnesium: 320 }],
    [75, 'male', null, 'male-71+', { calcium: 1200, vitaminD: 20, vitaminB6: 1.7, phosphorus: 700 }],
    [
      16,
      'female',
      null,
      'female-14-18',
      { iron: 15, calcium: 1300, phosphorus: 1250, zinc: 9, vitaminC: 65, potassium: 2300 },
    ],
    [
      11,
      'male',
      null,
      'male-9-13',
      { iron: 8, calcium: 1300, zinc: 8, magnesium: 240, vitaminE: 11, potassium: 2500, copper: 0.7 },
    ],
    [
      32,
      'female',
      'pregnant',
      'pregnancy-31-50',
      {
        iron: 27,
        folate: 600,
        iodineAbsent: true,
        vitaminA: 770,
        zinc: 11,
        choline: 450,
        potassium: 2900,
        magnesium: 360,
      },
    ],
    [
      17,
      'female',
      'pregnant',
      'pregnancy-14-18',
      { iron: 27, calcium: 1300, magnesium: 400, zinc: 12, vitaminA: 750, potassium: 2600 },
    ],
    [
      28,
      'female',
      'lactating',
      'lactation-19-30',
      { iron: 9, folate: 500, vitaminA: 1300, vitaminC: 120, choline: 550, vitaminE: 19, copper: 1.3, potassium: 2800 },
    ],
    [40, 'male', 'pregnant', 'male-31-50', { iron: 8 }], // pregnancy applies to women only
    [70, 'female', null, 'female-51-70', { calcium: 1200, vitaminD: 15 }], // 70 is still 51–70
    [71, 'female', null, 'female-71+', { calcium: 1200, vitaminD: 20 }],
  ] as const)('%i-year-old %s (%s) → %s', (age, sex, pregnancy, group, expected) => {
    const result = nutrientTargetsFor({ ageYears: age, gender: sex, pregnancy });
    expect(result.lifeStage).toBe(group);
    expect(result.missing).toEqual([]);
    for (const [key, amount] of Object.entries(expected)) {
      if (key === 'iodineAbsent') {
        expect(result.targets.iodine).toBeUndefined(); // SR28 does not carry iodine: no target for it
        continue;
      }
      expect(result.targets[key]?.amount, key).toBe(amount);
    }
  });

  it('gives upper limits, the sodium CDRR with its AI, and marks supplement-only ULs', () => {
    const adult = nutrientTargetsFor({ ageYears: 35, gender: 'female', pregnancy: null });
    expect(adult.targets.calcium).toEqual({ amount: 1000, unit: 'mg', kind: 'RDA', upperLimit: 2500 });
    expect(adult.targets.iron).toMatchObject({ kind: 'RDA', upperLimit: 45 });
    expect(adult.targets.vitaminD).toMatchObject({ amount: 15, unit: 'µg', upperLimit: 100 });
    expect(adult.targets.folate).toMatchObject({
      unit: 'µg DFE',
      upperLimit: 1000,
      upperLimitNote: expect.stringContaining('folic acid'),
    });
    expect(adult.targets.vitaminA).toMatchObject({ unit: 'µg RAE', upperLimit: 3000 });
    expect(adult.targets.magnesium).toMatchObject({
      amount: 320,
      upperLimit: 350,
      upperLimitNote: expect.stringContaining('supplements'),
    });
    expect(adult.targets.niacin).toMatchObject({
      amount: 14,
      upperLimit: 35,
      upperLimitNote: expect.stringContaining('synthetic'),
    });
    expect(adult.targets.sodium).toEqual({ amount: 2300, unit: 'mg', kind: 'CDRR', adequateIntake: 1500 });
    expect(adult.targets.potassium).toEqual({ amount: 2600, unit: 'mg', kind: 'AI' });
    expect(adult.targets.fiber).toMatchObject({ amount: 25, kind: 'AI' });
    expect(adult.targets.manganese).toMatchObject({ amount: 1.8, kind: 'AI', upperLimit: 11 });
    expect(adult.targets.saturatedFat).toBeUndefined();
    expect(adult.amdr).toEqual({
      protein: { minPercent: 10, maxPercent: 35 },
      carbs: { minPercent: 45, maxPercent: 65 },
      fat: { minPercent: 20, maxPercent: 35 },
    });
    const teen = nutrientTargetsFor({ ageYears: 12, gender: 'male' });
    expect(teen.targets.sodium).toEqual({ amount: 1800, unit: 'mg', kind: 'CDRR', adequateIntake: 1200 });
    expect(teen.amdr?.fat).toEqual({ minPercent: 25, maxPercent: 35 });
  });

  it('names what is missing and guesses nothing', () => {
    expect(nutrientTargetsFor({ ageYears: null, gender: 'female' })).toMatchObject({
      lifeStage: null,
      missing: ['age'],
      targets: {},
    });
    expect(nutrientTargetsFor({ ageYears: 30, gender: null })).toMatchObject({
      lifeStage: null,
      missing: ['sex'],
      targets: {},
    });
    expect(nutrientTargetsFor({ ageYears: 30, gender: 'prefer-not-to-say' })).toMatchObject({
      lifeStage: null,
      missing: ['sex'],
    });
    expect(nutrientTargetsFor({ ageYears: null, gender: 'other' })).toMatchObject({ missing: ['sex', 'age'] });
    expect(lifeStageOf({ ageYears: 6, gender: 'male' })).toMatchObject({
      lifeStage: null,
      missing: [],
      reason: expect.stringContaining('9'),
    });
  });

  it('counts age in whole years on the day', () => {
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36);
  });
});
