import { describe, expect, it } from 'vitest';
import { findDietConflicts, type ConflictMeal } from './diet-conflicts.ts';

const meal = (...names: string[]): ConflictMeal => ({ ingredients: names.map((name) => ({ name })) });
const check = (m: ConflictMeal, allergies: string[], dietaryRestrictions: string[] = []) => findDietConflicts(m, { allergies, dietaryRestrictions });

describe('allergy warnings', () => {
  it.each([
    [['Peanut butter'], ['Peanut'], ['Contains peanut (allergy: Peanut)']],
    [['Almond milk'], ['Milk'], []],
    [['Almond milk'], ['Tree nuts'], ['Contains almond (allergy: Tree nuts)']],
    [['Coconut milk', 'Nutmeg'], ['Tree nut'], []],
    [['Eggplant', 'Olive oil'], ['Egg'], []],
    [['Scrambled egg'], ['Eggs'], ['Contains egg (allergy: Eggs)']],
    [['Soy sauce'], ['Wheat'], ['Contains soy sauce (allergy: Wheat)']],
    [['Tamari'], ['Gluten'], []],
    [['King prawns'], ['Shellfish'], ['Contains prawn (allergy: Shellfish)']],
    [['Tahini'], ['Sesame'], ['Contains tahini (allergy: Sesame)']],
    [['Fresh strawberries'], ['Strawberry'], ['Contains strawberry (allergy: Strawberry)']],
  ])('%j for %j → %j', (names, allergies, expected) => {
    expect(check(meal(...names), allergies)).toEqual(expected);
  });

  it('reads the linked USDA food too, not only the name the cook typed', () => {
    const m: ConflictMeal = { ingredients: [{ name: 'Fillet', foodDescription: 'Fish, salmon, Atlantic, farmed, raw', foodGroup: 'Finfish and Shellfish Products' }] };
    expect(check(m, ['Fish'])).toEqual(['Contains salmon (allergy: Fish)']);
  });
});

describe('dietary restriction warnings', () => {
  it.each([
    [['Chicken breast', 'Rice'], ['Vegetarian'], ['Not vegetarian: chicken']],
    [['Tofu', 'Rice'], ['Vegetarian'], []],
    [['Greek yogurt', 'Honey'], ['Vegan'], ['Not vegan: yogurt']],
    [['Peanut butter', 'Oat milk'], ['Vegan'], []],
    [['Whole-wheat pasta'], ['Gluten-Free'], ['Not gluten-free: wheat']],
    [['Butter'], ['Dairy-Free'], ['Not dairy-free: butter']],
    [['Bacon'], ['Halal'], ['Not halal: bacon']],
  ])('%j for %j → %j', (names, restrictions, expected) => {
    expect(check(meal(...names), [], restrictions)).toEqual(expected);
  });

  it('flags salt and carbohydrate by the planned amounts', () => {
    expect(check({ ...meal('Miso soup'), sodiumMg: 1200 }, [], ['Low-Sodium'])).toEqual(['High in sodium for a low-sodium diet: 1200 mg']);
    expect(check({ ...meal('Soup'), sodiumMg: 400 }, [], ['Low-Sodium'])).toEqual([]);
    expect(check({ ...meal('Porridge'), carbsG: 55 }, [], ['Keto'])).toEqual(['High in carbohydrate for Keto: 55 g']);
  });
});

describe('derived labels catch what ingredient names hide', () => {
  const caesar: ConflictMeal = {
    ingredients: [{ name: 'Dressing', foodDescription: 'Sauce, worcestershire', foodGroup: 'Soups, Sauces, and Gravies' }],
    labels: { diets: ['gluten-free', 'dairy-free'], allergens: ['seafood'] },
  };
  it('warns a fish-allergic client about worcestershire, and a vegetarian about it too', () => {
    expect(findDietConflicts(caesar, { allergies: ['Fish'], dietaryRestrictions: ['Vegetarian'] })).toEqual([
      'Contains seafood (allergy: Fish)',
      "Not vegetarian (from its ingredients' USDA foods)",
    ]);
  });
  it('says nothing more when the labels are clear', () => {
    expect(findDietConflicts(caesar, { allergies: ['Peanut'], dietaryRestrictions: ['Gluten-Free'] })).toEqual([]);
  });
});
