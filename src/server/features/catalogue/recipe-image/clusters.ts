// Foods of one shape drawn together as a heap, sized by their share of the dish; toppings over the whole dish.
import { TAU } from './canvas.ts';
import { blend, shade } from './colour.ts';
import type { Ctx } from './draw-context.ts';
import type { Look, Role, Shape } from './food-looks.ts';
import { type Area, blob, placesIn, wave } from './geometry.ts';
import type { Part } from './ingredient-parts.ts';
import { countFor, drawPieces } from './pieces.ts';
import { drawWedge } from './pieces/produce.ts';

interface Cluster {
  looks: { look: Look; weight: number }[];
  weight: number;
}

export function clustersOf(parts: Part[], roles: Role[], limit: number): Cluster[] {
  const byShape = new Map<string, Cluster>();
  for (const p of parts) {
    if (!roles.includes(p.look.role) || p.look.shape === 'none' || p.weight <= 0) continue;
    const key =
      p.look.shape === 'fillet' || p.look.shape === 'grain' || p.look.shape === 'mash'
        ? p.look.shape + p.look.color
        : p.look.shape;
    const cluster = byShape.get(key) ?? { looks: [], weight: 0 };
    cluster.looks.push({ look: p.look, weight: p.weight });
    cluster.weight += p.weight;
    byShape.set(key, cluster);
  }
  return [...byShape.values()].sort((a, b) => b.weight - a.weight).slice(0, limit);
}

/** Shapes that are drawn as many loose pieces, which get a darker pile beneath so the heap reads as one mass. */
const pileShapes: Shape[] = ['leaf', 'round', 'crumb', 'shred', 'floret'];

export function drawCluster(
  ctx: Ctx,
  cluster: Cluster,
  cx: number,
  cy: number,
  R: number,
  density = 1,
  scale = 1,
  pile = true,
): void {
  const looks = cluster.looks.slice(0, 3);
  const main = looks[0].look;
  if (['mash', 'grain', 'noodle', 'fillet', 'egg', 'drizzle'].includes(main.shape)) {
    drawPieces(ctx, main, cx, cy, R, countFor(main, R, density), scale);
    return;
  }
  if (pile && pileShapes.includes(main.shape)) {
    const under =
      main.shape === 'leaf'
        ? shade(main.color, -0.35)
        : shade(
            blend(
              looks.map((l) => ({ color: l.look.color, weight: l.weight })),
              main.color,
            ),
            -0.28,
          );
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
      drawPieces(
        ctx,
        l.look,
        cx + Math.cos(a) * off,
        cy + Math.sin(a) * off,
        R * Math.max(0.5, Math.sqrt(share) * 1.1),
        k,
        scale,
      );
    }
  });
}

/** Herbs, seeds, cheese and drizzles over the whole dish. */
export function drawToppings(
  ctx: Ctx,
  cx: number,
  cy: number,
  R: number,
  skip: Set<Look> = new Set(),
  scale = 1,
  sy = 1,
  areas?: Area[],
): void {
  const tops = ctx.parts.filter(
    (p) => ['herb', 'top', 'sweet'].includes(p.look.role) && p.look.shape !== 'none' && !skip.has(p.look),
  );
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
    const base =
      look.shape === 'leaf'
        ? 9
        : look.shape === 'herb'
          ? 22
          : look.shape === 'seed'
            ? 26
            : look.shape === 'nut'
              ? 8
              : 12;
    const k = Math.round(Math.min(base, base * Math.max(0.5, Math.sqrt(p.grams / 15))));
    const places = (areas ?? [{ x: cx, y: cy, r: R, sy }]).flatMap((a) =>
      placesIn({ ...a, r: a.r * 0.85 }, areas ? Math.max(2, Math.round(k / 2)) : k, ctx.rng, 0.5),
    );
    drawPieces(ctx, look, cx, cy, R * 0.85, places.length, scale, places);
  }
}
