// One food drawn as many pieces spread over a disc, in the shape its look names; the painters of each shape live
// in pieces/, grouped by kind of food.
import { PIECE } from './canvas.ts';
import type { Ctx } from './draw-context.ts';
import type { Look, Shape } from './food-looks.ts';
import { spread } from './geometry.ts';
import type { PiecePainter } from './pieces/piece-painter.ts';
import { producePainters } from './pieces/produce.ts';
import { proteinPainters } from './pieces/proteins.ts';
import { staplePainters } from './pieces/staples.ts';
import { toppingPainters } from './pieces/toppings.ts';

// typed by the whole union, so a new shape without a painter does not compile
const painters: Record<Shape, PiecePainter> = {
  ...producePainters,
  ...proteinPainters,
  ...toppingPainters,
  ...staplePainters,
  none: () => {},
};

/** How many pieces of a shape fit a disc of radius R: enough to read as food, few enough to stay small. */
export function countFor(look: Look, R: number, density: number): number {
  const s = Math.max(look.size, 3) * PIECE;
  const cover: Partial<Record<Shape, number>> = {
    leaf: 1.1,
    round: 0.75,
    slice: 0.6,
    crescent: 0.5,
    cube: 0.95,
    chunk: 1,
    floret: 0.6,
    shrimp: 0.5,
    crumb: 1.4,
    shred: 0.9,
    stick: 0.6,
    nut: 0.7,
    ring: 0.4,
    segment: 0.6,
    fillet: 0.6,
    egg: 0.5,
    wedge: 0.3,
    herb: 0.5,
    seed: 0.5,
  };
  const count = ((cover[look.shape] ?? 0.5) * density * (R * R)) / (s * s);
  const cap: Partial<Record<Shape, number>> = {
    leaf: 24,
    crumb: 40,
    shred: 30,
    seed: 36,
    herb: 30,
    round: 36,
    fillet: 3,
    egg: 3,
    wedge: 2,
    slice: 16,
    floret: 12,
  };
  return Math.max(1, Math.min(cap[look.shape] ?? 16, Math.round(count)));
}

export function drawPieces(
  ctx: Ctx,
  look: Look,
  cx: number,
  cy: number,
  R: number,
  count: number,
  scale = 1,
  at?: [number, number][],
): void {
  const s = Math.max(look.size, 3) * scale * PIECE;
  // the points are drawn from the seed for every shape, even those that fill the area, so each picture stays as it was
  const pts = at
    ? at.slice(0, Math.max(1, Math.ceil(at.length * ctx.lean)))
    : spread(Math.max(1, Math.round(count * ctx.lean)), Math.max(R - s * 0.5, 0), ctx.rng, cx, cy);
  const half = (k: number) => pts.filter((_, i) => i % 2 === k);
  painters[look.shape]({ ctx, look, cx, cy, R, count, scale, at, s, pts, half, drawPieces });
}
