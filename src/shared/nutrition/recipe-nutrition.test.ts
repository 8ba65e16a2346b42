import { describe, expect, it } from 'vitest';
import { computeRecipeNutrition, roundForDisplay, type FoodComposition } from './recipe-nutrition.ts';
import { densityFromPortions, pieceWeightFromPortions, toGrams, type Portion } from './units.ts';

// Per-100 g values and household weights as USDA SR28 gives them.
const banana: FoodComposition = {
  id: 9040,
  description: 'Bananas, raw',
  per100g: { calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugar: 12.23, sodium: 1 },
  portions: [
    { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
    { label: '1 cup, mashed', grams: 225 },
  ],
};
const oliveOil: FoodComposition = {
  id: 4053,
  description: 'Oil, olive, salad or cooking',
  per100g: { calories: 884, protein: 0, carbs: 0, fat: 100, fiber: 0, sugar: 0, sodium: 2 },
  portions: [
    { label: '1 tablespoon', grams: 13.5 },
    { label: '1 cup', grams: 216 },
  ],
};
const milk: FoodComposition = {
  id: 1077,
  description: 'Milk, whole, 3.25% milkfat, with added vitamin D',
  per100g: { calories: 61, protein: 3.15, carbs: 4.8, fat: 3.25, fiber: 0, sugar: 5.05, sodium: 43 },
  portions: [
    { label: '1 cup', grams: 244 },
    { label: '1 fl oz', grams: 30.5 },
  ],
};
const oats: FoodComposition = {
  id: 8120,
  description: 'Cereals, oats, regular and quick, not fortified, dry',
  per100g: { calories: 379, protein: 13.15, carbs: 67.7, fat: 6.52, fiber: 10.1, sugar: 0.99, sodium: 6 },
  portions: [
    { label: '1 cup', grams: 81 },
    { label: '0.333 cup', grams: 27 },
  ],
};
const almonds: FoodComposition = {
  id: 12061,
  description: 'Nuts, almonds',
  per100g: { calories: 579, protein: 21.15, carbs: 21.55, fat: 49.93, fiber: 12.5, sugar: 4.35, sodium: 1 },
  portions: [{ label: '1 cup, whole', grams: 143 }],
};
/** A food with a value the laboratory did not measure. */
const unmeasured: FoodComposition = {
  id: 99999,
  description: 'Test food without fibre data',
  per100g: { calories: 100, protein: 10, carbs: 10, fat: 1, fiber: null, sugar: null, sodium: 5 },
  portions: [],
};
const foods = new Map([banana, oliveOil, milk, oats, almonds, unmeasured].map((food) => [food.id, food]));

describe('amount and unit to grams', () => {
  it.each([
    [250, 'g', [], 250, 'mass'],
    [1.5, 'kg', [], 1500, 'mass'],
    [3, 'oz', [], 85.048569375, 'mass'],
    [1, 'lb', [], 453.59237, 'mass'],
    [2, 'piece', banana.portions, 236, 'food piece'],
    [1, 'cup', milk.portions, 244, 'food volume'],
    [2, 'tbsp', oliveOil.portions, 27, 'food volume'], // 1 tablespoon = 13.5 g
    [1, 'tsp', oliveOil.portions, 4.5, 'food volume'], // a third of a tablespoon
    [0.5, 'cup', oats.portions, 40.5, 'food volume'],
    [250, 'ml', milk.portions, (250 / 236.5882365) * 244, 'food volume'],
    [1, 'l', [], 1000, 'water density'], // no volume portion: water, stated
  ] as const)('%f %s → %f g by %s', (amount, unit, portions, grams, method) => {
    const result = toGrams(amount, unit, portions as unknown as Portion[]);
    expect(result?.method).toBe(method);
    expect(result?.grams).toBeCloseTo(grams, 6);
  });

  it('cannot weigh a piece of a food that has no counted portion, and says so', () => {
    expect(toGrams(3, 'piece', almonds.portions)).toBeNull();
    expect(toGrams(0, 'g', [])).toBeNull();
  });

  it('reads household measures the way USDA writes them', () => {
    expect(densityFromPortions([{ label: '0.333 cup', grams: 27 }])).toBeCloseTo(27 / (0.333 * 236.5882365), 9);
    expect(densityFromPortions([{ label: '1/2 cup, chopped', grams: 80 }])).toBeCloseTo(80 / 118.29411825, 9);
    expect(densityFromPortions([{ label: '1 1/2 tbsp', grams: 21 }])).toBeCloseTo(21 / (1.5 * 14.78676478125), 9);
    expect(
      pieceWeightFromPortions([
        { label: '3 oz', grams: 85 },
        { label: '1 piece', grams: 272 },
      ]),
    ).toBe(272);
    expect(pieceWeightFromPortions([{ label: '1 serving, packet', grams: 2.8 }])).toBeNull();
    expect(pieceWeightFromPortions([{ label: '2 slices', grams: 64 }])).toBe(32);
  });
});

describe('recipe totals and per-serving values', () => {
  it('matches a hand calculation: banana oat porridge for 2', () => {
    const result = computeRecipeNutrition(
      [
        { name: 'rolled oats', amount: 1, unit: 'cup', fdcId: 8120 }, // 81 g
        { name: 'whole milk', amount: 2, unit: 'cup', fdcId: 1077 }, // 488 g
        { name: 'banana', amount: 1, unit: 'piece', fdcId: 9040 }, // 118 g
        { name: 'olive oil', amount: 1, unit: 'tsp', fdcId: 4053 }, // 4.5 g
      ],
      2,
      foods,
    );
    // calories: 379×0.81 + 61×4.88 + 89×1.18 + 884×0.045 = 306.99 + 297.68 + 105.02 + 39.78 = 749.47
    expect(result.total.calories).toBeCloseTo(749.47, 2);
    // protein: 13.15×0.81 + 3.15×4.88 + 1.09×1.18 = 10.6515 + 15.372 + 1.2862 = 27.3097
    expect(result.total.protein).toBeCloseTo(27.3097, 4);
    // fat: 6.52×0.81 + 3.25×4.88 + 0.33×1.18 + 100×0.045 = 5.2812 + 15.86 + 0.3894 + 4.5 = 26.0306
    expect(result.total.fat).toBeCloseTo(26.0306, 4);
    // sodium mg: 6×0.81 + 43×4.88 + 1×1.18 + 2×0.045 = 4.86 + 209.84 + 1.18 + 0.09 = 215.97
    expect(result.total.sodium).toBeCloseTo(215.97, 2);
    expect(result.perServing.calories).toBeCloseTo(749.47 / 2, 2);
    expect(result.perServing.fiber).toBeCloseTo((10.1 * 0.81 + 2.6 * 1.18) / 2, 6);
    expect(result).toMatchObject({ resolvedIngredients: 4, totalIngredients: 4 });
    expect(roundForDisplay('calories', result.perServing.calories)).toBe(375);
    expect(roundForDisplay('protein', result.perServing.protein)).toBe(13.7);
  });

  it('reports what it could not count instead of dropping it', () => {
    const result = computeRecipeNutrition(
      [
        { name: 'almonds', amount: 100, unit: 'g', fdcId: 12061 },
        { name: 'almonds', amount: 10, unit: 'piece', fdcId: 12061 },
        { name: 'a pinch of love', amount: 1, unit: 'tsp' },
        { name: 'vanished food', amount: 1, unit: 'g', fdcId: 424242 },
      ],
      1,
      foods,
    );
    expect(result.total.calories).toBeCloseTo(579, 6);
    expect(result).toMatchObject({ resolvedIngredients: 1, totalIngredients: 4 });
    expect(result.ingredients.map((status) => (status.resolved ? 'ok' : status.reason))).toEqual([
      'ok',
      'unit needs a portion',
      'no food chosen',
      'food not found',
    ]);
  });

  it('keeps unmeasured values missing, never zero, and counts them', () => {
    const result = computeRecipeNutrition([{ name: 'x', amount: 200, unit: 'g', fdcId: 99999 }], 1, foods);
    expect(result.total.calories).toBeCloseTo(200, 6);
    expect(result.missingValues.fiber).toBe(1);
    expect(result.missingValues.calories).toBe(0);
  });
});
