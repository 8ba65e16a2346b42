import type { AllergenStatus } from './allergens.ts';

/**
 * The animal facts vegetarian and vegan need that the allergen table does not carry (fish, crustaceans, molluscs,
 * milk and egg are read from there). Each food has one status per fact, in this order, in the reviewed table built
 * by npm run animal-facts:build (src/server/features/nutrition/animal-facts/).
 */
export const animalFacts = [
  'meat',
  'poultry',
  'gelatin',
  'honey',
  'animal-fat',
  'carmine',
  'animal-rennet',
  'animal-broth',
] as const;
export type AnimalFact = (typeof animalFacts)[number];
export type AnimalFactStatuses = Record<AnimalFact, AllergenStatus>;

/** How a fact reads in a sentence ("gelatin may be in Frosted wheat cereal"). */
export const animalFactWords: Record<AnimalFact, string> = {
  meat: 'meat',
  poultry: 'poultry',
  gelatin: 'gelatin',
  honey: 'honey',
  'animal-fat': 'animal fat',
  carmine: 'carmine',
  'animal-rennet': 'animal rennet',
  'animal-broth': 'meat stock',
};

const statusOfCode: Record<string, AllergenStatus> = { C: 'contains', M: 'may contain', F: 'free', U: 'unknown' };
const codeOfStatus: Record<AllergenStatus, string> = { contains: 'C', 'may contain': 'M', free: 'F', unknown: 'U' };

export function encodeAnimalFacts(statuses: AnimalFactStatuses): string {
  return animalFacts.map((fact) => codeOfStatus[statuses[fact]]).join('');
}

export function decodeAnimalFacts(code: string): AnimalFactStatuses {
  const result = {} as AnimalFactStatuses;
  animalFacts.forEach((fact, index) => {
    result[fact] = statusOfCode[code[index]] ?? 'unknown';
  });
  return result;
}
