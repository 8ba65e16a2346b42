// Cut vegetables and fruit as pieces: leaves, chunks and cubes, rounds, slices, crescents, rings, florets, sticks,
// citrus segments and wedges.
import { n, TAU } from '../canvas.ts';
import { shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import type { Look, Shape } from '../food-looks.ts';
import { crescent, leaf, square } from '../geometry.ts';
import { between, type Rng } from '../random.ts';
import type { PiecePainter } from './piece-painter.ts';

/** An irregular rounded chunk (the corners are rounded by the edge stroke). */
export function chunk(x: number, y: number, r: number, rng: Rng): string {
  let d = '';
  const a0 = rng() * TAU;
  for (let i = 0; i < 5; i++) {
    const a = a0 + (i * TAU) / 5 + between(rng, -0.25, 0.25);
    const rr = r * between(rng, 0.75, 1.1);
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`;
  }
  return d + 'Z';
}

export function drawWedge(ctx: Ctx, look: Look, x: number, y: number, r: number, a: number): void {
  const x1 = x + Math.cos(a - 0.75) * r;
  const y1 = y + Math.sin(a - 0.75) * r;
  const x2 = x + Math.cos(a + 0.75) * r;
  const y2 = y + Math.sin(a + 0.75) * r;
  const d = `M${n(x)} ${n(y)}L${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}Z`;
  ctx.cv.fill(look.inner ?? shade(look.color, 0.5), d, ` stroke="${look.color}" stroke-width="4"`);
  ctx.cv.stroke(
    shade(look.color, 0.2),
    1.2,
    `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * r * 0.85)} ${n(y + Math.sin(a) * r * 0.85)}`,
  );
}

const leafPainter: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  const c = look.color;
  const tones = [shade(c, -0.18), c, shade(c, 0.14)];
  const ribs: string[] = [];
  tones.forEach((tone, k) => {
    let d = '';
    pts.forEach(([x, y], i) => {
      if (i % 3 !== k) return;
      const a = rng() * TAU;
      const len = s * between(rng, 0.85, 1.25);
      d += leaf(x, y, len, len * 0.55, a, between(rng, -0.3, 0.3));
      if (i % 2 === 0)
        ribs.push(
          `M${n(x - (Math.cos(a) * len) / 2.6)} ${n(y - (Math.sin(a) * len) / 2.6)}l${n((Math.cos(a) * len) / 1.3)} ${n((Math.sin(a) * len) / 1.3)}`,
        );
    });
    if (d) cv.fill(tone, d);
  });
  cv.stroke(shade(c, 0.35), 1.5, ribs.join(''), ' opacity=".5"');
};

// chunks and cubes share the two faces and the highlight; only the outline differs
const chunkOrCube: PiecePainter = ({ ctx: { cv, rng }, look, s, pts, half }) => {
  const c = look.color;
  const edge = shade(c, -0.2);
  [c, shade(c, -0.08)].forEach((face, k) => {
    let d = '';
    for (const [x, y] of half(k))
      d += look.shape === 'cube' ? square(x, y, s * between(rng, 1.3, 1.55), rng() * TAU) : chunk(x, y, s * 0.85, rng);
    if (d) cv.fill(face, d, ` stroke="${edge}" stroke-width="2.5"`);
  });
  cv.dots(
    shade(c, 0.3),
    s * 0.35,
    pts.filter((_, i) => i % 2 === 0).map(([x, y]) => [x - s * 0.18, y - s * 0.18]),
    ' opacity=".7"',
  );
};

const round: PiecePainter = ({ ctx: { cv }, look, s, pts, half }) => {
  const c = look.color;
  cv.dots(shade(c, -0.22), s * 2.1, pts);
  cv.dots(
    c,
    s * 1.75,
    half(0).map(([x, y]) => [x - 0.5, y - 0.5]),
  );
  cv.dots(
    shade(c, 0.06),
    s * 1.75,
    half(1).map(([x, y]) => [x - 0.5, y - 0.5]),
  );
  if (s >= 8)
    cv.dots(
      '#ffffff',
      s * 0.5,
      pts.map(([x, y]) => [x - s * 0.35, y - s * 0.4]),
      ' opacity=".45"',
    );
};

const slice: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  const c = look.color;
  cv.dots(c, s * 2, pts);
  cv.dots(look.inner ?? shade(c, 0.3), s * 1.5, pts);
  if (look.mark === 'seeds' || look.mark === 'dots') {
    const seeds: [number, number][] = [];
    for (const [x, y] of pts) {
      const a0 = rng() * TAU;
      for (let i = 0; i < 4; i++)
        seeds.push([x + Math.cos(a0 + (i * TAU) / 4) * s * 0.38, y + Math.sin(a0 + (i * TAU) / 4) * s * 0.38]);
    }
    cv.dots(
      look.mark === 'dots' ? '#a08058' : shade(c, -0.2),
      look.mark === 'dots' ? 2.5 : Math.max(3, s * 0.2),
      seeds,
      ' opacity=".8"',
    );
  } else cv.dots(shade(c, 0.15), s * 0.5, pts, ' opacity=".8"');
};

const crescentPainter: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  const c = look.color;
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
};

const ring: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  let d = '';
  for (const [x, y] of pts) {
    // a ring as one arc that stops a pixel short of closing: half the bytes of a full circle
    const rx = look.size < 7 ? s * between(rng, 0.75, 1) : s * between(rng, 0.9, 1.2);
    const ry = look.size < 7 ? rx : s * between(rng, 0.6, 0.85);
    d += `M${n(x)} ${n(y - ry)}a${n(rx)} ${n(ry)} 0 1 0 1 0`;
  }
  cv.stroke(look.color, Math.max(2.5, s * 0.3), d);
};

const floret: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  const c = look.color;
  const dark = shade(c, -0.18);
  const around: [number, number][] = [];
  const bumps: [number, number][] = [];
  for (const [x, y] of pts) {
    const a0 = rng() * TAU;
    for (let i = 0; i < 4; i++)
      around.push([x + Math.cos(a0 + (i * TAU) / 4) * s * 0.45, y + Math.sin(a0 + (i * TAU) / 4) * s * 0.45]);
    bumps.push([x - s * 0.25, y - s * 0.25], [x + s * 0.3, y + s * 0.05]);
  }
  cv.dots(dark, s * 1.15, around);
  cv.dots(c, s * 0.75, around);
  cv.dots(shade(c, 0.15), s * 0.45, bumps);
};

const stick: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  const c = look.color;
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
};

const segment: PiecePainter = ({ ctx: { cv, rng }, look, s, pts }) => {
  let d = '';
  for (const [x, y] of pts) d += crescent(x, y, s * 0.8, rng() * TAU, 0.55);
  cv.fill(look.color, d, ` stroke="${shade(look.color, 0.35)}" stroke-width="2"`);
};

const wedge: PiecePainter = ({ ctx, look, s, pts }) => {
  for (const [x, y] of pts.slice(0, 2)) drawWedge(ctx, look, x, y, s * 1.1, ctx.rng() * TAU);
};

export const producePainters = {
  leaf: leafPainter,
  chunk: chunkOrCube,
  cube: chunkOrCube,
  round,
  slice,
  crescent: crescentPainter,
  ring,
  floret,
  stick,
  segment,
  wedge,
} satisfies Partial<Record<Shape, PiecePainter>>;
