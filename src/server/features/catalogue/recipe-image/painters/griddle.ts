// Dishes from the griddle, served on a plate: wraps, pancakes and waffles, flatbreads.
import { CX, CY, n } from '../canvas.ts';
import { clustersOf, drawCluster, drawToppings } from '../clusters.ts';
import { blend, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import { blob, circle, spread, wave } from '../geometry.ts';
import { mixedPieces } from '../mixed-pieces.ts';
import { drawRamekin } from './accompaniments.ts';
import { between } from '../random.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { drawPlate } from '../vessels.ts';

export function drawWrap(ctx: Ctx): void {
  const { cv, rng } = ctx;
  drawPlate(ctx, CX, CY, 215);
  setTable(ctx, 'plate');
  const wrap = ctx.parts.some((p) => /whole-wheat|whole wheat/.test(p.text) && p.look.role === 'bread')
    ? '#d2a86a'
    : '#ecd29c';
  const lettuce = /lettuce/.test(ctx.name) ? ctx.parts.find((p) => p.look.shape === 'leaf') : undefined;
  // wrap halves stood on their cut ends: the filling shows in rings of tortilla
  foodLayer(ctx, () => {
    const halves: [number, number][] = [
      [CX - 78, CY - 42],
      [CX + 80, CY + 44],
    ];
    const r = 100;
    const filling = blend(
      ctx.parts
        .filter((p) => ['main', 'veg', 'base'].includes(p.look.role) && p.look.shape !== 'none')
        .map((p) => ({ color: p.look.color, weight: p.weight })),
      '#b98a5a',
    );
    for (const [x, y] of halves) {
      cv.fill(
        lettuce ? lettuce.look.color : wrap,
        circle(x, y, r),
        ` stroke="${shade(lettuce ? lettuce.look.color : wrap, -0.22)}" stroke-width="3"`,
      );
      cv.fill(shade(filling, -0.15), circle(x, y, r * 0.86));
    }
    mixedPieces(ctx, CX, CY, r * 0.84, {
      roles: ['main', 'veg', 'aromatic', 'base', 'fruit'],
      coverage: 1.5,
      scale: 0.85,
      areas: halves.map(([x, y]) => ({ x, y, r: r * 0.84 })),
    });
    for (const [x, y] of halves) {
      // the rolled tortilla as a loose spiral over the filling
      let d = `M${n(x + r * 0.82)} ${n(y)}`;
      for (let k = 1; k <= 5; k++) {
        const rr = r * (0.82 - k * 0.13);
        const a = k * Math.PI;
        d += `A${n(rr)} ${n(rr)} 0 0 1 ${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`;
      }
      cv.stroke(wrap, 4, d, ' opacity=".75"');
      cv.dots(
        shade(wrap, -0.25),
        5,
        spread(6, r * 0.9, rng, x, y, 0.2).filter(([px, py]) => Math.hypot(px - x, py - y) > r * 0.8),
      );
    }
  });
}

export function drawPancakes(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  drawPlate(ctx, CX, CY, 212);
  setTable(ctx, 'plate');
  const waffle = /waffle/.test(ctx.name);
  const toast = /french toast/.test(ctx.name);
  const c = waffle ? '#d99a4a' : toast ? '#d08c42' : '#dca25a';
  foodLayer(ctx, () => {
    if (waffle) {
      ctx.defs.push(
        `<pattern id="f" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="${shade(c, -0.12)}"/><rect x="4" y="4" width="14" height="14" rx="3" fill="${c}"/></pattern>`,
      );
      cv.raw(
        `<rect x="${CX - 120}" y="${CY - 120}" width="240" height="240" rx="26" fill="url(#f)" stroke="${shade(c, -0.25)}" stroke-width="3" transform="rotate(${n(between(rng, -12, 12))} ${CX} ${CY})"/>`,
      );
    } else {
      for (let i = 0; i < 3; i++) {
        const x = CX - 16 + i * 12;
        const y = CY + 14 - i * 10;
        cv.fill(
          shade(c, -0.12 + i * 0.04),
          blob(x, y, 138 - i * 6, rng, 0.04, 10),
          ` stroke="${shade(c, -0.3)}" stroke-width="2"`,
        );
      }
      ctx.defs.push(
        `<radialGradient id="k" cx=".5" cy=".5" r=".5"><stop offset=".5" stop-color="${shade(c, 0.25)}"/><stop offset="1" stop-color="${c}"/></radialGradient>`,
      );
      cv.fill('url(#k)', circle(CX + 8, CY - 6, 118));
    }
    const tops = clustersOf(parts, ['fruit', 'top', 'main', 'veg'], 3).filter(
      (cl) => cl.looks[0].look.shape !== 'drizzle' && cl.looks[0].look.shape !== 'mash',
    );
    tops.forEach((cl, i) => drawCluster(ctx, cl, CX + 10 + (i - 1) * 55, CY - 10 + (i % 2) * 40, 55, 1.6));
    const dollop = parts.find((p) => p.look.shape === 'mash' && p.look.color === '#f8f5ee');
    if (dollop) cv.fill('#fbf9f4', blob(CX - 40, CY - 40, 28, rng, 0.2, 7));
    const syrup = parts.find((p) => p.look.shape === 'drizzle');
    if (syrup) cv.stroke(syrup.look.color, 6, wave(CX + 8, CY - 6, 100, rng, 5), ' opacity=".8"');
    drawToppings(ctx, CX, CY, 110, new Set(tops.flatMap((t) => t.looks.map((l) => l.look))));
  });
}

export function drawFlatbreads(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  setTable(ctx, 'plate');
  drawPlate(ctx, CX, CY, 215);
  const corn = parts.some((p) => /corn|masa/.test(p.text) && p.look.role !== 'none');
  const dough = corn ? '#ecc778' : '#e6bd78';
  const side = parts.find(
    (p) => p.look.shape === 'mash' || p.look.role === 'sauce' || (p.look.shape === 'drizzle' && p.grams >= 30),
  );
  foodLayer(ctx, () => {
    // two flatbreads, one folded over the other, blistered brown from the pan
    const rounds: [number, number][] = [
      [CX - 40, CY - 20],
      [CX + 30, CY + 35],
    ];
    for (const [x, y] of rounds) {
      cv.fill(dough, blob(x, y, 118, rng, 0.05, 10), ` stroke="${shade(dough, -0.22)}" stroke-width="3"`);
      cv.fill(
        '#a8642e',
        spread(10, 90, rng, x, y, 0.7)
          .map(([px, py]) => blob(px, py, between(rng, 5, 11), rng, 0.35, 5))
          .join(''),
        ' opacity=".5"',
      );
    }
    mixedPieces(ctx, CX + 30, CY + 35, 70, {
      roles: ['main', 'veg', 'fruit'],
      coverage: 0.5,
      limit: 3,
      skip: new Set(side ? [side.look] : []),
    });
    if (side) drawRamekin(ctx, CX + 120, CY - 95, 58, side.look.color);
    drawToppings(ctx, CX + 20, CY + 20, 110, new Set(side ? [side.look] : []));
  });
}
