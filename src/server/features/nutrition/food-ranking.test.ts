import { describe, expect, it } from 'vitest';
import { readSr28FromPackage } from '../../providers/foods/usda-sr28.ts';
import { relevanceCases } from '../../../../tests/fixtures/food-search/food-relevance-cases.ts';
import { buildVocabulary } from './food-vocabulary/food-vocabulary-build.ts';
import { buildFoodIndex, searchFoodIndex, stem, wordsOf } from './food-ranking.ts';

const sr28 = readSr28FromPackage();
const index = buildFoodIndex(sr28);
const firstFor = (query: string) => searchFoodIndex(index, query, 1)[0]?.food;

describe('food search relevance', () => {
  it(`puts a right answer first for the ${relevanceCases.length} queries of the relevance set`, () => {
    const misses = relevanceCases
      .map(({ query, first }) => ({
        query,
        first,
        got: searchFoodIndex(index, query, 3).map((r) => `${r.food.id} ${r.food.description}`),
      }))
      .filter(({ first, got }) => !first.includes(Number(got[0]?.split(' ')[0])));
    console.log(
      `food search relevance: ${relevanceCases.length - misses.length}/${relevanceCases.length} queries hold`,
    );
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

describe('search as a cook writes (issue 18)', () => {
  it.each([
    ['diced tomatoes', /^Tomatoes, red, ripe/],
    ['red onion', /^Onions, raw$/],
    ['dijon mustard', /^Mustard, prepared/],
    ['flour', /^Wheat flour, white, all-purpose/],
    ['kidney beans', /^Beans, kidney, .*canned/],
    ['chickpeas', /^Chickpeas .*(canned|cooked)/],
    ['beef broth', /ready-to-serve/],
  ])(
    '"%s" finds %s first, where it found a rice mix, onion soups, nothing, soy flour or dry beans',
    (query, expected) => {
      expect(firstFor(query)?.description).toMatch(expected);
    },
  );

  it('keeps what the words promise: soy sauce with wheat, mayonnaise with egg, broth as served', () => {
    expect(firstFor('soy sauce')?.description).toBe('Soy sauce made from soy and wheat (shoyu)');
    expect(firstFor('mayonnaise')?.description).not.toMatch(/tofu/);
    expect(firstFor('beef broth')?.description).not.toMatch(/dry|cube/);
    // Asked for, the other forms still come first.
    expect(firstFor('tamari')?.description).toMatch(/tamari/);
    expect(firstFor('beef bouillon cube')?.description).toMatch(/beef broth, cubed, dry/);
    expect(firstFor('chickpeas raw')?.description).toMatch(/^Chickpeas .*mature seeds, raw/);
  });

  it('lets recipe-line words pass without narrowing, while every food word still narrows', () => {
    expect(firstFor('2 large carrots, peeled and diced')?.id).toBe(11124);
    expect(firstFor('1 (15 oz) can chickpeas, drained')?.description).toMatch(/^Chickpeas .*canned, drained/);
    expect(searchFoodIndex(index, 'red onion xylophone')).toEqual([]);
    expect(searchFoodIndex(index, 'rice flour').map((r) => r.food.description)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Rice flour/)]),
    );
    expect(
      searchFoodIndex(index, 'rice flour').every(
        (r) => /rice/i.test(r.food.description) && /flour/i.test(r.food.description),
      ),
    ).toBe(true);
  });

  it('reads plurals, British names and a phrase still being typed', () => {
    expect(firstFor('aubergines')?.id).toBe(11209);
    expect(firstFor('tinned tomatoes')?.description).toMatch(/^Tomatoes, red, ripe, canned/);
    expect(firstFor('beef mince')?.description).toMatch(/^Beef, ground/);
    expect(firstFor('red oni')?.id).toBe(11282);
  });
});

describe("the cook's vocabulary source", () => {
  it('refuses a phrase whose USDA words no food carries together, and a word no food has', () => {
    const { problems } = buildVocabulary(
      'phrase dijon => mustard unicorn\nphrase fancy rice => rice pasta sauce oil\nallergen mayo => eggs',
      sr28,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'no USDA food has the word(s) unicorn',
      'no USDA food has every word of "mustard unicorn"',
      'no USDA food has every word of "rice pasta sauce oil"',
      'not an allergen id: eggs',
    ]);
  });
});
