// What is scattered over a dish: crumbs, shreds, chopped herbs, seeds, nuts and a drizzle.
import { n, TAU } from '../canvas.ts';
import { shade } from '../colour.ts';
import type { Shape } from '../food-looks.ts';
import { leaf, wave } from '../geometry.ts';
import { between } from '../random.ts';
import type { PiecePainter } from './piece-painter.ts';

// crumbs, shreds and herbs are all short curved strokes in two tones; their length and width set them apart
const strokes: PiecePainter = ({ ctx: { cv, rng }, look, scale, s, half }) => {
  const c = look.color;
  const tones =
    look.shape === 'herb' ? [shade(c, -0.1), shade(c, 0.15)] : [c, shade(c, look.shape === 'crumb' ? -0.15 : -0.08)];
  const width = look.shape === 'shred' ? Math.max(3, s * 0.6) : look.shape === 'herb' ? 5 * scale : s * 0.9;
  tones.forEach((tone, k) => {
    let d = '';
    for (const [x, y] of half(k)) {
      const a = rng() * TAU;
      const len =
        look.shape === 'shred'
          ? s * between(rng, 3, 5)
          : look.shape === 'herb'
            ? 6 * scale
            : s * between(rng, 0.3, 0.8);
      d += `M${n(x)} ${n(y)}q${n(Math.cos(a + 1) * len * 0.4)} ${n(Math.sin(a + 1) * len * 0.4)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
    }
    if (d) cv.stroke(tone, width, d);
  });
};

const seed: PiecePainter = ({ ctx: { cv }, look, s, half }) => {
  const c = look.color;
  cv.dots(c, s, half(0));
  cv.dots(shade(c, c === '#3a3838' ? 0.25 : -0.15), s * 0.85, half(1));
};

const nut: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  const c = look.color;
  let d = '';
  let marks = '';
  for (const [x, y] of pts) {
    const a = rng() * TAU;
    d += leaf(x, y, s * 1.9, s * 1.25, a, 0.15);
    marks += `M${n(x - Math.cos(a) * s * 0.45)} ${n(y - Math.sin(a) * s * 0.45)}l${n(Math.cos(a) * s * 0.9)} ${n(Math.sin(a) * s * 0.9)}`;
  }
  cv.fill(c, d, ` stroke="${shade(c, -0.25)}" stroke-width="1.5"`);
  cv.stroke(shade(c, -0.18), 1.6, marks, ' opacity=".6"');
};

const drizzle: PiecePainter = ({ ctx: { cv, rng }, look, cx, cy, R }) => {
  cv.stroke(look.color, 7, wave(cx, cy, R * 0.85, rng, 5), ' opacity=".9"');
};

export const toppingPainters = {
  crumb: strokes,
  shred: strokes,
  herb: strokes,
  seed,
  nut,
  drizzle,
} satisfies Partial<Record<Shape, PiecePainter>>;
