import { describe, expect, it } from 'vitest';
import { foodQueriesFor, readIngredientLines, splitPastedLines } from './ingredient-line.ts';

const one = (line: string) => readIngredientLines([line])[0];

describe('reading an ingredient line', () => {
  it.each([
    ['1 (15 oz) can chickpeas, drained', 15, 'oz', 'chickpeas, drained', '1 can of 15 oz (425 g)'],
    ['2 (14.5-ounce) cans diced tomatoes', 29, 'oz', 'diced tomatoes', '2 cans of 14.5 oz (411 g)'],
    ['1 x 400g tin chopped tomatoes', 400, 'g', 'chopped tomatoes', '1 tin of 400 g'],
    ['1 bag (10 oz) baby spinach', 10, 'oz', 'baby spinach', '1 bag of 10 oz (283 g)'],
    ['4 (6 oz) salmon fillets', 24, 'oz', 'salmon fillets', '4 of 6 oz (170 g) each'],
    ['1 can coconut milk', 1, 'piece', 'coconut milk', 'size of the can not given: check the amount'],
  ])('reads the package size in "%s" as the amount', (line, amount, unit, name, note) => {
    expect(one(line)).toMatchObject({ kind: 'ingredient', amount, unit, name, note });
  });

  it('weighs the juice or zest of a citrus fruit as the juice or zest, and keeps "zest and juice" (two foods) as text', () => {
    expect(one('Juice of 1 lemon')).toMatchObject({
      amount: 3,
      unit: 'tbsp',
      name: 'lemon juice',
      note: 'juice of 1 lemon read as 3 tbsp',
    });
    expect(one('finely grated zest of 2 limes')).toMatchObject({
      amount: 1,
      unit: 'tbsp',
      name: 'lime zest',
      foodQueries: ['lime peel'],
    });
    expect(one('Zest and juice of 2 oranges')).toMatchObject({ kind: 'text', foodQueries: [] });
  });

  it('takes the middle of a range and says so', () => {
    expect(one('2-3 cloves garlic, minced')).toMatchObject({
      amount: 2.5,
      unit: 'piece',
      note: '2–3: the middle is used',
    });
  });

  it('keeps preparation words in the name but searches without them, canned first for a can', () => {
    expect(one('2 cups chopped broccoli')).toMatchObject({ name: 'chopped broccoli', foodQueries: ['broccoli'] });
    expect(one('1 (15 oz) can chickpeas, drained').foodQueries).toEqual(['canned chickpeas', 'chickpeas']);
    expect(foodQueriesFor('boneless, skinless chicken breasts')).toEqual(['chicken breasts']);
  });

  it('drops a cook’s qualifier when searching, but never shortens a food to a word that names another', () => {
    expect(foodQueriesFor('extra-virgin olive oil')).toEqual(['extra-virgin olive oil', 'olive oil']);
    expect(foodQueriesFor('unsalted butter, softened')).toEqual(['unsalted butter', 'butter']);
    expect(foodQueriesFor('coconut milk')).toEqual(['coconut milk']);
  });

  it('keeps a line without an amount as text, and a group title as a heading; it drops none', () => {
    const lines = readIngredientLines([
      'For the sauce:',
      'salt and pepper to taste',
      'fresh parsley, for garnish',
      'a handful of rocket',
    ]);
    expect(lines.map((line) => [line.kind, line.name, line.amount])).toEqual([
      ['heading', 'For the sauce', null],
      ['text', 'salt and pepper to taste', null],
      ['text', 'fresh parsley, for garnish', null],
      ['text', 'a handful of rocket', null],
    ]);
    // Two foods in one line: no single food to propose.
    expect(lines[1].foodQueries).toEqual([]);
    expect(lines[2].foodQueries[0]).toBe('fresh parsley');
  });

  it('splits pasted text into lines without bullets or blank lines', () => {
    expect(splitPastedLines('- 1 cup oats\r\n\n• 2 eggs\n▢ ½ tsp salt\n   ')).toEqual([
      '1 cup oats',
      '2 eggs',
      '½ tsp salt',
    ]);
  });
});
