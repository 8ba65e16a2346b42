import { describe, expect, it } from 'vitest';
import { getFoodAllergens } from '../../server/features/nutrition/allergens/allergen-table.ts';
import { getFoodAnimalFacts } from '../../server/features/nutrition/animal-facts/animal-facts-table.ts';
import {
  explainedCholesterol,
  unexplainedCholesterol,
} from '../../server/features/nutrition/allergens/cholesterol-evidence.ts';
import { readSr28FromPackage } from '../../server/providers/foods/usda-sr28.ts';
import { allergens, type AllergenStatuses } from './allergens.ts';
import { deriveRecipeLabels, isKetogenic, traitsOfFood, type LabelFood } from './diet-labels.ts';
import { emptyNutrition, type Nutrition } from './recipe-nutrition.ts';

// The real USDA rows and the committed allergen table, so the tests break if either is read differently.
const sr28 = new Map(readSr28FromPackage().map((food) => [food.id, food]));
const food = (id: number) => {
  const row = sr28.get(id);
  if (!row) throw new Error(`NDB ${id} missing`);
  return row;
};
const traits = (id: number) => [...traitsOfFood(food(id))].sort();
const balanced: Nutrition = { ...emptyNutrition(), calories: 500, protein: 25, carbs: 60, fat: 17, fiber: 8 };
const labelsOf = (ids: number[], nutrition = balanced) =>
  deriveRecipeLabels({
    ingredients: ids.map((id) => ({
      name: food(id).description,
      food: { ...food(id), allergens: getFoodAllergens(food(id)) },
    })),
    nutrition,
  });
const statusOf = (ids: number[], allergen: string) =>
  labelsOf(ids).allergenLabels.find((label) => label.allergen === allergen)?.status ?? 'free';

describe('tricky foods, as reviewed (docs/decisions/0006-recipe-catalogue.md, 0013-allergen-table.md)', () => {
  it('butter is milk: not vegan, not dairy-free, not paleo', () => {
    const { diets, allergens } = labelsOf([1001, 11215]);
    expect(allergens).toContain('milk');
    expect(diets).toContain('vegetarian');
    expect(diets).not.toContain('vegan');
    expect(diets).not.toContain('dairy-free');
    expect(diets).not.toContain('paleo');
  });

  it('ghee is a milk product for allergies and vegans, but paleo and whole30 allow it', () => {
    expect(traits(1003)).toContain('ghee');
    const { diets, allergens } = labelsOf([1003, 11215]);
    expect(allergens).toContain('milk');
    expect(diets).not.toContain('vegan');
    expect(diets).toEqual(expect.arrayContaining(['paleo', 'whole30']));
  });

  it('shoyu contains wheat and gluten; tamari may contain them (only a gluten-free claim settles it)', () => {
    expect(statusOf([16123, 11215], 'gluten')).toBe('contains');
    expect(statusOf([16124, 11215], 'gluten')).toBe('may contain');
    expect(statusOf([16124, 11215], 'soy')).toBe('contains');
    expect(labelsOf([16124, 11215]).diets).toContain('vegan');
    expect(labelsOf([16124, 11215]).diets).not.toContain('gluten-free');
  });

  it('worcestershire sauce and fish sauce contain fish: not vegetarian', () => {
    for (const id of [6971, 6179]) {
      const { diets } = labelsOf([id, 11215]);
      expect(statusOf([id, 11215], 'fish')).toBe('contains');
      expect(diets).not.toContain('vegetarian');
      expect(diets).not.toContain('vegan');
    }
  });

  it('peanut oil may contain peanut (refined or cold-pressed is not said) and is a seed oil for paleo', () => {
    expect(traits(4042)).toContain('seed oil');
    const { diets } = labelsOf([4042, 11215]);
    expect(statusOf([4042, 11215], 'peanuts')).toBe('may contain');
    expect(diets).toContain('vegan');
    expect(diets).not.toContain('paleo');
  });

  it('almond milk is a tree nut and not milk', () => {
    const { diets, allergens } = labelsOf([14091, 9040]);
    expect(allergens).toEqual(['tree-nuts']);
    expect(diets).toEqual(expect.arrayContaining(['vegan', 'dairy-free']));
  });

  it('seitan (vital wheat gluten) is vegan but wheat and gluten', () => {
    const { diets, allergens } = labelsOf([48052, 11215]);
    expect(allergens).toEqual(expect.arrayContaining(['wheat', 'gluten']));
    expect(diets).toContain('vegan');
    expect(diets).not.toContain('gluten-free');
  });

  it('oats may contain gluten (no certified gluten-free oats in the data)', () => {
    expect(statusOf([8120, 9040], 'gluten')).toBe('may contain');
    expect(labelsOf([8120, 9040]).diets).not.toContain('gluten-free');
  });

  it('couscous is wheat pasta', () => {
    expect(traits(20029)).toContain('grain');
    expect(statusOf([20029], 'wheat')).toBe('contains');
  });

  it('honey keeps a dish vegetarian and paleo, but not vegan or whole30', () => {
    const { diets } = labelsOf([19296, 9040]);
    expect(diets).toEqual(expect.arrayContaining(['vegetarian', 'paleo']));
    expect(diets).not.toContain('vegan');
    expect(diets).not.toContain('whole30');
  });

  it('rice, corn tortillas, quinoa and buckwheat are gluten-free grains', () => {
    for (const id of [20044, 18363, 20035, 20008]) {
      expect(traits(id), food(id).description).toContain('grain');
      expect(labelsOf([id]).diets, food(id).description).toContain('gluten-free');
    }
  });

  it('a mixed fast-food item blocks every diet label and may contain what its data does not say', () => {
    const { diets, allergenLabels } = labelsOf([21105]);
    expect(diets).toEqual([]);
    expect(allergenLabels.length).toBeGreaterThan(5);
  });

  it('an ingredient without a food is not reviewed for any allergen, is kept from every allergy, and claims no diet', () => {
    const labels = deriveRecipeLabels({ ingredients: [{ name: 'House sauce', food: null }], nutrition: balanced });
    expect(labels.diets).toEqual([]);
    expect(labels.allergens).toHaveLength(15);
    expect(labels.allergenLabels[0]).toMatchObject({
      status: 'not reviewed',
      because: [{ ingredient: 'House sauce', food: null, status: 'unknown' }],
    });
    expect(labels.dietNotes).toEqual([
      'Vegetarian: not claimed, House sauce is not linked to a food',
      'Vegan: not claimed, House sauce is not linked to a food',
    ]);
  });

  it('meat is told apart from fish and shellfish', () => {
    expect(traits(5062)).toContain('meat');
    expect(statusOf([15236], 'fish')).toBe('contains');
    expect(statusOf([15149], 'crustaceans')).toBe('contains');
  });
});

describe('ketogenic is judged from the numbers', () => {
  it('needs net carbs at most 10 % of energy and fat at least 60 %', () => {
    expect(isKetogenic({ ...emptyNutrition(), calories: 600, protein: 30, carbs: 12, fat: 50, fiber: 6 })).toBe(true);
    expect(isKetogenic({ ...emptyNutrition(), calories: 600, protein: 30, carbs: 30, fat: 45, fiber: 2 })).toBe(false);
    expect(isKetogenic({ ...emptyNutrition(), calories: 500, protein: 60, carbs: 5, fat: 27, fiber: 0 })).toBe(false);
  });

  it('a sweetened dish is never labelled ketogenic', () => {
    const ketoSplit = { ...emptyNutrition(), calories: 600, protein: 30, carbs: 10, fat: 52, fiber: 4 };
    expect(labelsOf([1003, 19296], ketoSplit).diets).not.toContain('ketogenic');
    expect(labelsOf([1003, 11215], ketoSplit).diets).toContain('ketogenic');
  });
});

describe('cases the catalogue authors raised', () => {
  it('"not sweetened" coconut, plain cocoa and leavening agents carry no sweetener or grain', () => {
    expect(traits(12108)).toEqual([]);
    expect(traits(19165)).toEqual([]);
    expect(traits(18370)).toEqual([]);
    expect(traits(18372)).toEqual([]);
  });

  it('miso may contain gluten (barley misos cannot be told apart) and cured meats keep a dish out of whole30', () => {
    expect(statusOf([16112], 'gluten')).toBe('may contain');
    const { diets } = labelsOf([10123, 11215]);
    expect(diets).toContain('paleo');
    expect(diets).not.toContain('whole30');
  });
});

describe('soy foods and kimchi', () => {
  it('tamari is a soy food, so not paleo; kimchi is made with fish sauce, so not vegetarian', () => {
    expect(labelsOf([16124, 11215]).diets).not.toContain('paleo');
    expect(statusOf([11118], 'fish')).toBe('may contain');
    expect(labelsOf([11118, 11215]).diets).not.toContain('vegetarian');
  });
});

describe('mayonnaise', () => {
  it('regular mayonnaise contains egg, may contain soy, and is a seed oil, so neither vegan nor paleo', () => {
    expect(statusOf([4025], 'egg')).toBe('contains');
    expect(statusOf([4025], 'soy')).toBe('may contain');
    expect(traits(4025)).toContain('seed oil');
    expect(labelsOf([4025, 11215]).diets).not.toContain('vegan');
    expect(labelsOf([4025, 11215]).diets).not.toContain('paleo');
  });
});

describe('vegan and vegetarian are claimed only from facts (issue 31)', () => {
  const free = Object.fromEntries(allergens.map((allergen) => [allergen, 'free'])) as AllergenStatuses;
  const plain = (description: string, foodGroup: string, set: Partial<AllergenStatuses> = {}): LabelFood => ({
    description,
    foodGroup,
    allergens: { ...free, ...set },
  });
  const tomato = plain('Tomatoes, red, ripe, raw', 'Vegetables and Vegetable Products');
  const label = (...ingredients: [string, LabelFood][]) =>
    deriveRecipeLabels({ ingredients: ingredients.map(([name, food]) => ({ name, food })), nutrition: balanced });

  it('withholds vegan where egg may be in the pasta, keeps vegetarian, and says why', () => {
    const pasta = plain('Pasta, fresh-refrigerated, plain, as purchased', 'Cereal Grains and Pasta', {
      egg: 'may contain',
      wheat: 'contains',
      gluten: 'contains',
    });
    const { diets, dietNotes } = label(['Fresh pasta', pasta], ['Tomatoes', tomato]);
    expect(diets).toContain('vegetarian');
    expect(diets).not.toContain('vegan');
    expect(dietNotes).toEqual(['Vegan: not claimed, egg may be in Fresh pasta']);
  });

  it('withholds vegan where milk is not reviewed, and says so', () => {
    const creamer = plain('Cream substitute, powdered', 'Dairy and Egg Products', { milk: 'unknown' });
    const { diets, dietNotes } = label(['Creamer', creamer]);
    expect(diets).not.toContain('vegan');
    expect(dietNotes).toEqual(['Vegan: not claimed, Creamer is not reviewed for milk']);
  });

  it('gives both when every food is known to pass, with nothing to explain', () => {
    const { diets, dietNotes } = label(['Tomatoes', tomato]);
    expect(diets).toEqual(expect.arrayContaining(['vegetarian', 'vegan']));
    expect(dietNotes).toEqual([]);
  });

  it('a recipe with egg in it is plainly not vegan: no note, and no doubt is raised about it', () => {
    const egg = plain('Egg, whole, raw, fresh', 'Dairy and Egg Products', { egg: 'contains' });
    const { diets, dietNotes } = label(['Egg', egg], ['Tomatoes', tomato]);
    expect(diets).toContain('vegetarian');
    expect(diets).not.toContain('vegan');
    expect(dietNotes).toEqual([]);
  });

  it('rennet-set cheeses, cochineal, gelatin and lard are neither vegetarian nor vegan', () => {
    const parmesan = plain('Cheese, parmesan, grated', 'Dairy and Egg Products', { milk: 'contains' });
    const carmine = plain('Candies, red gummies coloured with carmine', 'Sweets');
    const gelatin = plain('Gelatins, dry powder, unsweetened', 'Sweets');
    const lard = plain('Lard', 'Fats and Oils');
    for (const food of [parmesan, carmine, gelatin, lard]) {
      const { diets } = label(['It', food], ['Tomatoes', tomato]);
      expect(diets, food.description).not.toContain('vegetarian');
      expect(diets, food.description).not.toContain('vegan');
    }
    expect(
      label(['Cheddar', plain('Cheese, cheddar', 'Dairy and Egg Products', { milk: 'contains' })]).diets,
    ).toContain('vegetarian');
  });

  it('honey keeps a recipe vegetarian but not vegan', () => {
    const honey = plain('Honey', 'Sweets');
    const { diets } = label(['Honey', honey], ['Tomatoes', tomato]);
    expect(diets).toContain('vegetarian');
    expect(diets).not.toContain('vegan');
  });

  it('withholds vegetarian where fish may be in a sauce, and says why', () => {
    const sauce = plain('Sauce, ready-to-serve, pepper', 'Soups, Sauces, and Gravies', { fish: 'may contain' });
    const { diets, dietNotes } = label(['Pepper sauce', sauce], ['Tomatoes', tomato]);
    expect(diets).not.toContain('vegetarian');
    expect(dietNotes).toEqual([
      'Vegetarian: not claimed, fish may be in Pepper sauce',
      'Vegan: not claimed, fish may be in Pepper sauce',
    ]);
  });
});

describe('vegetarian and vegan from the animal facts table (docs/decisions/0024)', () => {
  const byName = new Map(readSr28FromPackage().map((row) => [row.description, row]));
  const withFacts = (...names: [string, string][]) =>
    deriveRecipeLabels({
      ingredients: names.map(([name, description]) => {
        const row = byName.get(description);
        if (!row) throw new Error(`${description} missing`);
        return {
          name,
          food: { ...row, allergens: getFoodAllergens(row), animalFacts: getFoodAnimalFacts(row) },
        };
      }),
      nutrition: balanced,
    });

  it('gelatin rules vegetarian out, with no note', () => {
    const labels = withFacts(['strawberry jelly', 'Gelatin desserts, dry mix'], ['strawberries', 'Strawberries, raw']);
    expect(labels.diets).not.toContain('vegetarian');
    expect(labels.diets).not.toContain('vegan');
    expect(labels.dietNotes).toEqual([]);
  });

  it('"may contain gelatin" withholds vegetarian and says why', () => {
    const labels = withFacts(
      ['frosted wheat cereal', "Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED MINI-WHEATS, bite size"],
      ['banana', 'Bananas, raw'],
    );
    expect(labels.diets).not.toContain('vegetarian');
    expect(labels.dietNotes).toContain('Vegetarian: not claimed, gelatin may be in frosted wheat cereal');
  });

  it('the unfrosted cereal is vegan', () => {
    const labels = withFacts(
      ['wheat cereal', "Cereals ready-to-eat, KELLOGG, KELLOGG'S MINI-WHEATS, unfrosted bite size"],
      ['banana', 'Bananas, raw'],
    );
    expect(labels.diets).toEqual(expect.arrayContaining(['vegetarian', 'vegan']));
  });

  it('honey keeps vegetarian but not vegan', () => {
    const labels = withFacts(['honey', 'Honey'], ['oats', 'Cereals, oats, regular and quick, not fortified, dry']);
    expect(labels.diets).toContain('vegetarian');
    expect(labels.diets).not.toContain('vegan');
    expect(labels.dietNotes).toEqual([]);
  });

  it('cheddar stays vegetarian; parmesan (calf rennet) does not', () => {
    const cheddar = withFacts(
      ['cheddar', 'Cheese, cheddar'],
      ['tomato', 'Tomatoes, red, ripe, raw, year round average'],
    );
    expect(cheddar.diets).toContain('vegetarian');
    const parmesan = withFacts(['parmesan', 'Cheese, parmesan, grated'], ['basil', 'Basil, fresh']);
    expect(parmesan.diets).not.toContain('vegetarian');
    expect(parmesan.dietNotes).toEqual([]);
  });

  it('lard rules vegetarian out; traditional refried beans withhold it with a reason', () => {
    expect(
      withFacts(['lard', 'Lard'], ['flour', 'Wheat flour, white, all-purpose, enriched, bleached']).diets,
    ).not.toContain('vegetarian');
    const beans = withFacts(['refried beans', 'Refried beans, canned, traditional style (includes USDA commodity)']);
    expect(beans.diets).not.toContain('vegetarian');
    expect(beans.dietNotes).toContain('Vegetarian: not claimed, animal fat may be in refried beans');
    expect(withFacts(['refried beans', 'Refried beans, canned, vegetarian']).diets).toContain('vegan');
  });

  it('minestrone withholds vegetarian for its stock; the vegetarian vegetable soup is vegan', () => {
    const minestrone = withFacts(['minestrone', 'Soup, minestrone, canned, condensed']);
    expect(minestrone.diets).not.toContain('vegetarian');
    expect(minestrone.dietNotes.join(' ')).toMatch(/Vegetarian: not claimed, .*meat stock may be in minestrone/);
  });

  // SR28's cholesterol is evidence of an animal ingredient (cholesterol-evidence.ts): these foods list it, and were
  // once labelled vegan because the tables missed what they are made of.
  it('lard and tallow shortenings, fish oil and sea lion are not vegetarian', () => {
    for (const description of [
      'Shortening, household, lard and vegetable oil',
      'Shortening frying (heavy duty), beef tallow and cottonseed',
      'Fish oil, cod liver',
      'Sea lion, Steller, liver (Alaska Native)',
      'Chili with beans, canned',
    ]) {
      const { diets } = withFacts(['it', description]);
      expect(diets, description).not.toContain('vegetarian');
      expect(diets, description).not.toContain('vegan');
    }
    expect(withFacts(['cod liver oil', 'Fish oil, cod liver']).allergens).toContain('fish');
  });

  it('home potato salad, corn pudding and pan dulce contain egg; mashed potatoes contain milk', () => {
    for (const description of [
      'Potato salad, home-prepared',
      'Corn pudding, home prepared',
      'Bread, pan dulce, sweet yeast bread',
    ]) {
      const labels = withFacts(['it', description]);
      expect(labels.allergens, description).toContain('egg');
      expect(labels.diets, description).not.toContain('vegan');
      expect(labels.diets, description).toContain('vegetarian');
    }
    expect(withFacts(['mash', 'Potatoes, mashed, ready-to-eat']).allergens).toContain('milk');
  });
});

describe('SR28 cholesterol as evidence for the tables', () => {
  it('every food with cholesterol has an animal source in the tables, or a stated reason', () => {
    expect(unexplainedCholesterol(readSr28FromPackage())).toEqual([]);
    for (const [id, entry] of Object.entries(explainedCholesterol)) expect(entry.reason.length, id).toBeGreaterThan(20);
  });
});
