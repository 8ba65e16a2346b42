import { describe, expect, it } from 'vitest';
import { readSr28FromPackage } from '../../server/providers/foods/usda-sr28.ts';
import { deriveDietLabels, isKetogenic, traitsOfFood } from './diet-labels.ts';
import { emptyNutrition, type Nutrition } from './recipe-nutrition.ts';

// The real USDA rows, so the tests break if a description the rules depend on is read differently.
const sr28 = new Map(readSr28FromPackage().map((food) => [food.id, food]));
const food = (id: number) => {
  const row = sr28.get(id);
  if (!row) throw new Error(`NDB ${id} missing`);
  return row;
};
const traits = (id: number) => [...traitsOfFood(food(id))].sort();
const balanced: Nutrition = { ...emptyNutrition(), calories: 500, protein: 25, carbs: 60, fat: 17, fiber: 8 };
const labelsOf = (ids: number[], nutrition = balanced) => deriveDietLabels({ foods: ids.map(food), nutrition });

describe('tricky foods, as reviewed (docs/decisions/0006-recipe-catalogue.md)', () => {
  it('butter is dairy: not vegan, not dairy-free, not paleo', () => {
    expect(traits(1001)).toContain('dairy');
    const { diets, allergens } = labelsOf([1001, 11215]);
    expect(allergens).toContain('dairy');
    expect(diets).toContain('vegetarian');
    expect(diets).not.toContain('vegan');
    expect(diets).not.toContain('dairy-free');
    expect(diets).not.toContain('paleo');
  });

  it('ghee is a milk product for allergies and vegans, but paleo and whole30 allow it', () => {
    expect(traits(1003)).toEqual(expect.arrayContaining(['dairy', 'ghee']));
    const { diets, allergens } = labelsOf([1003, 11215]);
    expect(allergens).toContain('dairy');
    expect(diets).not.toContain('vegan');
    expect(diets).toEqual(expect.arrayContaining(['paleo', 'whole30']));
  });

  it('soy sauce brewed with wheat (shoyu) carries soy, wheat and gluten; tamari only soy', () => {
    expect(food(16123).description).toMatch(/soy and wheat/);
    expect(traits(16123)).toEqual(expect.arrayContaining(['soy', 'wheat', 'gluten']));
    expect(traits(16124)).toContain('soy');
    expect(traits(16124)).not.toContain('wheat');
    expect(traits(16124)).not.toContain('gluten');
    expect(labelsOf([16124, 11215]).diets).toEqual(expect.arrayContaining(['vegan', 'gluten-free']));
    expect(labelsOf([16123, 11215]).diets).not.toContain('gluten-free');
  });

  it('worcestershire sauce and fish sauce contain fish: not vegetarian, flagged seafood', () => {
    for (const id of [6971, 6179]) {
      const { diets, allergens } = labelsOf([id, 11215]);
      expect(allergens).toContain('seafood');
      expect(diets).not.toContain('vegetarian');
      expect(diets).not.toContain('vegan');
    }
  });

  it('peanut oil is flagged peanut (we cannot tell refined from cold-pressed) and is a seed oil for paleo', () => {
    expect(traits(4042)).toEqual(expect.arrayContaining(['peanut', 'seed oil']));
    const { diets, allergens } = labelsOf([4042, 11215]);
    expect(allergens).toContain('peanut');
    expect(diets).toContain('vegan');
    expect(diets).not.toContain('paleo');
  });

  it('almond milk is a tree nut and not dairy', () => {
    expect(traits(14091)).toContain('tree nut');
    expect(traits(14091)).not.toContain('dairy');
    const { diets, allergens } = labelsOf([14091, 9040]);
    expect(allergens).toEqual(['tree nut']);
    expect(diets).toEqual(expect.arrayContaining(['vegan', 'dairy-free']));
  });

  it('seitan (vital wheat gluten) is vegan but wheat and gluten', () => {
    expect(traits(48052)).toEqual(expect.arrayContaining(['wheat', 'gluten']));
    const { diets, allergens } = labelsOf([48052, 11215]);
    expect(allergens).toEqual(expect.arrayContaining(['wheat', 'gluten']));
    expect(diets).toContain('vegan');
    expect(diets).not.toContain('gluten-free');
  });

  it('oats count as gluten (no certified gluten-free oats in the data) but not wheat', () => {
    expect(traits(8120)).toContain('gluten');
    expect(traits(8120)).not.toContain('wheat');
    expect(labelsOf([8120, 9040]).diets).not.toContain('gluten-free');
  });

  it('couscous is wheat pasta', () => {
    expect(traits(20029)).toEqual(expect.arrayContaining(['wheat', 'gluten', 'grain']));
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
      expect(traits(id), food(id).description).not.toContain('gluten');
    }
  });

  it('a mixed fast-food item blocks every diet label but still reports what it clearly contains', () => {
    const { diets, allergens } = labelsOf([21105]);
    expect(diets).toEqual([]);
    expect(allergens).toContain('seafood');
  });

  it('meat, fish and shellfish are told apart', () => {
    expect(traits(5062)).toContain('meat');
    expect(traits(15236)).toContain('fish');
    expect(traits(15149)).toContain('shellfish');
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

  it('miso counts as gluten (barley misos cannot be told apart) and cured meats keep a dish out of whole30', () => {
    expect(traits(16112)).toEqual(expect.arrayContaining(['soy', 'gluten']));
    const { diets } = labelsOf([10123, 11215]);
    expect(diets).toContain('paleo');
    expect(diets).not.toContain('whole30');
  });
});

describe('soy foods and kimchi', () => {
  it('tamari is a soy food, so not paleo; kimchi is made with fish sauce, so not vegetarian', () => {
    expect(labelsOf([16124, 11215]).diets).not.toContain('paleo');
    expect(traits(11118)).toContain('fish');
    expect(labelsOf([11118, 11215]).diets).not.toContain('vegetarian');
  });
});

describe('mayonnaise', () => {
  it('regular mayonnaise is egg, soy and a seed oil, so neither vegan nor paleo', () => {
    expect(traits(4025)).toEqual(expect.arrayContaining(['egg', 'soy', 'seed oil']));
    expect(labelsOf([4025, 11215]).diets).not.toContain('paleo');
  });
});
