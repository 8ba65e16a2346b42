import type { KitchenUnits } from '../format/preferences.ts';
import { choosePiecePortion, weigh, weighingFor, type IngredientUnit, type Portion, type Weighing } from './units.ts';

export interface ShoppingFood {
  description: string;
  foodGroup: string | null;
  portions: Portion[];
}

/** One ingredient line of a planned meal, scaled by planned servings / recipe servings. */
export interface PlannedIngredient {
  name: string;
  amount: number;
  unit: IngredientUnit;
  fdcId?: number;
  /** planned servings ÷ the recipe's own servings */
  factor: number;
}

export interface ShoppingItem {
  name: string;
  amount: string;
  /** total weight when every line could be weighed */
  grams: number | null;
}

export interface ShoppingGroup {
  group: string;
  items: ShoppingItem[];
}

/** Supermarket aisles from USDA food groups. */
const aisles: Record<string, string> = {
  'Fruits and Fruit Juices': 'Fruit & vegetables',
  'Vegetables and Vegetable Products': 'Fruit & vegetables',
  'Poultry Products': 'Meat & poultry',
  'Beef Products': 'Meat & poultry',
  'Pork Products': 'Meat & poultry',
  'Lamb, Veal, and Game Products': 'Meat & poultry',
  'Sausages and Luncheon Meats': 'Meat & poultry',
  'Finfish and Shellfish Products': 'Fish & seafood',
  'Dairy and Egg Products': 'Dairy & eggs',
  'Cereal Grains and Pasta': 'Grains, pasta & bread',
  'Baked Products': 'Grains, pasta & bread',
  'Breakfast Cereals': 'Grains, pasta & bread',
  'Legumes and Legume Products': 'Beans, lentils & tofu',
  'Nut and Seed Products': 'Nuts & seeds',
  'Fats and Oils': 'Oils, sauces & condiments',
  'Soups, Sauces, and Gravies': 'Oils, sauces & condiments',
  'Spices and Herbs': 'Herbs & spices',
  Beverages: 'Drinks',
  Sweets: 'Baking & sweets',
};

/**
 * Where a food group puts a food on the wrong shelf: USDA files coconut milk with nuts, peanut butter and soy
 * sauce with legumes, fresh basil with dried spices, baking powder with bread. First match wins.
 */
const aisleOverrides: [RegExp, string][] = [
  [/\bcoconut water\b/, 'Drinks'],
  [
    /\b(coconut milk|coconut cream|cream of coconut)\b|^nuts, coconut milk|^nuts, coconut cream/,
    'Tins, jars & dry goods',
  ],
  [/\b(ice creams?|frozen yogurts?|sherbet|sorbet)\b/, 'Frozen'],
  [/\b(frozen|frz)\b/, 'Frozen'],
  [
    /\b(peanut butter|peanuts?|tahini|sesame butter|almond butter|cashew butter|nut butter|seed butter)\b/,
    'Nuts & seeds',
  ],
  [
    /\b(soy sauce|tamari|miso|vinegar|mustard|ketchup|catsup|salsa|hot sauce|worcestershire|mayonnaise|pesto|hummus)\b/,
    'Oils, sauces & condiments',
  ],
  [
    /\b(soymilk|soy milk|almond milk|oat milk|rice milk|tofu yogurt)\b|^beverages?, (almond|oat|rice|soy|coconut)/,
    'Dairy & eggs',
  ],
  [/\b(broth|stock|bouillon|soup)\b|\bcanned\b/, 'Tins, jars & dry goods'],
  [
    /\b(flour|baking powder|baking soda|leavening|yeast|cornstarch|cocoa|gelatin|chocolate chips?)\b/,
    'Baking & sweets',
  ],
  [
    /^(spices|herbs)?,? ?(basil|parsley|cilantro|coriander leaves|mint|dill|chives|rosemary|thyme|sage|tarragon),? fresh\b|\bfresh\b.*\b(basil|parsley|cilantro|mint|dill|chives|rosemary|thyme|sage)\b/,
    'Fruit & vegetables',
  ],
];

/** The aisle of a food: its food group's, unless an override knows better. Exported for tests and checks. */
export function aisleOf(food: Pick<ShoppingFood, 'description' | 'foodGroup'>): string {
  const text = food.description.toLowerCase();
  for (const [pattern, aisle] of aisleOverrides) if (pattern.test(text)) return aisle;
  return aisles[food.foodGroup ?? ''] ?? 'Other';
}

const aisleOrder = [
  'Fruit & vegetables',
  'Meat & poultry',
  'Fish & seafood',
  'Dairy & eggs',
  'Grains, pasta & bread',
  'Beans, lentils & tofu',
  'Nuts & seeds',
  'Tins, jars & dry goods',
  'Oils, sauces & condiments',
  'Herbs & spices',
  'Baking & sweets',
  'Frozen',
  'Drinks',
  'Other',
];

const massGrams: Partial<Record<IngredientUnit, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const volumeMl: Partial<Record<IngredientUnit, number>> = {
  ml: 1,
  l: 1000,
  cup: 236.5882365,
  tbsp: 14.78676478125,
  tsp: 4.92892159375,
};
const QUART_ML = 946.352946;

interface Tally {
  name: string;
  group: string;
  food: ShoppingFood | undefined;
  /** from lines given by weight */
  massGrams: number;
  /** from lines given by volume */
  millilitres: number;
  /** from lines given as pieces */
  pieces: number;
  /** every line weighed (the food's own weights, or its kind's density; water does not count) */
  weighedGrams: number;
  weighedLines: number;
  lines: number;
  order: number;
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** 1.5 → '1½', 0.25 → '¼', 2.33 → '2⅓'; other values to one decimal. */
export function friendlyNumber(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  const fractions: [number, string][] = [
    [0, ''],
    [0.25, '¼'],
    [1 / 3, '⅓'],
    [0.5, '½'],
    [2 / 3, '⅔'],
    [0.75, '¾'],
    [1, ''],
  ];
  for (const [fraction, glyph] of fractions) {
    if (Math.abs(rest - fraction) < 0.04) {
      const base = fraction === 1 ? whole + 1 : whole;
      if (!glyph) return String(base);
      return base === 0 ? glyph : `${base}${glyph}`;
    }
  }
  return String(Math.round(value * 10) / 10);
}

/**
 * A weight as the practice's kitchen reads it (Settings → Units and formats): grams and kilograms, or ounces and
 * pounds to the quarter, as US shops and recipes write them.
 */
function weightText(grams: number, kitchen: KitchenUnits): string {
  if (kitchen === 'us') {
    const ounces = grams / massGrams.oz!;
    if (ounces < 15.875) return `${friendlyNumber(Math.max(0.25, Math.round(ounces * 4) / 4))} oz`;
    return `${friendlyNumber(Math.round((grams / massGrams.lb!) * 4) / 4)} lb`;
  }
  if (grams >= 1000) return `${Math.round(grams / 10) / 100} kg`;
  if (grams >= 100) return `${Math.round(grams / 5) * 5} g`;
  return `${Math.max(1, Math.round(grams))} g`;
}

/** A volume in the cook's measures: cups and spoons; a litre and more in litres, or in quarts for a US kitchen. */
function volumeText(ml: number, kitchen: KitchenUnits): string {
  if (ml >= 1000) {
    return kitchen === 'us'
      ? `${friendlyNumber(Math.round((ml / QUART_ML) * 4) / 4)} quarts`
      : `${Math.round(ml / 10) / 100} l`;
  }
  const cups = ml / volumeMl.cup!;
  if (cups >= 0.25) return `${friendlyNumber(Math.round(cups * 4) / 4)} cup${cups > 1.125 ? 's' : ''}`;
  const tbsp = ml / volumeMl.tbsp!;
  if (tbsp >= 1) return `${friendlyNumber(Math.round(tbsp * 2) / 2)} tbsp`;
  return `${friendlyNumber(Math.max(0.25, Math.round((ml / volumeMl.tsp!) * 4) / 4))} tsp`;
}

/** Words a counted USDA portion uses for the thing counted ('1 clove' of garlic), rather than a size. */
const countNouns =
  /^(cloves?|slices?|stalks?|leaf|leaves|sprigs?|heads?|ears?|links?|fillets?|sheets?|strips?|wedges?|cans?|bunch(es)?)$/;

function plural(noun: string): string {
  if (/(s|x|ch|sh)$/.test(noun)) return noun.endsWith('s') ? noun : `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(tomato|potato|mango)$/.test(noun)) return `${noun}es`;
  if (noun === 'leaf') return 'leaves';
  if (noun === 'bunch') return 'bunches';
  return `${noun}s`;
}

function singular(noun: string): string {
  if (noun === 'leaves') return 'leaf';
  if (/(tomato|potato|mango)es$/.test(noun) || /(ch|sh|x)es$/.test(noun)) return noun.slice(0, -2);
  if (/ies$/.test(noun)) return `${noun.slice(0, -3)}y`;
  if (/[^s]s$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

/** What one of the food is called when counted: 'Bananas, raw' → banana; garlic counted by '1 clove' → clove. */
function countNoun(name: string, food: ShoppingFood | undefined): string {
  const portion = food ? choosePiecePortion(food.portions, name, food.description) : null;
  const unitWord =
    portion?.portion.label
      .toLowerCase()
      .replace(/^[\d\s./]+/, '')
      .split(/[\s,(]+/)[0] ?? '';
  if (countNouns.test(unitWord)) return singular(unitWord);
  const words = name
    .split(',')[0]
    .trim()
    .toLowerCase()
    .replace(/^(fresh|large|medium|small|ripe|whole|raw)\s+/, '');
  return singular(words || 'piece');
}

function countText(count: number, noun: string): string {
  return `${friendlyNumber(count)} ${count > 1.001 ? plural(noun) : noun}`;
}

/**
 * Counts stay counts, rounded up to what can be bought, with the weight beside them when known:
 * '3 bananas (about 355 g)', '1 onion (0.8 needed)'.
 */
function piecesText(pieces: number, noun: string, grams: number | null, kitchen: KitchenUnits): string {
  const buy = Math.max(1, Math.ceil(pieces - 0.04));
  const needed = Math.abs(buy - pieces) > 0.04 ? `${friendlyNumber(pieces)} needed` : '';
  const detail = [needed, grams ? `about ${weightText(grams, kitchen)}` : ''].filter(Boolean).join(', ');
  return detail ? `${countText(buy, noun)} (${detail})` : countText(buy, noun);
}

/**
 * How a food is weighed in a unit under an ingredient's words, chosen once per food object: the same lines come
 * back every day of a plan, and the embedded foods' facts are kept for the process, so their choices are too.
 */
const weighingsByFood = new WeakMap<ShoppingFood, Map<string, Weighing | null>>();
function weighingOf(food: ShoppingFood, unit: IngredientUnit, words: string): Weighing | null {
  let weighings = weighingsByFood.get(food);
  if (!weighings) {
    weighings = new Map();
    weighingsByFood.set(food, weighings);
  }
  const key = `${unit}\n${words}`;
  let weighing = weighings.get(key);
  if (weighing === undefined) {
    weighing = weighingFor(unit, food.portions, { description: food.description, foodGroup: food.foodGroup, words });
    weighings.set(key, weighing);
  }
  return weighing;
}

/**
 * Everything a plan needs, one line per food: lines for the same food (or, without a food, the same name) are
 * added up even when one says '2 cups' and another '480 g' (both become grams, through the food's own household
 * weights); counts stay counts ('3 bananas (about 355 g)'); no amount is ever a bare number. Planned servings are
 * carried in through each line's factor. Weights are written in the practice's kitchen units (grams, or ounces and
 * pounds). The dialog, the e-mail, the PDF, the share page and the portal all print this list.
 */
export function buildShoppingList(
  lines: PlannedIngredient[],
  foods: Map<number, ShoppingFood>,
  kitchen: KitchenUnits,
): ShoppingGroup[] {
  const tallies = new Map<string, Tally>();
  const keyByName = new Map<string, string>();
  lines.forEach((line, order) => {
    if (!(line.amount > 0) || !(line.factor > 0)) return;
    const food = line.fdcId === undefined ? undefined : foods.get(line.fdcId);
    const name = normaliseName(line.name);
    // 'tahini' linked to a food in one recipe and typed without one in another is still one thing to buy.
    const key = (food ? (keyByName.get(name) ?? `food:${line.fdcId}`) : keyByName.get(name)) ?? `name:${name}`;
    let tally = tallies.get(key);
    if (!tally) {
      const group = food ? aisleOf(food) : 'Other';
      tally = {
        name: line.name.trim(),
        group,
        food,
        massGrams: 0,
        millilitres: 0,
        pieces: 0,
        weighedGrams: 0,
        weighedLines: 0,
        lines: 0,
        order,
      };
      tallies.set(key, tally);
    } else if (!tally.food && food) {
      tally.food = food;
      tally.group = aisleOf(food);
    }
    if (!keyByName.has(name)) keyByName.set(name, key);
    const amount = line.amount * line.factor;
    tally.lines += 1;
    if (massGrams[line.unit]) tally.massGrams += amount * massGrams[line.unit]!;
    else if (volumeMl[line.unit]) tally.millilitres += amount * volumeMl[line.unit]!;
    else tally.pieces += amount;
    const weigher = food ?? tally.food;
    const weighing = weigher && amount > 0 ? weighingOf(weigher, line.unit, line.name) : null;
    const weighed = weigher
      ? weighing && weigh(weighing, amount, line.unit)
      : massGrams[line.unit]
        ? { grams: amount * massGrams[line.unit]!, method: 'mass' as const }
        : null;
    if (weighed && weighed.method !== 'water density') {
      tally.weighedLines += 1;
      tally.weighedGrams += weighed.grams;
    }
  });

  const groups = new Map<string, ShoppingItem[]>();
  for (const tally of [...tallies.values()].sort((a, b) => a.order - b.order)) {
    const allWeighed = tally.weighedLines === tally.lines;
    const grams = allWeighed && tally.weighedGrams > 0 ? tally.weighedGrams : null;
    let amount: string;
    if (tally.pieces > 0) {
      const noun = countNoun(tally.name, tally.food);
      const each = tally.food
        ? (choosePiecePortion(tally.food.portions, tally.name, tally.food.description)?.grams ?? null)
        : null;
      if (grams !== null && each) {
        // Bananas by the piece in one recipe and by the cup in another: how many bananas that makes.
        amount = piecesText(grams / each, noun, grams, kitchen);
      } else {
        // Some line cannot be weighed (pieces of a food without a counted portion): show each part.
        const parts = [piecesText(tally.pieces, noun, null, kitchen)];
        if (tally.massGrams > 0) parts.push(weightText(tally.massGrams, kitchen));
        if (tally.millilitres > 0) parts.push(volumeText(tally.millilitres, kitchen));
        amount = parts.join(' + ');
      }
    } else if (tally.massGrams > 0 && tally.millilitres > 0) {
      // '2 cups' and '480 g' of the same food: one figure, by weight, when the cups can be weighed.
      amount =
        grams !== null
          ? weightText(grams, kitchen)
          : `${weightText(tally.massGrams, kitchen)} + ${volumeText(tally.millilitres, kitchen)}`;
    } else if (tally.millilitres > 0) {
      // By volume only: keep the cook's measure, with its weight for the shop when it is known.
      const volume = volumeText(tally.millilitres, kitchen);
      amount = grams !== null ? `${volume} (about ${weightText(grams, kitchen)})` : volume;
    } else {
      amount = weightText(tally.massGrams, kitchen);
    }
    const item: ShoppingItem = { name: tally.name, amount, grams };
    const list = groups.get(tally.group) ?? [];
    list.push(item);
    groups.set(tally.group, list);
  }
  return aisleOrder.filter((group) => groups.has(group)).map((group) => ({ group, items: groups.get(group)! }));
}

/** The plain-text list (e-mail, copy to clipboard, the .txt download). */
export function shoppingListText(title: string, dates: string, groups: ShoppingGroup[]): string {
  const lines = [`Shopping list: ${title}`, dates, ''];
  if (groups.length === 0) lines.push('No meals are planned yet, so there is nothing to buy.');
  for (const { group, items } of groups) {
    lines.push(group.toUpperCase());
    for (const item of items) lines.push(`[ ] ${item.name}: ${item.amount}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
