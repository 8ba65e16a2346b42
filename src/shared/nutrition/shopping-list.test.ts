import { describe, expect, it } from 'vitest';
import { aisleOf, buildShoppingList, friendlyNumber, shoppingListText, type ShoppingFood } from './shopping-list.ts';

const foods = new Map<number, ShoppingFood>([
  [
    8120,
    {
      description: 'Cereals, oats, regular and quick, not fortified, dry',
      foodGroup: 'Breakfast Cereals',
      portions: [{ label: '1 cup', grams: 81 }],
    },
  ],
  [
    1077,
    { description: 'Milk, whole', foodGroup: 'Dairy and Egg Products', portions: [{ label: '1 cup', grams: 244 }] },
  ],
  [
    9040,
    {
      description: 'Bananas, raw',
      foodGroup: 'Fruits and Fruit Juices',
      portions: [
        { label: '1 medium', grams: 118 },
        { label: '1 cup, mashed', grams: 225 },
      ],
    },
  ],
  [
    12061,
    {
      description: 'Nuts, almonds',
      foodGroup: 'Nut and Seed Products',
      portions: [{ label: '1 cup, whole', grams: 143 }],
    },
  ],
  [
    5062,
    {
      description: 'Chicken breast',
      foodGroup: 'Poultry Products',
      portions: [
        { label: '3 oz', grams: 85 },
        { label: '1 piece', grams: 272 },
      ],
    },
  ],
]);

describe('shopping list', () => {
  it('adds up a recipe repeated across the week, scaled by planned servings (no duplicates)', () => {
    // Porridge for 2 planned at 1 serving on three days → factor 0.5 each time.
    const week = [1, 2, 3].flatMap(() => [
      { name: 'Rolled oats', amount: 1, unit: 'cup' as const, fdcId: 8120, factor: 0.5 },
      { name: 'Whole milk', amount: 2, unit: 'cup' as const, fdcId: 1077, factor: 0.5 },
      { name: 'Banana', amount: 1, unit: 'piece' as const, fdcId: 9040, factor: 0.5 },
    ]);
    const list = buildShoppingList(week, foods, 'metric');
    expect(list).toEqual([
      {
        group: 'Fruit & vegetables',
        items: [{ name: 'Banana', amount: '2 bananas (1½ needed, about 175 g)', grams: expect.closeTo(177, 6) }],
      },
      {
        group: 'Dairy & eggs',
        items: [{ name: 'Whole milk', amount: '3 cups (about 730 g)', grams: expect.closeTo(732, 6) }],
      },
      {
        group: 'Grains, pasta & bread',
        items: [{ name: 'Rolled oats', amount: '1½ cups (about 120 g)', grams: expect.closeTo(121.5, 6) }],
      },
    ]);
  });

  it('merges the same food given by volume and by weight into one weight', () => {
    const list = buildShoppingList(
      [
        { name: 'Whole milk', amount: 2, unit: 'cup', fdcId: 1077, factor: 1 }, // 488 g
        { name: 'milk', amount: 480, unit: 'g', fdcId: 1077, factor: 1 },
      ],
      foods,
      'metric',
    );
    expect(list).toEqual([
      { group: 'Dairy & eggs', items: [{ name: 'Whole milk', amount: '970 g', grams: expect.closeTo(968, 6) }] },
    ]);
  });

  it('shows the parts when a line cannot be weighed, rather than dropping it', () => {
    const list = buildShoppingList(
      [
        { name: 'Almonds', amount: 30, unit: 'g', fdcId: 12061, factor: 1 },
        { name: 'Almonds', amount: 10, unit: 'piece', fdcId: 12061, factor: 1 }, // almonds have no counted portion
      ],
      foods,
      'metric',
    );
    expect(list[0].items).toEqual([{ name: 'Almonds', amount: '10 almonds + 30 g', grams: null }]);
  });

  it('groups unlinked ingredients by name, case-insensitively, under Other', () => {
    const list = buildShoppingList(
      [
        { name: 'Fresh basil', amount: 1, unit: 'tbsp', factor: 2 },
        { name: 'fresh  basil', amount: 1, unit: 'tbsp', factor: 1 },
        { name: 'Chicken breast', amount: 1.2, unit: 'kg', fdcId: 5062, factor: 1 },
      ],
      foods,
      'metric',
    );
    expect(list).toEqual([
      {
        group: 'Meat & poultry',
        items: [{ name: 'Chicken breast', amount: '1.2 kg', grams: expect.closeTo(1200, 6) }],
      },
      { group: 'Other', items: [{ name: 'Fresh basil', amount: '3 tbsp', grams: null }] },
    ]);
  });

  it('keeps counts as counts, rounded up to what can be bought, with their weight: never a bare number', () => {
    const list = buildShoppingList(
      [
        { name: 'Bananas, raw', amount: 1, unit: 'piece', fdcId: 9040, factor: 1 },
        { name: 'Bananas, raw', amount: 2, unit: 'piece', fdcId: 9040, factor: 1 },
        { name: 'onion', amount: 1, unit: 'piece', factor: 0.8 }, // no food chosen: nothing to weigh it by
      ],
      foods,
      'metric',
    );
    expect(list).toEqual([
      {
        group: 'Fruit & vegetables',
        items: [{ name: 'Bananas, raw', amount: '3 bananas (about 355 g)', grams: expect.closeTo(354, 6) }],
      },
      { group: 'Other', items: [{ name: 'onion', amount: '1 onion (0.8 needed)', grams: null }] },
    ]);
    const quarter = buildShoppingList(
      [{ name: 'Bananas, raw', amount: 1, unit: 'piece', fdcId: 9040, factor: 1.25 }],
      foods,
      'metric',
    );
    expect(quarter[0].items[0].amount).toBe('2 bananas (1¼ needed, about 150 g)');
  });

  it('turns a cup of mashed banana and a banana into bananas, through the food’s own cup weight', () => {
    const list = buildShoppingList(
      [
        { name: 'Banana, mashed', amount: 1, unit: 'cup', fdcId: 9040, factor: 1 }, // 225 g
        { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040, factor: 1 }, // 118 g
      ],
      foods,
      'metric',
    );
    expect(list[0].items).toEqual([
      { name: 'Banana, mashed', amount: '3 bananas (2.9 needed, about 345 g)', grams: expect.closeTo(343, 6) },
    ]);
  });

  it('lists a food once when one recipe links it and another only names it (the tahini twice)', () => {
    const withTahini = new Map([
      ...foods,
      [
        12166,
        {
          description: 'Seeds, sesame butter, tahini, from roasted and toasted kernels',
          foodGroup: 'Nut and Seed Products',
          portions: [{ label: '1 tbsp', grams: 15 }],
        },
      ],
    ]);
    const list = buildShoppingList(
      [
        { name: 'tahini', amount: 1.5, unit: 'tsp', fdcId: 12166, factor: 1 },
        { name: 'Tahini', amount: 0.75, unit: 'tsp', factor: 1 },
        { name: 'tahini ', amount: 1, unit: 'tbsp', fdcId: 12166, factor: 1 },
      ],
      withTahini,
      'metric',
    );
    // 2¼ tsp + 1 tbsp = 5¼ tsp = 1¾ tbsp, written to the half tablespoon; at 15 g a tablespoon ≈ 26 g
    expect(list).toEqual([
      {
        group: 'Nuts & seeds',
        items: [{ name: 'tahini', amount: '2 tbsp (about 26 g)', grams: expect.closeTo(26.25, 6) }],
      },
    ]);
  });

  it('writes weights in ounces and pounds for a US kitchen, and a litre and more in quarts', () => {
    const week = [1, 2, 3].flatMap(() => [
      { name: 'Rolled oats', amount: 1, unit: 'cup' as const, fdcId: 8120, factor: 0.5 },
      { name: 'Whole milk', amount: 2, unit: 'cup' as const, fdcId: 1077, factor: 0.5 },
      { name: 'Banana', amount: 1, unit: 'piece' as const, fdcId: 9040, factor: 0.5 },
    ]);
    const amounts = (list: ReturnType<typeof buildShoppingList>) =>
      list.flatMap((group) => group.items.map((item) => `${item.name}: ${item.amount}`));
    // 177 g = 6.2 oz; 732 g = 1.61 lb, to the quarter pound; 121.5 g = 4.3 oz, to the quarter ounce
    expect(amounts(buildShoppingList(week, foods, 'us'))).toEqual([
      'Banana: 2 bananas (1½ needed, about 6¼ oz)',
      'Whole milk: 3 cups (about 1½ lb)',
      'Rolled oats: 1½ cups (about 4¼ oz)',
    ]);
    const more = buildShoppingList(
      [
        { name: 'Chicken breast', amount: 1.2, unit: 'kg', fdcId: 5062, factor: 1 }, // 2.65 lb
        { name: 'Oat drink', amount: 5, unit: 'cup', factor: 1 }, // 1,183 ml = 1.25 quarts
        { name: 'Almonds', amount: 30, unit: 'g', fdcId: 12061, factor: 1 }, // 1.06 oz
      ],
      foods,
      'us',
    );
    expect(amounts(more)).toEqual(['Chicken breast: 2¾ lb', 'Almonds: 1 oz', 'Oat drink: 1¼ quarts']);
    // the weight itself stays in grams for whoever reads the list's data
    expect(more[0].items[0].grams).toBeCloseTo(1200, 6);
  });

  it.each([
    [
      'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
      'Nut and Seed Products',
      'Tins, jars & dry goods',
    ],
    ['Nuts, coconut water (liquid from coconuts)', 'Nut and Seed Products', 'Drinks'],
    ['Peanut butter, smooth style, without salt', 'Legumes and Legume Products', 'Nuts & seeds'],
    ['Soy sauce made from soy and wheat (shoyu)', 'Legumes and Legume Products', 'Oils, sauces & condiments'],
    ['Soymilk, original and vanilla, unfortified', 'Legumes and Legume Products', 'Dairy & eggs'],
    ['Strawberries, frozen, unsweetened', 'Fruits and Fruit Juices', 'Frozen'],
    ['Spices, basil, dried', 'Spices and Herbs', 'Herbs & spices'],
    ['Basil, fresh', 'Spices and Herbs', 'Fruit & vegetables'],
    ['Leavening agents, baking powder, double-acting, sodium aluminum sulfate', 'Baked Products', 'Baking & sweets'],
    ['Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta', 'Baking & sweets'],
    ['Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies', 'Tins, jars & dry goods'],
    [
      'Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt',
      'Legumes and Legume Products',
      'Beans, lentils & tofu',
    ],
    ['Nuts, almonds', 'Nut and Seed Products', 'Nuts & seeds'],
  ])('files %s under %s → %s', (description, foodGroup, aisle) => {
    expect(aisleOf({ description, foodGroup })).toBe(aisle);
  });

  it.each([
    [1.5, '1½'],
    [0.25, '¼'],
    [2, '2'],
    [2.98, '3'],
    [1.66, '1⅔'],
    [1.1, '1.1'],
  ])('writes %f as %s', (value, text) => {
    expect(friendlyNumber(value)).toBe(text);
  });

  it('renders a plain-text list with boxes to tick', () => {
    const text = shoppingListText(
      'Week 1',
      '2026-01-05 to 2026-01-11',
      buildShoppingList([{ name: 'Banana', amount: 2, unit: 'piece', fdcId: 9040, factor: 1 }], foods, 'metric'),
    );
    expect(text).toBe(
      'Shopping list: Week 1\n2026-01-05 to 2026-01-11\n\nFRUIT & VEGETABLES\n[ ] Banana: 2 bananas (about 235 g)\n',
    );
    expect(shoppingListText('Empty', 'dates', [])).toContain('nothing to buy');
  });
});
