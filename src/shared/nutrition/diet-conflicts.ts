import { findAllergyConflicts, type ScreeningIngredient } from './allergen-screening.ts';
import type { Allergen, AllergenStatuses } from './allergens.ts';

/**
 * Warnings for a planned meal against a client's allergies and dietary restrictions. Allergies and the
 * allergen-type restrictions (gluten-free, dairy-free) are read from the foods' allergen table through the one
 * screening in allergen-screening.ts; only restrictions that are not about allergens (vegetarian, halal,
 * low-sodium) are read from names and nutrients here.
 */

export interface ConflictIngredient {
  name: string;
  /** the linked USDA food, when there is one */
  foodDescription?: string | null;
  foodGroup?: string | null;
  /** the food's allergen statuses from the table; absent or null when the ingredient has no food */
  allergens?: AllergenStatuses | null;
  /** why, per allergen, where a reason is to be shown (a status the practice set: "set by your practice: …") */
  allergenNotes?: Partial<Record<Allergen, string>>;
}

export interface ConflictMeal {
  ingredients: ConflictIngredient[];
  /** nutrition for the planned servings, when known */
  sodiumMg?: number | null;
  carbsG?: number | null;
  /** diet labels derived from the USDA foods, when every ingredient has one (they catch what names hide) */
  labels?: { diets: string[]; allergens?: string[] } | null;
}

/** Client restriction words → the derived diet label a meal must carry. */
const restrictionDiets: Record<string, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'plant-based': 'vegan',
  paleo: 'paleo',
  whole30: 'whole30',
};

const meat = [
  'chicken',
  'beef',
  'pork',
  'lamb',
  'turkey',
  'bacon',
  'ham',
  'sausage',
  'veal',
  'duck',
  'goat',
  'venison',
  'mutton',
  'prosciutto',
  'salami',
  'chorizo',
  'gelatin',
  'broth, chicken',
  'beef broth',
  'chicken broth',
];
const meatGroups = [
  'Poultry Products',
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Sausages and Luncheon Meats',
];
const seafoodGroups = ['Finfish and Shellfish Products'];

function textOf(ingredient: ConflictIngredient): string {
  return `${ingredient.name} | ${ingredient.foodDescription ?? ''}`.toLowerCase();
}

function mentions(text: string, words: string[]): string | null {
  return (
    words.find((word) => new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text)) ?? null
  );
}

/** The first ingredient whose name or food names one of the words, sits in one of the groups, or contains an animal allergen. */
function firstAnimal(
  meal: ConflictMeal,
  words: string[],
  groups: string[],
  animalAllergens: (keyof AllergenStatuses)[],
): string | null {
  for (const ingredient of meal.ingredients) {
    const found = mentions(textOf(ingredient), words);
    if (found) return found.replace(/,$/, '');
    if (ingredient.foodGroup && groups.includes(ingredient.foodGroup)) return ingredient.name.toLowerCase();
    if (ingredient.allergens && animalAllergens.some((allergen) => ingredient.allergens![allergen] === 'contains'))
      return ingredient.name.toLowerCase();
  }
  return null;
}

export function toScreeningIngredients(ingredients: ConflictIngredient[]): ScreeningIngredient[] {
  return ingredients.map((ingredient) => ({
    name: ingredient.name,
    food:
      ingredient.allergens && ingredient.foodDescription
        ? { description: ingredient.foodDescription, allergens: ingredient.allergens, notes: ingredient.allergenNotes }
        : null,
  }));
}

export function findDietConflicts(
  meal: ConflictMeal,
  client: { allergies: string[]; dietaryRestrictions: string[] },
): string[] {
  const conflicts = findAllergyConflicts(toScreeningIngredients(meal.ingredients), client).map(
    (conflict) => conflict.message,
  );
  for (const restriction of client.dietaryRestrictions) {
    const term = restriction
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-');
    let problem: string | null = null;
    if (term === 'vegetarian' || term === 'pescatarian') {
      const found =
        term === 'vegetarian'
          ? firstAnimal(
              meal,
              [...meat, 'anchov', 'fish sauce'],
              [...meatGroups, ...seafoodGroups],
              ['fish', 'crustaceans', 'molluscs'],
            )
          : firstAnimal(meal, meat, meatGroups, []);
      if (found) problem = `Not ${term}: ${found}`;
    } else if (term === 'vegan' || term === 'plant-based') {
      const found = firstAnimal(
        meal,
        [...meat, 'honey'],
        [...meatGroups, ...seafoodGroups],
        ['milk', 'egg', 'fish', 'crustaceans', 'molluscs'],
      );
      if (found) problem = `Not vegan: ${found}`;
    } else if (term === 'halal') {
      const found = firstAnimal(
        meal,
        ['pork', 'bacon', 'ham', 'lard', 'prosciutto', 'chorizo', 'salami', 'wine', 'beer'],
        ['Pork Products'],
        [],
      );
      if (found) problem = `Not halal: ${found}`;
    } else if (term === 'kosher') {
      const found = firstAnimal(meal, ['pork', 'bacon', 'ham', 'lard'], ['Pork Products'], ['crustaceans', 'molluscs']);
      if (found) problem = `Not kosher: ${found}`;
    } else if (term === 'low-sodium' && (meal.sodiumMg ?? 0) > 600) {
      problem = `High in sodium for a low-sodium diet: ${Math.round(meal.sodiumMg!)} mg`;
    } else if (
      (term === 'keto' || term === 'ketogenic' || term === 'low-carb') &&
      (meal.carbsG ?? 0) > (term === 'low-carb' ? 40 : 20)
    ) {
      problem = `High in carbohydrate for ${restriction.trim()}: ${Math.round(meal.carbsG!)} g`;
    }
    if (!problem && meal.labels && restrictionDiets[term] && !meal.labels.diets.includes(restrictionDiets[term])) {
      problem = `Not ${restrictionDiets[term]} (from its ingredients' USDA foods)`;
    }
    if (problem) conflicts.push(problem);
  }
  return conflicts;
}
