export const ingredientUnits = ['g', 'kg', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'oz', 'lb', 'piece'] as const;
export type IngredientUnit = (typeof ingredientUnits)[number];

export interface Portion {
  /** as the food data gives it, e.g. '1 cup, chopped', '0.5 cup', '1 medium' */
  label: string;
  grams: number;
}

/** Exact mass factors (avoirdupois ounce and pound). */
const gramsPerMassUnit: Partial<Record<IngredientUnit, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

/** US customary volumes in millilitres (the measures the USDA portions use). */
const millilitresPer: Record<string, number> = {
  ml: 1,
  l: 1000,
  cup: 236.5882365,
  tbsp: 14.78676478125,
  tsp: 4.92892159375,
  'fl oz': 29.5735295625,
};

const volumeWords: [RegExp, string][] = [
  [/^fl(uid)? ?oz\b/, 'fl oz'],
  [/^cups?\b/, 'cup'],
  [/^(tbsp|tablespoons?)\b/, 'tbsp'],
  [/^(tsp|teaspoons?)\b/, 'tsp'],
  [/^(ml|millilit(er|re)s?)\b/, 'ml'],
  [/^(l|lit(er|re)s?)\b/, 'l'],
];
const massWords = /^(oz|ounces?|lbs?|pounds?|g|grams?|kg)\b/;

/** "1 cup, chopped" → {amount: 1, rest: 'cup, chopped'}; also "0.5", ".25", "1/2", "1 1/2". */
function splitAmount(label: string): { amount: number; rest: string } | null {
  const match = /^\s*(\d+\s+\d+\/\d+|\d+\/\d+|\d*\.?\d+)\s*(.*)$/.exec(label.toLowerCase());
  if (!match) return null;
  const [, raw, rest] = match;
  let amount: number;
  if (raw.includes('/')) {
    const [whole, fraction] = raw.includes(' ') ? raw.split(/\s+/) : ['0', raw];
    const [top, bottom] = fraction.split('/').map(Number);
    amount = Number(whole) + top / bottom;
  } else amount = Number(raw);
  return amount > 0 ? { amount, rest: rest.trim() } : null;
}

// A plan's shopping list weighs the same food's portions thousands of times (a year of meals): each food's
// portion labels are read once per portions list, not once per ingredient line.
const densities = new WeakMap<Portion[], number | null>();
const pieceWeights = new WeakMap<Portion[], number | null>();

/** Grams per millilitre from the food's own volume portions (e.g. '1 cup' = 240 g), if it has one. */
export function densityFromPortions(portions: Portion[]): number | null {
  let density = densities.get(portions);
  if (density === undefined) densities.set(portions, (density = readDensity(portions)));
  return density;
}

function readDensity(portions: Portion[]): number | null {
  for (const portion of portions) {
    const parsed = splitAmount(portion.label);
    // '1 cup, whipped' is mostly air: it says nothing about the liquid's weight.
    if (!parsed || /whipped/.test(parsed.rest)) continue;
    const unit = volumeWords.find(([pattern]) => pattern.test(parsed.rest))?.[1];
    if (unit) return portion.grams / (parsed.amount * millilitresPer[unit]);
  }
  return null;
}

/** Grams of one piece: the food's first portion that is a count ('1 medium', '1 large', '1 slice'). */
export function pieceWeightFromPortions(portions: Portion[]): number | null {
  let weight = pieceWeights.get(portions);
  if (weight === undefined) pieceWeights.set(portions, (weight = readPieceWeight(portions)));
  return weight;
}

function readPieceWeight(portions: Portion[]): number | null {
  for (const portion of portions) {
    const parsed = splitAmount(portion.label);
    if (!parsed || !parsed.rest) continue;
    if (massWords.test(parsed.rest) || volumeWords.some(([pattern]) => pattern.test(parsed.rest))) continue;
    if (/^(serving|package|container|can|jar|bottle|recipe|batch|yield|cubic)/.test(parsed.rest)) continue;
    return portion.grams / parsed.amount;
  }
  return null;
}

export type GramsMethod = 'mass' | 'food volume' | 'water density' | 'food piece' | 'stated weight';

export interface GramsResult {
  grams: number;
  /** how the grams were found; 'water density' is the stated fallback for a volume with no food density */
  method: GramsMethod;
}

/**
 * An ingredient amount in grams. Mass units convert exactly; volumes use the food's own household
 * portions, or water (1 g/ml) as a stated fallback; pieces need a counted portion. Null when it cannot be
 * known (a piece of a food without a counted portion): callers must show that, never drop it silently.
 */
export function toGrams(amount: number, unit: IngredientUnit, portions: Portion[]): GramsResult | null {
  if (!(amount > 0)) return null;
  const massFactor = gramsPerMassUnit[unit];
  if (massFactor !== undefined) return { grams: amount * massFactor, method: 'mass' };
  if (unit === 'piece') {
    const each = pieceWeightFromPortions(portions);
    return each === null ? null : { grams: amount * each, method: 'food piece' };
  }
  const millilitres = amount * millilitresPer[unit];
  const density = densityFromPortions(portions);
  return density === null ? { grams: millilitres, method: 'water density' } : { grams: millilitres * density, method: 'food volume' };
}
