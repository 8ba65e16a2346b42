// Staples that fill their whole area rather than lie in pieces: mash, grain (rice, couscous) and noodles; and bread.
import { n, TAU } from '../canvas.ts';
import { shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import type { Look, Shape } from '../food-looks.ts';
import { blob } from '../geometry.ts';
import { between } from '../random.ts';
import type { PiecePainter } from './piece-painter.ts';

// one pattern per colour and texture, shared by every grain area that uses it, to keep the SVG small
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
  ctx.defs.push(
    `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${c}"/>${inner}</pattern>`,
  );
  return id;
}

export function drawNoodles(ctx: Ctx, color: string, cx: number, cy: number, R: number): void {
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

const mash: PiecePainter = ({ ctx: { cv, rng }, look, cx, cy, R }) => {
  const c = look.color;
  cv.fill(c, blob(cx, cy, R, rng, 0.07, 9), ` stroke="${shade(c, -0.08)}" stroke-width="2"`);
  cv.stroke(
    shade(c, -0.1),
    4,
    `M${n(cx - R * 0.55)} ${n(cy)}A${n(R * 0.55)} ${n(R * 0.45)} 0 1 1 ${n(cx + R * 0.2)} ${n(cy + R * 0.4)}M${n(cx - R * 0.25)} ${n(cy)}A${n(R * 0.25)} ${n(R * 0.2)} 0 1 1 ${n(cx + R * 0.05)} ${n(cy + R * 0.2)}`,
    ' opacity=".5"',
  );
};

const grain: PiecePainter = ({ ctx, look, cx, cy, R }) => {
  const id = grainPattern(ctx, look);
  ctx.cv.fill(
    `url(#${id})`,
    blob(cx, cy, R, ctx.rng, 0.08, 9),
    ` stroke="${shade(look.color, -0.12)}" stroke-width="2"`,
  );
};

const noodle: PiecePainter = ({ ctx, look, cx, cy, R }) => drawNoodles(ctx, look.color, cx, cy, R);

// bread in a dish reads as cubes of one size (croutons, torn pieces), spread afresh over the area
const bread: PiecePainter = ({ ctx, look, cx, cy, R, count, scale, drawPieces }) =>
  drawPieces(ctx, { ...look, shape: 'cube', size: 10 }, cx, cy, R, count, scale);

export const staplePainters = { mash, grain, noodle, bread } satisfies Partial<Record<Shape, PiecePainter>>;
