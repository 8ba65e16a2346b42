/**
 * Draws a catalogue recipe as a small top-down SVG illustration: the dish in its vessel on a table whose surface
 * follows the cuisine, with the food painted from the heaviest ingredients. Photos cannot be shipped with the
 * catalogue, and a drawing made from the recipe's own foods looks related to it without pretending to be a photo.
 *
 * Safety: nothing from the input is written into the SVG. The name and the food descriptions only steer choices
 * (which vessel, which colours); every attribute is a number, a colour from the tables in this folder or a fixed
 * word (the root's data-vessel names the vessel drawn: plate, bowl, board, glass, mug, skillet or baking-dish). The
 * result has no scripts, no links and no external references, so it can be served as an image from the app's own
 * origin.
 *
 * The same key always gives the same picture; each stays under about 8 KB, so a page of cards loads quickly.
 *
 * The folder, one job a file:
 * - canvas.ts (the SVG surface), colour.ts, random.ts (seeded, so a recipe always looks the same), geometry.ts
 * - food-looks.ts: how each USDA food looks, as data; ingredient-parts.ts: a recipe's foods by weight
 * - table-palettes.ts: the table of each cuisine; table-setting.ts: table top, napkin, cutlery, loose ingredients
 * - dish-style.ts: which dish it is, from its name and dish types
 * - paint-dish.ts and painters/: painters by vessel and kind of dish: plates.ts (everyday plate, pasta), griddle.ts
 *   (wraps, pancakes, flatbreads), bites.ts, bowls.ts, boards.ts (snack boards, tacos, toast, cups, dips), bread.ts
 *   (bakes on a board), glass-and-mug.ts, pans.ts, and the small things served beside a dish (accompaniments.ts)
 * - pieces.ts: one food as pieces in an area, dispatching on its shape to a painter in pieces/, grouped by kind
 *   (produce.ts, proteins.ts, toppings.ts, staples.ts; piece-painter.ts is what each painter is handed)
 * - clusters.ts, mixed-pieces.ts, liquids.ts: food as heaps, mixtures and liquid in an area; vessels.ts: plates,
 *   bowls and boards
 * - this file: the renderer and its size budget
 */
import { Canvas, H, W } from './canvas.ts';
import { styleOf } from './dish-style.ts';
import type { Ctx } from './draw-context.ts';
import { partsOf } from './ingredient-parts.ts';
import { drawStyle } from './paint-dish.ts';
import { seededRandom } from './random.ts';
import type { RecipeImageInput } from './recipe-image-input.ts';
import { tableFor } from './table-palettes.ts';
import { drawTable } from './table-setting.ts';

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
  const table = tableFor(input.cuisine);
  const defs: string[] = [];
  const cv = new Canvas();
  const name = String(input.name ?? '').toLowerCase();
  const ctx: Ctx = { cv, defs, rng, table, parts, name, patterns: new Map(), eggs: 'fried', lean };
  drawTable(cv, defs, table, rng);
  const style = styleOf(input);
  // eggs, milk and flour disappear into batters and doughs
  if (style === 'pancakes' || style === 'bread' || style === 'bites')
    ctx.parts = parts.filter((p) => p.look.shape !== 'egg' && p.look.role !== 'liquid');
  // onions cook into sauces, soups and roasts; they only show raw
  if (!['salad', 'tacos', 'wrap', 'toast', 'dip', 'board'].includes(style))
    ctx.parts = ctx.parts.filter((p) => p.look.role !== 'aromatic');
  if (/fried eggs?|sunny|poached|soft egg|baked eggs?|shakshuka|rancheros|steak and eggs/.test(name))
    ctx.eggs = 'fried';
  else if (
    /boiled|ramen|salad|nicoise|niçoise|kedgeree|deviled|devilled|jammy|tea eggs|anda|curry|soup/.test(name) ||
    style === 'salad' ||
    style === 'soup' ||
    style === 'curry'
  )
    ctx.eggs = 'halves';
  else if (
    /scrambl|fried rice|pad thai|stir-fry|stir fry|noodle|burrito|taco|wrap|kimchi rice|bhurji|migas|menemen|a la mexicana/.test(
      name,
    ) ||
    style === 'pasta' ||
    style === 'tacos' ||
    style === 'wrap'
  )
    ctx.eggs = 'scrambled';
  drawStyle(ctx, style);
  // the first definition of an id wins; later ones would be ignored by the renderer anyway
  const uniqueDefs = new Map<string, string>();
  for (const d of defs) {
    const id = /id="(\w+)"/.exec(d)?.[1] ?? d;
    if (!uniqueDefs.has(id)) uniqueDefs.set(id, d);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" data-vessel="${ctx.vessel ?? 'plate'}" stroke-linecap="round" stroke-linejoin="round"><defs>${[...uniqueDefs.values()].join('')}</defs>${cv}</svg>`;
}
