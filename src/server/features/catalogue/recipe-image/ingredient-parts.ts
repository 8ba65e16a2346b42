// A recipe's foods with their looks, heaviest first: what the picture is painted from.
import { type Look, lookOf } from './food-looks.ts';
import type { RecipeImageInput } from './recipe-image-input.ts';

export interface Part {
  look: Look;
  /** how much of the dish it covers: grams adjusted for swelling, bulk and strength */
  weight: number;
  grams: number;
  text: string;
}

const popcorn: Look = { shape: 'round', color: '#f6eed6', role: 'base', size: 10 };

const meatball: Look = { shape: 'round', color: '#8d5a3b', role: 'main', size: 17 };

const hidden: Look = { shape: 'none', color: '#000000', role: 'none', size: 0 };

export function partsOf(input: RecipeImageInput): Part[] {
  const parts: Part[] = [];
  const name = String(input.name ?? '').toLowerCase();
  const popping = /popcorn/.test(name);
  // minced meat rolled into balls or patties, bound with egg that no longer shows
  const rolled = /meatballs?|koftas?|keftedes|patties|burgers?|rissoles?|polpette|albondigas|seekh/.test(name);
  for (const ing of Array.isArray(input.ingredients) ? input.ingredients : []) {
    if (!ing || typeof ing !== 'object') continue;
    const grams = Number.isFinite(ing.grams) && ing.grams > 0 ? Math.min(ing.grams, 5000) : 0;
    const text = String(ing.description ?? '').toLowerCase();
    // SR28 has no popcorn: the recipe pops "Corn grain, yellow"
    let look =
      popping && /^corn grain/.test(text)
        ? popcorn
        : lookOf(text, typeof ing.foodGroup === 'string' ? ing.foodGroup : null);
    if (rolled && look.shape === 'crumb' && look.role === 'main') look = meatball;
    if (rolled && look.shape === 'egg') look = hidden;
    let weight = grams;
    const dry = /\b(dry|raw|uncooked|unprepared|mature seeds, raw)\b/.test(text);
    if (look.shape === 'grain' || look.shape === 'noodle') weight *= dry && !/cooked/.test(text) ? 2.6 : 1;
    if (look.shape === 'leaf') weight *= 1.8;
    // a teaspoon of turmeric colours a whole pot; a spoon of miso only tints it
    if (look.role === 'tint') weight = grams * (look.size || 10);
    parts.push({ look, weight, grams, text });
  }
  return parts.sort((a, b) => b.weight - a.weight);
}
