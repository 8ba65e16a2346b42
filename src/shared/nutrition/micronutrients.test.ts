import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition, scaleNutrition, sumNutrition, type FoodComposition } from './recipe-nutrition.ts';
import { micronutrientKeys, micronutrientsFromSr28Record } from './nutrients.ts';

/**
 * Per-100 g values copied from SR28's abbreviated table (ABBREV.txt) row by row; the expected totals below are
 * worked out by hand (value × grams / 100, summed, divided by servings), not by the code under test.
 */
function sr28(
  id: number,
  description: string,
  row: string,
  portions: FoodComposition['portions'] = [],
): FoodComposition {
  const fields = row.split('^');
  const num = (index: number) => (fields[index] === '' ? null : Number(fields[index]));
  return {
    id,
    description,
    per100g: {
      calories: num(3)!,
      protein: num(4),
      carbs: num(7),
      fat: num(5),
      fiber: num(8),
      sugar: num(9),
      sodium: num(15),
      ...micronutrientsFromSr28Record(fields),
    },
    portions,
  };
}
// Columns 0–47 of each row (NDB number and short description left empty: only the numbers matter here).
const oats = sr28(
  8120,
  'Cereals, oats, regular and quick, not fortified, dry',
  '^^10.84^379^13.15^6.52^1.77^67.70^10.1^0.99^52^4.25^138^410^362^6^3.64^0.391^3.630^28.9^0.0^0.460^0.155^1.125^1.120^0.100^32^0^32^32^40.4^0.00^0^0^0^0^0^0^0^180^0.42^0.0^0^2.0^1.110^1.980^2.300^0',
);
const milk = sr28(
  1077,
  'Milk, whole, 3.25% milkfat, with added vitamin D',
  '^^88.13^61^3.15^3.25^0.67^4.80^0.0^5.05^113^0.03^10^84^132^43^0.37^0.025^0.004^3.7^0.0^0.046^0.169^0.089^0.373^0.036^5^0^5^5^14.3^0.45^162^46^45^0^7^0^0^0^0.07^1.3^51^0.3^1.865^0.812^0.195^10',
  [{ label: '1 cup', grams: 244 }],
);
const banana = sr28(
  9040,
  'Bananas, raw',
  '^^74.91^89^1.09^0.33^0.82^22.84^2.6^12.23^5^0.26^27^22^358^1^0.15^0.078^0.270^1.0^8.7^0.031^0.073^0.665^0.334^0.367^20^0^20^20^9.8^0.00^64^3^0^25^26^0^0^22^0.10^0.0^0^0.5^0.112^0.032^0.073^0',
  [{ label: '1 medium', grams: 118 }],
);
const almonds = sr28(
  12061,
  'Nuts, almonds',
  '^^4.41^579^21.15^49.93^2.97^21.55^12.5^4.35^269^3.71^270^481^733^1^3.12^1.031^2.179^4.1^0.0^0.205^1.138^3.618^0.471^0.137^44^0^44^44^52.1^0.00^2^0^0^0^1^0^0^1^25.63^0.0^0^0.0^3.802^31.551^12.329^0',
);
const egg = sr28(
  1123,
  'Egg, whole, raw, fresh',
  '^^76.15^143^12.56^9.51^1.06^0.72^0.0^0.37^56^1.75^12^198^138^142^1.29^0.072^0.028^30.7^0.0^0.040^0.457^0.075^1.533^0.170^47^0^47^47^293.8^0.89^540^160^160^0^0^9^0^503^1.05^2.0^82^0.3^3.126^3.658^1.911^372',
);
const spinach = sr28(
  11457,
  'Spinach, raw',
  '^^91.40^23^2.86^0.39^1.72^3.63^2.2^0.42^99^2.71^79^49^558^79^0.53^0.130^0.897^1.0^28.1^0.078^0.189^0.724^0.065^0.195^194^0^194^194^19.3^0.00^9377^469^0^0^5626^0^0^12198^2.03^0.0^0^482.9^0.063^0.010^0.165^0',
);
const oliveOil = sr28(
  4053,
  'Oil, olive, salad or cooking',
  '^^0.00^884^0.00^100.00^0.00^0.00^0.0^0.00^1^0.56^0^0^1^2^0.00^0.000^0.000^0.0^0.0^0.000^0.000^0.000^0.000^0.000^0^0^0^0^0.3^0.00^0^0^0^0^0^0^0^0^14.35^0.0^0^60.2^13.808^72.961^10.523^0',
  [{ label: '1 tablespoon', grams: 13.5 }],
);
// Ocean Spray whole-berry sauce: SR28 has no selenium, B vitamins, choline, or vitamins D, E and K for it.
const cranberrySauce = sr28(
  9525,
  'Cranberry sauce, whole, canned, Ocean Spray',
  '^^58.70^158^0.75^0.05^0.10^40.40^1.2^31.30^3^0.20^2^4^21^5^0.02^0.017^0.060^^1.0^^^^^^^^^^^^33^2^^^20^^^^^^^^0.007^0.007^0.034^0',
);
const foods = new Map(
  [oats, milk, banana, almonds, egg, spinach, oliveOil, cranberrySauce].map((food) => [food.id, food]),
);

describe('micronutrients per recipe serving, against hand-computed SR28 totals', () => {
  it('porridge (2 servings: 80 g oats, 1 cup milk, 1 banana, 20 g almonds)', () => {
    const result = computeRecipeNutrition(
      [
        { name: 'oats', amount: 80, unit: 'g', fdcId: 8120 },
        { name: 'milk', amount: 1, unit: 'cup', fdcId: 1077 },
        { name: 'banana', amount: 1, unit: 'piece', fdcId: 9040 },
        { name: 'almonds', amount: 20, unit: 'g', fdcId: 12061 },
      ],
      2,
      foods,
    );
    const s = result.perServing;
    // potassium: 362×0.8 + 132×2.44 + 358×1.18 + 733×0.2 = 289.6 + 322.08 + 422.44 + 146.6 = 1180.72 → 590.36
    expect(s.potassium).toBeCloseTo(590.36, 6);
    // calcium: 41.6 + 275.72 + 5.9 + 53.8 = 377.02 → 188.51
    expect(s.calcium).toBeCloseTo(188.51, 6);
    // iron: 3.4 + 0.0732 + 0.3068 + 0.742 = 4.522 → 2.261
    expect(s.iron).toBeCloseTo(2.261, 6);
    // magnesium: 110.4 + 24.4 + 31.86 + 54 = 220.66 → 110.33
    expect(s.magnesium).toBeCloseTo(110.33, 6);
    // vitamin D only from the milk: 1.3×2.44 = 3.172 → 1.586 µg
    expect(s.vitaminD).toBeCloseTo(1.586, 6);
    // vitamin E: 0.336 + 0.1708 + 0.118 + 5.126 = 5.7508 → 2.8754 mg
    expect(s.vitaminE).toBeCloseTo(2.8754, 6);
    // folate (µg DFE): 25.6 + 12.2 + 23.6 + 8.8 = 70.2 → 35.1
    expect(s.folate).toBeCloseTo(35.1, 6);
    // vitamin B12 only from the milk: 0.45×2.44 = 1.098 → 0.549 µg
    expect(s.vitaminB12).toBeCloseTo(0.549, 6);
    // saturated fat: 0.888 + 4.5506 + 0.13216 + 0.7604 = 6.33116 → 3.16558 g
    expect(s.saturatedFat).toBeCloseTo(3.16558, 6);
    // choline: 32.32 + 34.892 + 11.564 + 10.42 = 89.196 → 44.598 mg
    expect(s.choline).toBeCloseTo(44.598, 6);
    expect(result.incomplete).toEqual([]);
    // the seven core nutrients keep their keys and values: calories 303.2 + 148.84 + 105.02 + 115.8 = 672.86 → 336.43
    expect(s.calories).toBeCloseTo(336.43, 6);
  });

  it('spinach omelette (1 serving: 100 g egg, 30 g spinach, 1 tbsp olive oil)', () => {
    const result = computeRecipeNutrition(
      [
        { name: 'eggs', amount: 100, unit: 'g', fdcId: 1123 },
        { name: 'spinach', amount: 30, unit: 'g', fdcId: 11457 },
        { name: 'olive oil', amount: 1, unit: 'tbsp', fdcId: 4053 },
      ],
      1,
      foods,
    );
    const s = result.perServing;
    expect(s.vitaminA).toBeCloseTo(160 + 140.7, 6); // µg RAE
    expect(s.vitaminK).toBeCloseTo(0.3 + 144.87 + 8.127, 6);
    expect(s.cholesterol).toBeCloseTo(372, 6);
    expect(s.folate).toBeCloseTo(47 + 58.2, 6);
    expect(s.iron).toBeCloseTo(1.75 + 0.813 + 0.0756, 6);
    expect(s.selenium).toBeCloseTo(30.7 + 0.3, 6);
    expect(s.monounsaturatedFat).toBeCloseTo(3.658 + 0.003 + 9.849735, 6);
    expect(s.vitaminE).toBeCloseTo(1.05 + 0.609 + 1.93725, 6);
  });

  it('a food that does not report a nutrient makes the total "at least", never a zero', () => {
    // 70 g cranberry sauce and 1 cup milk, 1 serving
    const result = computeRecipeNutrition(
      [
        { name: 'cranberry sauce', amount: 70, unit: 'g', fdcId: 9525 },
        { name: 'milk', amount: 1, unit: 'cup', fdcId: 1077 },
      ],
      1,
      foods,
    );
    // selenium only from the milk: 3.7×2.44 = 9.028 µg, and marked incomplete
    expect(result.perServing.selenium).toBeCloseTo(9.028, 6);
    expect(result.missingValues.selenium).toBe(1);
    expect(result.incomplete).toEqual(
      expect.arrayContaining([
        'selenium',
        'thiamin',
        'folate',
        'vitaminB12',
        'choline',
        'vitaminD',
        'vitaminE',
        'vitaminK',
      ]),
    );
    // both report potassium: 21×0.7 + 132×2.44 = 14.7 + 322.08 = 336.78, complete
    expect(result.perServing.potassium).toBeCloseTo(336.78, 6);
    expect(result.incomplete).not.toContain('potassium');
  });

  it('a nutrient no counted food reports is null, and unresolved ingredients are counted, not guessed', () => {
    const result = computeRecipeNutrition(
      [
        { name: 'cranberry sauce', amount: 70, unit: 'g', fdcId: 9525 },
        { name: 'mystery spice', amount: 1, unit: 'tsp' },
      ],
      1,
      foods,
    );
    expect(result.perServing.thiamin).toBeNull();
    expect(result.perServing.folate).toBeNull();
    expect(result.perServing.calcium).toBeCloseTo(2.1, 6);
    expect(result.resolvedIngredients).toBe(1);
    expect(result.totalIngredients).toBe(2);
  });
});

describe('meals, days and plans sum the same way', () => {
  const porridge = computeRecipeNutrition([{ name: 'oats', amount: 80, unit: 'g', fdcId: 8120 }], 1, foods);
  const sauce = computeRecipeNutrition([{ name: 'cranberry sauce', amount: 70, unit: 'g', fdcId: 9525 }], 1, foods);

  it('scales a serving and keeps unknown values unknown', () => {
    const double = scaleNutrition(sauce.perServing, 2);
    expect(double.calcium).toBeCloseTo(4.2, 6);
    expect(double.thiamin).toBeNull();
  });

  it('a day is "at least" for a nutrient one of its meals lacks', () => {
    const { totals, incomplete } = sumNutrition([
      { nutrition: scaleNutrition(porridge.perServing, 1.5), incomplete: porridge.incomplete },
      { nutrition: sauce.perServing, incomplete: sauce.incomplete },
      { nutrition: null },
    ]);
    // thiamin: oats 0.46×0.8×1.5 = 0.552; the sauce has none on record
    expect(totals.thiamin).toBeCloseTo(0.552, 6);
    expect(incomplete).toContain('thiamin');
    // iron: 4.25×0.8×1.5 + 0.2×0.7 = 5.1 + 0.14 = 5.24, complete
    expect(totals.iron).toBeCloseTo(5.24, 6);
    expect(incomplete).not.toContain('iron');
  });

  it('a day is "at least" for fibre, sugar or sodium a meal says it lacks, though they are summed as numbers', () => {
    const core = { calories: 100, protein: 1, carbs: 2, fat: 3, fiber: 1, sugar: 0, sodium: 5 };
    const { totals, incomplete } = sumNutrition([
      { nutrition: core, incomplete: ['sugar'] }, // a practice food whose label prints no sugars
      { nutrition: { ...core, sugar: 4 } },
    ]);
    expect(totals.sugar).toBe(4);
    expect(incomplete).toEqual(['sugar']);
    expect(sumNutrition([{ nutrition: core }]).incomplete).toEqual([]);
  });

  it('values stored before micronutrients were carried add no micronutrient keys', () => {
    const { totals, incomplete } = sumNutrition([
      { nutrition: { calories: 100, protein: 1, carbs: 2, fat: 3, fiber: 0, sugar: 0, sodium: 5 } },
    ]);
    expect(Object.keys(totals).filter((key) => (micronutrientKeys as readonly string[]).includes(key))).toEqual([]);
    expect(incomplete).toEqual([]);
  });
});
