import { createFormats } from '../../../shared/format/formats.ts';
import { describe, expect, it } from 'vitest';
import { decodeStatuses } from '../../../shared/nutrition/allergens.ts';
import { readSr28FromPackage } from '../../providers/foods/usda-sr28.ts';
import { getFoodAllergens } from './allergens/allergen-table.ts';
import { allergensReadIn, checkFoodPicks } from './food-pick-check.ts';
import { buildFoodIndex, searchFoodIndex } from './food-ranking.ts';

const index = buildFoodIndex(readSr28FromPackage());

/** The cautions the search answers with for one result, by NDB number, as the local provider feeds them. */
function cautionsFor(query: string, id: number, formats = createFormats()) {
  const found = searchFoodIndex(index, query, 25).map(({ food }) => ({
    ...food,
    energyKcal: food.energyKcal ?? null,
    allergens: getFoodAllergens(food),
  }));
  const position = found.findIndex((food) => food.id === id);
  if (position < 0) throw new Error(`${id} is not among the results for "${query}"`);
  return checkFoodPicks(query, found, formats)[position].map((caution) => caution.message);
}
const firstOf = (query: string) => searchFoodIndex(index, query, 1)[0].food.id;

describe('the pick check (issue 18: the first suggestion must not silently change safety)', () => {
  it.each([
    ['soy sauce', 16124, '“soy sauce” usually contains wheat and gluten; this food is only listed as “may contain”.'],
    ['mayonnaise', 42178, '“mayonnaise” usually contains egg; this food is listed as free of it.'],
    ['butter', 16398, '“butter” usually contains milk; this food is listed as free of it.'],
  ])('"%s" → %i lacks an allergen the words promise', (query, id, message) => {
    expect(cautionsFor(query, id)).toContain(message);
  });

  it.each([
    [
      'beef broth',
      6076,
      /^14 times the energy of the other matches for “beef broth”: 170 kcal per 100 g, against about 12 kcal\.$/,
    ],
    ['chickpeas', 16056, /^2\.7 times the energy of the other matches for “chickpeas”: 378 kcal per 100 g/],
    ['milk', 1212, /^8\.0 times the energy of the other matches for “milk”/],
  ])('"%s" → %i weighs in far from what the words mean', (query, id, message) => {
    expect(cautionsFor(query, id)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it('writes the energy per 100 g in the practice’s unit, kJ from the unrounded kcal (decision 0033)', () => {
    expect(cautionsFor('beef broth', 6076, createFormats({ locale: 'en-AU', energyUnit: 'kJ' }))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^14 times the energy of the other matches for “beef broth”: 711 kJ per 100 g, against about 50 kJ\.$/,
        ),
      ]),
    );
  });

  it("leaves the first suggestion of the issue's failures without a caution, now that it is the food meant", () => {
    for (const query of [
      'soy sauce',
      'mayonnaise',
      'beef broth',
      'chickpeas',
      'kidney beans',
      'flour',
      'red onion',
      'dijon mustard',
    ]) {
      expect(cautionsFor(query, firstOf(query)), query).toEqual([]);
    }
  });

  it('says nothing about energy when the close matches do not agree on one ("cheese" spans fat-free to cheddar)', () => {
    expect(cautionsFor('cheese', 1009)).toEqual([]);
  });

  it('flags an allergen the food adds that the words do not suggest', () => {
    const plain = { description: 'x', energyKcal: 100, allergens: decodeStatuses('FFFFFFFFFFFFFFF') };
    const withPeanuts = { ...plain, allergens: decodeStatuses('FFFFFCFFFFFFFFF') };
    expect(checkFoodPicks('granola', [plain, plain, plain, plain, plain, withPeanuts])[5]).toEqual([
      {
        kind: 'allergen-added',
        allergens: ['peanuts'],
        message: 'Contains peanuts, which “granola” does not suggest.',
      },
    ]);
  });

  it('reads allergens in the words, but not where another word says otherwise', () => {
    expect([...allergensReadIn('mayo')]).toEqual(['egg']);
    expect([...allergensReadIn('soy sauce')].sort()).toEqual(['gluten', 'soy', 'wheat']);
    expect([...allergensReadIn('coconut milk')]).toEqual([]);
    expect([...allergensReadIn('peanut butter')]).toEqual(['peanuts']);
    expect([...allergensReadIn('almond flour')]).toEqual(['tree-nuts']);
  });
});
