import { describe, expect, it } from 'vitest';
import { readSr28FromPackage } from '../../providers/foods/usda-sr28.ts';
import { toGrams, type IngredientUnit } from '../../../shared/nutrition/units.ts';
import { densityKindOf } from '../../../shared/nutrition/densities/density-kinds.ts';

// The real SR28 data the app loads, so each expected weight below is USDA's own household weight for that food.
const foods = new Map(readSr28FromPackage().map((food) => [food.id, food]));

function weigh(words: string, amount: number, unit: IngredientUnit, ndb: number) {
  const food = foods.get(ndb)!;
  return toGrams(amount, unit, food.portions, { description: food.description, foodGroup: food.foodGroup, words });
}

describe('household measures read the USDA weight the cook means', () => {
  it.each([
    // words, amount, unit, NDB, grams, which weight
    ['frozen strawberries', 1, 'cup', 9318, 149, '1 cup, unthawed (USDA)'],
    ['frozen strawberries, thawed', 1, 'cup', 9318, 221, '1 cup, thawed (USDA)'],
    ['tomato', 1, 'cup', 11529, 180, '1 cup, chopped or sliced (USDA)'],
    ['cherry tomatoes', 1, 'cup', 11529, 149, '1 cup, cherry tomatoes (USDA)'],
    ['unflavoured gelatin', 1, 'tbsp', 19177, 7, '1 envelope, (1 tbsp) (USDA)'],
    ['brown sugar', 1, 'tsp', 19334, 3, '1 tsp, unpacked (USDA)'],
    ['packed brown sugar', 1, 'cup', 19334, 220, '1 cup, packed (USDA)'],
    ['banana', 1, 'cup', 9040, 150, '1 cup, sliced (USDA)'],
    ['mashed ripe banana', 1, 'cup', 9040, 225, '1 cup, mashed (USDA)'],
    ['banana', 2, 'piece', 9040, 236, '1 medium (7" to 7-7/8" long) (USDA)'],
    ['walnuts', 0.5, 'cup', 12155, 58.5, '1 cup, chopped (USDA)'],
    ['ground walnuts', 1, 'cup', 12155, 80, '1 cup, ground (USDA)'],
    ['onion', 1, 'cup', 11282, 160, '1 cup, chopped (USDA)'],
    ['sliced onion', 1, 'cup', 11282, 115, '1 cup, sliced (USDA)'],
    ['strawberries', 1, 'cup', 9316, 152, '1 cup, halves (USDA)'],
    ['strawberry puree', 1, 'cup', 9316, 232, '1 cup, pureed (USDA)'],
    ['almonds', 1, 'cup', 12061, 143, '1 cup, whole (USDA)'],
    ['sliced almonds', 0.25, 'cup', 12061, 23, '1 cup, sliced (USDA)'],
    ['all-purpose flour', 2, 'cup', 20081, 250, '1 cup (USDA)'],
    ['baby spinach', 2, 'cup', 11457, 60, '1 cup (USDA)'],
    ['olive oil', 2, 'tbsp', 4053, 27, '1 tablespoon (USDA)'],
    ['salt', 1, 'tsp', 2047, 6, '1 tsp (USDA)'],
    ['maple syrup', 1, 'tbsp', 19353, 20, '1 tbsp (USDA)'],
    ['pumpkin seeds', 0.25, 'cup', 12014, 32.25, '1 cup (USDA)'],
  ] as const)('%s: %f %s (NDB %i) = %f g by %s', (words, amount, unit, ndb, grams, note) => {
    const result = weigh(words, amount, unit, ndb);
    expect(result?.note).toBe(note);
    expect(result?.grams).toBeCloseTo(grams, 1);
    expect(result?.estimated).toBe(false);
  });

  it('weighs 1 tbsp of chia seeds (SR28 gives chia only by the ounce) by the density of chia seeds, and says it is estimated', () => {
    const result = weigh('chia seeds', 1, 'tbsp', 12006);
    expect(result).toMatchObject({ method: 'kind density', note: 'density of chia seeds, estimated', estimated: true });
    expect(result!.grams).toBeGreaterThan(11);
    expect(result!.grams).toBeLessThan(13);
  });

  it('weighs a cup of a food without volume weights by its kind, not as water (raw chicken breast, dried sesame seeds by the ounce)', () => {
    const chicken = weigh('chicken breast, diced', 1, 'cup', 5062);
    expect(chicken).toMatchObject({
      method: 'kind density',
      note: 'density of meat, poultry and fish, estimated',
      estimated: true,
    });
    // SR28's cooked chicken: 1 cup, chopped or diced = 140 g; water would say 237 g.
    expect(chicken!.grams).toBeGreaterThan(125);
    expect(chicken!.grams).toBeLessThan(155);
  });

  it('says water when no kind fits, never silently', () => {
    const result = toGrams(1, 'cup', [], { description: 'Something unheard of', foodGroup: null, words: 'mystery' });
    expect(result).toMatchObject({
      grams: expect.closeTo(236.6, 1),
      method: 'water density',
      note: 'density of water, estimated',
      estimated: true,
    });
  });

  it.each([
    [12006, 'chia seeds'],
    [12220, 'small seeds'],
    [12014, 'seeds'],
    [12061, 'nuts'],
    [12166, 'nut and seed butters'],
    [20081, 'flours and meals'],
    [4053, 'oils'],
    [19353, 'syrups and honey'],
    [19335, 'sugars'],
    [11457, 'leaves'],
    [2003, 'dried herbs and ground spices'],
    [5062, 'meat, poultry and fish'],
  ])('files NDB %i under the kind "%s"', (ndb, kind) => {
    const food = foods.get(ndb)!;
    expect(densityKindOf(food.description, food.foodGroup)).toBe(kind);
  });
});
