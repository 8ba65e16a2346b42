/**
 * The vitamins, minerals and fat fractions USDA SR28 carries per food, in SR28's own units. They travel
 * beside the seven core nutrients (recipe-nutrition.ts) through the same computation; unlike those, a
 * micronutrient a food does not report stays null, so a recipe, meal or day can say "not known" or "at least".
 */
export const micronutrientKeys = [
  'saturatedFat',
  'monounsaturatedFat',
  'polyunsaturatedFat',
  'cholesterol',
  'potassium',
  'calcium',
  'iron',
  'magnesium',
  'phosphorus',
  'zinc',
  'copper',
  'manganese',
  'selenium',
  'vitaminA',
  'vitaminC',
  'vitaminD',
  'vitaminE',
  'vitaminK',
  'thiamin',
  'riboflavin',
  'niacin',
  'vitaminB6',
  'folate',
  'vitaminB12',
  'choline',
] as const;
export type MicronutrientKey = (typeof micronutrientKeys)[number];
export type Micronutrients = Record<MicronutrientKey, number | null>;

const micronutrientKeySet: ReadonlySet<string> = new Set(micronutrientKeys);
export function isMicronutrientKey(key: string): key is MicronutrientKey {
  return micronutrientKeySet.has(key);
}

export type NutrientUnit = 'kcal' | 'g' | 'mg' | 'µg' | 'µg RAE' | 'µg DFE';

export interface NutrientInfo {
  label: string;
  unit: NutrientUnit;
  /** column of SR28's abbreviated table (ABBREV.txt), counted from 0 */
  sr28Column: number;
}

export const micronutrientInfo: Record<MicronutrientKey, NutrientInfo> = {
  saturatedFat: { label: 'Saturated fat', unit: 'g', sr28Column: 44 },
  monounsaturatedFat: { label: 'Monounsaturated fat', unit: 'g', sr28Column: 45 },
  polyunsaturatedFat: { label: 'Polyunsaturated fat', unit: 'g', sr28Column: 46 },
  cholesterol: { label: 'Cholesterol', unit: 'mg', sr28Column: 47 },
  potassium: { label: 'Potassium', unit: 'mg', sr28Column: 14 },
  calcium: { label: 'Calcium', unit: 'mg', sr28Column: 10 },
  iron: { label: 'Iron', unit: 'mg', sr28Column: 11 },
  magnesium: { label: 'Magnesium', unit: 'mg', sr28Column: 12 },
  phosphorus: { label: 'Phosphorus', unit: 'mg', sr28Column: 13 },
  zinc: { label: 'Zinc', unit: 'mg', sr28Column: 16 },
  copper: { label: 'Copper', unit: 'mg', sr28Column: 17 },
  manganese: { label: 'Manganese', unit: 'mg', sr28Column: 18 },
  selenium: { label: 'Selenium', unit: 'µg', sr28Column: 19 },
  vitaminA: { label: 'Vitamin A', unit: 'µg RAE', sr28Column: 33 },
  vitaminC: { label: 'Vitamin C', unit: 'mg', sr28Column: 20 },
  vitaminD: { label: 'Vitamin D', unit: 'µg', sr28Column: 41 },
  vitaminE: { label: 'Vitamin E', unit: 'mg', sr28Column: 40 },
  vitaminK: { label: 'Vitamin K', unit: 'µg', sr28Column: 43 },
  thiamin: { label: 'Thiamin', unit: 'mg', sr28Column: 21 },
  riboflavin: { label: 'Riboflavin', unit: 'mg', sr28Column: 22 },
  niacin: { label: 'Niacin', unit: 'mg', sr28Column: 23 },
  vitaminB6: { label: 'Vitamin B6', unit: 'mg', sr28Column: 25 },
  folate: { label: 'Folate', unit: 'µg DFE', sr28Column: 29 },
  vitaminB12: { label: 'Vitamin B12', unit: 'µg', sr28Column: 31 },
  choline: { label: 'Choline', unit: 'mg', sr28Column: 30 },
};

/** Labels and units of the seven core nutrients, for panels that list everything. */
export const coreNutrientInfo = {
  calories: { label: 'Calories', unit: 'kcal' },
  protein: { label: 'Protein', unit: 'g' },
  carbs: { label: 'Carbohydrate', unit: 'g' },
  fat: { label: 'Fat', unit: 'g' },
  fiber: { label: 'Fibre', unit: 'g' },
  sugar: { label: 'Sugars', unit: 'g' },
  sodium: { label: 'Sodium', unit: 'mg' },
} as const satisfies Record<string, { label: string; unit: NutrientUnit }>;

export function emptyMicronutrients(): Micronutrients {
  return Object.fromEntries(micronutrientKeys.map((key) => [key, null])) as Micronutrients;
}

/** SR28 leaves a field empty when it was not analysed: null, never 0. */
export function micronutrientsFromSr28Record(fields: string[]): Micronutrients {
  const result = emptyMicronutrients();
  for (const key of micronutrientKeys) {
    const field = fields[micronutrientInfo[key].sr28Column];
    if (field === undefined || field === '') continue;
    const value = Number(field);
    if (Number.isFinite(value)) result[key] = value;
  }
  return result;
}

/** Display rounding: amounts under 10 keep two significant decimals, larger ones one or none. */
export function roundMicronutrient(value: number): number {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}
