/**
 * Draws a catalogue recipe as a small top-down SVG illustration: the dish in its vessel on a table whose surface
 * follows the cuisine, with the food painted from the heaviest ingredients. Photos cannot be shipped with the
 * catalogue, and a drawing made from the recipe's own foods looks related to it without pretending to be a photo.
 *
 * Safety: nothing from the input is written into the SVG. The name and the food descriptions only steer choices
 * (which vessel, which colours); every attribute is a number, a colour from the tables below or a fixed word (the
 * root's data-vessel names the vessel drawn: plate, bowl, board, glass, mug, skillet or baking-dish). The result has
 * no scripts, no links and no external references, so it can be served as an image from the app's own origin.
 *
 * The same key always gives the same picture; each stays under about 8 KB, so a page of cards loads quickly.
 */

export interface RecipeImageInput {
  /** stable id, seeds every variation so the same recipe always looks the same */
  key: string;
  name: string;
  cuisine: string | null;
  dishTypes: string[];
  mealTypes: string[];
  /** USDA SR28 description and food group of each ingredient, with its weight */
  ingredients: { description: string; foodGroup: string | null; grams: number }[];
}

const W = 800;
const H = 500;
const CX = 400;
const CY = 250;
const TAU = Math.PI * 2;
const GOLDEN = Math.PI * (3 - Math.sqrt(5));
/** Pieces are drawn a little larger than life so they still read on a 300 px card and a 64 px tile. */
const PIECE = 1.45;

// ---------------------------------------------------------------------------------------------------------------
// numbers, colours and randomness

type Rng = () => number;

function seededRandom(key: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A coordinate for the path data: whole pixels are plenty at 800 × 500. */
function n(v: number): string {
  return String(Math.round(v));
}

/** A small size, kept to one decimal. */
function d1(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex([r, g, b]: number[]): string {
  return '#' + [r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('');
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((c, i) => c + (y[i] - c) * t));
}

/** Lighter for t > 0, darker for t < 0. */
function shade(c: string, t: number): string {
  return t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t);
}

function blend(colors: { color: string; weight: number }[], fallback: string): string {
  const total = colors.reduce((s, c) => s + c.weight, 0);
  if (total <= 0) return fallback;
  const acc = [0, 0, 0];
  for (const c of colors) rgb(c.color).forEach((v, i) => (acc[i] += (v * c.weight) / total));
  return hex(acc);
}

function between(rng: Rng, lo: number, hi: number): number {
  return lo + rng() * (hi - lo);
}

// ---------------------------------------------------------------------------------------------------------------
// the drawing surface: consecutive shapes with the same paint share one <path>, which keeps the file small

class Canvas {
  private parts: string[] = [];
  private openAttrs = '';
  private openD = '';

  path(attrs: string, d: string): void {
    if (this.openD && this.openAttrs === attrs) {
      this.openD += d;
      return;
    }
    this.flush();
    this.openAttrs = attrs;
    this.openD = d;
  }

  fill(color: string, d: string, extra = ''): void {
    this.path(`fill="${color}"${extra}`, d);
  }

  stroke(color: string, width: number, d: string, extra = ''): void {
    this.path(`fill="none" stroke="${color}" stroke-width="${d1(width)}"${extra}`, d);
  }

  /** dots drawn as zero-length round-capped strokes: a tenth of the bytes of circles */
  dots(color: string, width: number, points: [number, number][], extra = ''): void {
    if (points.length) this.stroke(color, width, points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join(''), extra);
  }

  raw(markup: string): void {
    this.flush();
    this.parts.push(markup);
  }

  private flush(): void {
    if (this.openD) this.parts.push(`<path ${this.openAttrs} d="${this.openD}"/>`);
    this.openD = '';
    this.openAttrs = '';
  }

  toString(): string {
    this.flush();
    return this.parts.join('');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// geometry

function circle(x: number, y: number, r: number): string {
  const rr = d1(r);
  return `M${n(x - r)} ${n(y)}a${rr} ${rr} 0 1 0 ${d1(2 * r)} 0a${rr} ${rr} 0 1 0 ${d1(-2 * r)} 0`;
}

function ellipse(x: number, y: number, rx: number, ry: number): string {
  return `M${n(x - rx)} ${n(y)}a${d1(rx)} ${d1(ry)} 0 1 0 ${d1(2 * rx)} 0a${d1(rx)} ${d1(ry)} 0 1 0 ${d1(-2 * rx)} 0`;
}

/** A smooth closed organic outline: k points around an ellipse, radii jittered, joined through midpoints. */
function blob(x: number, y: number, r: number, rng: Rng, irr = 0.15, k = 8, sx = 1, sy = 1, rot = 0): string {
  const pts: [number, number][] = [];
  const a0 = rng() * TAU;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  for (let i = 0; i < k; i++) {
    const a = a0 + (i / k) * TAU;
    const rr = r * (1 + (rng() - 0.5) * 2 * irr);
    const px = Math.cos(a) * rr * sx;
    const py = Math.sin(a) * rr * sy;
    pts.push([x + px * c - py * s, y + px * s + py * c]);
  }
  const mid = (i: number): [number, number] => {
    const p = pts[i % k];
    const q = pts[(i + 1) % k];
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  const m0 = mid(k - 1);
  let d = `M${n(m0[0])} ${n(m0[1])}`;
  for (let i = 0; i < k; i++) {
    const m = mid(i);
    d += `Q${n(pts[i][0])} ${n(pts[i][1])} ${n(m[0])} ${n(m[1])}`;
  }
  return d + 'Z';
}

/** A pointed oval (leaf, almond, herb) of length len and width wid along angle a. */
function leaf(x: number, y: number, len: number, wid: number, a: number, bend = 0): string {
  const dx = (Math.cos(a) * len) / 2;
  const dy = (Math.sin(a) * len) / 2;
  const px = -Math.sin(a) * wid;
  const py = Math.cos(a) * wid;
  const bx = px * bend;
  const by = py * bend;
  return `M${n(x - dx)} ${n(y - dy)}Q${n(x + px + bx)} ${n(y + py + by)} ${n(x + dx)} ${n(y + dy)}Q${n(x - px + bx)} ${n(y - py + by)} ${n(x - dx)} ${n(y - dy)}Z`;
}

/** A rounded-looking square (the corners are rounded by a same-colour stroke). */
function square(x: number, y: number, s: number, a: number): string {
  let d = '';
  for (let i = 0; i < 4; i++) {
    const ang = a + Math.PI / 4 + (i * Math.PI) / 2;
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(ang) * s * 0.7)} ${n(y + Math.sin(ang) * s * 0.7)}`;
  }
  return d + 'Z';
}

/** A crescent (avocado or apple slice): outer arc of radius r, inner arc flatter. */
function crescent(x: number, y: number, r: number, a: number, thick = 0.45): string {
  const x1 = x + Math.cos(a - 1.2) * r;
  const y1 = y + Math.sin(a - 1.2) * r;
  const x2 = x + Math.cos(a + 1.2) * r;
  const y2 = y + Math.sin(a + 1.2) * r;
  const r2 = r * (1 + thick * 2.2);
  return `M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}A${n(r2)} ${n(r2)} 0 0 0 ${n(x1)} ${n(y1)}Z`;
}

/** Points spread evenly over a disc (sunflower spiral), lightly jittered; sy stretches it into an upright ellipse. */
function spread(count: number, R: number, rng: Rng, cx: number, cy: number, jitter = 0.3, sy = 1): [number, number][] {
  const start = rng() * TAU;
  const out: [number, number][] = [];
  const step = R / Math.sqrt(Math.max(count, 1));
  for (let i = 0; i < count; i++) {
    const rr = R * Math.sqrt((i + 0.5) / count);
    const a = start + i * GOLDEN;
    out.push([cx + Math.cos(a) * rr + (rng() - 0.5) * step * jitter, cy + (Math.sin(a) * rr + (rng() - 0.5) * step * jitter) * sy]);
  }
  return out;
}

/** A wavy line across a disc, for drizzles and swirls. */
function wave(cx: number, cy: number, R: number, rng: Rng, turns = 4): string {
  const a = rng() * TAU;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const amp = R * 0.22;
  let d = `M${n(cx - ux * R)} ${n(cy - uy * R)}`;
  for (let i = 1; i <= turns; i++) {
    const t0 = -1 + ((i - 0.5) * 2) / turns;
    const t1 = -1 + (i * 2) / turns;
    const side = i % 2 ? 1 : -1;
    d += `Q${n(cx + ux * R * t0 - uy * amp * side)} ${n(cy + uy * R * t0 + ux * amp * side)} ${n(cx + ux * R * t1)} ${n(cy + uy * R * t1)}`;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------------------
// what each food looks like

type Shape =
  | 'leaf'
  | 'chunk'
  | 'cube'
  | 'round'
  | 'slice'
  | 'crescent'
  | 'mash'
  | 'noodle'
  | 'grain'
  | 'fillet'
  | 'egg'
  | 'floret'
  | 'shrimp'
  | 'crumb'
  | 'shred'
  | 'stick'
  | 'herb'
  | 'seed'
  | 'drizzle'
  | 'nut'
  | 'wedge'
  | 'segment'
  | 'ring'
  | 'bread'
  | 'none';

type Role = 'liquid' | 'sauce' | 'tint' | 'base' | 'main' | 'veg' | 'aromatic' | 'fruit' | 'top' | 'herb' | 'sweet' | 'bread' | 'none';

interface Look {
  shape: Shape;
  color: string;
  role: Role;
  /** inside colour for slices, crescents, eggs */
  inner?: string;
  /** natural piece size in px at plate scale */
  size: number;
  /** texture for grains and fillets */
  mark?: 'rice' | 'dots' | 'grill' | 'flake' | 'seeds' | 'spokes';
}

type Rule = [RegExp, Shape, string, Role, number, string?, Look['mark']?];

/** Ordered: the first rule whose pattern matches the lower-cased SR28 description wins. */
const rules: Rule[] = [
  // seasonings and fats that do not show
  [/^(salt|leavening|baking|vinegar|yeast|gelatin|vanilla|cornstarch|arrowroot|sugars?,|sweetener|wheat flour|flour|rice flour|corn flour|mayonnaise|mustard|worcestershire|fish sauce|sauce, fish|sauce, worcestershire|alcoholic)/, 'none', '#000000', 'none', 0],
  // for a tint, size is its strength: how many grams of the dish one gram of it colours
  [/^spices, (turmeric|curry)/, 'none', '#e0a21a', 'tint', 20],
  [/^spices, (paprika|chili|pepper, red|cayenne)/, 'none', '#c0452a', 'tint', 20],
  [/^spices, (garam|cumin|cinnamon|allspice|nutmeg|clove|ginger|coriander seed|cardamom|fenugreek)/, 'none', '#8a5a32', 'tint', 12],
  [/^spices, (basil|parsley|oregano|thyme|rosemary|dill|coriander leaf|marjoram|sage|tarragon)/, 'herb', '#55703a', 'herb', 3],
  [/^spices, poppy|^seeds, (chia|poppy)/, 'seed', '#3a3838', 'top', 3],
  [/^spices,|^seasoning|^pepper, black|^capers/, 'none', '#6b5a44', 'none', 0],
  [/^oil\b|^butter\b|^butter,|^margarine|^shortening|^lard|^fat,|^ghee|^butter oil/, 'none', '#f2d27a', 'none', 0],
  // liquids
  [/^soup, .*(tomato)/, 'none', '#c8452f', 'liquid', 0],
  [/^soup, |broth|bouillon|stock\b/, 'none', '#e3b768', 'liquid', 0],
  [/coconut milk|coconut cream|cream of coconut/, 'none', '#f5efe2', 'liquid', 0],
  [/^milk\b|^milk,|buttermilk|soymilk|^beverages, (almond|oat|rice|soy|coconut)|milk substitute|^kefir/, 'none', '#f4efe4', 'liquid', 0],
  [/^beverages, coffee|^coffee/, 'none', '#6b4326', 'liquid', 0],
  [/^beverages, tea, green|matcha/, 'none', '#b9c46a', 'liquid', 0],
  [/^beverages, tea|^tea\b/, 'none', '#b8682a', 'liquid', 0],
  [/^orange juice|^grapefruit juice|^tangerine juice|carrot juice/, 'none', '#f4a030', 'liquid', 0],
  [/^(lemon|lime) juice/, 'none', '#f5eaa8', 'liquid', 0],
  [/^water\b|^beverages, water|carbonated/, 'none', '#eef1ec', 'liquid', 0],
  [/juice/, 'none', '#e2a64a', 'liquid', 0],
  [/^cocoa|^beverages, cocoa|chocolate.*(syrup|beverage|milk)/, 'none', '#5a3220', 'tint', 25],
  // dairy and eggs
  [/^egg\b|^egg,|^eggs\b/, 'egg', '#fbf6ea', 'main', 24, '#f4b423'],
  [/^yogurt|^yoghurt|^cheese, cottage|^cheese, ricotta|^cheese, cream|quark|skyr|^sour cream|^cream, sour/, 'mash', '#f8f5ee', 'base', 0],
  [/^cheese, (parmesan|romano|grated|asiago)/, 'shred', '#f1dc9e', 'top', 3],
  [/^cheese, (feta|goat|queso|blue)/, 'crumb', '#fbf8ef', 'top', 6],
  [/^cheese, (mozzarella|provolone|swiss|paneer)|halloumi|^cheese, fresh/, 'cube', '#fbf3dd', 'main', 12],
  [/^cheese/, 'shred', '#f0c04c', 'top', 3],
  [/^cream\b|^cream,|whipped|^dessert topping/, 'drizzle', '#fbf9f3', 'top', 0],
  // leafy greens and herbs
  [/spinach|lettuce|kale|arugula|rocket|chard|collards|greens|watercress|romaine|endive|radicchio|mesclun|pak-choi|bok choy|cabbage, chinese|cabbage, napa|cress|seaweed, (laver|wakame|kelp)|^seaweed/, 'leaf', '#4f8f3a', 'base', 34],
  [/coriander \(cilantro\)|cilantro|^parsley|^basil|spearmint|peppermint|^mint|^dill|^chives|^thyme, fresh|^rosemary, fresh|^lemon grass|^tarragon, fresh/, 'herb', '#4b8a36', 'herb', 4],
  [/onions, (spring|young green|welsh)|scallion|leeks/, 'ring', '#7fb24a', 'herb', 5],
  // vegetables (seeds of the same plants come first: they are sprinkled, not cooked)
  [/^seeds, (pumpkin|squash)|pepitas/, 'seed', '#5f7a3a', 'top', 5],
  [/tomato products|tomatoes, (red, ripe, canned|crushed|sun-dried)|tomato (sauce|paste|puree)|^sauce, (tomato|marinara|pasta|spaghetti)|^sauce, salsa|salsa/, 'none', '#c43c2c', 'sauce', 0],
  [/^sauce, pesto|pesto/, 'none', '#6a8f2e', 'sauce', 0],
  [/^soy sauce|^sauce, (soy|teriyaki|hoisin|oyster)|tamari/, 'none', '#6b3d1f', 'tint', 5],
  [/^miso\b/, 'none', '#b88a4e', 'tint', 4],
  [/^sauce,|^gravy|^dressing|^salad dressing|ketchup|^catsup/, 'none', '#b86a3a', 'sauce', 0],
  [/tomatoes, (cherry|grape)|^tomatoes, red|^tomato/, 'slice', '#de3f2e', 'veg', 17, '#f0705a', 'seeds'],
  [/peppers, sweet, red|pimento|peppers, sweet, orange/, 'chunk', '#d8392b', 'veg', 12],
  [/peppers, sweet, yellow/, 'chunk', '#f2bb2a', 'veg', 12],
  [/peppers, sweet, green/, 'chunk', '#4f8a2f', 'veg', 12],
  [/peppers, (hot|jalape|chili|serrano|hungarian)/, 'ring', '#c9302a', 'top', 6],
  [/carrot/, 'slice', '#ef8a2c', 'veg', 10, '#f6a955'],
  [/sweet potato|pumpkin|squash, winter|butternut|acorn squash|yam\b/, 'cube', '#f0933a', 'veg', 15],
  [/squash, summer|zucchini|courgette/, 'slice', '#5e8f35', 'veg', 15, '#e4ebb8', 'seeds'],
  [/cucumber/, 'slice', '#3f7f33', 'veg', 15, '#dceeb4', 'seeds'],
  [/broccoli|brussels/, 'floret', '#3f7d33', 'veg', 16],
  [/cauliflower/, 'floret', '#efe6cf', 'veg', 16],
  [/^peas\b|^peas,|edamame|soybeans, green|^beans, fava|lima beans/, 'round', '#7ab33e', 'veg', 6],
  [/beans, snap|green beans|^asparagus|^okra/, 'stick', '#5f9a3a', 'veg', 6],
  [/^corn\b|^corn,|sweet corn/, 'round', '#f3c338', 'veg', 5],
  [/onions, red/, 'ring', '#a2508a', 'aromatic', 9],
  [/^onions?\b|^shallots/, 'ring', '#efe3d2', 'aromatic', 9],
  [/sprouted|sprouts\b|bean sprouts/, 'shred', '#f1ecd2', 'veg', 5],
  [/^garlic|^ginger|^horseradish/, 'none', '#eee6d6', 'none', 0],
  [/mushroom/, 'crescent', '#b08d67', 'veg', 12, '#e6d6bd'],
  [/potato/, 'cube', '#e9c46a', 'veg', 16],
  [/^beets?\b|^beets,/, 'cube', '#9c1f4e', 'veg', 13],
  [/eggplant|aubergine/, 'cube', '#efe2b8', 'veg', 15],
  [/^celery|fennel/, 'slice', '#a8c767', 'veg', 10, '#d9e8a8'],
  [/radish/, 'slice', '#d94c6a', 'veg', 9, '#fbeef0'],
  [/cabbage, red|red cabbage/, 'shred', '#7a3b78', 'veg', 4],
  [/cabbage|coleslaw|sauerkraut|kimchi/, 'shred', '#c9d99a', 'veg', 4],
  [/avocado/, 'crescent', '#9cc14a', 'veg', 26, '#d3e38f'],
  [/olives?\b/, 'ring', '#3f3b2a', 'top', 7],
  [/^lemons?\b|^lemon,|^lemon peel/, 'wedge', '#f3cf36', 'top', 22, '#fbf1b8'],
  [/^limes?\b|^lime,|^lime peel/, 'wedge', '#7fb83a', 'top', 22, '#e7f1b8'],
  // fruit
  [/banana|plantain/, 'slice', '#f4e3a1', 'fruit', 13, '#fbf2cf', 'dots'],
  [/blueberr/, 'round', '#3d4a8a', 'fruit', 7],
  [/raspberr/, 'round', '#d33c5c', 'fruit', 8],
  [/blackberr|acai/, 'round', '#2d2036', 'fruit', 8],
  [/strawberr/, 'slice', '#e03c3e', 'fruit', 13, '#f6a0a0'],
  [/cherr/, 'round', '#a3172f', 'fruit', 9],
  [/cranberr|goji/, 'round', '#b0283a', 'fruit', 6],
  [/grapes/, 'round', '#8fb04a', 'fruit', 10],
  [/apple|pear|quince/, 'crescent', '#d9503c', 'fruit', 20, '#f6eccb'],
  [/mango|peach|apricot|papaya|nectarine|cantaloupe|melon|persimmon/, 'cube', '#f5a623', 'fruit', 13],
  [/pineapple/, 'cube', '#f3d23f', 'fruit', 13],
  [/oranges?\b|mandarin|clementine|tangerine|grapefruit/, 'segment', '#f39325', 'fruit', 20],
  [/kiwi/, 'slice', '#86a83c', 'fruit', 15, '#cfe08a', 'seeds'],
  [/pomegranate/, 'round', '#b3123a', 'fruit', 4],
  [/raisins?|dates?\b|prunes?|figs?\b|currants|cranberries, dried/, 'round', '#6b3a2a', 'fruit', 5],
  [/coconut/, 'shred', '#f7f2e6', 'top', 3],
  [/watermelon/, 'cube', '#e8485a', 'fruit', 14],
  // grains, pasta and bread
  [/rice, brown|wild rice/, 'grain', '#d8c29a', 'base', 0, undefined, 'rice'],
  [/^rice noodles|noodles, (chinese|cellophane)|vermicelli/, 'noodle', '#eddcb2', 'base', 0],
  [/soba/, 'noodle', '#8e7559', 'base', 0],
  [/^rice\b|^rice,|congee|sushi rice/, 'grain', '#f2ead6', 'base', 0, undefined, 'rice'],
  [/quinoa|amaranth|millet|buckwheat/, 'grain', '#e6d3a2', 'base', 0, undefined, 'dots'],
  [/couscous|bulgur|barley|farro|freekeh|spelt|wheat berries|polenta|grits/, 'grain', '#dcc08a', 'base', 0, undefined, 'dots'],
  [/oat|muesli|porridge/, 'mash', '#e4cfa6', 'base', 0],
  [/cornmeal|polenta|grits|hominy/, 'mash', '#f0cf6e', 'base', 0],
  [/granola|cereals?,|bran\b|wheat germ|puffed/, 'crumb', '#c58f4c', 'top', 5],
  [/whole-wheat.*(pasta|spaghetti|macaroni)|(pasta|spaghetti|macaroni).*whole-wheat/, 'noodle', '#c9a066', 'base', 0],
  [/pasta|spaghetti|macaroni|noodles|lasagna|linguine|fettuccine|penne|udon|ramen/, 'noodle', '#f0d48a', 'base', 0],
  [/bread|tortilla|pita|bagel|rolls?\b|naan|chapati|roti|bun\b|english muffin|crackers|crispbread|rice cake|croutons|matzo|taco shell/, 'bread', '#d9a45a', 'bread', 0],
  [/pancake|waffle|muffin|cookie|cake|brownie|pie crust/, 'bread', '#d9a45a', 'bread', 0],
  // legumes
  [/chickpea|garbanzo/, 'round', '#e0b96c', 'main', 8],
  [/beans, black|black beans|black turtle/, 'round', '#2f2a2e', 'main', 7],
  [/beans, (kidney|red)|adzuki/, 'round', '#8a2d2b', 'main', 7],
  [/beans, pinto|beans, cranberry|borlotti/, 'round', '#b98a64', 'main', 7],
  [/^beans|cannellini|great northern|navy/, 'round', '#ece2cc', 'main', 7],
  [/lentils, (pink|red)/, 'grain', '#e0833c', 'main', 0, undefined, 'dots'],
  [/lentil|split peas|dal\b/, 'grain', '#8f6a3e', 'main', 0, undefined, 'dots'],
  [/tofu/, 'cube', '#f3e6c4', 'main', 14],
  [/tempeh|seitan|vital wheat gluten/, 'cube', '#c9a465', 'main', 14],
  [/hummus/, 'mash', '#dcc08a', 'base', 0],
  [/peanut butter|almond butter|nut butter|sesame butter|tahini|cashew butter|sunflower seed butter/, 'drizzle', '#b7793b', 'top', 0],
  [/peanuts?\b/, 'nut', '#c8915a', 'top', 7],
  // nuts and seeds
  [/almond/, 'nut', '#c08450', 'top', 9],
  [/walnut|pecan/, 'nut', '#8b5a2b', 'top', 10],
  [/cashew|macadamia|pine nut/, 'nut', '#ead1a0', 'top', 8],
  [/pistachio/, 'nut', '#9fb45a', 'top', 7],
  [/hazelnut|filbert|brazil/, 'nut', '#a8713c', 'top', 8],
  [/chia|poppy/, 'seed', '#3a3838', 'top', 3],
  [/flax|linseed/, 'seed', '#8a5a32', 'top', 3],
  [/sesame/, 'seed', '#efe3c2', 'top', 3],
  [/pumpkin.*seed|squash.*seed|pepitas/, 'seed', '#5f7a3a', 'top', 5],
  [/sunflower|hemp/, 'seed', '#9a9486', 'top', 4],
  // meat and fish
  [/bacon|pancetta/, 'stick', '#b3503c', 'main', 7],
  [/ham\b|prosciutto|chorizo|salami|pepperoni|sausage|frankfurter|kielbasa/, 'slice', '#a8473a', 'main', 12, '#c9685a'],
  [/ground|mince/, 'crumb', '#7a4a30', 'main', 8],
  [/chicken|turkey|duck|poultry/, 'fillet', '#d9a566', 'main', 40, undefined, 'grill'],
  [/^beef|steak|veal|venison|bison/, 'fillet', '#7b3f2a', 'main', 40, '#b85a4a', 'grill'],
  [/^pork|^lamb/, 'fillet', '#b9784e', 'main', 40, undefined, 'grill'],
  [/salmon|trout|arctic char/, 'fillet', '#f08a5d', 'main', 42, '#fbd0b8', 'flake'],
  [/tuna.*canned|canned.*tuna|sardine|mackerel|anchov|herring/, 'crumb', '#c9a48c', 'main', 8],
  [/tuna/, 'cube', '#c0505a', 'main', 14],
  [/shrimp|prawn|crayfish|lobster|crab/, 'shrimp', '#f2916e', 'main', 14],
  [/scallop|mussel|clam|squid|oyster|octopus/, 'round', '#f1ddc3', 'main', 10],
  [/^fish|cod|tilapia|haddock|pollock|halibut|sole|flounder|hake|snapper|bass|catfish/, 'fillet', '#f3e8d6', 'main', 42, undefined, 'flake'],
  // sweets
  [/chocolate|cocoa|carob/, 'seed', '#4a2c20', 'top', 6],
  [/honey|syrup|molasses|agave|maple/, 'drizzle', '#d9962a', 'sweet', 0],
  [/jams?\b|jelly|preserves|marmalade|fruit spread/, 'none', '#b2263d', 'sauce', 0],
];

/** Fallbacks by SR28 food group when no description rule matched. */
const groupLooks: Record<string, Look> = {
  'Vegetables and Vegetable Products': { shape: 'chunk', color: '#7aa348', role: 'veg', size: 12 },
  'Fruits and Fruit Juices': { shape: 'cube', color: '#e9a23b', role: 'fruit', size: 12 },
  'Legumes and Legume Products': { shape: 'round', color: '#b88a5a', role: 'main', size: 7 },
  'Nut and Seed Products': { shape: 'nut', color: '#b27c48', role: 'top', size: 8 },
  'Cereal Grains and Pasta': { shape: 'grain', color: '#e7d4a6', role: 'base', size: 0, mark: 'dots' },
  'Baked Products': { shape: 'bread', color: '#d9a45a', role: 'bread', size: 0 },
  'Poultry Products': { shape: 'fillet', color: '#d9a566', role: 'main', size: 40, mark: 'grill' },
  'Beef Products': { shape: 'fillet', color: '#7b3f2a', role: 'main', size: 40, mark: 'grill' },
  'Pork Products': { shape: 'fillet', color: '#b9784e', role: 'main', size: 40, mark: 'grill' },
  'Lamb, Veal, and Game Products': { shape: 'fillet', color: '#8a4a35', role: 'main', size: 40, mark: 'grill' },
  'Finfish and Shellfish Products': { shape: 'fillet', color: '#f3e8d6', role: 'main', size: 42, mark: 'flake' },
  'Sausages and Luncheon Meats': { shape: 'slice', color: '#a8473a', role: 'main', size: 12, inner: '#c9685a' },
  'Dairy and Egg Products': { shape: 'mash', color: '#f8f5ee', role: 'base', size: 0 },
  'Beverages': { shape: 'none', color: '#d9b27a', role: 'liquid', size: 0 },
  'Sweets': { shape: 'none', color: '#d9962a', role: 'none', size: 0 },
};

function lookOf(description: string, foodGroup: string | null): Look {
  const text = description.toLowerCase();
  for (const [pattern, shape, color, role, size, inner, mark] of rules) {
    if (pattern.test(text)) return { shape, color, role, size, inner, mark };
  }
  // own keys only: a food group called "constructor" must not reach Object.prototype
  return (foodGroup && Object.hasOwn(groupLooks, foodGroup) && groupLooks[foodGroup]) || { shape: 'none', color: '#cccccc', role: 'none', size: 0 };
}

interface Part {
  look: Look;
  /** how much of the dish it covers: grams adjusted for swelling, bulk and strength */
  weight: number;
  grams: number;
  text: string;
}

const popcorn: Look = { shape: 'round', color: '#f6eed6', role: 'base', size: 10 };
const meatball: Look = { shape: 'round', color: '#8d5a3b', role: 'main', size: 17 };
const hidden: Look = { shape: 'none', color: '#000000', role: 'none', size: 0 };

function partsOf(input: RecipeImageInput): Part[] {
  const parts: Part[] = [];
  const name = String(input.name ?? '').toLowerCase();
  const popping = /popcorn/.test(name);
  // minced meat rolled into balls or patties, bound with egg that no longer shows
  const rolled = /meatballs?|koftas?|keftedes|patties|burgers?|rissoles?|polpette|albondigas|seekh/.test(name);
  for (const ing of Array.isArray(input.ingredients) ? input.ingredients : []) {
    if (!ing || typeof ing !== 'object') continue;
    const grams = Number.isFinite(ing.grams) && ing.grams > 0 ? Math.min(ing.grams, 5000) : 0;
    const text = String(ing.description ?? '').toLowerCase();
    // SR28 has no popcorn: the recipe pops "Corn grain, yellow"
    let look = popping && /^corn grain/.test(text) ? popcorn : lookOf(text, typeof ing.foodGroup === 'string' ? ing.foodGroup : null);
    if (rolled && look.shape === 'crumb' && look.role === 'main') look = meatball;
    if (rolled && look.shape === 'egg') look = hidden;
    let weight = grams;
    const dry = /\b(dry|raw|uncooked|unprepared|mature seeds, raw)\b/.test(text);
    if (look.shape === 'grain' || look.shape === 'noodle') weight *= dry && !/cooked/.test(text) ? 2.6 : 1;
    if (look.shape === 'leaf') weight *= 1.8;
    // a teaspoon of turmeric colours a whole pot; a spoon of miso only tints it
    if (look.role === 'tint') weight = grams * (look.size || 10);
    parts.push({ look, weight, grams, text });
  }
  return parts.sort((a, b) => b.weight - a.weight);
}

// ---------------------------------------------------------------------------------------------------------------
// the table

type Surface = 'wood' | 'linen' | 'tile' | 'marble' | 'terrazzo' | 'slate';

interface Table {
  base: string;
  surface: Surface;
  /** napkin colour */
  cloth: string;
  /** glazed ceramic of plates and bowls */
  ceramic: string;
  /** optional painted rim */
  rim?: string;
  /** chopsticks instead of fork and knife */
  sticks?: boolean;
}

const tables: Record<string, Table> = {
  italian: { base: '#ece3d6', surface: 'marble', cloth: '#c8644c', ceramic: '#fbf8f2' },
  mexican: { base: '#d49167', surface: 'tile', cloth: '#2f7a73', ceramic: '#f6eedd', rim: '#2f7a73' },
  chinese: { base: '#5d4032', surface: 'wood', cloth: '#b5473c', ceramic: '#f6f3ec', rim: '#3d5a8a', sticks: true },
  indian: { base: '#2f5c60', surface: 'linen', cloth: '#e0a33a', ceramic: '#f7efe1', rim: '#c99a3e' },
  french: { base: '#dde2e6', surface: 'linen', cloth: '#f4efe6', ceramic: '#ffffff', rim: '#7b8fa6' },
  thai: { base: '#a7b89c', surface: 'linen', cloth: '#d7a043', ceramic: '#f7f2e7' },
  mediterranean: { base: '#f1ede4', surface: 'terrazzo', cloth: '#3f6f9c', ceramic: '#fcfaf5', rim: '#3f6f9c' },
  american: { base: '#c99c6e', surface: 'wood', cloth: '#6d8aa8', ceramic: '#fdfbf7' },
  british: { base: '#8e9d80', surface: 'linen', cloth: '#f2ece1', ceramic: '#fcf9f3', rim: '#35557a' },
  caribbean: { base: '#5fb3a8', surface: 'wood', cloth: '#f2b134', ceramic: '#fffaf0' },
  greek: { base: '#e6ecf0', surface: 'marble', cloth: '#2f5e8e', ceramic: '#ffffff', rim: '#2f5e8e' },
  japanese: { base: '#34393d', surface: 'slate', cloth: '#a8b597', ceramic: '#ebe5da', sticks: true },
  korean: { base: '#d9ccb6', surface: 'wood', cloth: '#3b4b5c', ceramic: '#f1ece3', sticks: true },
  'latin american': { base: '#e4a27a', surface: 'tile', cloth: '#3b7a57', ceramic: '#f8f0e4' },
  'middle eastern': { base: '#e2cfaa', surface: 'terrazzo', cloth: '#2d6a7a', ceramic: '#f8f2e5', rim: '#2d6a7a' },
  african: { base: '#b47a4e', surface: 'wood', cloth: '#e2b13c', ceramic: '#f3e9d7' },
  spanish: { base: '#cf7d57', surface: 'tile', cloth: '#f1e7d3', ceramic: '#faf3e6', rim: '#2f5c8a' },
  vietnamese: { base: '#b9c59c', surface: 'wood', cloth: '#ece3cf', ceramic: '#fbfaf6', rim: '#4f7a6a', sticks: true },
  nordic: { base: '#ece6dc', surface: 'wood', cloth: '#9aa9b1', ceramic: '#f3f0eb' },
};
const defaultTable: Table = { base: '#e6e2da', surface: 'terrazzo', cloth: '#8fa68a', ceramic: '#ffffff' };

function drawTable(cv: Canvas, defs: string[], t: Table, rng: Rng): void {
  cv.raw(`<rect width="${W}" height="${H}" fill="${t.base}"/>`);
  const dark = t.surface === 'slate' || rgb(t.base).reduce((a, b) => a + b, 0) < 330;
  const line = shade(t.base, dark ? 0.12 : -0.1);
  if (t.surface === 'wood') {
    let d = '';
    for (let i = 0; i < 12; i++) {
      const y = between(rng, -10, H + 10);
      const a = between(rng, -9, 9);
      d += `M-10 ${n(y)}Q200 ${n(y + a)} 400 ${n(y)}T810 ${n(y + between(rng, -6, 6))}`;
    }
    cv.stroke(line, 1.6, d, ' opacity=".5"');
    const seams = [between(rng, 60, 140), between(rng, 330, 440)];
    cv.stroke(shade(t.base, dark ? -0.25 : -0.2), 2, seams.map((y) => `M0 ${n(y)}H800`).join(''), ' opacity=".55"');
  } else if (t.surface === 'linen') {
    defs.push(`<pattern id="t" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 1h6M2 0v6" stroke="${line}" stroke-width="1.2" opacity=".45"/></pattern>`);
    cv.raw(`<rect width="${W}" height="${H}" fill="url(#t)"/>`);
  } else if (t.surface === 'tile') {
    const s = 125;
    defs.push(`<pattern id="t" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="${s - 6}" height="${s - 6}" rx="6" fill="${shade(t.base, 0.06)}"/><path d="M${s / 2} 28l34 34-34 34-34-34z" fill="${shade(t.base, -0.05)}"/></pattern>`);
    cv.raw(`<rect width="${W}" height="${H}" fill="${shade(t.base, -0.12)}"/><rect width="${W}" height="${H}" fill="url(#t)"/>`);
  } else if (t.surface === 'marble') {
    let d = '';
    for (let i = 0; i < 5; i++) {
      const x = between(rng, -100, 700);
      d += `M${n(x)} -10Q${n(x + between(rng, 60, 220))} ${n(between(rng, 150, 350))} ${n(x + between(rng, -40, 260))} 510`;
    }
    cv.stroke(shade(t.base, -0.12), 3, d, ' opacity=".5" filter="url(#v)"');
    defs.push('<filter id="v" filterUnits="userSpaceOnUse" x="0" y="0" width="800" height="500"><feGaussianBlur stdDeviation="2.5"/></filter>');
  } else {
    const specks = (count: number, color: string, width: number) =>
      cv.dots(color, width, Array.from({ length: count }, () => [between(rng, 0, W), between(rng, 0, H)] as [number, number]), ' opacity=".55"');
    specks(28, shade(t.base, dark ? 0.15 : -0.14), dark ? 2 : 5);
    specks(20, shade(t.base, dark ? 0.08 : -0.25), 3);
    specks(12, dark ? shade(t.base, 0.2) : mix(t.base, t.cloth, 0.35), 6);
  }
  // light from the top left, a soft vignette at the edges
  defs.push('<radialGradient id="l" cx=".3" cy=".2" r=".95"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".18"/></radialGradient>');
  cv.raw(`<rect width="${W}" height="${H}" fill="url(#l)"/>`);
}

// ---------------------------------------------------------------------------------------------------------------
// drawing one food as pieces in a disc

type Vessel = 'plate' | 'bowl' | 'board' | 'glass' | 'mug' | 'skillet' | 'baking-dish';

interface Ctx {
  /** how eggs show in this dish */
  eggs: 'fried' | 'halves' | 'scrambled';
  /** what the dish is served in; the first vessel drawn is the one that counts */
  vessel?: Vessel;
  /** below 1 when a busy dish is drawn again with fewer pieces to stay small */
  lean: number;
  cv: Canvas;
  defs: string[];
  rng: Rng;
  table: Table;
  parts: Part[];
  name: string;
  patterns: Map<string, string>;
}

function grainPattern(ctx: Ctx, look: Look): string {
  const key = look.color + look.mark;
  const existing = ctx.patterns.get(key);
  if (existing) return existing;
  const id = 'g' + ctx.patterns.size;
  ctx.patterns.set(key, id);
  const c = look.color;
  const inner =
    look.mark === 'rice'
      ? `<path d="M3 4l6 2M14 3l5-3M11 12l6 1M2 14l4 4M17 18l5-2M8 20l6-1" stroke="${shade(c, -0.2)}" stroke-width="3"/><path d="M5 9l5 1M18 9l4 3M9 16l4 1" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"/>`
      : `<path d="M3 3h0M11 5h0M19 2h0M7 11h0M16 12h0M3 19h0M12 18h0M21 21h0" stroke="${shade(c, -0.2)}" stroke-width="4"/><path d="M15 7h0M4 15h0M20 16h0M9 22h0" stroke="${shade(c, 0.25)}" stroke-width="3.5"/>`;
  ctx.defs.push(`<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${c}"/>${inner}</pattern>`);
  return id;
}

/** How many pieces of a shape fit a disc of radius R: enough to read as food, few enough to stay small. */
function countFor(look: Look, R: number, density: number): number {
  const s = Math.max(look.size, 3) * PIECE;
  const cover: Partial<Record<Shape, number>> = { leaf: 1.1, round: 0.75, slice: 0.6, crescent: 0.5, cube: 0.95, chunk: 1, floret: 0.6, shrimp: 0.5, crumb: 1.4, shred: 0.9, stick: 0.6, nut: 0.7, ring: 0.4, segment: 0.6, fillet: 0.6, egg: 0.5, wedge: 0.3, herb: 0.5, seed: 0.5 };
  const count = ((cover[look.shape] ?? 0.5) * density * (R * R)) / (s * s);
  const cap: Partial<Record<Shape, number>> = { leaf: 24, crumb: 40, shred: 30, seed: 36, herb: 30, round: 36, fillet: 3, egg: 3, wedge: 2, slice: 16, floret: 12 };
  return Math.max(1, Math.min(cap[look.shape] ?? 16, Math.round(count)));
}

/** An irregular rounded chunk (the corners are rounded by the edge stroke). */
function chunk(x: number, y: number, r: number, rng: Rng): string {
  let d = '';
  const a0 = rng() * TAU;
  for (let i = 0; i < 5; i++) {
    const a = a0 + (i * TAU) / 5 + between(rng, -0.25, 0.25);
    const rr = r * between(rng, 0.75, 1.1);
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`;
  }
  return d + 'Z';
}

function drawPieces(ctx: Ctx, look: Look, cx: number, cy: number, R: number, count: number, scale = 1, at?: [number, number][]): void {
  const { cv, rng } = ctx;
  const c = look.color;
  const s = Math.max(look.size, 3) * scale * PIECE;
  const pts = at ? at.slice(0, Math.max(1, Math.ceil(at.length * ctx.lean))) : spread(Math.max(1, Math.round(count * ctx.lean)), Math.max(R - s * 0.5, 0), rng, cx, cy);
  const half = (k: number) => pts.filter((_, i) => i % 2 === k);
  switch (look.shape) {
    case 'leaf': {
      const tones = [shade(c, -0.18), c, shade(c, 0.14)];
      const ribs: string[] = [];
      tones.forEach((tone, k) => {
        let d = '';
        pts.forEach(([x, y], i) => {
          if (i % 3 !== k) return;
          const a = rng() * TAU;
          const len = s * between(rng, 0.85, 1.25);
          d += leaf(x, y, len, len * 0.55, a, between(rng, -0.3, 0.3));
          if (i % 2 === 0) ribs.push(`M${n(x - (Math.cos(a) * len) / 2.6)} ${n(y - (Math.sin(a) * len) / 2.6)}l${n((Math.cos(a) * len) / 1.3)} ${n((Math.sin(a) * len) / 1.3)}`);
        });
        if (d) cv.fill(tone, d);
      });
      cv.stroke(shade(c, 0.35), 1.5, ribs.join(''), ' opacity=".5"');
      return;
    }
    case 'chunk':
    case 'cube': {
      const edge = shade(c, -0.2);
      [c, shade(c, -0.08)].forEach((face, k) => {
        let d = '';
        for (const [x, y] of half(k)) d += look.shape === 'cube' ? square(x, y, s * between(rng, 1.3, 1.55), rng() * TAU) : chunk(x, y, s * 0.85, rng);
        if (d) cv.fill(face, d, ` stroke="${edge}" stroke-width="2.5"`);
      });
      cv.dots(shade(c, 0.3), s * 0.35, pts.filter((_, i) => i % 2 === 0).map(([x, y]) => [x - s * 0.18, y - s * 0.18]), ' opacity=".7"');
      return;
    }
    case 'round': {
      cv.dots(shade(c, -0.22), s * 2.1, pts);
      cv.dots(c, s * 1.75, half(0).map(([x, y]) => [x - 0.5, y - 0.5]));
      cv.dots(shade(c, 0.06), s * 1.75, half(1).map(([x, y]) => [x - 0.5, y - 0.5]));
      if (s >= 8) cv.dots('#ffffff', s * 0.5, pts.map(([x, y]) => [x - s * 0.35, y - s * 0.4]), ' opacity=".45"');
      return;
    }
    case 'slice': {
      cv.dots(c, s * 2, pts);
      cv.dots(look.inner ?? shade(c, 0.3), s * 1.5, pts);
      if (look.mark === 'seeds' || look.mark === 'dots') {
        const seeds: [number, number][] = [];
        for (const [x, y] of pts) {
          const a0 = rng() * TAU;
          for (let i = 0; i < 4; i++) seeds.push([x + Math.cos(a0 + (i * TAU) / 4) * s * 0.38, y + Math.sin(a0 + (i * TAU) / 4) * s * 0.38]);
        }
        cv.dots(look.mark === 'dots' ? '#a08058' : shade(c, -0.2), look.mark === 'dots' ? 2.5 : Math.max(3, s * 0.2), seeds, ' opacity=".8"');
      } else cv.dots(shade(c, 0.15), s * 0.5, pts, ' opacity=".8"');
      return;
    }
    case 'crescent': {
      let d = '';
      let inner = '';
      const base = rng() * TAU;
      for (const [x, y] of pts) {
        const a = base + between(rng, -0.4, 0.4);
        d += crescent(x, y, s, a, 0.5);
        inner += crescent(x - Math.cos(a) * s * 0.12, y - Math.sin(a) * s * 0.12, s * 0.84, a, 0.36);
      }
      cv.fill(c, d, ` stroke="${shade(c, -0.25)}" stroke-width="1.5"`);
      cv.fill(look.inner ?? shade(c, 0.4), inner);
      return;
    }
    case 'ring': {
      let d = '';
      for (const [x, y] of pts) {
        // a ring as one arc that stops a pixel short of closing: half the bytes of a full circle
        const rx = look.size < 7 ? s * between(rng, 0.75, 1) : s * between(rng, 0.9, 1.2);
        const ry = look.size < 7 ? rx : s * between(rng, 0.6, 0.85);
        d += `M${n(x)} ${n(y - ry)}a${n(rx)} ${n(ry)} 0 1 0 1 0`;
      }
      cv.stroke(c, Math.max(2.5, s * 0.3), d);
      return;
    }
    case 'floret': {
      const dark = shade(c, -0.18);
      const around: [number, number][] = [];
      const bumps: [number, number][] = [];
      for (const [x, y] of pts) {
        const a0 = rng() * TAU;
        for (let i = 0; i < 4; i++) around.push([x + Math.cos(a0 + (i * TAU) / 4) * s * 0.45, y + Math.sin(a0 + (i * TAU) / 4) * s * 0.45]);
        bumps.push([x - s * 0.25, y - s * 0.25], [x + s * 0.3, y + s * 0.05]);
      }
      cv.dots(dark, s * 1.15, around);
      cv.dots(c, s * 0.75, around);
      cv.dots(shade(c, 0.15), s * 0.45, bumps);
      return;
    }
    case 'stick': {
      let d = '';
      const base = rng() * Math.PI;
      for (const [x, y] of pts) {
        const a = base + between(rng, -0.35, 0.35);
        const len = s * between(rng, 3.5, 5);
        d += `M${n(x - (Math.cos(a) * len) / 2)} ${n(y - (Math.sin(a) * len) / 2)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
      }
      cv.stroke(shade(c, -0.15), s * 1.5, d);
      cv.stroke(c, s * 1.1, d);
      cv.stroke(shade(c, 0.2), s * 0.35, d, ' opacity=".8"');
      return;
    }
    case 'crumb':
    case 'shred':
    case 'herb': {
      const tones = look.shape === 'herb' ? [shade(c, -0.1), shade(c, 0.15)] : [c, shade(c, look.shape === 'crumb' ? -0.15 : -0.08)];
      const width = look.shape === 'shred' ? Math.max(3, s * 0.6) : look.shape === 'herb' ? 5 * scale : s * 0.9;
      tones.forEach((tone, k) => {
        let d = '';
        for (const [x, y] of half(k)) {
          const a = rng() * TAU;
          const len = look.shape === 'shred' ? s * between(rng, 3, 5) : look.shape === 'herb' ? 6 * scale : s * between(rng, 0.3, 0.8);
          d += `M${n(x)} ${n(y)}q${n(Math.cos(a + 1) * len * 0.4)} ${n(Math.sin(a + 1) * len * 0.4)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
        }
        if (d) cv.stroke(tone, width, d);
      });
      return;
    }
    case 'seed': {
      cv.dots(c, s, half(0));
      cv.dots(shade(c, c === '#3a3838' ? 0.25 : -0.15), s * 0.85, half(1));
      return;
    }
    case 'nut': {
      let d = '';
      let marks = '';
      for (const [x, y] of pts) {
        const a = rng() * TAU;
        d += leaf(x, y, s * 1.9, s * 1.25, a, 0.15);
        marks += `M${n(x - Math.cos(a) * s * 0.45)} ${n(y - Math.sin(a) * s * 0.45)}l${n(Math.cos(a) * s * 0.9)} ${n(Math.sin(a) * s * 0.9)}`;
      }
      cv.fill(c, d, ` stroke="${shade(c, -0.25)}" stroke-width="1.5"`);
      cv.stroke(shade(c, -0.18), 1.6, marks, ' opacity=".6"');
      return;
    }
    case 'segment': {
      let d = '';
      for (const [x, y] of pts) d += crescent(x, y, s * 0.8, rng() * TAU, 0.55);
      cv.fill(c, d, ` stroke="${shade(c, 0.35)}" stroke-width="2"`);
      return;
    }
    case 'wedge': {
      for (const [x, y] of pts.slice(0, 2)) drawWedge(ctx, look, x, y, s * 1.1, rng() * TAU);
      return;
    }
    case 'shrimp': {
      let d = '';
      for (const [x, y] of pts) {
        const a = rng() * TAU;
        const r = s * 0.7;
        d += `M${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}A${d1(r)} ${d1(r)} 0 1 1 ${n(x + Math.cos(a + 4.2) * r)} ${n(y + Math.sin(a + 4.2) * r)}`;
      }
      cv.stroke(shade(c, -0.15), s * 0.75, d);
      cv.stroke(c, s * 0.55, d);
      cv.stroke(shade(c, 0.35), s * 0.22, d, ' stroke-dasharray="3 6" opacity=".9"');
      return;
    }
    case 'fillet': {
      const k = Math.max(1, Math.min(3, count));
      const ps = at ? at.slice(0, 3) : spread(k, R * 0.42, rng, cx, cy, 0.2);
      const len = Math.min(R * (k === 1 ? 1.5 : 1.05), s * 2.4);
      const a = rng() * Math.PI;
      let d = '';
      let marks = '';
      for (const [x, y] of ps) {
        const rot = a + between(rng, -0.25, 0.25);
        d += blob(x, y, len / 2, rng, 0.08, 8, 1, 0.55, rot);
        const ux = Math.cos(rot);
        const uy = Math.sin(rot);
        for (let i = -2; i <= 2; i++) {
          const ox = x + ux * i * len * 0.15;
          const oy = y + uy * i * len * 0.15;
          const h = len * 0.17;
          const skew = look.mark === 'grill' ? 0.6 : 0.25;
          marks += `M${n(ox - uy * h + ux * h * skew)} ${n(oy + ux * h + uy * h * skew)}l${n(uy * h * 2 - ux * h * skew * 2)} ${n(-ux * h * 2 - uy * h * skew * 2)}`;
        }
      }
      cv.fill(c, d, ` stroke="${shade(c, -0.2)}" stroke-width="2.5"`);
      cv.stroke(look.mark === 'grill' ? shade(c, -0.45) : look.inner ?? shade(c, 0.35), look.mark === 'grill' ? 5 : 3, marks, ' opacity=".7"');
      return;
    }
    case 'egg': {
      if (ctx.eggs === 'scrambled') {
        drawPieces(ctx, { ...look, shape: 'chunk', color: '#f5d565', size: 7 }, cx, cy, R, Math.max(5, count * 4), scale, at);
        return;
      }
      const k = Math.max(1, Math.min(3, count));
      const ps = at ? at.slice(0, 3) : spread(k, R * 0.5, rng, cx, cy, 0.2);
      const halves = ctx.eggs === 'halves';
      let whites = '';
      for (const [x, y] of ps) whites += halves ? ellipse(x, y, s * 1.15, s * 0.85) : blob(x, y, s * 1.6, rng, 0.16, 7);
      cv.fill(look.color, whites, ` stroke="${shade('#f4ead6', -0.08)}" stroke-width="2"`);
      cv.dots(look.inner ?? '#f4b423', s * (halves ? 1.05 : 1.2), ps);
      cv.dots('#ffffff', s * 0.3, ps.map(([x, y]) => [x - s * 0.18, y - s * 0.2]), ' opacity=".7"');
      return;
    }
    case 'mash': {
      cv.fill(c, blob(cx, cy, R, rng, 0.07, 9), ` stroke="${shade(c, -0.08)}" stroke-width="2"`);
      cv.stroke(shade(c, -0.1), 4, `M${n(cx - R * 0.55)} ${n(cy)}A${n(R * 0.55)} ${n(R * 0.45)} 0 1 1 ${n(cx + R * 0.2)} ${n(cy + R * 0.4)}M${n(cx - R * 0.25)} ${n(cy)}A${n(R * 0.25)} ${n(R * 0.2)} 0 1 1 ${n(cx + R * 0.05)} ${n(cy + R * 0.2)}`, ' opacity=".5"');
      return;
    }
    case 'grain': {
      const id = grainPattern(ctx, look);
      cv.fill(`url(#${id})`, blob(cx, cy, R, rng, 0.08, 9), ` stroke="${shade(look.color, -0.12)}" stroke-width="2"`);
      return;
    }
    case 'noodle': {
      drawNoodles(ctx, look.color, cx, cy, R);
      return;
    }
    case 'drizzle': {
      cv.stroke(c, 7, wave(cx, cy, R * 0.85, rng, 5), ' opacity=".9"');
      return;
    }
    case 'bread': {
      drawPieces(ctx, { ...look, shape: 'cube', size: 10 }, cx, cy, R, count, scale);
      return;
    }
    default:
      return;
  }
}

function drawWedge(ctx: Ctx, look: Look, x: number, y: number, r: number, a: number): void {
  const x1 = x + Math.cos(a - 0.75) * r;
  const y1 = y + Math.sin(a - 0.75) * r;
  const x2 = x + Math.cos(a + 0.75) * r;
  const y2 = y + Math.sin(a + 0.75) * r;
  const d = `M${n(x)} ${n(y)}L${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}Z`;
  ctx.cv.fill(look.inner ?? shade(look.color, 0.5), d, ` stroke="${look.color}" stroke-width="4"`);
  ctx.cv.stroke(shade(look.color, 0.2), 1.2, `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * r * 0.85)} ${n(y + Math.sin(a) * r * 0.85)}`);
}

function drawNoodles(ctx: Ctx, color: string, cx: number, cy: number, R: number): void {
  const { cv, rng } = ctx;
  // a twirled nest: arcs around the centre at many radii, as pasta lies when it is served with tongs
  const arcs = (count: number, dx: number, dy: number) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const r = R * Math.sqrt(between(rng, 0.04, 0.85));
      const ox = cx + between(rng, -0.12, 0.12) * R;
      const oy = cy + between(rng, -0.12, 0.12) * R;
      const a = rng() * TAU;
      const b = a + between(rng, 1.4, 3);
      const ry = r * between(rng, 0.8, 1);
      d += `M${n(ox + Math.cos(a) * r + dx)} ${n(oy + Math.sin(a) * ry + dy)}A${n(r)} ${n(ry)} 0 0 1 ${n(ox + Math.cos(b) * r + dx)} ${n(oy + Math.sin(b) * ry + dy)}`;
    }
    return d;
  };
  cv.fill(shade(color, -0.22), blob(cx, cy, R * 0.95, rng, 0.1, 8));
  cv.stroke(shade(color, -0.12), 8, arcs(17, 1.5, 2.5));
  cv.stroke(color, 6.5, arcs(19, 0, 0));
  cv.stroke(shade(color, 0.28), 2, arcs(8, -1, -1), ' opacity=".8"');
}

// ---------------------------------------------------------------------------------------------------------------
// clusters: foods of one shape drawn together, sized by their share of the dish

interface Cluster {
  looks: { look: Look; weight: number }[];
  weight: number;
}

function clustersOf(parts: Part[], roles: Role[], limit: number): Cluster[] {
  const byShape = new Map<string, Cluster>();
  for (const p of parts) {
    if (!roles.includes(p.look.role) || p.look.shape === 'none' || p.weight <= 0) continue;
    const key = p.look.shape === 'fillet' || p.look.shape === 'grain' || p.look.shape === 'mash' ? p.look.shape + p.look.color : p.look.shape;
    const cluster = byShape.get(key) ?? { looks: [], weight: 0 };
    cluster.looks.push({ look: p.look, weight: p.weight });
    cluster.weight += p.weight;
    byShape.set(key, cluster);
  }
  return [...byShape.values()].sort((a, b) => b.weight - a.weight).slice(0, limit);
}

/** Shapes that are drawn as many loose pieces, which get a darker pile beneath so the heap reads as one mass. */
const pileShapes: Shape[] = ['leaf', 'round', 'crumb', 'shred', 'floret'];

function drawCluster(ctx: Ctx, cluster: Cluster, cx: number, cy: number, R: number, density = 1, scale = 1, pile = true): void {
  const looks = cluster.looks.slice(0, 3);
  const main = looks[0].look;
  if (['mash', 'grain', 'noodle', 'fillet', 'egg', 'drizzle'].includes(main.shape)) {
    drawPieces(ctx, main, cx, cy, R, countFor(main, R, density), scale);
    return;
  }
  if (pile && pileShapes.includes(main.shape)) {
    const under = main.shape === 'leaf' ? shade(main.color, -0.35) : shade(blend(looks.map((l) => ({ color: l.look.color, weight: l.weight })), main.color), -0.28);
    ctx.cv.fill(under, blob(cx, cy, R * 0.88, ctx.rng, 0.18, 8), ' opacity=".9"');
  }
  const total = looks.reduce((s, l) => s + l.weight, 0);
  const count = countFor(main, R / scale, density);
  // each food of the cluster gets its own patch, so a bowl of mixed berries reads as mixed
  looks.forEach((l, i) => {
    const share = l.weight / total;
    const k = Math.max(3, Math.round(count * share));
    if (looks.length === 1) drawPieces(ctx, l.look, cx, cy, R, k, scale);
    else {
      const a = ctx.rng() * TAU;
      const off = i === 0 ? R * 0.12 : R * 0.45;
      drawPieces(ctx, l.look, cx + Math.cos(a) * off, cy + Math.sin(a) * off, R * Math.max(0.5, Math.sqrt(share) * 1.1), k, scale);
    }
  });
}

/** Herbs, seeds, cheese and drizzles over the whole dish. */
function drawToppings(ctx: Ctx, cx: number, cy: number, R: number, skip: Set<Look> = new Set(), scale = 1, sy = 1, areas?: Area[]): void {
  const tops = ctx.parts.filter((p) => ['herb', 'top', 'sweet'].includes(p.look.role) && p.look.shape !== 'none' && !skip.has(p.look));
  const seen = new Set<string>();
  let count = 0;
  for (const p of tops) {
    if (seen.has(p.look.shape + p.look.color) || count >= 4) continue;
    seen.add(p.look.shape + p.look.color);
    count++;
    let look = p.look;
    if (look.shape === 'drizzle') {
      if (sy === 1) ctx.cv.stroke(look.color, 6 * scale, wave(cx, cy, R * 0.8, ctx.rng, 5), ' opacity=".85"');
      continue;
    }
    if (look.shape === 'wedge') {
      if (sy === 1) drawWedge(ctx, look, cx + R * 0.6, cy + R * 0.55, 36 * scale, 2.4);
      continue;
    }
    // fresh herbs in a handful show as small leaves, a pinch as flecks
    if (look.shape === 'herb' && p.grams >= 4 && look.size >= 4) look = { ...look, shape: 'leaf', size: 9 };
    const base = look.shape === 'leaf' ? 9 : look.shape === 'herb' ? 22 : look.shape === 'seed' ? 26 : look.shape === 'nut' ? 8 : 12;
    const k = Math.round(Math.min(base, base * Math.max(0.5, Math.sqrt(p.grams / 15))));
    const places = (areas ?? [{ x: cx, y: cy, r: R, sy }]).flatMap((a) => placesIn({ ...a, r: a.r * 0.85 }, areas ? Math.max(2, Math.round(k / 2)) : k, ctx.rng, 0.5));
    drawPieces(ctx, look, cx, cy, R * 0.85, places.length, scale, places);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// vessels

function defsShadow(ctx: Ctx): void {
  if (!ctx.defs.some((d) => d.startsWith('<filter id="b"'))) {
    // the filter regions cover the whole picture: a group of dots has a bounding box without their stroke width,
    // and a region sized from it would clip the dots at its edges
    const region = 'filterUnits="userSpaceOnUse" x="-50" y="-50" width="900" height="600"';
    ctx.defs.push(`<filter id="b" ${region}><feGaussianBlur stdDeviation="12"/></filter>`);
    ctx.defs.push(`<filter id="s" ${region}><feDropShadow dx="1.5" dy="2.5" stdDeviation="2" flood-opacity=".28"/></filter>`);
  }
}

function castShadow(ctx: Ctx, d: string, strength = 0.32): void {
  defsShadow(ctx);
  ctx.cv.raw(`<path d="${d}" fill="#1c140c" opacity="${strength}" filter="url(#b)"/>`);
}

function drawPlate(ctx: Ctx, cx: number, cy: number, R: number, color = ctx.table.ceramic): void {
  const { cv } = ctx;
  ctx.vessel ??= 'plate';
  castShadow(ctx, circle(cx + 10, cy + 16, R * 0.98));
  cv.fill(color, circle(cx, cy, R));
  cv.stroke(shade(color, -0.12), 1.5, circle(cx, cy, R - 1));
  if (ctx.table.rim) cv.stroke(ctx.table.rim, 3, circle(cx, cy, R * 0.91), ' opacity=".8"');
  ctx.defs.push(`<radialGradient id="p" cx=".45" cy=".42" r=".6"><stop offset=".7" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.07)}"/></radialGradient>`);
  cv.fill('url(#p)', circle(cx, cy, R * 0.8));
  cv.stroke('#ffffff', 2.5, `M${n(cx - R * 0.95)} ${n(cy - R * 0.2)}A${n(R * 0.97)} ${n(R * 0.97)} 0 0 1 ${n(cx - R * 0.2)} ${n(cy - R * 0.95)}`, ' opacity=".8"');
}

function drawBowl(ctx: Ctx, cx: number, cy: number, R: number): number {
  const { cv } = ctx;
  ctx.vessel ??= 'bowl';
  const color = ctx.table.ceramic;
  castShadow(ctx, circle(cx + 12, cy + 18, R), 0.38);
  cv.fill(color, circle(cx, cy, R));
  cv.stroke(shade(color, -0.15), 1.5, circle(cx, cy, R - 1));
  if (ctx.table.rim) cv.stroke(ctx.table.rim, 4, circle(cx, cy, R * 0.955), ' opacity=".85"');
  ctx.defs.push(`<radialGradient id="w" cx=".56" cy=".6" r=".55"><stop offset=".75" stop-color="${shade(color, -0.04)}"/><stop offset="1" stop-color="${shade(color, -0.2)}"/></radialGradient>`);
  cv.fill('url(#w)', circle(cx, cy, R * 0.91));
  cv.stroke('#ffffff', 3, `M${n(cx - R * 0.93)} ${n(cy - R * 0.25)}A${n(R * 0.96)} ${n(R * 0.96)} 0 0 1 ${n(cx - R * 0.25)} ${n(cy - R * 0.93)}`, ' opacity=".85"');
  return R * 0.8;
}

/** The rim's shadow on the food, from the light at the top left. */
function innerShade(ctx: Ctx, cx: number, cy: number, r: number, strength = 0.28): void {
  ctx.defs.push(`<radialGradient id="i" cx=".58" cy=".62" r=".62"><stop offset=".78" stop-opacity="0"/><stop offset="1" stop-opacity="${strength}"/></radialGradient>`);
  ctx.cv.fill('url(#i)', circle(cx, cy, r));
}

function drawBoard(ctx: Ctx, cx: number, cy: number, w: number, h: number): void {
  const { cv, rng } = ctx;
  ctx.vessel ??= 'board';
  const wood = '#c99a63';
  const x = cx - w / 2;
  const y = cy - h / 2;
  castShadow(ctx, `M${n(x + 12)} ${n(y + 18)}h${n(w)}v${n(h)}h${n(-w)}Z`, 0.34);
  cv.raw(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="22" fill="${wood}" stroke="${shade(wood, -0.2)}" stroke-width="2"/>`);
  let d = '';
  for (let i = 0; i < 7; i++) {
    const yy = y + between(rng, 16, h - 16);
    d += `M${n(x + 14)} ${n(yy)}Q${n(cx)} ${n(yy + between(rng, -8, 8))} ${n(x + w - 14)} ${n(yy + between(rng, -4, 4))}`;
  }
  cv.stroke(shade(wood, -0.12), 1.5, d, ' opacity=".6"');
  cv.stroke('#ffffff', 2, `M${n(x + 20)} ${n(y + 3)}H${n(x + w - 20)}`, ' opacity=".35"');
}

// ---------------------------------------------------------------------------------------------------------------
// table settings: napkin and cutlery on one side, a few loose ingredients on the other

function drawNapkin(ctx: Ctx, x: number, y: number, w: number, h: number, tilt: number): void {
  const c = ctx.table.cloth;
  ctx.cv.raw(`<g transform="rotate(${d1(tilt)} ${n(x + w / 2)} ${n(y + h / 2)})"><rect x="${n(x + 6)}" y="${n(y + 9)}" width="${n(w)}" height="${n(h)}" rx="6" fill="#000" opacity=".12"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6" fill="${c}"/><path d="M${n(x + w * 0.5)} ${n(y)}v${n(h)}M${n(x + 8)} ${n(y + 12)}h${n(w - 16)}M${n(x + 8)} ${n(y + h - 12)}h${n(w - 16)}" stroke="${shade(c, -0.12)}" stroke-width="2" opacity=".8"/></g>`);
}

function drawCutlery(ctx: Ctx, kind: 'plate' | 'bowl' | 'sticks', x: number, y: number): void {
  const { cv } = ctx;
  defsShadow(ctx);
  const metal = '#d6dade';
  const edge = '#a9b0b7';
  let body = '';
  if (kind === 'sticks') {
    const wood = '#7a4e2e';
    body = `<path d="M${n(x - 14)} ${n(y + 150)}L${n(x - 4)} ${n(y - 150)}M${n(x + 8)} ${n(y + 150)}L${n(x + 14)} ${n(y - 150)}" stroke="${wood}" stroke-width="7"/><rect x="${n(x - 22)}" y="${n(y + 96)}" width="44" height="12" rx="6" fill="${shade(ctx.table.ceramic, -0.1)}"/>`;
  } else if (kind === 'bowl') {
    body = `<path d="M${n(x)} ${n(y + 150)}V${n(y - 40)}" stroke="${metal}" stroke-width="10"/><ellipse cx="${n(x)}" cy="${n(y - 90)}" rx="24" ry="36" fill="${metal}" stroke="${edge}" stroke-width="1.5"/><ellipse cx="${n(x + 2)}" cy="${n(y - 86)}" rx="17" ry="27" fill="${shade(metal, -0.08)}"/>`;
  } else {
    const fx = x - 24;
    const kx = x + 24;
    body =
      `<path d="M${fx} ${n(y + 150)}V${n(y - 70)}M${kx} ${n(y + 150)}V${n(y - 10)}" stroke="${metal}" stroke-width="11"/>` +
      `<path d="M${fx - 14} ${n(y - 130)}V${n(y - 100)}Q${fx - 14} ${n(y - 72)} ${fx} ${n(y - 70)}Q${fx + 14} ${n(y - 72)} ${fx + 14} ${n(y - 100)}V${n(y - 130)}" fill="${metal}" stroke="${edge}" stroke-width="1.5"/>` +
      `<path d="M${fx - 5} ${n(y - 132)}V${n(y - 100)}M${fx + 5} ${n(y - 132)}V${n(y - 100)}" stroke="${ctx.table.cloth}" stroke-width="3.5"/>` +
      `<path d="M${kx - 8} ${n(y - 10)}V${n(y - 120)}Q${kx - 6} ${n(y - 150)} ${kx + 9} ${n(y - 150)}V${n(y - 10)}Z" fill="${metal}" stroke="${edge}" stroke-width="1.5"/>`;
  }
  cv.raw(`<g filter="url(#s)">${body}</g>`);
}

/** A few loose ingredients beside the dish: the ones a cook would leave out on the table. */
function drawLoose(ctx: Ctx, x: number, y: number): void {
  const { rng } = ctx;
  const candidates = ctx.parts.filter((p) => ['wedge', 'herb', 'round', 'slice', 'nut', 'crescent', 'segment'].includes(p.look.shape) && p.look.role !== 'main');
  const chosen = candidates.find((p) => p.look.shape === 'wedge') ?? candidates.find((p) => p.look.shape === 'herb') ?? candidates[0];
  if (!chosen) return;
  const look = chosen.look;
  defsShadow(ctx);
  ctx.cv.raw('<g filter="url(#s)">');
  if (look.shape === 'wedge') {
    drawWedge(ctx, look, x - 12, y, 46, 0.4 + rng());
    drawWedge(ctx, look, x + 18, y + 34, 46, 2.6 + rng());
  } else if (look.shape === 'herb') {
    const sprig: Look = { ...look, shape: 'leaf', size: 22, color: shade(look.color, 0.05) };
    ctx.cv.stroke(shade(look.color, -0.1), 3.5, `M${n(x - 40)} ${n(y + 50)}Q${n(x)} ${n(y)} ${n(x + 36)} ${n(y - 54)}`);
    drawPieces(ctx, sprig, x, y, 50, 7);
  } else {
    drawPieces(ctx, look, x, y, 55, Math.min(6, countFor(look, 55, 1)), 1.1);
  }
  ctx.cv.raw('</g>');
}

function setTable(ctx: Ctx, kind: 'plate' | 'bowl' | 'none'): void {
  const left = ctx.rng() < 0.5;
  // the napkin stays outside the centre square, which is what a square thumbnail shows
  const napX = left ? 12 : W - 12 - 124;
  if (kind !== 'none') {
    drawNapkin(ctx, napX, 70, 124, 370, between(ctx.rng, -4, 4));
    drawCutlery(ctx, ctx.table.sticks ? 'sticks' : kind, napX + 62, 262);
  }
  const lx = left ? W - 80 : 80;
  drawLoose(ctx, lx, ctx.rng() < 0.5 ? 110 : 390);
}

function foodLayer(ctx: Ctx, draw: () => void): void {
  defsShadow(ctx);
  ctx.cv.raw('<g filter="url(#s)">');
  draw();
  ctx.cv.raw('</g>');
}

// ---------------------------------------------------------------------------------------------------------------
// dishes

type Style =
  | 'drink'
  | 'hot-drink'
  | 'tacos'
  | 'wrap'
  | 'cups'
  | 'toast'
  | 'flatbread'
  | 'pancakes'
  | 'skillet'
  | 'bake'
  | 'soup'
  | 'curry'
  | 'porridge'
  | 'salad'
  | 'grain-bowl'
  | 'pasta'
  | 'bread'
  | 'bites'
  | 'dip'
  | 'board'
  | 'side'
  | 'plate';

/** Name words, matched as whole words, that decide the vessel. Order matters: the first rule that matches wins. */
const nameRules: [Style, RegExp][] = [
  ['soup', /\b(soups?|chowder|bisque|broth|gazpacho|pho|ramen|minestrone|congee|okayu|jook|laksa|consomm[eé]|avgolemono|ajiaco|pozole|jjigae|tom yum|tom kha|canh chua|lohikeitto|vichyssoise|caldo|harira|sopa)(?!\w)/],
  ['side', /\bcocktail\b/],
  ['toast', /\b(toasts?|bruschetta|crostini|open sandwich|sandwich(es)?|panini|bagels?|tartines?|pan con tomate|pizzas?|flatbreads?|dakos|crispbread|english muffins?)\b/],
  ['tacos', /\b(tacos?|tostadas?)\b/],
  ['cups', /\blettuce (cups?|wraps?|bites?|boats?)\b|\b(miang|ssam)\b/],
  ['wrap', /\b(burritos?|wraps?|fajitas?|quesadillas?|roll-ups?|kathi rolls?|summer rolls?)\b/],
  ['flatbread', /\b(parathas?|naans?|rotis?|chapatis?|arepas?|injera|socca|gozleme|pupusas?)\b/],
  ['pancakes', /\b(pancakes?|cr[eê]pes?|waffles?|hotcakes?|french toast|pain perdu|tiganites|blinis?|chilla|cheela|dosa|uttapam|okonomiyaki)\b/],
  ['board', /\b(fries|wedges|snack plate)\b/],
  ['bites', /\b(stuffed grape leaves|dolmas?|dolmades|bites|balls|truffles)\b/],
  ['bread', /\b(muffins?|scones?|loaf|loaves|breads?|focaccia|biscuits?|soda bread|cornbread)\b/],
  ['porridge', /\b(oats?|oatmeal|porridge|muesli|granola|bircher|overnight|parfait|smoothie bowl|acai|puddings?|chia)\b|açaí|\byogh?urt (bowl|with)\b/],
  ['skillet', /\b(shakshuka|frittata|skillet|hash|omelets?|omelettes?|tortilla española|spanish tortilla|strata|quiche|menemen|baked eggs|cocotte|scrambled?|bhurji|huevos a la mexicana|pisto)\b/],
  ['bake', /\b(lasagn[ae]|moussaka|gratin|parmigiana|shepherd'?s pie|cottage pie|fish pie|enchiladas?|casserole|stuffed shells|cauliflower cheese|pastitsio|cannelloni|traybake|bake)\b/],
];

/** Stews and curries: a sauce with pieces in a deep bowl. Only for mains, never for a snack called "chili-lime". */
const stewWords =
  /\b(stew|curry|curried|chill?i(?![- ](lime|garlic|oil|crisp|flakes?|rubbed))|dal|dhal|daal|tagine|korma|masala|goulash|ragout|cacciatore|ratatouille|rogan josh|keema|palak|saag|aloo|bharta|mapo|kho|bourguignon|cassoulet|plaki|saganaki|medames|matar|makhani|vindaloo|stroganoff|fricass[eé]e|feijoada|moqueca|fesenjan|pepitoria|smothered|jjim|wat|chana|channa|rajma|sambar|mole|chili con carne|braised [\w ]*(chicken|beef|pork|lamb|lentils|beans|short ribs))\b|\bin [\w -]*sauce\b/;

const saladWords = /\b(salads?|slaw|tabbouleh|tabouli|fattoush|panzanella|ceviche|salpic[oó]n|chaat(?!-)|sunomono|kachumber|poke salad)\b/;
const bowlWords =
  /\b(bowls?|poke|bibimbap|buddha|fried rice|pilaf|pilau|pulao|biryani|paella|risotto|donburi|gyudon|deopbap|gohan|stir-?fry|teriyaki|jollof|kedgeree|upma|khichdi|mujadara|spanakorizo|rice and peas|gallo pinto|hoppin'? john|saltado|jambalaya)\b/;
const pastaWords =
  /\b(pasta|spaghetti|penne|linguine|fettuccine|macaroni|mac and cheese|mac ?n ?cheese|noodles?|lo mein|chow mein|pad thai|pad see ew|japchae|udon|soba|orzo|gnocchi|rigatoni|fusilli|farfalle|tagliatelle|ravioli|orecchiette|dan dan|puttanesca|carbonara|bolognese)\b/;
const biteWords =
  /\b(balls?|bites?|truffles|cookies?|bars?|brownies?|energy|fritters?|falafel|patties|meatballs?|nuggets?|croquettes?|dumplings?|gyoza|samosas?|spring rolls?|skewers?|kebabs?|satay|souvlaki|keftedes|koftas?|fish ?cakes?|crab ?cakes?|poppers|deviled eggs|devilled eggs|stuffed (mushrooms|dates|grape leaves|peppers)|dolmas?|dolmades|tea eggs)\b/;
const dipWords = /\b(hummus|dips?|guacamole|salsa|tzatziki|baba ghanoush|baba ganoush|ganoush|spread|pesto|raita|chutney|muhammara|p[aâ]t[eé]|rillettes|labneh)(?!\w)/;

function styleOf(input: RecipeImageInput): Style {
  const name = String(input.name ?? '').toLowerCase();
  const dish = new Set((Array.isArray(input.dishTypes) ? input.dishTypes : []).map((d) => String(d).toLowerCase()));
  const main = dish.has('main course') || dish.has('soup');
  const has = (re: RegExp) => re.test(name);
  const drinkName = /\b(smoothie|milkshake|shake|lassi|latte|lemonade|juice|hot chocolate|cocoa|chai|golden milk|frapp[eé]|spritzer|agua fresca|chaas|horchata|kefir)\b/;
  if ((dish.has('drink') || dish.has('beverage') || (has(drinkName) && !main)) && !has(/\bbowls?\b/)) {
    return has(/\b(latte|tea|coffee|cocoa|hot chocolate|chai|golden milk|toddy|cider|matcha)\b/) && !has(/\b(iced|cold)\b/) ? 'hot-drink' : 'drink';
  }
  for (const [style, words] of nameRules) if (has(words) && !(style === 'wrap' && has(/\bbowls?\b/))) return style;
  if (main && has(stewWords)) return 'curry';
  if (dish.has('soup')) return 'soup';
  if (dish.has('salad') || has(saladWords)) return 'salad';
  if (has(pastaWords)) return 'pasta';
  if (has(bowlWords)) return 'grain-bowl';
  // a rice dish ("lemon rice", "jollof rice") is a bowl; "chicken with rice" is a bowl in the kitchens that serve it so
  const riceBowlKitchen = /^(chinese|japanese|korean|thai|vietnamese|indian)$/.test(String(input.cuisine ?? ''));
  if (has(/\brice\b(?!-)/) && (riceBowlKitchen || !has(/\bwith\b.*\brice\b/))) return 'grain-bowl';
  if (has(biteWords)) return 'bites';
  if ((has(dipWords) && !main) || ((dish.has('sauce') || dish.has('marinade')) && !main)) return 'dip';
  if ((dish.has('side dish') || dish.has('dessert')) && !dish.has('main course') && !dish.has('fingerfood')) return 'side';
  if (dish.has('fingerfood') || dish.has('appetizer') || dish.has('snack')) return 'board';
  return 'plate';
}

// --- plates ---------------------------------------------------------------------------------------------------

function composePlate(ctx: Ctx, cx: number, cy: number, R: number): void {
  const clusters = clustersOf(ctx.parts, ['base', 'main', 'veg', 'fruit', 'bread'], 4);
  const sauce = ctx.parts.find((p) => p.look.role === 'sauce');
  if (!clusters.length) {
    drawToppings(ctx, cx, cy, R);
    return;
  }
  const total = clusters.reduce((s, c) => s + c.weight, 0);
  const start = ctx.rng() * TAU;
  const k = clusters.length;
  foodLayer(ctx, () => {
    if (sauce) ctx.cv.fill(sauce.look.color, blob(cx + R * 0.1, cy + R * 0.05, R * 0.55, ctx.rng, 0.25, 7), ' opacity=".9"');
    clusters.forEach((cluster, i) => {
      const share = Math.pow(cluster.weight / total, 0.75);
      const r = k === 1 ? R * 0.85 : Math.min(R * 0.66, Math.max(R * 0.4, R * 1.1 * Math.sqrt(share)));
      const a = start + (i * TAU) / k;
      const off = k === 1 ? 0 : R - r * (k === 2 ? 1 : 0.92);
      const shape = cluster.looks[0].look.shape;
      if (shape === 'bread') {
        const text = ctx.parts.find((p) => p.look === cluster.looks[0].look)?.text ?? '';
        const bx = cx + Math.cos(a) * off;
        const by = cy + Math.sin(a) * off;
        if (/tortilla|chips/.test(text)) drawCrackers(ctx, bx, by, '#e8bf62', true);
        else if (/pita|naan|chapati|roti|paratha|flatbread|lavash|arepa|tortilla/.test(text)) drawFlatbread(ctx, bx, by);
        else drawBreadSlice(ctx, bx, by, r * 0.8, a, cluster.looks[0].look.color);
      }
      else drawCluster(ctx, cluster, cx + Math.cos(a) * off, cy + Math.sin(a) * off, r);
    });
    drawToppings(ctx, cx, cy, R);
  });
}

function drawBreadSlice(ctx: Ctx, x: number, y: number, r: number, a: number, color: string): void {
  const crumb = mix(color, '#f6e7c8', 0.6);
  const rot = (a * 180) / Math.PI + 90;
  const s = r / 60;
  ctx.cv.raw(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${d1(s)})"><path d="M-52 58V-18C-70-30-62-62-34-62C-20-76 20-76 34-62C62-62 70-30 52-18V58Z" fill="${shade(color, -0.1)}"/><path d="M-42 48V-16C-56-28-48-52-30-52C-16-64 16-64 30-52C48-52 56-28 42-16V48Z" fill="${crumb}"/></g>`,
  );
}

function drawStyle(ctx: Ctx, style: Style): void {
  const { cv, rng, parts } = ctx;
  switch (style) {
    case 'plate': {
      setTable(ctx, 'plate');
      drawPlate(ctx, CX, CY, 215);
      composePlate(ctx, CX, CY, 172);
      return;
    }
    case 'side': {
      const r = drawBowl(ctx, CX, CY, 205);
      setTable(ctx, 'bowl');
      // braised and glazed sides sit in a little of their sauce
      const glaze = parts.find((p) => p.look.role === 'tint' || p.look.role === 'sauce');
      if (glaze) surface(ctx, CX, CY, r * 0.92, mix(liquidColor(ctx, 0.2, glaze.look.color), glaze.look.color, 0.4));
      const bed = parts.find((p) => p.look.role !== 'none' && p.look.role !== 'liquid' && p.look.role !== 'tint');
      foodLayer(ctx, () => {
        // a side of greens (kale chips, wilted spinach) is a heap of leaves
        if (bed?.look.shape === 'leaf') {
          cv.fill(shade(bed.look.color, -0.35), blob(CX, CY, r * 0.9, rng, 0.08, 9));
          drawPieces(ctx, bed.look, CX, CY, r * 0.9, 22, 1.1);
        }
        mixedPieces(ctx, CX, CY, r, { coverage: 1.1, scale: 1.15, skip: new Set(bed?.look.shape === 'leaf' ? [bed.look] : []) });
        drawToppings(ctx, CX, CY, r * 0.85);
      });
      innerShade(ctx, CX, CY, r);
      return;
    }
    case 'soup':
      return drawSoup(ctx);
    case 'curry':
      return drawCurry(ctx);
    case 'porridge':
      return drawPorridge(ctx);
    case 'salad': {
      const r = drawBowl(ctx, CX, CY, 212);
      setTable(ctx, 'plate');
      const greens = parts.find((p) => p.look.shape === 'leaf');
      const grain = parts.find((p) => p.look.shape === 'grain' || p.look.shape === 'noodle') ?? parts.find((p) => p.look.shape === 'mash' && p.grams >= 100);
      foodLayer(ctx, () => {
        if (greens) {
          cv.fill(shade(greens.look.color, -0.35), blob(CX, CY, r, rng, 0.04, 10));
          drawPieces(ctx, greens.look, CX, CY, r, 24, 1.2);
        } else if (grain) drawPieces(ctx, grain.look, CX, CY, r, 1);
        else {
          // a slaw: a bed of its shredded vegetable under the rest
          const shred = parts.find((p) => p.look.shape === 'shred' && p.look.role === 'veg');
          if (shred) {
            cv.fill(shade(shred.look.color, -0.12), blob(CX, CY, r * 0.95, rng, 0.06, 9));
            drawPieces(ctx, shred.look, CX, CY, r * 0.95, 30, 1.2);
          } else {
            // no bed of leaves or grain: the dressing and juices tint the bowl under the pieces
            const juices = blend(parts.filter((p) => ['veg', 'main', 'fruit'].includes(p.look.role)).slice(0, 4).map((p) => ({ color: p.look.color, weight: p.weight })), '#d9c39a');
            cv.fill(mix(juices, ctx.table.ceramic, 0.45), blob(CX, CY, r * 0.96, rng, 0.05, 10));
          }
        }
        mixedPieces(ctx, CX, CY, r * 0.94, { skip: new Set([greens?.look, grain?.look].filter((l): l is Look => !!l)), coverage: greens || grain ? 0.7 : 1.5, scale: 1.1 });
        drawToppings(ctx, CX, CY, r * 0.85, new Set(), 1.1);
      });
      innerShade(ctx, CX, CY, r);
      return;
    }
    case 'grain-bowl':
      return drawGrainBowl(ctx);
    case 'pasta':
      return drawPasta(ctx);
    case 'drink':
      return drawDrink(ctx);
    case 'hot-drink':
      return drawHotDrink(ctx);
    case 'tacos':
      return drawTacos(ctx);
    case 'wrap':
      return drawWrap(ctx);
    case 'toast':
      return drawToast(ctx);
    case 'pancakes':
      return drawPancakes(ctx);
    case 'skillet':
      return drawSkillet(ctx);
    case 'bread':
      return drawBread(ctx);
    case 'bites':
      return drawBites(ctx);
    case 'dip':
      return drawDip(ctx);
    case 'board':
      return drawSnackBoard(ctx);
    case 'cups':
      return drawCups(ctx);
    case 'flatbread':
      return drawFlatbreads(ctx);
    case 'bake':
      return drawBake(ctx);
  }
}

/** A small bowl of something spooned: dip, nut butter, yogurt, sauce. */
function drawRamekin(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  castShadow(ctx, circle(x + 6, y + 9, r), 0.3);
  ctx.cv.fill(ctx.table.ceramic, circle(x, y, r), ` stroke="${shade(ctx.table.ceramic, -0.18)}" stroke-width="2"`);
  ctx.cv.fill(color, circle(x, y, r * 0.78));
  ctx.cv.stroke(shade(color, -0.15), 3, `M${n(x - r * 0.4)} ${n(y)}A${n(r * 0.4)} ${n(r * 0.35)} 0 1 1 ${n(x + r * 0.1)} ${n(y + r * 0.3)}`, ' opacity=".5"');
  ctx.cv.dots('#ffffff', r * 0.18, [[x - r * 0.3, y - r * 0.35]], ' opacity=".5"');
}

function drawSnackBoard(ctx: Ctx): void {
  const { parts } = ctx;
  drawBoard(ctx, CX, CY, 540, 370);
  setTable(ctx, 'none');
  const spooned = parts.find((p) => (p.look.shape === 'drizzle' && p.look.role !== 'sweet') || p.look.shape === 'mash' || p.look.role === 'sauce');
  const fries = /\b(fries|wedges|sticks)\b/.test(ctx.name) ? parts.find((p) => p !== spooned && ['base', 'veg', 'main'].includes(p.look.role)) : undefined;
  const clusters = clustersOf(
    parts.filter((p) => p !== spooned && p !== fries),
    ['base', 'main', 'veg', 'aromatic', 'fruit', 'bread', 'top'],
    spooned ? (fries ? 1 : 3) : fries ? 2 : 4,
  );
  const spots: [number, number][] = [
    [CX - 125, CY - 65],
    [CX + 120, CY - 60],
    [CX - 110, CY + 80],
    [CX + 125, CY + 80],
  ];
  foodLayer(ctx, () => {
    if (spooned) drawRamekin(ctx, CX + 125, CY + 78, 70, spooned.look.color);
    if (fries) {
      // oven fries in a loose pile, golden at the edges
      const color = mix(fries.look.color, '#e0a447', 0.35);
      drawPieces(ctx, { ...fries.look, shape: 'stick', color, size: 9 }, CX - 70, CY - 10, 150, 16);
    }
    const single = clusters.length === 1 && !fries;
    clusters.forEach((c, i) => {
      const [x, y] = single ? [CX - 60, CY] : spots[i];
      const look = c.looks[0].look;
      if (look.shape === 'bread') drawCrackers(ctx, x, y, look.color, /tortilla|chip/.test(parts.find((p) => p.look === look)?.text ?? ''));
      else drawCluster(ctx, c, x, y, single ? 150 : 100, 1.4, 1.15, false);
    });
    const tint = parts.find((p) => p.look.role === 'tint');
    if (spooned && tint) ctx.cv.dots(tint.look.color, 3, spread(10, 30, ctx.rng, CX + 125, CY + 78), ' opacity=".8"');
  });
}

/** The shape a food takes when it lies loose in a mix (a salad, a soup, a curry), or null when it cannot. */
function looseLook(look: Look, eggs: Ctx['eggs'] = 'fried'): Look | null {
  switch (look.shape) {
    case 'egg':
      return eggs === 'scrambled' ? { ...look, shape: 'chunk', color: '#f5d565', size: 9 } : look;
    case 'fillet':
      return { ...look, shape: 'cube', size: 13 };
    case 'grain':
    case 'mash':
    case 'noodle':
    case 'drizzle':
    case 'none':
    case 'wedge':
      return null;
    case 'bread':
      return { ...look, shape: 'cube', size: 9, color: '#d6a256' };
    case 'crescent':
      return look.size > 20 ? { ...look, size: 16 } : look;
    default:
      return look;
  }
}

interface MixOptions {
  roles?: Role[];
  skip?: Set<Look>;
  /** how much of the disc the pieces cover: 1 is packed, 0.4 is a few floating */
  coverage?: number;
  scale?: number;
  limit?: number;
  /** stretch the disc vertically (the pieces keep their size) */
  sy?: number;
  /** several places to fill at once, instead of the one disc */
  areas?: Area[];
}

/** A disc (or, with sy and rot, a tilted ellipse) that food is spread over. */
interface Area {
  x: number;
  y: number;
  r: number;
  sy?: number;
  /** radians */
  rot?: number;
}

function placesIn(area: Area, count: number, rng: Rng, jitter: number): [number, number][] {
  const pts = spread(count, area.r, rng, area.x, area.y, jitter, area.sy ?? 1);
  const rot = area.rot ?? 0;
  if (!rot) return pts;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return pts.map(([px, py]) => [area.x + (px - area.x) * c - (py - area.y) * s, area.y + (px - area.x) * s + (py - area.y) * c]);
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * Every visible food tossed through a disc from one shared set of places, so the mix fills it evenly. Several
 * areas (three tacos, two toasts) share one drawing per food, which keeps the file small.
 */
function mixedPieces(ctx: Ctx, cx: number, cy: number, r: number, options: MixOptions = {}): void {
  const { roles = ['main', 'veg', 'aromatic', 'fruit', 'base', 'bread'], skip = new Set<Look>(), coverage = 1, scale = 1, limit = 5, sy = 1 } = options;
  const areas = options.areas ?? [{ x: cx, y: cy, r, sy }];
  const { rng } = ctx;
  const seen = new Set<string>();
  const chosen: { look: Look; weight: number }[] = [];
  for (const p of ctx.parts) {
    if (skip.has(p.look) || !roles.includes(p.look.role)) continue;
    const look = looseLook(p.look, ctx.eggs);
    if (!look) continue;
    const key = look.shape + look.color;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push({ look, weight: Math.sqrt(p.weight) });
  }
  const items = chosen.slice(0, limit);
  if (!items.length) return;
  const total = items.reduce((s, i) => s + i.weight, 0);
  const placesOf = items.map(() => [] as [number, number][]);
  const cap = 50 / areas.length;
  for (const area of areas) {
    // each food covers its share of the area with pieces of its own size: a few big leaves, many small peas
    const wants = items.map((i) => {
      const size = Math.max(i.look.size, 4) * PIECE * scale;
      return Math.max(2, (coverage * area.r * area.r * (area.sy ?? 1) * (i.weight / total)) / (size * size * 1.6));
    });
    const fit = Math.min(1, cap / wants.reduce((s, w) => s + w, 0));
    const counts = wants.map((w) => Math.max(areas.length > 1 ? 1 : 2, Math.round(w * fit)));
    const places = shuffle(rng, placesIn({ ...area, r: area.r * 0.94 }, counts.reduce((s, c) => s + c, 0), rng, 0.45));
    let used = 0;
    counts.forEach((k, i) => {
      placesOf[i].push(...places.slice(used, used + k));
      used += k;
    });
  }
  // big pieces first, so small ones rest on top of them
  const order = items.map((item, i) => ({ item, places: placesOf[i] })).sort((a, b) => b.item.look.size - a.item.look.size);
  for (const { item, places } of order) if (places.length) drawPieces(ctx, item.look, cx, cy, r, places.length, scale, places);
}


function drawCrackers(ctx: Ctx, x: number, y: number, color: string, chips = false): void {
  const { cv, rng } = ctx;
  let d = '';
  if (chips) {
    // tortilla chips: a loose fan of triangles
    for (let i = 0; i < 6; i++) {
      const a = -1.2 + i * 0.5 + between(rng, -0.15, 0.15);
      const px = x + Math.cos(a) * 40;
      const py = y + Math.sin(a) * 40;
      const r = 50;
      let tri = '';
      for (let k = 0; k < 3; k++) tri += `${k ? 'L' : 'M'}${n(px + Math.cos(a + (k * TAU) / 3) * r)} ${n(py + Math.sin(a + (k * TAU) / 3) * r)}`;
      d += tri + 'Z';
    }
    cv.fill('#e8bf62', d, ` stroke="#c4953d" stroke-width="2.5"`);
    return;
  }
  for (let i = 0; i < 4; i++) d += square(x - 30 + i * 18, y - 14 + i * 10, 50, 0.3);
  cv.fill(color, d, ` stroke="${shade(color, -0.2)}" stroke-width="2.5"`);
  cv.dots(shade(color, -0.25), 3.5, [0, 1, 2, 3, 4, 5].map((i) => [x + 14 + (i % 3) * 10, y + 20 + Math.floor(i / 3) * 10]));
}

function liquidColor(ctx: Ctx, solidsWeight: number, fallback: string): string {
  const colors = ctx.parts
    .filter((p) => p.look.role === 'liquid' || p.look.role === 'sauce' || p.look.role === 'tint' || (['veg', 'main', 'fruit', 'base'].includes(p.look.role) && p.look.shape !== 'none'))
    .map((p) => ({
      color: p.look.shape === 'leaf' ? '#5c8f3c' : p.look.shape === 'egg' ? '#f2d27a' : p.look.color,
      weight: p.look.role === 'liquid' || p.look.role === 'sauce' || p.look.role === 'tint' ? p.weight : p.weight * solidsWeight,
    }));
  let color = blend(colors, fallback);
  if (/\bgreen\b[^,]*curry/.test(ctx.name)) color = mix(color, '#8fae3e', 0.6);
  if (/\bred\b[^,]*curry|vindaloo|tikka|harissa|arrabbiata/.test(ctx.name)) color = mix(color, '#c8452f', 0.35);
  return color;
}

function surface(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  ctx.defs.push(`<radialGradient id="q" cx=".4" cy=".38" r=".7"><stop offset="0" stop-color="${shade(color, 0.12)}"/><stop offset="1" stop-color="${shade(color, -0.12)}"/></radialGradient>`);
  ctx.cv.fill('url(#q)', circle(x, y, r));
}

function drawSoup(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  const r = drawBowl(ctx, CX, CY, 212);
  setTable(ctx, 'bowl');
  const smooth = /cream|creamy|puree|purée|bisque|velvet|blended|gazpacho|pumpkin soup|squash soup|carrot soup|pea soup|\bdal\b|vichyssoise/.test(name);
  const broth = liquidColor(ctx, smooth ? 1.2 : 0.3, '#e2b46a');
  surface(ctx, CX, CY, r, broth);
  // shiny drops of oil on the surface
  cv.stroke(shade(broth, 0.35), 1.8, spread(8, r * 0.8, rng, CX, CY).map(([x, y]) => circle(x, y, between(rng, 3, 8))).join(''), ' opacity=".7"');
  const noodles = parts.find((p) => p.look.shape === 'noodle');
  foodLayer(ctx, () => {
    if (smooth) {
      const dairy = parts.some((p) => /cream|yogurt|yoghurt|coconut|milk/.test(p.text));
      cv.stroke(dairy ? '#fbf7ef' : shade(broth, 0.3), 6, `M${n(CX - r * 0.45)} ${n(CY)}A${n(r * 0.45)} ${n(r * 0.4)} 0 1 1 ${n(CX + r * 0.1)} ${n(CY + r * 0.35)}A${n(r * 0.25)} ${n(r * 0.22)} 0 1 1 ${n(CX - r * 0.05)} ${n(CY - r * 0.1)}`, ' opacity=".85"');
      drawToppings(ctx, CX, CY, r * 0.6);
      return;
    }
    const grainy = parts.find((p) => p.look.shape === 'grain');
    if (grainy) cv.dots(shade(grainy.look.color, -0.05), 8, spread(36, r * 0.88, rng, CX, CY, 0.7), ' opacity=".7"');
    if (noodles) drawNoodles(ctx, noodles.look.color, CX + 10, CY + 5, r * 0.6);
    // a soup thick with lentils or tomato shows fewer whole pieces than a clear broth full of vegetables
    const solid = (p: Part) => p.look.role !== 'liquid' && p.look.role !== 'none' && p.look.role !== 'tint' && p.look.role !== 'herb' && p.look.role !== 'top';
    const visible = parts.filter((p) => solid(p) && looseLook(p.look) && ['main', 'veg', 'fruit', 'base'].includes(p.look.role)).reduce((s, p) => s + p.weight, 0);
    const all = parts.filter(solid).reduce((s, p) => s + p.weight, 0) || 1;
    const share = Math.max(0.35, Math.min(1, (visible / all) * 1.4));
    mixedPieces(ctx, CX, CY, r * 0.95, { roles: ['main', 'veg', 'fruit', 'base'], coverage: (noodles ? 0.45 : 0.65) * share, scale: 1.1 });
    drawToppings(ctx, CX, CY, r * 0.8);
  });
  innerShade(ctx, CX, CY, r, 0.35);
  const bread = parts.find((p) => p.look.role === 'bread');
  const cheese = parts.find((p) => /^cheese/.test(p.text));
  if (bread && cheese) {
    // a toast floated on the soup under melted cheese, as for onion soup
    foodLayer(ctx, () => {
      cv.fill('#d9a24f', blob(CX - 10, CY + 5, 92, rng, 0.1, 8), ' stroke="#b5823a" stroke-width="3"');
      cv.fill('#f2d58a', blob(CX - 14, CY, 78, rng, 0.22, 9));
      cv.dots('#c2823a', 11, spread(12, 62, rng, CX - 14, CY, 0.7), ' opacity=".7"');
    });
  } else if (bread) drawBreadSlice(ctx, CX + 262, CY + 125, 50, -0.7, '#d29a52');
}

function drawCurry(ctx: Ctx): void {
  const { parts } = ctx;
  // rice, or a soft starch such as polenta or mash, served beside the stew (a spoon of yogurt is not a side)
  const grain = parts.find((p) => (p.look.shape === 'grain' || (p.look.shape === 'mash' && p.grams >= 80 && !/yogh?urt|cream|cheese|milk/.test(p.text))) && p.look.role === 'base');
  const r = drawBowl(ctx, CX, CY, 212);
  setTable(ctx, 'bowl');
  surface(ctx, CX, CY, r, liquidColor(ctx, 0.25, '#c0762f'));
  foodLayer(ctx, () => {
    const lentils = parts.find((p) => p.look.shape === 'grain' && p.look.role === 'main');
    if (lentils) ctx.cv.dots(shade(lentils.look.color, -0.08), 9, spread(40, r * 0.85, ctx.rng, CX, CY, 0.6), ' opacity=".75"');
    if (grain) {
      mixedPieces(ctx, CX + r * 0.28, CY, r * 0.68, { roles: ['main', 'veg', 'base'], coverage: 0.9, scale: 1.1 });
      drawPieces(ctx, grain.look, CX - r * 0.42, CY + r * 0.04, r * 0.55, 1);
      drawToppings(ctx, CX + r * 0.25, CY, r * 0.6);
    } else {
      mixedPieces(ctx, CX, CY, r * 0.92, { roles: ['main', 'veg', 'base'], coverage: 0.85, scale: 1.1 });
      drawToppings(ctx, CX, CY, r * 0.75);
    }
    // a swirl of yogurt or cream stirred in at the end
    if (parts.some((p) => /^yogh?urt|^cream\b|^cream,/.test(p.text))) {
      const x = grain ? CX + r * 0.3 : CX;
      const k = grain ? 0.7 : 1;
      ctx.cv.stroke('#fbf7ee', 7, `M${n(x - r * 0.35 * k)} ${n(CY - r * 0.1 * k)}A${n(r * 0.3 * k)} ${n(r * 0.26 * k)} 0 1 1 ${n(x + r * 0.05 * k)} ${n(CY + r * 0.25 * k)}A${n(r * 0.16 * k)} ${n(r * 0.14 * k)} 0 1 1 ${n(x - r * 0.1 * k)} ${n(CY)}`, ' opacity=".9"');
    }
  });
  innerShade(ctx, CX, CY, r, 0.3);
  if (parts.some((p) => p.look.role === 'bread')) drawFlatbread(ctx, CX + 262, CY + 115);
}

function drawFlatbread(ctx: Ctx, x: number, y: number): void {
  const color = '#e2b26a';
  castShadow(ctx, blob(x + 8, y + 10, 70, ctx.rng, 0.1, 8, 1, 0.7), 0.25);
  ctx.cv.fill(color, blob(x, y, 70, ctx.rng, 0.1, 8, 1, 0.7, -0.4));
  ctx.cv.fill('#9a5a2a', spread(9, 50, ctx.rng, x, y, 0.6, 0.65).map(([px, py]) => blob(px, py, between(ctx.rng, 3, 7), ctx.rng, 0.3, 5)).join(''), ' opacity=".55"');
}

function drawPorridge(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const r = drawBowl(ctx, CX, CY, 205);
  setTable(ctx, 'bowl');
  const baseParts = parts.filter((p) => p.look.shape === 'mash' || (p.look.role === 'liquid' && p.weight > 0) || p.look.role === 'tint' || (p.look.shape === 'seed' && p.grams >= 20));
  const fruits = parts.filter((p) => p.look.role === 'fruit');
  const isSmoothieBowl = /smoothie|acai|açaí/.test(ctx.name);
  const blended = isSmoothieBowl ? fruits.slice(0, 2) : [];
  const base = blend(
    [...baseParts, ...blended].map((p) => ({ color: p.look.shape === 'seed' ? '#8a877f' : p.look.color, weight: p.look.role === 'liquid' ? p.weight * 0.3 : p.weight })),
    '#e4cfa6',
  );
  ctx.defs.push(`<radialGradient id="q" cx=".4" cy=".38" r=".7"><stop offset="0" stop-color="${shade(base, 0.1)}"/><stop offset="1" stop-color="${shade(base, -0.08)}"/></radialGradient>`);
  cv.fill('url(#q)', circle(CX, CY, r));
  if (parts.some((p) => /oat/.test(p.text))) cv.stroke(shade(base, -0.12), 4, spread(26, r * 0.9, rng, CX, CY).map(([x, y]) => `M${n(x)} ${n(y)}l${n(between(rng, -6, 6))} ${n(between(rng, -5, 5))}`).join(''), ' opacity=".6"');
  const toppings = clustersOf(
    parts.filter((p) => !blended.includes(p) && !baseParts.includes(p)),
    ['fruit', 'top', 'veg', 'main'],
    4,
  ).filter((c) => c.looks[0].look.shape !== 'drizzle');
  foodLayer(ctx, () => {
    const start = -Math.PI / 2 - 0.9 + rng() * 0.3;
    toppings.forEach((c, i) => {
      const a = start + i * 1.05;
      drawCluster(ctx, c, CX + Math.cos(a) * r * 0.5, CY + Math.sin(a) * r * 0.5, r * 0.42, 1.5, 1.1);
    });
    const drizzle = parts.find((p) => p.look.shape === 'drizzle');
    if (drizzle) cv.stroke(drizzle.look.color, 5, wave(CX + 10, CY + r * 0.25, r * 0.5, rng, 4), ' opacity=".85"');
    const tint = parts.find((p) => p.look.role === 'tint');
    if (tint) cv.dots(tint.look.color, 3, spread(14, r * 0.4, rng, CX + r * 0.1, CY + r * 0.3), ' opacity=".7"');
  });
  innerShade(ctx, CX, CY, r);
}

function drawGrainBowl(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const r = drawBowl(ctx, CX, CY, 212);
  setTable(ctx, 'bowl');
  const base = parts.find((p) => p.look.shape === 'grain' || p.look.shape === 'noodle') ?? parts.find((p) => p.look.shape === 'leaf');
  const sauce = parts.find((p) => p.look.role === 'sauce' || p.look.role === 'tint');
  const tossed = /fried rice|stir-fry|stir fry|biryani|paella|pilaf|pilau|risotto|jambalaya|teriyaki|lo mein|chow mein|nasi|pulao|kedgeree|upma|khichdi|jollof|mujadara|spanakorizo|gallo pinto|hoppin|rice and peas|lemon rice|saltado/.test(ctx.name);
  let baseLook = base?.look;
  if (baseLook && sauce && tossed) baseLook = { ...baseLook, color: mix(baseLook.color, sauce.look.color, 0.3) };
  if (baseLook) drawPieces(ctx, baseLook, CX, CY, r * 1.02, baseLook.shape === 'leaf' ? 24 : 1, baseLook.shape === 'leaf' ? 1.2 : 1);
  else cv.fill(shade(ctx.table.ceramic, -0.1), circle(CX, CY, r));
  foodLayer(ctx, () => {
    if (tossed) {
      mixedPieces(ctx, CX, CY, r * 0.9, { roles: ['main', 'veg', 'fruit'], skip: new Set(base ? [base.look] : []), coverage: 0.9, scale: 1.15 });
    } else {
      // a composed bowl: each topping in its own wedge around the bowl, an egg in the middle
      const cubed = parts.filter((p) => p !== base).map((p) => (p.look.shape === 'fillet' ? { ...p, look: { ...p.look, shape: 'cube' as Shape, size: 13 } } : p));
      const toppings = clustersOf(
        cubed.filter((p) => p.look.shape !== 'egg'),
        ['main', 'veg', 'fruit', 'base'],
        5,
      );
      const k = toppings.length;
      const start = rng() * TAU;
      toppings.forEach((c, i) => {
        const a = start + (i * TAU) / Math.max(k, 3);
        drawCluster(ctx, c, CX + Math.cos(a) * r * 0.52, CY + Math.sin(a) * r * 0.52, r * (k > 4 ? 0.4 : 0.45), 1.4, 1.1);
      });
      const egg = parts.find((p) => p.look.shape === 'egg');
      if (egg) drawPieces(ctx, egg.look, CX, CY, r * 0.3, 1, 1.1);
    }
    drawToppings(ctx, CX, CY, r * 0.85);
  });
  innerShade(ctx, CX, CY, r);
}


function drawPasta(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  drawPlate(ctx, CX, CY, 212);
  setTable(ctx, ctx.table.sticks ? 'bowl' : 'plate');
  const noodle = parts.find((p) => p.look.shape === 'noodle') ?? parts.find((p) => p.look.role === 'base');
  const sauce = parts.find((p) => p.look.role === 'sauce') ?? parts.find((p) => p.look.role === 'tint');
  const creamy = parts.some((p) => /cream|milk|cheese, (ricotta|cream)|yogurt/.test(p.text));
  let color = noodle?.look.shape === 'noodle' ? noodle.look.color : '#f0d48a';
  if (sauce) color = mix(color, sauce.look.color, sauce.look.role === 'tint' ? 0.3 : 0.45);
  else if (creamy) color = mix(color, '#fbf6e8', 0.4);
  foodLayer(ctx, () => {
    if (sauce && sauce.look.role === 'sauce') cv.fill(sauce.look.color, blob(CX, CY, 150, rng, 0.15, 8), ' opacity=".9"');
    if (/\b(penne|rigatoni|macaroni|mac and cheese|mac ?n ?cheese|ziti|fusilli|farfalle|orecchiette|gnocchi|orzo|shells|conchiglie|paccheri)\b/.test(ctx.name)) {
      // short pasta: a heap of tubes rather than a twirl of strands
      cv.fill(shade(color, -0.2), blob(CX, CY, 140, rng, 0.1, 8));
      const tubes = spread(34, 128, rng, CX, CY, 0.5);
      let d = '';
      let holes = '';
      for (const [x, y] of tubes) {
        const a = rng() * Math.PI;
        const dx = Math.cos(a) * 16;
        const dy = Math.sin(a) * 16;
        d += `M${n(x - dx)} ${n(y - dy)}l${n(dx * 2)} ${n(dy * 2)}`;
        holes += `M${n(x + dx)} ${n(y + dy)}h0`;
      }
      cv.stroke(shade(color, -0.15), 19, d);
      cv.stroke(color, 15, d);
      cv.stroke(shade(color, -0.3), 7, holes);
    } else drawNoodles(ctx, color, CX, CY, 140);
    if (sauce && sauce.look.role === 'sauce') cv.fill(shade(sauce.look.color, 0.05), spread(4, 80, rng, CX, CY).map(([x, y]) => blob(x, y, between(rng, 14, 24), rng, 0.3, 6)).join(''));
    const extras = clustersOf(
      parts.filter((p) => p !== noodle),
      ['main', 'veg'],
      2,
    );
    extras.forEach((c, i) => {
      const look = c.looks[0].look.shape === 'fillet' ? { ...c.looks[0].look, shape: 'cube' as Shape, size: 13 } : c.looks[0].look;
      drawPieces(ctx, look, CX + (i ? 30 : -20), CY + (i ? -20 : 25), 110, Math.min(9, countFor(look, 100, 0.6)));
    });
    drawToppings(ctx, CX, CY, 125);
  });
}

// --- drinks ---------------------------------------------------------------------------------------------------

function drinkColor(ctx: Ctx): string {
  const colors = ctx.parts
    .filter((p) => p.look.role !== 'none' && p.look.shape !== 'herb' && !(p.look.role === 'top' && p.look.shape !== 'seed'))
    .map((p) => {
      let color = p.look.role === 'base' && p.look.shape === 'leaf' ? '#6aa23f' : p.look.color;
      if (p.look.shape === 'slice' && p.look.role === 'fruit') color = mix(p.look.color, p.look.inner ?? p.look.color, 0.5);
      // a handful of spinach turns a whole glass green; milk and ice only pale it
      const weight = p.look.role === 'tint' ? p.weight * 0.5 : p.look.role === 'sweet' ? p.weight * 0.15 : p.look.shape === 'leaf' ? p.weight * 3 : p.look.role === 'liquid' ? p.weight * 0.6 : p.weight;
      return { color, weight };
    });
  return blend(colors, '#e9c8a0');
}

function drawDrink(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  ctx.vessel ??= 'glass';
  const color = drinkColor(ctx);
  const R = 150;
  const left = rng() < 0.5;
  const gx = CX + (left ? -25 : 25);
  const thick = parts.some((p) => p.look.role === 'fruit' || p.look.shape === 'mash' || p.look.shape === 'leaf');
  // a coaster, then the glass seen from above
  castShadow(ctx, circle(gx + 12, CY + 18, R + 16), 0.3);
  cv.fill(mix(ctx.table.cloth, '#ffffff', 0.25), circle(gx, CY, R + 24));
  cv.stroke(shade(ctx.table.cloth, -0.12), 2.5, circle(gx, CY, R + 13), ' stroke-dasharray="2 7" opacity=".7"');
  cv.fill('#ffffff', circle(gx, CY, R), ' opacity=".5"');
  cv.stroke('#ffffff', 3, circle(gx, CY, R - 1.5), ' opacity=".9"');
  surface(ctx, gx, CY, R * 0.87, color);
  cv.stroke(shade(color, 0.4), 3, circle(gx, CY, R * 0.87), ' opacity=".6"');
  if (thick) {
    // a blended drink: a soft swirl and a few flecks of what went in
    cv.stroke(shade(color, 0.3), 12, wave(gx, CY, R * 0.55, rng, 3), ' opacity=".35"');
    cv.dots(shade(color, 0.28), 5, spread(18, R * 0.72, rng, gx, CY), ' opacity=".5"');
    cv.dots(shade(color, -0.12), 4, spread(12, R * 0.72, rng, gx, CY), ' opacity=".4"');
  } else {
    // ice cubes and bubbles in a clear drink
    let ice = '';
    for (const [x, y] of spread(4, R * 0.45, rng, gx, CY, 0.3)) ice += square(x, y, 52, rng() * TAU);
    cv.fill('#ffffff', ice, ' opacity=".35" stroke="#ffffff" stroke-width="3"');
    cv.stroke('#ffffff', 2, spread(8, R * 0.75, rng, gx, CY).map(([x, y]) => circle(x, y, between(rng, 3, 6))).join(''), ' opacity=".7"');
  }
  const citrus = parts.find((p) => p.look.shape === 'wedge');
  const herb = parts.find((p) => p.look.shape === 'herb');
  const fruits = parts.filter((p) => p.look.role === 'fruit');
  const seed = parts.find((p) => p.look.shape === 'seed' || p.look.shape === 'nut');
  foodLayer(ctx, () => {
    if (seed) drawPieces(ctx, seed.look, gx, CY, R * 0.5, seed.look.shape === 'seed' ? 20 : 4);
    const spice = parts.find((p) => p.look.role === 'tint' && p.look.color !== '#6b3d1f');
    if (spice) cv.dots(shade(spice.look.color, -0.15), 4, spread(16, R * 0.4, rng, gx + 10, CY + 10, 0.6), ' opacity=".8"');
    if (citrus) {
      // a wheel of lemon or lime hooked on the rim
      const wx = gx + R * 0.7;
      const wy = CY - R * 0.7;
      cv.fill(citrus.look.inner ?? '#fbf1b8', circle(wx, wy, 44), ` stroke="${citrus.look.color}" stroke-width="7"`);
      let spokes = '';
      for (let i = 0; i < 8; i++) spokes += `M${n(wx)} ${n(wy)}l${n(Math.cos((i * TAU) / 8) * 36)} ${n(Math.sin((i * TAU) / 8) * 36)}`;
      cv.stroke(shade(citrus.look.color, 0.45), 2.5, spokes);
    }
    if (herb) drawPieces(ctx, { ...herb.look, shape: 'leaf', size: 20 }, gx - 30, CY - 25, 40, 4);
    // the main fruit as a garnish on the surface, by the rim
    const garnish = fruits[0]?.look;
    if (garnish && !citrus) {
      const k = garnish.shape === 'round' ? 3 : garnish.shape === 'crescent' || garnish.shape === 'segment' ? 1 : 2;
      drawPieces(ctx, garnish, gx + R * 0.45, CY - R * 0.42, 30, k, garnish.shape === 'round' ? 1.3 : 1.5);
    }
    // the fruit that went into it, loose on the table
    const lx = left ? gx + R + 120 : gx - R - 120;
    fruits.slice(0, 2).forEach((f, i) => {
      const look = f.look;
      drawPieces(ctx, look, lx + (i ? 18 : -6), CY + (i ? -105 : 95), 62, Math.min(look.shape === 'round' ? 9 : 4, countFor(look, 62, 1.4)), 1.25);
    });
    if (!fruits.length && citrus) drawWedge(ctx, citrus.look, lx, CY + 90, 50, 0.6);
  });
  // a straw leaning out of the glass, above everything in it
  const a = -0.8 + rng() * 0.5;
  const sx = gx + Math.cos(a) * R * 0.22;
  const sy = CY + Math.sin(a) * R * 0.22;
  const ex = gx + Math.cos(a) * (R + 150);
  const ey = CY + Math.sin(a) * (R + 150);
  const straw = ctx.table.cloth === '#f4efe6' || ctx.table.cloth === '#f2ece1' ? '#7b8fa6' : shade(ctx.table.cloth, -0.05);
  cv.raw(`<g filter="url(#s)"><path d="M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}" stroke="${straw}" stroke-width="15"/><path d="M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}" stroke="#fff" stroke-width="4" stroke-dasharray="10 14" opacity=".6"/></g>`);
  cv.dots(shade(straw, -0.35), 8, [[sx, sy]]);
  cv.stroke('#ffffff', 6, `M${n(gx - R * 0.93)} ${n(CY - R * 0.3)}A${n(R * 0.97)} ${n(R * 0.97)} 0 0 1 ${n(gx - R * 0.3)} ${n(CY - R * 0.93)}`, ' opacity=".75"');
}

function drawHotDrink(ctx: Ctx): void {
  const { cv, rng, name } = ctx;
  ctx.vessel ??= 'mug';
  let color = drinkColor(ctx);
  if (/matcha/.test(name)) color = mix(color, '#8fae4a', 0.6);
  const R = 140;
  const mug = ctx.table.ceramic;
  castShadow(ctx, circle(CX + 12, CY + 18, R + 55), 0.3);
  cv.fill(shade(mug, -0.03), circle(CX, CY, R + 55));
  cv.stroke(shade(mug, -0.12), 2, circle(CX, CY, R + 30));
  castShadow(ctx, circle(CX + 8, CY + 12, R), 0.3);
  cv.raw(`<rect x="${CX + R - 20}" y="${CY - 32}" width="${n(R * 0.62)}" height="64" rx="30" fill="${ctx.table.cloth}" stroke="${shade(ctx.table.cloth, -0.2)}" stroke-width="2"/><rect x="${CX + R + 4}" y="${CY - 14}" width="${n(R * 0.3)}" height="28" rx="14" fill="${shade(mug, -0.03)}"/>`);
  cv.fill(ctx.table.cloth, circle(CX, CY, R), ` stroke="${shade(ctx.table.cloth, -0.2)}" stroke-width="2"`);
  ctx.defs.push(`<radialGradient id="q" cx=".42" cy=".4" r=".65"><stop offset="0" stop-color="${shade(color, 0.15)}"/><stop offset="1" stop-color="${shade(color, -0.15)}"/></radialGradient>`);
  cv.fill('url(#q)', circle(CX, CY, R * 0.84));
  const milky = ctx.parts.some((p) => p.look.role === 'liquid' && p.look.color === '#f4efe4');
  if (milky) {
    // latte art: a soft heart in foam
    const f = shade(color, 0.55);
    cv.fill(f, `M${CX} ${CY + 62}C${CX - 90} ${CY + 5} ${CX - 60} ${CY - 70} ${CX} ${CY - 28}C${CX + 60} ${CY - 70} ${CX + 90} ${CY + 5} ${CX} ${CY + 62}Z`, ' opacity=".85"');
    cv.stroke(shade(color, 0.25), 3, `M${CX} ${CY - 28}V${CY + 60}`, ' opacity=".7"');
  } else {
    cv.stroke(shade(color, 0.35), 2, circle(CX, CY, R * 0.84 - 3), ' opacity=".6"');
  }
  const tint = ctx.parts.find((p) => p.look.role === 'tint' && p.look.color !== '#6b3d1f');
  if (tint) cv.dots(shade(tint.look.color, -0.2), 3, spread(16, R * 0.45, rng, CX, CY + 8), ' opacity=".8"');
  setTable(ctx, 'none');
}

// --- hand-held and breakfast dishes -----------------------------------------------------------------------------

function drawTacos(ctx: Ctx): void {
  const { cv, rng } = ctx;
  drawBoard(ctx, CX, CY, 570, 410);
  setTable(ctx, 'none');
  const shell = ctx.parts.some((p) => /corn/.test(p.text) && p.look.role === 'bread') ? '#e6b95c' : '#ecd3a0';
  const tilt = between(rng, -22, -12);
  const filling = blend(ctx.parts.filter((p) => ['main', 'veg', 'base'].includes(p.look.role) && p.look.shape !== 'none' && p.look.role !== 'bread').slice(0, 3).map((p) => ({ color: p.look.shape === 'leaf' ? '#6a9a3a' : p.look.color, weight: p.weight })), '#8a5a3a');
  const areas: Area[] = [0, 1, 2].map((t) => ({ x: CX - 150 + t * 150, y: CY + (t === 1 ? -8 : 8), r: 42, sy: 3.1, rot: (tilt * Math.PI) / 180 }));
  foodLayer(ctx, () => {
    for (const { x, y } of areas) {
      cv.raw(`<g transform="rotate(${d1(tilt)} ${x} ${y})">`);
      cv.fill(shell, ellipse(x, y, 66, 165), ` stroke="${shade(shell, -0.22)}" stroke-width="2.5"`);
      cv.dots(shade(shell, -0.28), 6, spread(10, 60, rng, x, y, 0.6, 2.6), ' opacity=".35"');
      cv.fill(shade(filling, -0.05), ellipse(x, y, 46, 145));
      cv.raw('</g>');
    }
    mixedPieces(ctx, CX, CY, 42, { roles: ['main', 'veg', 'aromatic', 'fruit', 'base'], coverage: 1.15, scale: 1, limit: 4, areas });
    drawToppings(ctx, CX, CY, 42, new Set(), 0.9, 1, areas);
  });
}


function drawWrap(ctx: Ctx): void {
  const { cv, rng } = ctx;
  drawPlate(ctx, CX, CY, 215);
  setTable(ctx, 'plate');
  const wrap = ctx.parts.some((p) => /whole-wheat|whole wheat/.test(p.text) && p.look.role === 'bread') ? '#d2a86a' : '#ecd29c';
  const lettuce = /lettuce/.test(ctx.name) ? ctx.parts.find((p) => p.look.shape === 'leaf') : undefined;
  // wrap halves stood on their cut ends: the filling shows in rings of tortilla
  foodLayer(ctx, () => {
    const halves: [number, number][] = [
      [CX - 78, CY - 42],
      [CX + 80, CY + 44],
    ];
    const r = 100;
    const filling = blend(ctx.parts.filter((p) => ['main', 'veg', 'base'].includes(p.look.role) && p.look.shape !== 'none').map((p) => ({ color: p.look.color, weight: p.weight })), '#b98a5a');
    for (const [x, y] of halves) {
      cv.fill(lettuce ? lettuce.look.color : wrap, circle(x, y, r), ` stroke="${shade(lettuce ? lettuce.look.color : wrap, -0.22)}" stroke-width="3"`);
      cv.fill(shade(filling, -0.15), circle(x, y, r * 0.86));
    }
    mixedPieces(ctx, CX, CY, r * 0.84, { roles: ['main', 'veg', 'aromatic', 'base', 'fruit'], coverage: 1.5, scale: 0.85, areas: halves.map(([x, y]) => ({ x, y, r: r * 0.84 })) });
    for (const [x, y] of halves) {
      // the rolled tortilla as a loose spiral over the filling
      let d = `M${n(x + r * 0.82)} ${n(y)}`;
      for (let k = 1; k <= 5; k++) {
        const rr = r * (0.82 - k * 0.13);
        const a = k * Math.PI;
        d += `A${n(rr)} ${n(rr)} 0 0 1 ${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`;
      }
      cv.stroke(wrap, 4, d, ' opacity=".75"');
      cv.dots(shade(wrap, -0.25), 5, spread(6, r * 0.9, rng, x, y, 0.2).filter(([px, py]) => Math.hypot(px - x, py - y) > r * 0.8));
    }
  });
}

function drawRibbons(ctx: Ctx, look: Look, x: number, y: number, r: number): void {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const yy = y - r * 0.55 + i * r * 0.55;
    d += `M${n(x - r * 0.7)} ${n(yy)}q${n(r * 0.25)} ${n(-r * 0.35)} ${n(r * 0.5)} 0t${n(r * 0.5)} 0t${n(r * 0.45)} 0`;
  }
  ctx.cv.stroke(shade(look.color, -0.18), 34, d);
  ctx.cv.stroke(look.color, 28, d);
  ctx.cv.stroke(look.inner ?? shade(look.color, 0.35), 3, d, ' opacity=".8"');
}

function drawToast(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const round = /pizza|flatbread/.test(ctx.name);
  drawBoard(ctx, CX, CY, 560, 390);
  setTable(ctx, 'none');
  const spreadPart = parts.find((p) => p.look.shape === 'mash' || (p.look.shape === 'crescent' && /avocado/.test(p.text)) || p.look.role === 'sauce' || (p.look.shape === 'drizzle' && p.grams >= 25));
  const spreadColor = spreadPart ? (spreadPart.look.shape === 'crescent' ? '#a9c458' : spreadPart.look.color) : null;
  const dark = parts.some((p) => p.look.role === 'bread' && /rye|whole-wheat|whole wheat|pumpernickel|multi-grain|multigrain/.test(p.text));
  const crust = dark ? '#8d5a30' : '#c9853f';
  const crumb = spreadColor ?? (dark ? '#b98a5a' : '#ebc27e');
  const ribbons = parts.find((p) => p.look.shape === 'fillet');
  const skip = new Set(parts.filter((p) => p === spreadPart || p.look.shape === 'fillet').map((p) => p.look));
  foodLayer(ctx, () => {
    const slices: [number, number, number][] = round ? [[CX, CY, 0]] : [
      [CX - 115, CY, -8],
      [CX + 115, CY + 5, 9],
    ];
    for (const [x, y, rot] of slices) {
      if (round) {
        cv.fill('#d99a4e', circle(x, y, 172), ` stroke="${shade('#d99a4e', -0.2)}" stroke-width="2"`);
        cv.fill(crumb === '#ebc27e' ? '#f3dba0' : crumb, blob(x, y, 150, rng, 0.05, 10));
      } else {
        cv.raw(`<g transform="rotate(${rot} ${x} ${y})"><path d="M${x - 95} ${y + 110}V${y - 40}C${x - 118} ${y - 60} ${x - 104} ${y - 120} ${x - 60} ${y - 120}C${x - 30} ${y - 140} ${x + 30} ${y - 140} ${x + 60} ${y - 120}C${x + 104} ${y - 120} ${x + 118} ${y - 60} ${x + 95} ${y - 40}V${y + 110}Z" fill="${crust}" stroke="${shade(crust, -0.2)}" stroke-width="2"/><path d="M${x - 80} ${y + 96}V${y - 40}C${x - 98} ${y - 56} ${x - 88} ${y - 104} ${x - 54} ${y - 104}C${x - 28} ${y - 122} ${x + 28} ${y - 122} ${x + 54} ${y - 104}C${x + 88} ${y - 104} ${x + 98} ${y - 56} ${x + 80} ${y - 40}V${y + 96}Z" fill="${crumb}"/></g>`);
      }
      if (ribbons) drawRibbons(ctx, ribbons.look, x, y, round ? 135 : 72);
    }
    const r = round ? 135 : 72;
    const areas = slices.map(([x, y]) => ({ x, y: y + (round ? 0 : 4), r, sy: round ? 1 : 1.2 }));
    mixedPieces(ctx, CX, CY, r, { roles: ['main', 'veg', 'aromatic', 'fruit', 'base', 'top'], skip, coverage: ribbons ? 0.55 : round ? 0.9 : 0.85, scale: round ? 1 : 0.9, limit: 3, areas });
    drawToppings(ctx, CX, CY, round ? 140 : 180, skip);
  });
}


function drawPancakes(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  drawPlate(ctx, CX, CY, 212);
  setTable(ctx, 'plate');
  const waffle = /waffle/.test(ctx.name);
  const toast = /french toast/.test(ctx.name);
  const c = waffle ? '#d99a4a' : toast ? '#d08c42' : '#dca25a';
  foodLayer(ctx, () => {
    if (waffle) {
      ctx.defs.push(`<pattern id="f" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="${shade(c, -0.12)}"/><rect x="4" y="4" width="14" height="14" rx="3" fill="${c}"/></pattern>`);
      cv.raw(`<rect x="${CX - 120}" y="${CY - 120}" width="240" height="240" rx="26" fill="url(#f)" stroke="${shade(c, -0.25)}" stroke-width="3" transform="rotate(${n(between(rng, -12, 12))} ${CX} ${CY})"/>`);
    } else {
      for (let i = 0; i < 3; i++) {
        const x = CX - 16 + i * 12;
        const y = CY + 14 - i * 10;
        cv.fill(shade(c, -0.12 + i * 0.04), blob(x, y, 138 - i * 6, rng, 0.04, 10), ` stroke="${shade(c, -0.3)}" stroke-width="2"`);
      }
      ctx.defs.push(`<radialGradient id="k" cx=".5" cy=".5" r=".5"><stop offset=".5" stop-color="${shade(c, 0.25)}"/><stop offset="1" stop-color="${c}"/></radialGradient>`);
      cv.fill('url(#k)', circle(CX + 8, CY - 6, 118));
    }
    const tops = clustersOf(parts, ['fruit', 'top', 'main', 'veg'], 3).filter((cl) => cl.looks[0].look.shape !== 'drizzle' && cl.looks[0].look.shape !== 'mash');
    tops.forEach((cl, i) => drawCluster(ctx, cl, CX + 10 + (i - 1) * 55, CY - 10 + (i % 2) * 40, 55, 1.6));
    const dollop = parts.find((p) => p.look.shape === 'mash' && p.look.color === '#f8f5ee');
    if (dollop) cv.fill('#fbf9f4', blob(CX - 40, CY - 40, 28, rng, 0.2, 7));
    const syrup = parts.find((p) => p.look.shape === 'drizzle');
    if (syrup) cv.stroke(syrup.look.color, 6, wave(CX + 8, CY - 6, 100, rng, 5), ' opacity=".8"');
    drawToppings(ctx, CX, CY, 110, new Set(tops.flatMap((t) => t.looks.map((l) => l.look))));
  });
}

function drawFlatbreads(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  setTable(ctx, 'plate');
  drawPlate(ctx, CX, CY, 215);
  const corn = parts.some((p) => /corn|masa/.test(p.text) && p.look.role !== 'none');
  const dough = corn ? '#ecc778' : '#e6bd78';
  const side = parts.find((p) => p.look.shape === 'mash' || p.look.role === 'sauce' || (p.look.shape === 'drizzle' && p.grams >= 30));
  foodLayer(ctx, () => {
    // two flatbreads, one folded over the other, blistered brown from the pan
    const rounds: [number, number][] = [
      [CX - 40, CY - 20],
      [CX + 30, CY + 35],
    ];
    for (const [x, y] of rounds) {
      cv.fill(dough, blob(x, y, 118, rng, 0.05, 10), ` stroke="${shade(dough, -0.22)}" stroke-width="3"`);
      cv.fill('#a8642e', spread(10, 90, rng, x, y, 0.7).map(([px, py]) => blob(px, py, between(rng, 5, 11), rng, 0.35, 5)).join(''), ' opacity=".5"');
    }
    mixedPieces(ctx, CX + 30, CY + 35, 70, { roles: ['main', 'veg', 'fruit'], coverage: 0.5, limit: 3, skip: new Set(side ? [side.look] : []) });
    if (side) drawRamekin(ctx, CX + 120, CY - 95, 58, side.look.color);
    drawToppings(ctx, CX + 20, CY + 20, 110, new Set(side ? [side.look] : []));
  });
}

function drawCups(ctx: Ctx): void {
  const { cv, parts } = ctx;
  setTable(ctx, 'none');
  drawBoard(ctx, CX, CY, 580, 400);
  const lettuce = parts.find((p) => p.look.shape === 'leaf');
  const green = lettuce ? mix(lettuce.look.color, '#8fc456', 0.5) : '#8cc152';
  const skip = new Set(lettuce ? [lettuce.look] : []);
  const cups: [number, number, number][] = [
    [CX - 120, CY - 60, -0.5],
    [CX + 125, CY - 50, 0.4],
    [CX, CY + 85, 0.05],
  ];
  foodLayer(ctx, () => {
    for (const [x, y, a] of cups) {
      cv.fill(green, leaf(x, y, 230, 150, a + Math.PI / 2), ` stroke="${shade(green, -0.25)}" stroke-width="3"`);
      cv.fill(shade(green, 0.35), leaf(x, y, 180, 100, a + Math.PI / 2));
    }
    const areas = cups.map(([x, y]) => ({ x, y, r: 58 }));
    mixedPieces(ctx, CX, CY, 58, { skip, coverage: 1.5, scale: 0.9, limit: 4, areas });
    drawToppings(ctx, CX, CY, 55, skip, 0.8, 1, areas);
    const rice = parts.find((p) => p.look.shape === 'grain');
    if (rice) drawRamekin(ctx, CX + 200, CY + 110, 62, rice.look.color);
  });
}

function drawBake(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  setTable(ctx, 'none');
  ctx.vessel ??= 'baking-dish';
  const dish = ctx.table.cloth === '#f4efe6' || ctx.table.cloth === '#f2ece1' || ctx.table.cloth === '#ece3cf' ? '#b9583a' : ctx.table.cloth;
  const w = 500;
  const h = 330;
  const x = CX - w / 2;
  const y = CY - h / 2;
  castShadow(ctx, `M${x + 14} ${y + 20}h${w}v${h}h${-w}Z`, 0.4);
  cv.raw(`<rect x="${x - 40}" y="${CY - 45}" width="${w + 80}" height="90" rx="30" fill="${shade(dish, -0.1)}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="56" fill="${dish}"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="52" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`);
  const sauceColor = liquidColor(ctx, 0.3, '#c0623c');
  const ix = x + 26;
  const iy = y + 26;
  const iw = w - 52;
  const ih = h - 52;
  cv.raw(`<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" rx="36" fill="${shade(sauceColor, -0.1)}"/>`);
  const cheese = parts.find((p) => /^cheese/.test(p.text));
  const mash = /shepherd|cottage pie|fish pie|mash/.test(name);
  const gratin = /gratin|dauphinois|boulang/.test(name);
  const rolls = /enchilada|cannelloni|manicotti/.test(name);
  foodLayer(ctx, () => {
    if (rolls) {
      let d = '';
      for (let i = 0; i < 4; i++) d += `M${ix + 40} ${n(iy + 38 + i * 66)}H${ix + iw - 40}`;
      cv.stroke('#e6cf98', 58, d);
      cv.stroke(sauceColor, 26, d.replace(/M(\d+)/g, (_m, v) => `M${Number(v) + 60}`), ' opacity=".8"');
    } else if (gratin) {
      let d = '';
      for (let row = 0; row < 5; row++) for (let col = 0; col < 8; col++) d += circle(ix + 40 + col * 52 + (row % 2) * 26, iy + 38 + row * 52, 34);
      cv.fill('#f0d597', d, ' stroke="#c98c3e" stroke-width="3"');
    } else {
      const top = mash ? '#f1dca0' : cheese ? '#ebc05a' : shade(sauceColor, 0.1);
      cv.raw(`<rect x="${ix + 14}" y="${iy + 12}" width="${iw - 28}" height="${ih - 24}" rx="30" fill="${top}"/>`);
      if (mash) {
        let d = '';
        for (let i = 0; i < 7; i++) d += `M${ix + 36} ${n(iy + 34 + i * 34)}q30 -14 60 0t60 0t60 0t60 0t60 0t60 0`;
        cv.stroke(shade(top, -0.18), 5, d, ' opacity=".7"');
      }
      // browned, bubbling patches where the top caught the heat
      cv.fill(shade(mash ? '#e6b45a' : top, -0.16), spread(12, 150, rng, CX, CY, 0.7, 0.75).map(([px, py]) => blob(px, py, between(rng, 14, 30), rng, 0.3, 6)).join(''), ' opacity=".6"');
      cv.dots('#a8672a', 10, spread(30, 160, rng, CX, CY, 0.8, 0.7), ' opacity=".55"');
      const peek = parts.find((p) => p.look.shape === 'floret' || p.look.shape === 'cube' || p.look.shape === 'slice');
      if (peek && cheese && !mash) drawPieces(ctx, peek.look, CX, CY, 150, 6, 1.1, spread(6, 150, rng, CX, CY, 0.6, 0.7));
      if (!mash && !cheese) mixedPieces(ctx, CX, CY, 130, { coverage: 0.7, limit: 3, sy: 0.75 });
    }
    if (cheese && (rolls || gratin)) cv.dots(shade(cheese.look.color, -0.05), 14, spread(22, 140, rng, CX, CY, 0.8, 0.7), ' opacity=".8"');
    drawToppings(ctx, CX, CY, 150, new Set(parts.filter((p) => /^cheese/.test(p.text)).map((p) => p.look)), 1, 0.75);
  });
}

function drawSkillet(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  const egg = parts.find((p) => p.look.shape === 'egg');
  const whites = parts.some((p) => /egg, white/.test(p.text));
  const eggColor = whites && !parts.some((p) => /egg, whole|egg, yolk/.test(p.text)) ? '#f7f1de' : '#f2cf62';
  const noEgg = new Set(egg ? [egg.look] : []);
  if (/\bomelet|\bomelette/.test(name) && !/frittata/.test(name)) {
    // a folded omelette on a plate, its filling peeking out along the fold
    setTable(ctx, 'plate');
    drawPlate(ctx, CX, CY, 212);
    foodLayer(ctx, () => {
      const a = between(rng, -0.5, 0.5);
      mixedPieces(ctx, CX + Math.sin(a) * 20, CY - Math.cos(a) * 20, 120, { skip: noEgg, coverage: 0.5, limit: 3, sy: 0.5 });
      const c = Math.cos(a);
      const s = Math.sin(a);
      const p = (x: number, y: number) => `${n(CX + x * c - y * s)} ${n(CY + 10 + x * s + y * c)}`;
      cv.fill(eggColor, `M${p(-150, 0)}C${p(-150, 120)} ${p(150, 120)} ${p(150, 0)}Q${p(0, -18)} ${p(-150, 0)}Z`, ` stroke="${shade(eggColor, -0.2)}" stroke-width="3"`);
      cv.fill(shade(eggColor, -0.12), spread(8, 70, rng, CX + s * -10, CY + 50, 0.6, 0.5).map(([x, y]) => blob(x, y, between(rng, 8, 16), rng, 0.3, 6)).join(''), ' opacity=".5"');
      drawToppings(ctx, CX, CY + 20, 110);
    });
    return;
  }
  const R = 200;
  const iron = '#34302d';
  ctx.vessel ??= 'skillet';
  castShadow(ctx, circle(CX + 14, CY + 18, R) + `M${CX + R - 10} ${CY - 20}h170v40h-170z`, 0.4);
  cv.raw(`<rect x="${CX + R - 20}" y="${CY - 20}" width="190" height="40" rx="20" fill="${iron}"/>`);
  cv.fill(iron, circle(CX, CY, R));
  cv.stroke('#5a5450', 2, circle(CX, CY, R - 3));
  cv.fill('#2a2724', circle(CX, CY, R * 0.9));
  setTable(ctx, 'none');
  const r = R * 0.86;
  const omelette = /frittata|tortilla|quiche|strata|kuku/.test(name);
  const saucy = /shakshuka|baked eggs|cocotte|pisto|huevos rancheros/.test(name);
  const sauce = parts.find((p) => p.look.role === 'sauce');
  foodLayer(ctx, () => {
    if (omelette) {
      cv.fill(eggColor, circle(CX, CY, r), ` stroke="${shade(eggColor, -0.2)}" stroke-width="3"`);
      cv.fill(shade(eggColor, -0.12), spread(14, r * 0.8, rng, CX, CY).map(([x, y]) => blob(x, y, between(rng, 8, 18), rng, 0.3, 6)).join(''), ' opacity=".45"');
      mixedPieces(ctx, CX, CY, r * 0.9, { skip: noEgg, coverage: 0.6, limit: 4 });
      cv.stroke(shade(eggColor, -0.35), 2, `M${CX} ${CY - r}V${CY + r}M${CX - r} ${CY}H${CX + r}`, ' opacity=".4"');
    } else if (saucy) {
      cv.fill(sauce?.look.color ?? liquidColor(ctx, 0.6, '#d58a4a'), circle(CX, CY, r));
      mixedPieces(ctx, CX, CY, r * 0.92, { skip: noEgg, coverage: 0.5, limit: 3 });
      if (egg) {
        const k = Math.max(2, Math.min(4, Math.round(egg.grams / 50)));
        const pts = spread(k, r * 0.5, rng, CX, CY, 0.2);
        cv.fill('#fbf6ea', pts.map(([x, y]) => blob(x, y, 40, rng, 0.15, 7)).join(''), ' stroke="#eee2c8" stroke-width="1.5"');
        cv.dots('#f2a81d', 36, pts);
        cv.dots('#ffffff', 8, pts.map(([x, y]) => [x - 6, y - 7]), ' opacity=".75"');
      }
    } else {
      // a scramble or a hash: everything tossed together in the pan
      cv.fill(ctx.eggs === 'scrambled' && egg ? '#ecc85e' : shade(liquidColor(ctx, 1, '#c99a55'), -0.1), circle(CX, CY, r));
      mixedPieces(ctx, CX, CY, r * 0.95, { coverage: 1.4, limit: 5, skip: ctx.eggs === 'scrambled' ? new Set() : noEgg });
      if (egg && ctx.eggs !== 'scrambled') drawPieces(ctx, egg.look, CX, CY, r * 0.45, 2);
    }
    drawToppings(ctx, CX, CY, r * 0.8);
  });
}


// --- bakes, bites, dips ----------------------------------------------------------------------------------------

function drawBread(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  drawBoard(ctx, CX, CY, 590, 390);
  setTable(ctx, 'none');
  const fruit = parts.find((p) => p.look.role === 'fruit');
  const nutty = parts.find((p) => p.look.shape === 'nut' || p.look.shape === 'seed');
  const dark = parts.some((p) => /whole-wheat|whole wheat|whole-grain|rye|cocoa|chocolate|molasses|banana|pumpkin|carrot/.test(p.text));
  // egg muffins are set egg, not dough
  const eggy = /\begg (muffins?|cups?|bites)\b/.test(name);
  const crust = eggy ? '#ecc25a' : dark ? '#a4652f' : '#cf8e45';
  const crumb = dark ? '#d6a66d' : '#f1dcae';
  const veg = eggy ? parts.find((p) => p.look.role === 'veg' || p.look.role === 'main') : undefined;
  ctx.defs.push(`<radialGradient id="m" cx=".42" cy=".38" r=".62"><stop offset="0" stop-color="${shade(crust, 0.28)}"/><stop offset=".7" stop-color="${crust}"/><stop offset="1" stop-color="${shade(crust, -0.18)}"/></radialGradient>`);
  foodLayer(ctx, () => {
    if (/muffin|scone|bun|roll|biscuit|cupcake/.test(name)) {
      const pts: [number, number][] = [
        [CX - 160, CY - 82],
        [CX, CY - 90],
        [CX + 160, CY - 78],
        [CX - 160, CY + 82],
        [CX, CY + 88],
        [CX + 160, CY + 82],
      ];
      const liner = mix(ctx.table.cloth, '#ffffff', 0.45);
      let cups = '';
      let tops = '';
      for (const [x, y] of pts) {
        cups += circle(x, y, 70);
        tops += blob(x, y, 64, rng, 0.06, 9);
      }
      cv.fill(liner, cups, ` stroke="${shade(liner, -0.2)}" stroke-width="6" stroke-dasharray="3 6"`);
      cv.fill('url(#m)', tops);
      cv.dots(shade(crust, -0.2), 4, pts.flatMap(([x, y]) => spread(7, 45, rng, x, y, 0.6)), ' opacity=".5"');
      if (fruit) cv.dots(fruit.look.color, 13, pts.flatMap(([x, y]) => spread(4, 40, rng, x, y, 0.5)));
      if (veg) cv.dots(veg.look.color, 12, pts.flatMap(([x, y]) => spread(5, 40, rng, x, y, 0.5)));
      if (nutty) cv.dots(nutty.look.color, 7, pts.flatMap(([x, y]) => spread(4, 42, rng, x, y, 0.5)));
      return;
    }
    // a loaf with a few slices cut from it
    const lx = CX - 80;
    cv.raw(`<rect x="${lx - 160}" y="${CY - 95}" width="290" height="190" rx="48" fill="url(#m)" stroke="${shade(crust, -0.25)}" stroke-width="2.5"/>`);
    cv.stroke(crumb, 14, `M${lx - 120} ${CY + 4}Q${lx - 60} ${CY - 12} ${lx} ${CY + 2}T${lx + 90} ${CY - 2}`);
    cv.stroke(shade(crust, -0.2), 3, `M${lx - 120} ${CY - 5}Q${lx - 60} ${CY - 21} ${lx} ${CY - 7}T${lx + 90} ${CY - 11}`, ' opacity=".7"');
    if (nutty) cv.dots(nutty.look.color, 9, spread(7, 80, rng, lx - 15, CY, 0.5, 0.8));
    for (let i = 0; i < 3; i++) {
      const x = CX + 150 + i * 34;
      const y = CY - 20 + i * 22;
      cv.raw(`<rect x="${x - 48}" y="${y - 88}" width="96" height="176" rx="30" fill="${crust}" stroke="${shade(crust, -0.25)}" stroke-width="2" transform="rotate(${12 + i * 5} ${x} ${y})"/><rect x="${x - 39}" y="${y - 79}" width="78" height="158" rx="24" fill="${crumb}" transform="rotate(${12 + i * 5} ${x} ${y})"/>`);
    }
    cv.dots(shade(crumb, -0.12), 4, spread(18, 70, rng, CX + 195, CY + 10, 0.6, 1.3), ' opacity=".8"');
    if (fruit) cv.dots(fruit.look.color === '#f4e3a1' ? '#c99b5a' : fruit.look.color, 7, spread(8, 60, rng, CX + 200, CY + 30, 0.6, 1.2), ' opacity=".8"');
    if (nutty) cv.dots(nutty.look.color, 8, spread(7, 60, rng, CX + 200, CY + 30, 0.6, 1.2));
  });
}


function drawBites(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  drawPlate(ctx, CX, CY, 210);
  setTable(ctx, 'plate');
  const bar = /\b(bars?|brownies?|slices?|flapjacks?)\b/.test(name);
  const fried = /fritter|falafel|patties|meatballs|nuggets|croquette|dumpling|gyoza|samosa|spring roll|fish ?cakes?|crab ?cakes?|keftedes|kofta|kebab/.test(name);
  const skewer = /skewer|kebab|satay|souvlaki|brochette/.test(name) && !/kebab bites/.test(name);
  const visible = parts.filter((p) => p.look.role !== 'none' && p.look.role !== 'liquid' && p.look.shape !== 'herb' && p.look.role !== 'tint');
  const body = blend(visible.slice(0, 4).map((p) => ({ color: p.look.shape === 'egg' ? '#f2dc9a' : p.look.color, weight: p.weight })), '#b98552');
  const c = /steamed|dumpling|gyoza|momo|bao/.test(name) ? '#efe3c8' : fried ? mix(body, '#b5773a', 0.55) : body;
  const coat = parts.find((p) => p.look.shape === 'seed' || p.look.shape === 'shred' || p.look.shape === 'nut');
  const base = visible[0];
  foodLayer(ctx, () => {
    if (skewer) {
      const pieces = clustersOf(parts, ['main', 'veg', 'fruit'], 3);
      for (let k = 0; k < 3; k++) {
        const y = CY - 90 + k * 90;
        cv.stroke('#c9a070', 5, `M${CX - 170} ${y + 20}L${CX + 170} ${y - 20}`);
        for (let i = 0; i < 5; i++) {
          const look = pieces[i % Math.max(1, pieces.length)]?.looks[0].look ?? { shape: 'chunk' as Shape, color: c, role: 'main' as Role, size: 16 };
          const x = CX - 120 + i * 60;
          const color = look.shape === 'fillet' ? mix(look.color, '#a8652f', 0.25) : look.color;
          cv.fill(color, chunk(x, y + 20 - ((x - CX + 170) / 340) * 40, 27, rng), ` stroke="${shade(color, -0.25)}" stroke-width="3"`);
        }
      }
    } else if (/\beggs\b/.test(name)) {
      // devilled eggs as halves with piped yolk; tea eggs whole, marbled by their cracked shells
      const pts = spread(8, 118, rng, CX, CY, 0.15);
      if (/tea eggs|marbled/.test(name)) {
        cv.fill('#d9c29a', pts.map(([x, y]) => ellipse(x, y, 30, 38)).join(''), ' stroke="#8a6a45" stroke-width="2"');
        cv.stroke('#7a5632', 1.6, pts.map(([x, y]) => `M${n(x - 20)} ${n(y - 12)}l12 8l6 -10l10 12M${n(x - 16)} ${n(y + 14)}l10 -6l8 10l12 -8`).join(''), ' opacity=".7"');
        cv.fill('#f3ead4', pts.filter((_, i) => i % 3 === 0).map(([x, y]) => ellipse(x + 4, y, 26, 34)).join(''));
        cv.dots('#e9b43a', 26, pts.filter((_, i) => i % 3 === 0).map(([x, y]) => [x + 4, y]));
      } else {
        cv.fill('#fbf6ea', pts.map(([x, y]) => ellipse(x, y, 40, 30)).join(''), ' stroke="#e6dcc5" stroke-width="2"');
        cv.dots('#f2c64a', 34, pts);
        cv.dots('#f7d774', 20, pts.map(([x, y]) => [x - 3, y - 3]));
        const spice = parts.find((p) => p.look.role === 'tint');
        cv.dots(spice ? spice.look.color : '#c0452a', 4, pts.flatMap(([x, y]) => spread(3, 10, rng, x, y, 0.8)), ' opacity=".85"');
      }
    } else if (/poppers?\b/.test(name)) {
      // halved peppers filled and baked
      const pts = spread(8, 118, rng, CX, CY, 0.15);
      const angles = pts.map(() => rng() * Math.PI);
      cv.fill('#4f8a2c', pts.map(([x, y], i) => leaf(x, y, 92, 48, angles[i])).join(''), ' stroke="#3b6b20" stroke-width="2.5"');
      cv.fill('#f5e6c4', pts.map(([x, y], i) => leaf(x, y, 70, 30, angles[i])).join(''));
      cv.dots('#d9903a', 7, pts.flatMap(([x, y]) => spread(4, 14, rng, x, y, 0.8)), ' opacity=".8"');
    } else if (base && (base.look.shape === 'slice' || base.look.shape === 'leaf') && !fried && !bar) {
      // canapés: rounds of cucumber or tomato (or small leaves) each carrying a spoonful of the rest
      const pts = spread(8, 118, rng, CX, CY, 0.15);
      const topping = blend(visible.slice(1, 4).map((p) => ({ color: p.look.color, weight: p.weight })), '#e8d7b0');
      if (base.look.shape === 'slice') {
        cv.dots(base.look.color, 76, pts);
        cv.dots(base.look.inner ?? shade(base.look.color, 0.3), 62, pts);
      } else cv.fill(base.look.color, pts.map(([x, y]) => leaf(x, y, 84, 50, rng() * TAU)).join(''), ` stroke="${shade(base.look.color, -0.2)}" stroke-width="2"`);
      cv.dots(shade(topping, -0.12), 40, pts);
      cv.dots(topping, 34, pts.map(([x, y]) => [x - 2, y - 2]));
      cv.dots(shade(topping, 0.3), 9, pts.map(([x, y]) => [x - 8, y - 9]), ' opacity=".7"');
    } else {
      const pts = bar
        ? [0, 1, 2, 3, 4, 5].map((i) => [CX - 100 + (i % 3) * 100, CY - 55 + Math.floor(i / 3) * 110] as [number, number])
        : spread(9, 120, rng, CX, CY, 0.15);
      if (bar) for (const [x, y] of pts) cv.raw(`<rect x="${n(x - 42)}" y="${n(y - 46)}" width="84" height="92" rx="10" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2" transform="rotate(${n(between(rng, -6, 6))} ${n(x)} ${n(y)})"/>`);
      else {
        // balls and patties: a dark rim, the body, and a soft highlight, drawn as round dots
        cv.dots(shade(c, -0.28), 74, pts);
        cv.dots(c, 68, pts.map(([x, y]) => [x - 1, y - 1]));
        cv.dots(shade(c, 0.18), 34, pts.map(([x, y]) => [x - 9, y - 11]), ' opacity=".6"');
        // pleats on a dumpling
        if (c === '#efe3c8') cv.stroke('#cdbd9c', 2.5, pts.map(([x, y]) => `M${n(x - 18)} ${n(y - 6)}q18 -12 36 0M${n(x - 10)} ${n(y - 12)}l3 8M${n(x + 4)} ${n(y - 14)}l0 8`).join(''));
      }
      if (coat) cv.dots(coat.look.color, coat.look.shape === 'seed' ? 4 : 5, pts.flatMap(([x, y]) => spread(5, 24, rng, x, y)));
    }
    const dip = parts.find((p) => p.look.role === 'sauce' || (p.look.shape === 'mash' && p.grams >= 30) || (p.look.shape === 'drizzle' && p.grams >= 30));
    if (dip) drawRamekin(ctx, CX + 148, CY + 112, 52, dip.look.color);
    const herb = parts.find((p) => p.look.shape === 'herb');
    if (herb) drawPieces(ctx, herb.look, CX, CY, 140, 18);
  });
}


/** Raw vegetables and fruit that are cut into sticks and slices to dip. */
const crudites = /carrot|cucumber|celery|peppers, sweet|radish|broccoli|cauliflower|snap|snow peas|jicama|zucchini|squash, summer|apple|pear|endive/;

function drawDip(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  drawBoard(ctx, CX, CY, 590, 400);
  setTable(ctx, 'none');
  const bx = CX - 65;
  const R = 160;
  const dippers = parts.filter((p) => p.look.role === 'bread' || (crudites.test(p.text) && p.look.role !== 'none'));
  const main = parts.find((p) => p.look.shape === 'mash');
  const color = main
    ? main.look.color
    : blend(
        parts.filter((p) => !dippers.includes(p) && p.look.role !== 'none' && p.look.role !== 'herb' && p.look.shape !== 'wedge').map((p) => ({ color: p.look.shape === 'crescent' ? '#b5cc5e' : p.look.color, weight: p.weight })),
        '#c9a46a',
      );
  castShadow(ctx, circle(bx + 10, CY + 14, R), 0.35);
  cv.fill(ctx.table.ceramic, circle(bx, CY, R), ` stroke="${shade(ctx.table.ceramic, -0.15)}" stroke-width="2"`);
  if (ctx.table.rim) cv.stroke(ctx.table.rim, 3, circle(bx, CY, R * 0.94), ' opacity=".85"');
  const r = R * 0.82;
  surface(ctx, bx, CY, r, color);
  cv.stroke(shade(color, -0.15), 6, `M${n(bx - r * 0.6)} ${CY}A${n(r * 0.6)} ${n(r * 0.55)} 0 1 1 ${n(bx + r * 0.1)} ${n(CY + r * 0.5)}M${n(bx - r * 0.3)} ${CY}A${n(r * 0.3)} ${n(r * 0.28)} 0 1 1 ${n(bx)} ${n(CY + r * 0.25)}`, ' opacity=".45"');
  if (parts.some((p) => /^oil/.test(p.text))) cv.fill('#d9b43a', blob(bx + 5, CY - 5, r * 0.24, rng, 0.3, 6), ' opacity=".5"');
  innerShade(ctx, bx, CY, r, 0.22);
  foodLayer(ctx, () => {
    const tint = parts.find((p) => p.look.role === 'tint');
    if (tint) cv.dots(tint.look.color, 4, spread(18, r * 0.35, rng, bx, CY - 6), ' opacity=".85"');
    if (!main) mixedPieces(ctx, bx, CY, r * 0.8, { roles: ['veg', 'aromatic', 'fruit'], skip: new Set(dippers.map((p) => p.look)), coverage: 0.3, scale: 0.7, limit: 3 });
    drawToppings(ctx, bx, CY, r * 0.6);
    const sides = dippers.slice(0, 2);
    sides.forEach((p, i) => {
      const y = sides.length === 1 ? CY : CY + (i ? 100 : -100);
      const look = p.look;
      if (look.shape === 'bread') drawCrackers(ctx, CX + 180, y, look.color, /tortilla|chip/.test(p.text));
      else if (look.shape === 'crescent' || look.shape === 'floret') drawPieces(ctx, look, CX + 180, y, 80, 6, 1.1);
      else drawPieces(ctx, { ...look, shape: 'stick', size: 8 }, CX + 180, y, 80, sides.length === 1 ? 10 : 7);
    });
  });
}


// ---------------------------------------------------------------------------------------------------------------

/** Budget for one picture: a catalogue page shows dozens, so each stays a few kilobytes. */
const TARGET_BYTES = 8000;

export function renderRecipeImage(input: RecipeImageInput): string {
  let svg = draw(input, 1);
  // a busy dish (a big salad, a full bowl of soup) is drawn again with fewer pieces; same seed, same layout
  for (const lean of [0.8, 0.65]) if (svg.length > TARGET_BYTES) svg = draw(input, lean);
  return svg;
}

function draw(input: RecipeImageInput, lean: number): string {
  const rng = seededRandom(String(input.key ?? ''));
  const parts = partsOf(input);
  const cuisine = String(input.cuisine ?? '').toLowerCase();
  const table = Object.hasOwn(tables, cuisine) ? tables[cuisine] : defaultTable;
  const defs: string[] = [];
  const cv = new Canvas();
  const name = String(input.name ?? '').toLowerCase();
  const ctx: Ctx = { cv, defs, rng, table, parts, name, patterns: new Map(), eggs: 'fried', lean };
  drawTable(cv, defs, table, rng);
  const style = styleOf(input);
  // eggs, milk and flour disappear into batters and doughs
  if (style === 'pancakes' || style === 'bread' || style === 'bites') ctx.parts = parts.filter((p) => p.look.shape !== 'egg' && p.look.role !== 'liquid');
  // onions cook into sauces, soups and roasts; they only show raw
  if (!['salad', 'tacos', 'wrap', 'toast', 'dip', 'board'].includes(style)) ctx.parts = ctx.parts.filter((p) => p.look.role !== 'aromatic');
  if (/fried eggs?|sunny|poached|soft egg|baked eggs?|shakshuka|rancheros|steak and eggs/.test(name)) ctx.eggs = 'fried';
  else if (/boiled|ramen|salad|nicoise|niçoise|kedgeree|deviled|devilled|jammy|tea eggs|anda|curry|soup/.test(name) || style === 'salad' || style === 'soup' || style === 'curry') ctx.eggs = 'halves';
  else if (/scrambl|fried rice|pad thai|stir-fry|stir fry|noodle|burrito|taco|wrap|kimchi rice|bhurji|migas|menemen|a la mexicana/.test(name) || style === 'pasta' || style === 'tacos' || style === 'wrap') ctx.eggs = 'scrambled';
  drawStyle(ctx, style);
  // the first definition of an id wins; later ones would be ignored by the renderer anyway
  const uniqueDefs = new Map<string, string>();
  for (const d of defs) {
    const id = /id="(\w+)"/.exec(d)?.[1] ?? d;
    if (!uniqueDefs.has(id)) uniqueDefs.set(id, d);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" data-vessel="${ctx.vessel ?? 'plate'}" stroke-linecap="round" stroke-linejoin="round"><defs>${[...uniqueDefs.values()].join('')}</defs>${cv}</svg>`;
}
