// The small things served beside or on a dish: crackers, flatbread, a slice of bread, a ramekin, folded ribbons of a fillet.
import { d1, n, TAU } from '../canvas.ts';
import { mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import type { Look } from '../food-looks.ts';
import { blob, circle, spread, square } from '../geometry.ts';
import { between } from '../random.ts';
import { castShadow } from '../vessels.ts';

export function drawBreadSlice(ctx: Ctx, x: number, y: number, r: number, a: number, color: string): void {
  const crumb = mix(color, '#f6e7c8', 0.6);
  const rot = (a * 180) / Math.PI + 90;
  const s = r / 60;
  ctx.cv.raw(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${d1(s)})"><path d="M-52 58V-18C-70-30-62-62-34-62C-20-76 20-76 34-62C62-62 70-30 52-18V58Z" fill="${shade(color, -0.1)}"/><path d="M-42 48V-16C-56-28-48-52-30-52C-16-64 16-64 30-52C48-52 56-28 42-16V48Z" fill="${crumb}"/></g>`,
  );
}

/** A small bowl of something spooned: dip, nut butter, yogurt, sauce. */
export function drawRamekin(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  castShadow(ctx, circle(x + 6, y + 9, r), 0.3);
  ctx.cv.fill(ctx.table.ceramic, circle(x, y, r), ` stroke="${shade(ctx.table.ceramic, -0.18)}" stroke-width="2"`);
  ctx.cv.fill(color, circle(x, y, r * 0.78));
  ctx.cv.stroke(
    shade(color, -0.15),
    3,
    `M${n(x - r * 0.4)} ${n(y)}A${n(r * 0.4)} ${n(r * 0.35)} 0 1 1 ${n(x + r * 0.1)} ${n(y + r * 0.3)}`,
    ' opacity=".5"',
  );
  ctx.cv.dots('#ffffff', r * 0.18, [[x - r * 0.3, y - r * 0.35]], ' opacity=".5"');
}

export function drawCrackers(ctx: Ctx, x: number, y: number, color: string, chips = false): void {
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
      for (let k = 0; k < 3; k++)
        tri += `${k ? 'L' : 'M'}${n(px + Math.cos(a + (k * TAU) / 3) * r)} ${n(py + Math.sin(a + (k * TAU) / 3) * r)}`;
      d += tri + 'Z';
    }
    cv.fill('#e8bf62', d, ` stroke="#c4953d" stroke-width="2.5"`);
    return;
  }
  for (let i = 0; i < 4; i++) d += square(x - 30 + i * 18, y - 14 + i * 10, 50, 0.3);
  cv.fill(color, d, ` stroke="${shade(color, -0.2)}" stroke-width="2.5"`);
  cv.dots(
    shade(color, -0.25),
    3.5,
    [0, 1, 2, 3, 4, 5].map((i) => [x + 14 + (i % 3) * 10, y + 20 + Math.floor(i / 3) * 10]),
  );
}

export function drawFlatbread(ctx: Ctx, x: number, y: number): void {
  const color = '#e2b26a';
  castShadow(ctx, blob(x + 8, y + 10, 70, ctx.rng, 0.1, 8, 1, 0.7), 0.25);
  ctx.cv.fill(color, blob(x, y, 70, ctx.rng, 0.1, 8, 1, 0.7, -0.4));
  ctx.cv.fill(
    '#9a5a2a',
    spread(9, 50, ctx.rng, x, y, 0.6, 0.65)
      .map(([px, py]) => blob(px, py, between(ctx.rng, 3, 7), ctx.rng, 0.3, 5))
      .join(''),
    ' opacity=".55"',
  );
}

export function drawRibbons(ctx: Ctx, look: Look, x: number, y: number, r: number): void {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const yy = y - r * 0.55 + i * r * 0.55;
    d += `M${n(x - r * 0.7)} ${n(yy)}q${n(r * 0.25)} ${n(-r * 0.35)} ${n(r * 0.5)} 0t${n(r * 0.5)} 0t${n(r * 0.45)} 0`;
  }
  ctx.cv.stroke(shade(look.color, -0.18), 34, d);
  ctx.cv.stroke(look.color, 28, d);
  ctx.cv.stroke(look.inner ?? shade(look.color, 0.35), 3, d, ' opacity=".8"');
}
