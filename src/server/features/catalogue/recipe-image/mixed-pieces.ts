// Foods that lie loose in a mix (a salad, a soup, a curry), drawn interleaved.
import { PIECE } from './canvas.ts';
import type { Ctx } from './draw-context.ts';
import type { Look, Role } from './food-looks.ts';
import { type Area, placesIn } from './geometry.ts';
import { drawPieces } from './pieces.ts';
import type { Rng } from './random.ts';

/** The shape a food takes when it lies loose in a mix (a salad, a soup, a curry), or null when it cannot. */
export function looseLook(look: Look, eggs: Ctx['eggs'] = 'fried'): Look | null {
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
export function mixedPieces(ctx: Ctx, cx: number, cy: number, r: number, options: MixOptions = {}): void {
  const {
    roles = ['main', 'veg', 'aromatic', 'fruit', 'base', 'bread'],
    skip = new Set<Look>(),
    coverage = 1,
    scale = 1,
    limit = 5,
    sy = 1,
  } = options;
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
    const places = shuffle(
      rng,
      placesIn(
        { ...area, r: area.r * 0.94 },
        counts.reduce((s, c) => s + c, 0),
        rng,
        0.45,
      ),
    );
    let used = 0;
    counts.forEach((k, i) => {
      placesOf[i].push(...places.slice(used, used + k));
      used += k;
    });
  }
  // big pieces first, so small ones rest on top of them
  const order = items
    .map((item, i) => ({ item, places: placesOf[i] }))
    .sort((a, b) => b.item.look.size - a.item.look.size);
  for (const { item, places } of order)
    if (places.length) drawPieces(ctx, item.look, cx, cy, r, places.length, scale, places);
}
