import { describe, expect, it } from 'vitest';
import {
  allergensFromWords,
  clientExclusions,
  describeLabel,
  findAllergyConflicts,
  screenAllergens,
} from './allergen-screening.ts';
import { allergens, decodeStatuses, type AllergenStatuses } from './allergens.ts';

const almondDates = {
  allergens: ['tree-nuts', 'peanuts'],
  diets: ['vegetarian', 'vegan', 'gluten-free'],
  ingredientNames: ['Medjool dates', 'almond butter'],
};
const riceAndPeas = {
  allergens: [],
  diets: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'],
  ingredientNames: ['long-grain rice', 'coconut milk, canned'],
};

describe('what the picker and the generator keep from a client', () => {
  it('hides the almond dates from a tree-nut-allergic client, not the coconut rice and peas', () => {
    expect(clientExclusions(almondDates, { allergies: ['Tree nuts'], dietaryRestrictions: [] })).toEqual(['Tree nuts']);
    expect(clientExclusions(riceAndPeas, { allergies: ['Tree nuts'], dietaryRestrictions: [] })).toEqual([]);
  });

  it('reads old free-text words on the safe side: "nuts" is tree nuts and peanuts', () => {
    expect(clientExclusions(almondDates, { allergies: ['nuts'], dietaryRestrictions: [] })).toEqual([
      'Tree nuts',
      'Peanuts',
    ]);
    expect(allergensFromWords('Shellfish')).toEqual(['crustaceans', 'molluscs']);
    expect(allergensFromWords('seafood')).toEqual(['fish', 'crustaceans', 'molluscs']);
    expect(allergensFromWords('coeliac')).toEqual(['gluten']);
    expect(allergensFromWords('kiwi')).toEqual([]);
  });

  it('turns restrictions into exclusions: a diet the recipe lacks, an allergen a free-from diet names', () => {
    const omelette = { allergens: ['egg', 'milk'], diets: ['vegetarian', 'gluten-free'] };
    expect(clientExclusions(omelette, { allergies: [], dietaryRestrictions: ['Vegan', 'Dairy-free'] })).toEqual([
      'Not vegan',
      'Not dairy-free',
    ]);
    expect(clientExclusions(omelette, { allergies: [], dietaryRestrictions: ['Gluten-free'] })).toEqual([]);
  });

  it('reads allergen ids as chosen on the client form, and names them by their label in warnings', () => {
    expect(clientExclusions(almondDates, { allergies: ['tree-nuts'], dietaryRestrictions: [] })).toEqual(['Tree nuts']);
    expect(clientExclusions(riceAndPeas, { allergies: ['tree-nuts', 'crustaceans'], dietaryRestrictions: [] })).toEqual(
      [],
    );
    const conflicts = findAllergyConflicts(
      [
        {
          name: 'almond butter',
          food: { description: 'Nuts, almond butter, plain', allergens: decodeStatuses('FFFFCFFFFFFFFFF') },
        },
      ],
      { allergies: ['tree-nuts'], dietaryRestrictions: [] },
    );
    expect(conflicts.map((conflict) => conflict.message)).toEqual([
      'Contains tree nuts: almond butter (Nuts, almond butter, plain) (allergy: tree nuts)',
    ]);
  });

  it('says a word outside the allergen list was matched by name, not checked against foods', () => {
    const conflicts = findAllergyConflicts(
      [
        {
          name: 'kiwi fruit, sliced',
          food: { description: 'Kiwifruit, green, raw', allergens: decodeStatuses('FFFFFFFFFFFFFFF') },
        },
      ],
      {
        allergies: ['kiwi'],
        dietaryRestrictions: [],
      },
    );
    expect(conflicts.map((conflict) => conflict.message)).toEqual([
      'Contains kiwi: kiwi fruit, sliced (allergy: kiwi, matched by name, not checked against foods)',
    ]);
  });

  it('matches a word outside the allergen list against ingredient names', () => {
    expect(
      clientExclusions(
        { allergens: [], diets: [], ingredientNames: ['kiwi fruit, sliced'] },
        { allergies: ['Kiwi'], dietaryRestrictions: [] },
      ),
    ).toEqual(['Kiwi']);
  });
});

describe('screening a recipe', () => {
  it('says contains when one food contains, and lists only those; may contain otherwise, unknown included', () => {
    const labels = screenAllergens([
      { name: 'croutons', food: { description: 'Croutons, plain', allergens: decodeStatuses('MMFFFFCMMCMMFFF') } },
      { name: 'secret dressing', food: null },
    ]);
    expect(labels.find((label) => label.allergen === 'wheat')).toEqual({
      allergen: 'wheat',
      status: 'contains',
      because: [{ ingredient: 'croutons', food: 'Croutons, plain', status: 'contains' }],
    });
    expect(labels.find((label) => label.allergen === 'milk')).toEqual({
      allergen: 'milk',
      status: 'may contain',
      because: [
        { ingredient: 'croutons', food: 'Croutons, plain', status: 'may contain' },
        { ingredient: 'secret dressing', food: null, status: 'unknown' },
      ],
    });
    expect(labels).toHaveLength(15);
  });
});

describe('may contain with its reason, and not reviewed apart from it (issue 31)', () => {
  const statuses = (set: Partial<AllergenStatuses>): AllergenStatuses =>
    ({ ...Object.fromEntries(allergens.map((allergen) => [allergen, 'free'])), ...set }) as AllergenStatuses;

  it('a "may contain" carries the reason the table gives and says it', () => {
    const [label] = screenAllergens([
      {
        name: 'Dark chocolate',
        food: {
          description: 'Chocolate, dark, 70-85% cacao solids',
          allergens: statuses({ 'tree-nuts': 'may contain' }),
          notes: { 'tree-nuts': 'made on lines shared with nut products; precautionary labelling is the norm' },
        },
      },
    ]);
    expect(label).toMatchObject({ allergen: 'tree-nuts', status: 'may contain' });
    expect(describeLabel(label)).toBe(
      'May contain tree nuts: Dark chocolate (Chocolate, dark, 70-85% cacao solids: made on lines shared with nut products; precautionary labelling is the norm)',
    );
  });

  it('an unreviewed food is "not reviewed", never "may contain"; a reasoned may contain beside it wins', () => {
    const unreviewed = {
      name: 'Stock cube',
      food: { description: 'Soup, stock cube', allergens: statuses({ celery: 'unknown' }) },
    };
    expect(screenAllergens([unreviewed])).toEqual([
      {
        allergen: 'celery',
        status: 'not reviewed',
        because: [{ ingredient: 'Stock cube', food: 'Soup, stock cube', status: 'unknown' }],
      },
    ]);
    expect(describeLabel(screenAllergens([unreviewed])[0])).toBe(
      'Not reviewed for celery: Stock cube (Soup, stock cube: not reviewed)',
    );
    const reasoned = {
      name: 'Bouillon',
      food: { description: 'Bouillon', allergens: statuses({ celery: 'may contain' }) },
    };
    expect(screenAllergens([unreviewed, reasoned])[0]).toMatchObject({
      status: 'may contain',
      because: [{ ingredient: 'Bouillon' }, { ingredient: 'Stock cube' }],
    });
  });
});
