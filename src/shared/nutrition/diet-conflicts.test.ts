import { describe, expect, it } from 'vitest';
import { getFoodAllergens } from '../../server/features/nutrition/allergens/allergen-table.ts';
import { readSr28FromPackage } from '../../server/providers/foods/usda-sr28.ts';
import { allergensFromWords } from './allergen-screening.ts';
import { findDietConflicts, type ConflictIngredient, type ConflictMeal } from './diet-conflicts.ts';

const sr28 = new Map(readSr28FromPackage().map((food) => [food.id, food]));
/** An ingredient as the plan page sees it: its name, its USDA food and that food's statuses in the table. */
const line = (name: string, ndb?: number): ConflictIngredient => {
  if (ndb === undefined) return { name };
  const food = sr28.get(ndb)!;
  return { name, foodDescription: food.description, foodGroup: food.foodGroup, allergens: getFoodAllergens(food) };
};
const meal = (...ingredients: ConflictIngredient[]): ConflictMeal => ({ ingredients });
const check = (m: ConflictMeal, allergies: string[], dietaryRestrictions: string[] = []) =>
  findDietConflicts(m, { allergies, dietaryRestrictions });

const caesarSalad = meal(
  line('romaine lettuce', 11251),
  line('croutons', 18242),
  line('Caesar dressing', 43015),
  line('parmesan, grated', 1032),
);
const riceAndPeas = meal(
  line('long-grain rice, rinsed', 20044),
  line('kidney beans, canned, drained', 16145),
  line('coconut milk, canned', 12118),
  line('fresh thyme leaves', 2049),
);

describe('the journeys of issue 16', () => {
  it('the Caesar salad warns an egg-allergic client, naming the dressing and its food', () => {
    expect(check(caesarSalad, ['Egg'])).toEqual([
      'Contains egg: Caesar dressing (Salad dressing, caesar dressing, regular) (allergy: Egg)',
    ]);
  });

  it('the Caesar salad warns a coeliac client about the croutons, whether written as an allergy or a diet', () => {
    const asAllergy = check(caesarSalad, ['Coeliac disease']);
    expect(asAllergy).toHaveLength(1);
    expect(asAllergy[0]).toMatch(/^Contains gluten: croutons \(Croutons, plain\)/);
    expect(check(caesarSalad, [], ['Gluten-free'])[0]).toMatch(
      /^Contains gluten: croutons \(Croutons, plain\).*\(diet: Gluten-free\)$/,
    );
  });

  it('the Caesar salad warns a milk-allergic client about parmesan and the dressing', () => {
    expect(check(caesarSalad, ['Milk'])[0]).toBe(
      'Contains milk: Caesar dressing (Salad dressing, caesar dressing, regular), parmesan, grated (Cheese, parmesan, grated) (allergy: Milk)',
    );
  });

  it('rice and peas with coconut milk raises no tree-nut warning', () => {
    expect(check(riceAndPeas, ['Tree nuts'])).toEqual([]);
    expect(check(riceAndPeas, ['tree-nuts', 'Milk'])).toEqual([]);
  });
});

describe('allergy warnings', () => {
  it.each([
    [
      [line('Peanut butter', 16098)],
      ['Peanut'],
      ['Contains peanuts: Peanut butter (Peanut butter, smooth style, with salt) (allergy: Peanut)'],
    ],
    [[line('Almond milk', 14091)], ['Milk'], []],
    [
      [line('Almond milk', 14091)],
      ['Tree nuts'],
      ['Contains tree nuts: Almond milk (Beverages, almond milk, unsweetened, shelf stable) (allergy: Tree nuts)'],
    ],
    [[line('Coconut milk', 12118), line('Nutmeg', 2025)], ['Tree nut'], []],
    [[line('Eggplant', 11209), line('Olive oil', 4053)], ['Egg'], []],
    [
      [line('Tahini', 12166)],
      ['Sesame'],
      [
        'Contains sesame: Tahini (Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)) (allergy: Sesame)',
      ],
    ],
    [
      [line('Tamari', 16124)],
      ['Gluten'],
      ['May contain gluten: Tamari (Soy sauce made from soy (tamari)) (allergy: Gluten)'],
    ],
    [
      [line('King prawns', 15149)],
      ['Shellfish'],
      [
        'Contains crustacean shellfish: King prawns (Crustaceans, shrimp, mixed species, raw (may have been previously frozen)) (allergy: Shellfish)',
      ],
    ],
  ])('%j for %j → %j', (ingredients, allergies, expected) => {
    expect(check(meal(...ingredients), allergies)).toEqual(expected);
  });

  it('"nuts" screens for tree nuts and peanuts alike', () => {
    expect(check(meal(line('Peanuts', 16087)), ['nuts'])[0]).toMatch(/^Contains peanuts: Peanuts/);
    expect(allergensFromWords('nuts')).toEqual(['tree-nuts', 'peanuts']);
    expect(allergensFromWords('shellfish')).toEqual(['crustaceans', 'molluscs']);
  });

  it('an ingredient without a food is not reviewed for anything, is still warned about, and says so', () => {
    expect(check(meal(line('House sauce')), ['Peanut'])).toEqual([
      'Not reviewed for peanuts: House sauce (no food linked, not reviewed) (allergy: Peanut)',
    ]);
  });

  it('an allergy outside the list is matched by name and says it was not checked against foods', () => {
    expect(check(meal(line('Fresh strawberries', 9316)), ['Strawberry'])).toEqual([
      'Contains Strawberry: Fresh strawberries (allergy: Strawberry, matched by name, not checked against foods)',
    ]);
  });
});

describe('dietary restriction warnings', () => {
  it.each([
    [[line('Chicken breast', 5062), line('Rice', 20044)], ['Vegetarian'], ['Not vegetarian: chicken']],
    [[line('Tofu', 16427), line('Rice', 20044)], ['Vegetarian'], []],
    [[line('Greek yogurt', 1256), line('Honey', 19296)], ['Vegan'], ['Not vegan: greek yogurt']],
    [[line('Peanut butter', 16098)], ['Vegan'], []],
    [
      [line('Whole-wheat pasta', 20124)],
      ['Gluten-Free'],
      ['Contains gluten: Whole-wheat pasta (Pasta, whole-wheat, dry) (diet: Gluten-Free)'],
    ],
    [[line('Butter', 1001)], ['Dairy-Free'], ['Contains milk: Butter (Butter, salted) (diet: Dairy-Free)']],
    [[line('Bacon', 10123)], ['Halal'], ['Not halal: pork']],
    [[line('Worcestershire sauce', 6971)], ['Vegetarian'], ['Not vegetarian: worcestershire sauce']],
  ])('%j for %j → %j', (ingredients, restrictions, expected) => {
    expect(check(meal(...ingredients), [], restrictions)).toEqual(expected);
  });

  it('flags salt and carbohydrate by the planned amounts', () => {
    expect(check({ ...meal(line('Miso soup')), sodiumMg: 1200 }, [], ['Low-Sodium'])).toEqual([
      'High in sodium for a low-sodium diet: 1200 mg',
    ]);
    expect(check({ ...meal(line('Soup')), sodiumMg: 400 }, [], ['Low-Sodium'])).toEqual([]);
    expect(check({ ...meal(line('Porridge')), carbsG: 55 }, [], ['Keto'])).toEqual([
      'High in carbohydrate for Keto: 55 g',
    ]);
  });
});
