import { toGrams, type IngredientUnit, type Portion } from './units.ts';

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
const aisleOrder = [
  'Fruit & vegetables',
  'Meat & poultry',
  'Fish & seafood',
  'Dairy & eggs',
  'Grains, pasta & bread',
  'Beans, lentils & tofu',
  'Nuts & seeds',
  'Oils, sauces & condiments',
  'Herbs & spices',
  'Baking & sweets',
  'Drinks',
  'Other',
];

const massGrams: Partial<Record<IngredientUnit, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const volumeMl: Partial<Record<IngredientUnit, number>> = { ml: 1, l: 1000, cup: 236.5882365, tbsp: 14.78676478125, tsp: 4.92892159375 };

interface Tally {
  name: string;
  group: string;
  kinds: Set<'mass' | 'volume' | 'piece'>;
  /** from lines given by weight */
  massGrams: number;
  /** from lines given by volume */
  millilitres: number;
  /** from lines given as pieces */
  pieces: number;
  /** every line weighed, through the food's own portions (water density does not count) */
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
  const fractions: [number, string][] = [[0, ''], [0.25, '¼'], [1 / 3, '⅓'], [0.5, '½'], [2 / 3, '⅔'], [0.75, '¾'], [1, '']];
  for (const [fraction, glyph] of fractions) {
    if (Math.abs(rest - fraction) < 0.04) {
      const base = fraction === 1 ? whole + 1 : whole;
      if (!glyph) return String(base);
      return base === 0 ? glyph : `${base}${glyph}`;
    }
  }
  return String(Math.round(value * 10) / 10);
}

function gramsText(grams: number): string {
  if (grams >= 1000) return `${Math.round(grams / 10) / 100} kg`;
  if (grams >= 100) return `${Math.round(grams / 5) * 5} g`;
  return `${Math.max(1, Math.round(grams))} g`;
}

function volumeText(ml: number): string {
  if (ml >= 1000) return `${Math.round(ml / 10) / 100} l`;
  const cups = ml / volumeMl.cup!;
  if (cups >= 0.25) return `${friendlyNumber(Math.round(cups * 4) / 4)} cup${cups > 1.125 ? 's' : ''}`;
  const tbsp = ml / volumeMl.tbsp!;
  if (tbsp >= 1) return `${friendlyNumber(Math.round(tbsp * 2) / 2)} tbsp`;
  return `${friendlyNumber(Math.max(0.25, Math.round((ml / volumeMl.tsp!) * 4) / 4))} tsp`;
}

/**
 * Everything a plan needs, one line per food: lines for the same food are added up even when one says
 * '2 cups' and another '480 g' (both become grams, through the food's own portions); planned servings are
 * carried in through each line's factor.
 */
export function buildShoppingList(lines: PlannedIngredient[], foods: Map<number, ShoppingFood>): ShoppingGroup[] {
  const tallies = new Map<string, Tally>();
  lines.forEach((line, order) => {
    if (!(line.amount > 0) || !(line.factor > 0)) return;
    const food = line.fdcId === undefined ? undefined : foods.get(line.fdcId);
    const key = food ? `food:${line.fdcId}` : `name:${normaliseName(line.name)}`;
    let tally = tallies.get(key);
    if (!tally) {
      const group = (food && aisles[food.foodGroup ?? '']) || 'Other';
      tally = { name: line.name.trim(), group, kinds: new Set(), massGrams: 0, millilitres: 0, pieces: 0, weighedGrams: 0, weighedLines: 0, lines: 0, order };
      tallies.set(key, tally);
    }
    const amount = line.amount * line.factor;
    tally.lines += 1;
    if (massGrams[line.unit]) {
      tally.kinds.add('mass');
      tally.massGrams += amount * massGrams[line.unit]!;
    } else if (volumeMl[line.unit]) {
      tally.kinds.add('volume');
      tally.millilitres += amount * volumeMl[line.unit]!;
    } else {
      tally.kinds.add('piece');
      tally.pieces += amount;
    }
    const weighed = food ? toGrams(amount, line.unit, food.portions) : massGrams[line.unit] ? { grams: amount * massGrams[line.unit]!, method: 'mass' } : null;
    if (weighed && weighed.method !== 'water density') {
      tally.weighedLines += 1;
      tally.weighedGrams += weighed.grams;
    }
  });

  const groups = new Map<string, ShoppingItem[]>();
  for (const tally of [...tallies.values()].sort((a, b) => a.order - b.order)) {
    const allWeighed = tally.weighedLines === tally.lines;
    let amount: string;
    if (tally.kinds.size === 1) {
      // One way of measuring: keep the cook's own (cups stay cups, bananas stay bananas).
      if (tally.kinds.has('mass')) amount = gramsText(tally.massGrams);
      else if (tally.kinds.has('volume')) amount = volumeText(tally.millilitres);
      else amount = friendlyNumber(tally.pieces);
    } else if (allWeighed) {
      // '2 cups' and '480 g' of the same food: one figure, by weight.
      amount = gramsText(tally.weighedGrams);
    } else {
      // Some line cannot be weighed (e.g. pieces of a food without a counted portion): show each part.
      const parts: string[] = [];
      if (tally.massGrams > 0) parts.push(gramsText(tally.massGrams));
      if (tally.millilitres > 0) parts.push(volumeText(tally.millilitres));
      if (tally.pieces > 0) parts.push(friendlyNumber(tally.pieces));
      amount = parts.join(' + ');
    }
    const item: ShoppingItem = { name: tally.name, amount, grams: allWeighed && tally.weighedGrams > 0 ? tally.weighedGrams : null };
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
