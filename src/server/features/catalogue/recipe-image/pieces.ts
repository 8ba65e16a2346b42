// One food drawn as many pieces spread over a disc, in the shape its look names.
import { d1, n, PIECE, TAU } from './canvas.ts';
import { shade } from './colour.ts';
import type { Ctx } from './draw-context.ts';
import type { Look, Shape } from './food-looks.ts';
import { blob, crescent, ellipse, leaf, spread, square, wave } from './geometry.ts';
import { between, type Rng } from './random.ts';

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
  const { cv, rng } = ctx;
  const c = look.color;
  const s = Math.max(look.size, 3) * scale * PIECE;
  const pts = at
    ? at.slice(0, Math.max(1, Math.ceil(at.length * ctx.lean)))
    : spread(Math.max(1, Math.round(count * ctx.lean)), Math.max(R - s * 0.5, 0), rng, cx, cy);
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
          if (i % 2 === 0)
            ribs.push(
              `M${n(x - (Math.cos(a) * len) / 2.6)} ${n(y - (Math.sin(a) * len) / 2.6)}l${n((Math.cos(a) * len) / 1.3)} ${n((Math.sin(a) * len) / 1.3)}`,
            );
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
        for (const [x, y] of half(k))
          d +=
            look.shape === 'cube' ? square(x, y, s * between(rng, 1.3, 1.55), rng() * TAU) : chunk(x, y, s * 0.85, rng);
        if (d) cv.fill(face, d, ` stroke="${edge}" stroke-width="2.5"`);
      });
      cv.dots(
        shade(c, 0.3),
        s * 0.35,
        pts.filter((_, i) => i % 2 === 0).map(([x, y]) => [x - s * 0.18, y - s * 0.18]),
        ' opacity=".7"',
      );
      return;
    }
    case 'round': {
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
      return;
    }
    case 'slice': {
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
        for (let i = 0; i < 4; i++)
          around.push([x + Math.cos(a0 + (i * TAU) / 4) * s * 0.45, y + Math.sin(a0 + (i * TAU) / 4) * s * 0.45]);
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
      const tones =
        look.shape === 'herb'
          ? [shade(c, -0.1), shade(c, 0.15)]
          : [c, shade(c, look.shape === 'crumb' ? -0.15 : -0.08)];
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
      cv.stroke(
        look.mark === 'grill' ? shade(c, -0.45) : (look.inner ?? shade(c, 0.35)),
        look.mark === 'grill' ? 5 : 3,
        marks,
        ' opacity=".7"',
      );
      return;
    }
    case 'egg': {
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
      return;
    }
    case 'mash': {
      cv.fill(c, blob(cx, cy, R, rng, 0.07, 9), ` stroke="${shade(c, -0.08)}" stroke-width="2"`);
      cv.stroke(
        shade(c, -0.1),
        4,
        `M${n(cx - R * 0.55)} ${n(cy)}A${n(R * 0.55)} ${n(R * 0.45)} 0 1 1 ${n(cx + R * 0.2)} ${n(cy + R * 0.4)}M${n(cx - R * 0.25)} ${n(cy)}A${n(R * 0.25)} ${n(R * 0.2)} 0 1 1 ${n(cx + R * 0.05)} ${n(cy + R * 0.2)}`,
        ' opacity=".5"',
      );
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
