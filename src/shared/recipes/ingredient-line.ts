import { parseIngredient, unitsOfMeasure, type Ingredient } from 'parse-ingredient';
import type { IngredientUnit } from '../nutrition/units.ts';

/**
 * Reads ingredient lines as recipe sites and cooks write them ("2 cups chopped broccoli", "1 (15 oz) can
 * chickpeas, drained", "½ tsp kosher salt") into an amount in one of our units, the words that name the food,
 * and the searches that should find it. The line grammar (mixed and unicode fractions, ranges, unit spellings)
 * is parse-ingredient's; what it leaves in the description (package sizes, preparation words, "juice of")
 * is read here. Pure: the server runs the searches (see recipe-import.service.ts).
 */

export type IngredientLineKind = 'ingredient' | 'heading' | 'text';

export interface IngredientLine {
  /** the line as pasted, without list bullets */
  text: string;
  /** ingredient: amount and unit read; heading: "For the sauce:"; text: no amount could be read, kept as written */
  kind: IngredientLineKind;
  amount: number | null;
  unit: IngredientUnit | null;
  /** the line without its amount and unit, e.g. "chickpeas, drained" */
  name: string;
  /** searches to try in order, the first that finds a food wins; empty when there is no single food to look for */
  foodQueries: string[];
  /** how the amount was read when it was not written plainly, e.g. "1 can of 15 oz" */
  note: string | null;
}

export const MAX_INGREDIENT_LINES = 100;
export const MAX_INGREDIENT_LINE_LENGTH = 300;

/** Units parse-ingredient knows that ours lack; "tin" and "jar" are how British and Italian recipes say can. */
const extraUnits = {
  // British spellings of the metric volumes.
  liter: { ...unitsOfMeasure.liter, alternates: [...(unitsOfMeasure.liter.alternates ?? []), 'litre', 'litres'] },
  milliliter: {
    ...unitsOfMeasure.milliliter,
    alternates: [...(unitsOfMeasure.milliliter.alternates ?? []), 'millilitre', 'millilitres'],
  },
  tin: { short: 'tin', plural: 'tins', alternates: [] as string[], type: 'other' as const },
  jar: { short: 'jar', plural: 'jars', alternates: [] as string[], type: 'other' as const },
  bottle: { short: 'bottle', plural: 'bottles', alternates: [] as string[], type: 'other' as const },
  slice: { short: 'slice', plural: 'slices', alternates: [] as string[], type: 'other' as const },
  envelope: {
    short: 'envelope',
    plural: 'envelopes',
    alternates: ['packet', 'packets', 'sachet', 'sachets'],
    type: 'other' as const,
  },
};

/** parse-ingredient's unit id → our unit and the factor to multiply the amount by. */
const unitFor: Record<string, { unit: IngredientUnit; factor: number; note?: string }> = {
  gram: { unit: 'g', factor: 1 },
  kilogram: { unit: 'kg', factor: 1 },
  milligram: { unit: 'g', factor: 0.001 },
  ounce: { unit: 'oz', factor: 1 },
  pound: { unit: 'lb', factor: 1 },
  cup: { unit: 'cup', factor: 1 },
  tablespoon: { unit: 'tbsp', factor: 1 },
  teaspoon: { unit: 'tsp', factor: 1 },
  milliliter: { unit: 'ml', factor: 1 },
  liter: { unit: 'l', factor: 1 },
  deciliter: { unit: 'ml', factor: 100 },
  'fluid ounce': { unit: 'tbsp', factor: 2, note: '1 fl oz is 2 tbsp' },
  pint: { unit: 'cup', factor: 2, note: 'a US pint is 2 cups' },
  quart: { unit: 'cup', factor: 4, note: 'a US quart is 4 cups' },
  gallon: { unit: 'cup', factor: 16, note: 'a US gallon is 16 cups' },
  pinch: { unit: 'tsp', factor: 1 / 16, note: 'a pinch read as ¹⁄₁₆ tsp' },
  dash: { unit: 'tsp', factor: 1 / 8, note: 'a dash read as ⅛ tsp' },
  drop: { unit: 'ml', factor: 0.05, note: 'a drop read as 0.05 ml' },
  dozen: { unit: 'piece', factor: 12 },
  // Counted things: the food's own piece weight (one clove, one medium onion) does the weighing.
  piece: { unit: 'piece', factor: 1 },
  large: { unit: 'piece', factor: 1 },
  medium: { unit: 'piece', factor: 1 },
  small: { unit: 'piece', factor: 1 },
  clove: { unit: 'piece', factor: 1 },
  ear: { unit: 'piece', factor: 1 },
  head: { unit: 'piece', factor: 1 },
  bunch: { unit: 'piece', factor: 1 },
  sprig: { unit: 'piece', factor: 1 },
  stick: { unit: 'piece', factor: 1 },
  slice: { unit: 'piece', factor: 1 },
};

/** Package words: with a size ("1 (15 oz) can") the size is the amount; without one the package is counted. */
const packageUnitIds = new Set([
  'can',
  'tin',
  'jar',
  'bottle',
  'box',
  'bag',
  'carton',
  'container',
  'pack',
  'package',
  'envelope',
]);
const packageWord = String.raw`(cans?|tins?|jars?|bottles?|box(?:es)?|bags?|cartons?|containers?|packs?|packages?|pkgs?\.?|packets?|envelopes?|sachets?|tubs?|pouch(?:es)?)`;
const sizeUnit = String.raw`(fl\.?\s*oz|fluid\s+ounces?|oz|ounces?|g|grams?|kg|kilograms?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|lbs?|pounds?)`;
const sizeNumber = String.raw`(\d+(?:[.,]\d+)?)`;
/** "(15 oz) can", "15-ounce can", "(400g) tin", "x 400g tins", "(14.5-ounce) cans" at the start of the description */
const sizedPackage = new RegExp(
  String.raw`^(?:x\s*)?\(?\s*${sizeNumber}\s*-?\s*${sizeUnit}\.?\s*\)?\s*${packageWord}\b\s*(?:of\s+)?`,
  'i',
);
/** "(10 oz) spinach" after a package unit: "1 bag (10 oz) spinach" */
const sizeInBrackets = new RegExp(String.raw`^\(\s*${sizeNumber}\s*-?\s*${sizeUnit}\.?\s*\)\s*`, 'i');
/** a package word the parser left in the description: "400g tin chopped tomatoes", "1 can black beans" */
const leadingPackage = new RegExp(String.raw`^${packageWord}\b\s*(?:of\s+)?`, 'i');

const sizeUnits: [RegExp, IngredientUnit, number][] = [
  [/^(fl\.?\s*oz|fluid\s+ounces?)$/i, 'tbsp', 2],
  [/^(oz|ounces?)$/i, 'oz', 1],
  [/^(g|grams?)$/i, 'g', 1],
  [/^(kg|kilograms?)$/i, 'kg', 1],
  [/^(ml|millilit(er|re)s?)$/i, 'ml', 1],
  [/^(l|lit(er|re)s?)$/i, 'l', 1],
  [/^(lbs?|pounds?)$/i, 'lb', 1],
];

function readSize(number: string, unitText: string): { amount: number; unit: IngredientUnit } | null {
  const found = sizeUnits.find(([pattern]) => pattern.test(unitText.trim()));
  if (!found) return null;
  return { amount: Number(number.replace(',', '.')) * found[2], unit: found[1] };
}

const gramsPer: Partial<Record<IngredientUnit, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const millilitresPer: Partial<Record<IngredientUnit, number>> = {
  ml: 1,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  cup: 236.5882365,
};

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "15 oz (425 g)": a package size said both ways, so the weight the row will count is visible. */
function describeSize(amount: number, unit: IngredientUnit): string {
  const grams = gramsPer[unit];
  if (grams !== undefined && unit !== 'g') return `${format.format(amount)} ${unit} (${Math.round(amount * grams)} g)`;
  return `${format.format(amount)} ${unit}`;
}

/**
 * Words that say how the food is cut, cooked before use or measured, not what it is. Removed before searching
 * (every search word must match) but kept in the row's name, where the cook wrote them.
 */
const preparationWords = new Set(
  (
    'chopped diced minced sliced grated shredded peeled drained rinsed softened melted crushed beaten cubed halved ' +
    'quartered trimmed julienned sifted packed divided cooled warmed thawed deseeded seeded cored zested juiced mashed ' +
    'torn snipped slivered shaved crumbled cut into pieces piece chunks strips rings wedges florets dice slices ' +
    'fillet fillets stalk stalks rib ribs leaves leaf sprig sprigs handful deveined drizzling sprinkling dusting ' +
    'finely roughly coarsely thinly thickly freshly lightly firmly loosely very well more plus extra about approximately ' +
    'large medium small jumbo big heaping heaped level scant generous good quality good-quality store-bought homemade ' +
    'organic boneless skinless kosher flaky fine optional taste garnish serving needed room temperature at to for ' +
    'of the a an or and into inch inches cm thick thin bite-size bite-sized sized ripe cold warm hot lukewarm'
  ).split(' '),
);

/** Cook's words that read as another food word in USDA names. */
const foodWordFor: Record<string, string> = {
  zest: 'peel',
  mince: 'ground',
  scallions: 'onions spring',
  scallion: 'onions spring',
};

function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word && !/^\d/.test(word));
}

/**
 * Qualifiers a cook adds that no USDA name carries ("unsalted butter" is "Butter, without salt"): a search
 * without them is tried next. Other words are dropped only down to two, so "coconut milk" never becomes "milk".
 */
const cooksQualifiers = new Set(
  'unsalted plain baby fresh smoked extra-virgin extra virgin all-purpose granulated pure natural lean yellow hass english roma flat-leaf italian curly persian vine-ripened free-range pasture-raised grass-fed wild-caught low-fat reduced-fat full-fat'.split(
    ' ',
  ),
);

/**
 * The searches for a description, most specific first: the food's words without preparation words, then
 * without the cook's qualifiers, then with leading words dropped one by one down to two ("smoked sweet paprika"
 * → "sweet paprika"), since every word of a search must match and a cook's adjective may be no food's name.
 */
export function foodQueriesFor(description: string, { canned = false } = {}): string[] {
  let text = description.toLowerCase();
  // "butter or margarine": the first one named is the one meant.
  text = text.split(/\s+or\s+|\//)[0];
  // After a comma come preparation ("onion, finely chopped") unless the food itself is after it
  // ("boneless, skinless chicken breasts").
  const [head, ...tail] = text.split(/,|\s+-\s+|;/);
  const headWords = queryWords(head).filter((word) => !preparationWords.has(word));
  const words = (
    headWords.length > 0
      ? headWords
      : queryWords([head, ...tail].join(' ')).filter((word) => !preparationWords.has(word))
  ).flatMap((word) => (foodWordFor[word] ?? word).split(' '));
  const plain = words.filter((word) => !cooksQualifiers.has(word));
  const candidates = [words, plain];
  for (let start = 1; start <= plain.length - 2; start += 1) candidates.push(plain.slice(start));
  const queries = candidates
    .filter((candidate) => candidate.length > 0)
    .flatMap((candidate) => {
      const query = candidate.join(' ');
      return canned && !candidate.includes('canned') ? [`canned ${query}`, query] : [query];
    });
  return [...new Set(queries)].filter((query) => query.length >= 3);
}

/** List bullets and recipe-plugin checkboxes pasted with the lines. */
function withoutBullet(line: string): string {
  return line
    .replace(/^\s*(?:[-*•·▢☐□◦‣]|\u2022)\s*/, '')
    .replace(/\u00a0/g, ' ')
    .trim();
}

/**
 * What one citrus fruit gives, after USDA's yields (a lemon 47 g of juice, a lime 44 g, an orange 86 g) and the
 * usual tablespoon of grated zest: "juice of 1 lemon" is weighed as the juice, not as a whole fruit.
 */
const citrusYields: Record<string, { juiceTbsp: number; zestTbsp: number }> = {
  lemon: { juiceTbsp: 3, zestTbsp: 1 },
  lime: { juiceTbsp: 3, zestTbsp: 0.5 },
  orange: { juiceTbsp: 6, zestTbsp: 1.5 },
};

/** "Juice of 1 lemon" → "3 tbsp lemon juice", said in the note. */
function readCitrus(line: string): { line: string; note: string } | null {
  const match = /^(?:the\s+)?(juice|zest|grated zest|finely grated zest)\s+of\s+(.+?)\s+(lemon|lime|orange)s?\b/i.exec(
    line,
  );
  if (!match) return null;
  const [, part, count, fruit] = match;
  const quantity = /^(a|an|one)$/i.test(count)
    ? 1
    : /^half( an?)?$/i.test(count)
      ? 0.5
      : parseIngredient(`${count} x`)[0]?.quantity;
  if (!quantity) return null;
  const zest = /zest/i.test(part);
  const yields = citrusYields[fruit.toLowerCase()];
  const tbsp = Math.round(quantity * (zest ? yields.zestTbsp : yields.juiceTbsp) * 100) / 100;
  const food = `${fruit.toLowerCase()} ${zest ? 'zest' : 'juice'}`;
  return {
    line: `${tbsp} tbsp ${food}`,
    note: `${part.toLowerCase()} of ${count} ${fruit.toLowerCase()}${quantity > 1 ? 's' : ''} read as ${tbsp} tbsp`,
  };
}

/** "1 x 400g tin": the "x" says "times"; the parser would read it as a word of the food. */
function amountFirst(line: string): string {
  return line.replace(/^(\d+)\s*[x×]\s*(?=\d)/i, '$1 x ');
}

/** A second measure added to the first: "¼ cup + 2 tbsp sugar". */
const addedMeasure = /^(?:\+|plus)\s*(\d+(?:\.\d+)?|\d+\/\d+)\s*(tsp|teaspoons?|tbsp|tablespoons?|cups?)\.?\s+/i;

function readAddedMeasure(description: string): { millilitres: number; rest: string } | null {
  const match = addedMeasure.exec(description);
  if (!match) return null;
  const [top, bottom] = match[1].split('/').map(Number);
  const amount = bottom ? top / bottom : top;
  const unit: IngredientUnit = /^t(sp|easpoon)/i.test(match[2])
    ? 'tsp'
    : /^(tbsp|tablespoon)/i.test(match[2])
      ? 'tbsp'
      : 'cup';
  return { millilitres: amount * (millilitresPer[unit] ?? 0), rest: description.slice(match[0].length) };
}

/**
 * A line without an amount stays as written. "fresh parsley, for garnish" still names one food, worth proposing;
 * "salt and pepper to taste" names two, and gets none.
 */
function textLine(text: string): IngredientLine {
  const foodQueries = /\b(and|&|or)\b/i.test(text.split(',')[0]) ? [] : foodQueriesFor(text);
  return { text, kind: 'text', amount: null, unit: null, name: text, foodQueries, note: null };
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

function readParsed(text: string, parsed: Ingredient): IngredientLine {
  if (parsed.isGroupHeader)
    return {
      text,
      kind: 'heading',
      amount: null,
      unit: null,
      name: text.replace(/:$/, ''),
      foodQueries: [],
      note: null,
    };
  let description = parsed.description.trim();
  const notes: string[] = [];
  let quantity = parsed.quantity;
  // "Pinch of salt", "dash of hot sauce": the unit says one.
  if (quantity === null && parsed.unitOfMeasureID && ['pinch', 'dash', 'drop'].includes(parsed.unitOfMeasureID))
    quantity = 1;
  if (quantity === null || !(quantity > 0)) return textLine(text);
  if (parsed.quantity2 !== null && parsed.quantity2 > quantity) {
    notes.push(`${format.format(quantity)}–${format.format(parsed.quantity2)}: the middle is used`);
    quantity = (quantity + parsed.quantity2) / 2;
  }

  let amount: number;
  let unit: IngredientUnit;
  let canned = false;
  const unitId = parsed.unitOfMeasureID;

  const sized = unitId === null ? sizedPackage.exec(description) : null;
  if (sized) {
    // "1 (15 oz) can chickpeas": the amount is the can's contents.
    const size = readSize(sized[1], sized[2]);
    if (!size) return textLine(text);
    amount = quantity * size.amount;
    unit = size.unit;
    canned = /^(cans?|tins?)$/i.test(sized[3]);
    notes.push(
      `${format.format(quantity)} ${sized[3].toLowerCase().replace(/s$/, '')}${quantity === 1 ? '' : 's'} of ${describeSize(size.amount, size.unit)}`,
    );
    description = description.slice(sized[0].length);
  } else if (unitId !== null && packageUnitIds.has(unitId)) {
    canned = unitId === 'can' || unitId === 'tin';
    const bracket = sizeInBrackets.exec(description);
    const size = bracket ? readSize(bracket[1], bracket[2]) : null;
    if (bracket && size) {
      amount = quantity * size.amount;
      unit = size.unit;
      notes.push(
        `${format.format(quantity)} ${unitId}${quantity === 1 ? '' : 's'} of ${describeSize(size.amount, size.unit)}`,
      );
      description = description.slice(bracket[0].length);
    } else {
      // Without a size the practitioner has to say how much a package holds.
      amount = quantity;
      unit = 'piece';
      notes.push(`size of the ${unitId} not given: check the amount`);
    }
  } else if (unitId === null) {
    const bracket = sizeInBrackets.exec(description);
    const size = bracket ? readSize(bracket[1], bracket[2]) : null;
    if (bracket && size) {
      // "4 (6 oz) salmon fillets": each piece's weight is given.
      amount = quantity * size.amount;
      unit = size.unit;
      notes.push(`${format.format(quantity)} of ${describeSize(size.amount, size.unit)} each`);
      description = description.slice(bracket[0].length);
    } else {
      // "3 eggs", "2 bananas": a count. "400g tin chopped tomatoes" also lands here once the parser took 400 g.
      amount = quantity;
      unit = 'piece';
    }
  } else {
    const known = unitFor[unitId];
    if (!known) return textLine(text);
    if (unitId === 'stick' && /butter|margarine/i.test(description)) {
      amount = quantity * 8;
      unit = 'tbsp';
      notes.push('a stick of butter is 8 tbsp');
    } else {
      amount = quantity * known.factor;
      unit = known.unit;
      if (known.note) notes.push(known.note);
    }
    const added = readAddedMeasure(description);
    const perUnit = millilitresPer[unit];
    if (added && perUnit) {
      amount += added.millilitres / perUnit;
      description = added.rest;
    }
  }

  // "400g tin chopped tomatoes", "1 can of black beans": the package word the parser left behind.
  const leftover = leadingPackage.exec(description);
  if (leftover) {
    canned ||= /^(cans?|tins?)$/i.test(leftover[1]);
    description = description.slice(leftover[0].length);
  }
  // "1 cup (240 ml) water", "1 cup (2 sticks) butter": the bracket repeats the amount in other units.
  description = description
    .replace(/^\([^)]*\)\s*/, '')
    .replace(/^of\s+/i, '')
    .trim();
  if (!description) return textLine(text);

  return {
    text,
    kind: 'ingredient',
    amount: round(amount),
    unit,
    name: description,
    foodQueries: foodQueriesFor(description, { canned }),
    note: notes.length > 0 ? notes.join('; ') : null,
  };
}

/** Every non-empty line, in order: none is dropped, a line without an amount comes back as text. */
export function readIngredientLines(lines: string[]): IngredientLine[] {
  const cleaned = lines.map(withoutBullet).filter((line) => line.length > 0);
  const citrus = cleaned.map(readCitrus);
  const parsed = new Map(
    parseIngredient(
      cleaned.map((line, index) => citrus[index]?.line ?? amountFirst(line)),
      { additionalUOMs: extraUnits, round: false, includeMeta: true },
    ).map((line) => [line.meta?.sourceIndex, line]),
  );
  return cleaned.map((text, index) => {
    const line = parsed.get(index);
    // "Zest and juice of 2 oranges" names two foods: one row could only count one of them.
    if (!line || /^(?:the\s+)?(zest|juice)\s+and\s+(zest|juice)\b/i.test(text)) return textLine(text);
    const read = readParsed(text, line);
    const note = citrus[index]?.note;
    return note ? { ...read, note: read.note ? `${note}; ${read.note}` : note } : read;
  });
}

/** Lines of pasted text: one ingredient a line. */
export function splitPastedLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(withoutBullet)
    .filter((line) => line.length > 0);
}
