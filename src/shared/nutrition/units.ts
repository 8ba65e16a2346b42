import densityTable from './densities/density-table.json' with { type: 'json' };
import { densityKindOf } from './densities/density-kinds.ts';

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
/** A volume written inside a portion's words: '1 envelope, (1 tbsp)', '1 serving, 1/4 cup'. */
const innerVolume =
  /\(?\s*(\d+\s+\d+\/\d+|\d+\/\d+|\d*\.?\d+)\s*(fl(?:uid)? ?oz|cups?|tbsp|tablespoons?|tsp|teaspoons?|ml)\b\s*\)?/;

function parseNumber(raw: string): number {
  if (!raw.includes('/')) return Number(raw);
  const [whole, fraction] = raw.includes(' ') ? raw.split(/\s+/) : ['0', raw];
  const [top, bottom] = fraction.split('/').map(Number);
  return Number(whole) + top / bottom;
}

/** "1 cup, chopped" → {amount: 1, rest: 'cup, chopped'}; also "0.5", ".25", "1/2", "1 1/2". */
function splitAmount(label: string): { amount: number; rest: string } | null {
  const match = /^\s*(\d+\s+\d+\/\d+|\d+\/\d+|\d*\.?\d+)\s*(.*)$/.exec(label.toLowerCase());
  if (!match) return null;
  const amount = parseNumber(match[1]);
  return amount > 0 ? { amount, rest: match[2].trim() } : null;
}

/** The words that describe a portion's state: '1 cup, chopped or sliced' → ['chopped', 'or', 'sliced']. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** 'chopped' and 'chop', 'halves' and 'halved', 'mashed' and 'mash' are the same word to a cook. */
function stem(word: string): string {
  return word.replace(/(ped|ed|es|s|e)$/, '').slice(0, 5);
}

interface VolumePortion {
  portion: Portion;
  gramsPerMl: number;
  /** the portion's describing words, without its measure */
  qualifiers: string[];
}

function readVolumePortion(portion: Portion): VolumePortion | null {
  const parsed = splitAmount(portion.label);
  if (!parsed || !(portion.grams > 0)) return null;
  const unit = volumeWords.find(([pattern]) => pattern.test(parsed.rest))?.[1];
  if (unit) {
    return {
      portion,
      gramsPerMl: portion.grams / (parsed.amount * millilitresPer[unit]),
      qualifiers: wordsOf(parsed.rest.replace(/^\S+/, '')),
    };
  }
  // '1 envelope, (1 tbsp)' = 7 g: the envelope is a tablespoon.
  const inner = innerVolume.exec(parsed.rest);
  if (!inner || massWords.test(parsed.rest)) return null;
  const innerUnit = volumeWords.find(([pattern]) => pattern.test(inner[2]))?.[1];
  const innerAmount = parseNumber(inner[1]);
  if (!innerUnit || !(innerAmount > 0)) return null;
  return {
    portion,
    gramsPerMl: portion.grams / (innerAmount * millilitresPer[innerUnit]),
    qualifiers: wordsOf(parsed.rest.replace(inner[0], ' ')),
  };
}

/**
 * States a cook names when meant and that change a cup's weight a lot: a cup of tomatoes is chopped unless the
 * recipe says cherry tomatoes; frozen strawberries are measured frozen unless it says thawed; brown sugar is
 * spooned unless it says packed. Such a portion is chosen only when the ingredient's words ask for it.
 */
const namedStates = new Set([
  'cherry',
  'grape',
  'pureed',
  'puree',
  'mashed',
  'packed',
  'thawed',
  'ground',
  'melted',
  'whipped',
  'crushed',
  'sifted',
  'heaping',
  'cooked',
  'juice',
  'pulp',
]);
/** What a cook means by a cup when nothing is said. */
const usualStates = new Set(['chopped', 'unthawed', 'unpacked', 'whole', 'raw']);
const usualSizes = new Set(['medium']);

function score(qualifiers: string[], asked: Set<string>, usual: Set<string>, named: Set<string>): number {
  let total = 0;
  for (const word of qualifiers) {
    // '1 cup, cherry tomatoes' for tomatoes: 'tomatoes' names the food, not a state of it.
    if (named.has(stem(word))) continue;
    if (asked.has(stem(word))) total += 10;
    else if (namedStates.has(word)) total -= 5;
    else if (usual.has(word)) total += 1;
  }
  return total;
}

function askedWords(words: string | undefined): Set<string> {
  return new Set(wordsOf(words ?? '').map(stem));
}

/** The food's best-fitting volume portion for these words; the first one wins a tie (USDA's own order). */
export function chooseVolumePortion(portions: Portion[], words?: string, description?: string): VolumePortion | null {
  const asked = askedWords(words);
  const named = askedWords(description);
  let best: VolumePortion | null = null;
  let bestScore = -Infinity;
  for (const portion of portions) {
    const reading = readVolumePortion(portion);
    // '1 cup, whipped' is mostly air: it says nothing about the liquid's weight unless whipped is meant.
    if (!reading || (reading.qualifiers.includes('whipped') && !asked.has(stem('whipped')))) continue;
    const value = score(reading.qualifiers, asked, usualStates, named);
    if (value > bestScore) [best, bestScore] = [reading, value];
  }
  return best;
}

/** Grams per millilitre from the food's own volume portions (e.g. '1 cup' = 240 g), if it has one. */
export function densityFromPortions(portions: Portion[], words?: string, description?: string): number | null {
  return chooseVolumePortion(portions, words, description)?.gramsPerMl ?? null;
}

function isCount(rest: string): boolean {
  if (!rest || massWords.test(rest) || volumeWords.some(([pattern]) => pattern.test(rest))) return false;
  return !/^(serving|package|container|can|jar|bottle|recipe|batch|yield|cubic|envelope|packet)/.test(rest);
}

/** The food's counted portion ('1 medium', '1 large', '1 slice') that fits these words; medium when unsaid. */
export function choosePiecePortion(
  portions: Portion[],
  words?: string,
  description?: string,
): { portion: Portion; grams: number } | null {
  const asked = askedWords(words);
  const named = askedWords(description);
  let best: { portion: Portion; grams: number } | null = null;
  let bestScore = -Infinity;
  for (const portion of portions) {
    const parsed = splitAmount(portion.label);
    if (!parsed || !isCount(parsed.rest) || !(portion.grams > 0)) continue;
    const value = score(wordsOf(parsed.rest), asked, usualSizes, named);
    if (value > bestScore) [best, bestScore] = [{ portion, grams: portion.grams / parsed.amount }, value];
  }
  return best;
}

/** Grams of one piece: the food's counted portion ('1 medium', '1 large', '1 slice'). */
export function pieceWeightFromPortions(portions: Portion[], words?: string, description?: string): number | null {
  return choosePiecePortion(portions, words, description)?.grams ?? null;
}

interface DensityEntry {
  gramsPerMl: number;
}
const densities = (densityTable as { kinds: Record<string, DensityEntry> }).kinds;

/** The estimated density of a food's kind (density-table.json), or null when no kind applies. */
export function kindDensity(
  description: string,
  foodGroup: string | null | undefined,
): { kind: string; gramsPerMl: number } | null {
  const kind = densityKindOf(description, foodGroup);
  const entry = kind ? densities[kind] : undefined;
  return kind && entry ? { kind, gramsPerMl: entry.gramsPerMl } : null;
}

export type GramsMethod = 'mass' | 'food volume' | 'kind density' | 'water density' | 'food piece' | 'stated weight';

export interface GramsResult {
  grams: number;
  /** how the grams were found: 'kind density' and 'water density' are estimates, and say so */
  method: GramsMethod;
  /** which weight was used, as a person reads it: '1 cup, chopped (USDA)', 'density of seeds, estimated' */
  note: string;
  estimated: boolean;
}

/** What the conversion may read besides the food's portions: what the food is and what the cook wrote. */
export interface WeighingContext {
  description?: string;
  foodGroup?: string | null;
  /** the ingredient as the recipe names it ('frozen strawberries, thawed', 'packed brown sugar') */
  words?: string;
}

/**
 * An ingredient amount in grams. Mass units convert exactly. Volumes use the food's own household weight that
 * fits the ingredient's words (chopped, not cherry; unthawed unless thawed), then the density of the food's kind,
 * then water's, the last two marked as estimates. Pieces need a counted portion. Null when it cannot be known
 * (a piece of a food without a counted portion): callers must show that, never drop it silently.
 */
export function toGrams(
  amount: number,
  unit: IngredientUnit,
  portions: Portion[],
  context: WeighingContext = {},
): GramsResult | null {
  if (!(amount > 0)) return null;
  const weighing = weighingFor(unit, portions, context);
  return weighing && weigh(weighing, amount, unit);
}

/**
 * How any amount of an ingredient in a unit is weighed, chosen once: the same food, unit and words always choose
 * the same portion or density, whatever the amount (a shopping list weighs the same lines day after day).
 */
export interface Weighing extends Omit<GramsResult, 'grams'> {
  /** grams per unit (mass, pieces), or per millilitre when `byVolume` */
  factor: number;
  byVolume: boolean;
}

export function weighingFor(unit: IngredientUnit, portions: Portion[], context: WeighingContext = {}): Weighing | null {
  const massFactor = gramsPerMassUnit[unit];
  if (massFactor !== undefined)
    return { factor: massFactor, byVolume: false, method: 'mass', note: 'by weight', estimated: false };
  const { words, description } = context;
  if (unit === 'piece') {
    const piece = choosePiecePortion(portions, words, description);
    return piece === null
      ? null
      : {
          factor: piece.grams,
          byVolume: false,
          method: 'food piece',
          note: `${piece.portion.label} (USDA)`,
          estimated: false,
        };
  }
  const own = chooseVolumePortion(portions, words, description);
  if (own)
    return {
      factor: own.gramsPerMl,
      byVolume: true,
      method: 'food volume',
      note: `${own.portion.label} (USDA)`,
      estimated: false,
    };
  const kind = context.description ? kindDensity(context.description, context.foodGroup) : null;
  if (kind)
    return {
      factor: kind.gramsPerMl,
      byVolume: true,
      method: 'kind density',
      note: `density of ${kind.kind}, estimated`,
      estimated: true,
    };
  return { factor: 1, byVolume: true, method: 'water density', note: 'density of water, estimated', estimated: true };
}

/** An amount weighed the chosen way (the same arithmetic, so the same grams, as weighing it from scratch). */
export function weigh(weighing: Weighing, amount: number, unit: IngredientUnit): GramsResult {
  const { factor, byVolume, ...how } = weighing;
  return { grams: byVolume ? amount * millilitresPer[unit] * factor : amount * factor, ...how };
}
