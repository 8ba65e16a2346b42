// Proteins served whole or in few pieces: fish and meat fillets, eggs (fried, halved or scrambled) and shrimp.
import { d1, n, TAU } from '../canvas.ts';
import { shade } from '../colour.ts';
import type { Shape } from '../food-looks.ts';
import { blob, ellipse, spread } from '../geometry.ts';
import { between } from '../random.ts';
import type { PiecePainter } from './piece-painter.ts';

const shrimp: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  const c = look.color;
  let d = '';
  for (const [x, y] of pts) {
    const a = rng() * TAU;
    const r = s * 0.7;
    d += `M${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}A${d1(r)} ${d1(r)} 0 1 1 ${n(x + Math.cos(a + 4.2) * r)} ${n(y + Math.sin(a + 4.2) * r)}`;
  }
  cv.stroke(shade(c, -0.15), s * 0.75, d);
  cv.stroke(c, s * 0.55, d);
  cv.stroke(shade(c, 0.35), s * 0.22, d, ' stroke-dasharray="3 6" opacity=".9"');
};

const fillet: PiecePainter = ({ ctx: { cv, rng }, look, cx, cy, R, count, at, s }) => {
  const c = look.color;
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
  cv.stroke(
    look.mark === 'grill' ? shade(c, -0.45) : (look.inner ?? shade(c, 0.35)),
    look.mark === 'grill' ? 5 : 3,
    marks,
    ' opacity=".7"',
  );
};

const egg: PiecePainter = ({ ctx, look, cx, cy, R, count, scale, at, s, drawPieces }) => {
  const { cv, rng } = ctx;
  if (ctx.eggs === 'scrambled') {
    drawPieces(
      ctx,
      { ...look, shape: 'chunk', color: '#f5d565', size: 7 },
      cx,
      cy,
      R,
      Math.max(5, count * 4),
      scale,
      at,
    );
    return;
  }
  const k = Math.max(1, Math.min(3, count));
  const ps = at ? at.slice(0, 3) : spread(k, R * 0.5, rng, cx, cy, 0.2);
  const halves = ctx.eggs === 'halves';
  let whites = '';
  for (const [x, y] of ps) whites += halves ? ellipse(x, y, s * 1.15, s * 0.85) : blob(x, y, s * 1.6, rng, 0.16, 7);
  cv.fill(look.color, whites, ` stroke="${shade('#f4ead6', -0.08)}" stroke-width="2"`);
  cv.dots(look.inner ?? '#f4b423', s * (halves ? 1.05 : 1.2), ps);
  cv.dots(
    '#ffffff',
    s * 0.3,
    ps.map(([x, y]) => [x - s * 0.18, y - s * 0.2]),
    ' opacity=".7"',
  );
};

export const proteinPainters = { shrimp, fillet, egg } satisfies Partial<Record<Shape, PiecePainter>>;
