import type { ExternalRecipe } from '@/shared/schemas/recipe-database';
import { capitalise } from './recipe-filters';

/** What a search asked for that a card can show it holds: a diet and a cuisine ('any' or absent: nothing). */
export interface AskedFor {
  diet?: string;
  cuisine?: string;
}

export interface CardLabel {
  text: string;
  kind: 'cuisine' | 'diet';
}

const MAX_CUISINES = 2;
/** Diet badges a card has room for: the one asked for, and the most telling other. */
const MAX_DIETS = 2;
/** The most telling diets first: a vegan recipe is also vegetarian and dairy-free, and says more as "Vegan". */
const dietPriority = ['vegan', 'ketogenic', 'paleo', 'whole30', 'vegetarian', 'gluten-free', 'dairy-free'];

const rank = (diet: string) => {
  const at = dietPriority.indexOf(diet);
  return at === -1 ? dietPriority.length : at;
};
const asked = (value: string | undefined) => (value && value !== 'any' ? value.toLowerCase() : null);

/**
 * The badges of a search result: what the search asked for first, so a practitioner sees on the card that it holds
 * ("Gluten-free" on every card of a gluten-free search), then the recipe's other cuisines and its most telling
 * other diet as room allows.
 */
export function cardLabels(recipe: Pick<ExternalRecipe, 'cuisines' | 'diets'>, askedFor: AskedFor = {}): CardLabel[] {
  const diet = asked(askedFor.diet);
  const cuisine = asked(askedFor.cuisine);
  const firstIf = (values: string[], wanted: string | null) => {
    const found = wanted === null ? undefined : values.find((value) => value.toLowerCase() === wanted);
    return found === undefined ? values : [found, ...values.filter((value) => value !== found)];
  };
  const cuisines = firstIf(recipe.cuisines, cuisine).slice(0, MAX_CUISINES);
  const others = [...recipe.diets].sort((a, b) => rank(a) - rank(b));
  const diets = (diet === null ? others.slice(0, 1) : firstIf(others, diet)).slice(0, diet === null ? 1 : MAX_DIETS);
  return [
    ...cuisines.map((text) => ({ text: capitalise(text), kind: 'cuisine' as const })),
    ...diets.map((text) => ({ text: capitalise(text), kind: 'diet' as const })),
  ];
}
