/**
 * The allergens Platewise screens for: the US major nine, gluten, and the rest of the EU's fourteen.
 * Ids are stored in recipes and client records, so they never change; labels are what screens show.
 */
export const allergens = [
  'milk',
  'egg',
  'fish',
  'crustaceans',
  'tree-nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
  'gluten',
  'celery',
  'mustard',
  'lupin',
  'molluscs',
  'sulphites',
] as const;
export type Allergen = (typeof allergens)[number];

export const allergenLabels: Record<Allergen, string> = {
  milk: 'Milk',
  egg: 'Egg',
  fish: 'Fish',
  crustaceans: 'Crustacean shellfish',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soy: 'Soybeans',
  sesame: 'Sesame',
  gluten: 'Gluten',
  celery: 'Celery',
  mustard: 'Mustard',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
  sulphites: 'Sulphites',
};

/** What the table says of one food and one allergen. */
export const allergenStatuses = ['contains', 'may contain', 'free', 'unknown'] as const;
export type AllergenStatus = (typeof allergenStatuses)[number];

/** One letter per status, so the committed table stays small: one string of 15 letters per food. */
export const statusCodes: Record<AllergenStatus, string> = {
  contains: 'C',
  'may contain': 'M',
  free: 'F',
  unknown: 'U',
};
const statusOfCode: Record<string, AllergenStatus> = { C: 'contains', M: 'may contain', F: 'free', U: 'unknown' };

export type AllergenStatuses = Record<Allergen, AllergenStatus>;

export function encodeStatuses(statuses: AllergenStatuses): string {
  return allergens.map((allergen) => statusCodes[statuses[allergen]]).join('');
}

export function decodeStatuses(code: string): AllergenStatuses {
  const result = {} as AllergenStatuses;
  allergens.forEach((allergen, index) => {
    result[allergen] = statusOfCode[code[index]] ?? 'unknown';
  });
  return result;
}

export function unknownStatuses(): AllergenStatuses {
  return decodeStatuses('');
}
