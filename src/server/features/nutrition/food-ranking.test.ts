import { describe, expect, it } from 'vitest';
import { readSr28FromPackage } from '../../providers/foods/usda-sr28.ts';
import { relevanceCases } from './food-relevance-cases.ts';
import { buildFoodIndex, searchFoodIndex, stem, wordsOf } from './food-ranking.ts';

const index = buildFoodIndex(readSr28FromPackage());

describe('food search relevance', () => {
  it(`puts a right answer first for the ${relevanceCases.length} queries of the relevance set`, () => {
    const misses = relevanceCases
      .map(({ query, first }) => ({ query, first, got: searchFoodIndex(index, query, 3).map((r) => `${r.food.id} ${r.food.description}`) }))
      .filter(({ first, got }) => !first.includes(Number(got[0]?.split(' ')[0])));
    console.log(`food search relevance: ${relevanceCases.length - misses.length}/${relevanceCases.length} queries hold`);
    expect(misses).toEqual([]);
  });

  it('never lets baby foods, brands or restaurant dishes outrank the plain food', () => {
    for (const query of ['banana', 'chicken breast', 'peas', 'turkey', 'carrot', 'yogurt', 'potatoes', 'beans']) {
      const [top] = searchFoodIndex(index, query, 1);
      expect(top.food.foodGroup, query).not.toMatch(/Baby Foods|Fast Foods|Restaurant Foods/);
      expect(top.food.brandOwner, query).toBeNull();
    }
  });

  it('finds the food while the word is still being typed', () => {
    expect(searchFoodIndex(index, 'banan', 1)[0].food.id).toBe(9040);
    expect(searchFoodIndex(index, 'chickp', 3).map((r) => r.food.description)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Chickpeas/)]),
    );
  });

  it('answers nothing, not everything, for words no food has', () => {
    expect(searchFoodIndex(index, 'zzzqqq')).toEqual([]);
    expect(searchFoodIndex(index, '   ')).toEqual([]);
    expect(searchFoodIndex(index, 'banana xylophone')).toEqual([]);
  });
});

describe('query words', () => {
  it.each([
    ['bananas', 'banana'],
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['peaches', 'peach'],
    ['yoghurt', 'yogurt'],
    ['prawns', 'shrimp'],
    ['hummus', 'hummus'],
    ['glass', 'glass'],
  ])('%s is read as %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('splits hyphenated query words and ignores punctuation and accents', () => {
    expect(wordsOf('All-purpose  flour, crème')).toEqual(['all', 'purpose', 'flour', 'creme']);
  });
});
