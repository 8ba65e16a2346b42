// Dishes served on a plate: the everyday dinner and pasta.
import { CX, CY, n, TAU } from '../canvas.ts';
import { clustersOf, drawCluster, drawToppings } from '../clusters.ts';
import { mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import type { Shape } from '../food-looks.ts';
import { blob, spread } from '../geometry.ts';
import { drawBreadSlice, drawCrackers, drawFlatbread } from './accompaniments.ts';
import { countFor, drawPieces } from '../pieces.ts';
import { drawNoodles } from '../pieces/staples.ts';
import { between } from '../random.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { drawPlate } from '../vessels.ts';

function composePlate(ctx: Ctx, cx: number, cy: number, R: number): void {
  const clusters = clustersOf(ctx.parts, ['base', 'main', 'veg', 'fruit', 'bread'], 4);
  const sauce = ctx.parts.find((p) => p.look.role === 'sauce');
  if (!clusters.length) {
    drawToppings(ctx, cx, cy, R);
    return;
  }
  const total = clusters.reduce((s, c) => s + c.weight, 0);
  const start = ctx.rng() * TAU;
  const k = clusters.length;
  foodLayer(ctx, () => {
    if (sauce)
      ctx.cv.fill(sauce.look.color, blob(cx + R * 0.1, cy + R * 0.05, R * 0.55, ctx.rng, 0.25, 7), ' opacity=".9"');
    clusters.forEach((cluster, i) => {
      const share = Math.pow(cluster.weight / total, 0.75);
      const r = k === 1 ? R * 0.85 : Math.min(R * 0.66, Math.max(R * 0.4, R * 1.1 * Math.sqrt(share)));
      const a = start + (i * TAU) / k;
      const off = k === 1 ? 0 : R - r * (k === 2 ? 1 : 0.92);
      const shape = cluster.looks[0].look.shape;
      if (shape === 'bread') {
        const text = ctx.parts.find((p) => p.look === cluster.looks[0].look)?.text ?? '';
        const bx = cx + Math.cos(a) * off;
        const by = cy + Math.sin(a) * off;
        if (/tortilla|chips/.test(text)) drawCrackers(ctx, bx, by, '#e8bf62', true);
        else if (/pita|naan|chapati|roti|paratha|flatbread|lavash|arepa|tortilla/.test(text))
          drawFlatbread(ctx, bx, by);
        else drawBreadSlice(ctx, bx, by, r * 0.8, a, cluster.looks[0].look.color);
      } else drawCluster(ctx, cluster, cx + Math.cos(a) * off, cy + Math.sin(a) * off, r);
    });
    drawToppings(ctx, cx, cy, R);
  });
}

/** The everyday dinner: a plate with the main, its sides and a garnish. */
export function drawPlateDish(ctx: Ctx): void {
  setTable(ctx, 'plate');
  drawPlate(ctx, CX, CY, 215);
  composePlate(ctx, CX, CY, 172);
}

export function drawPasta(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  drawPlate(ctx, CX, CY, 212);
  setTable(ctx, ctx.table.sticks ? 'bowl' : 'plate');
  const noodle = parts.find((p) => p.look.shape === 'noodle') ?? parts.find((p) => p.look.role === 'base');
  const sauce = parts.find((p) => p.look.role === 'sauce') ?? parts.find((p) => p.look.role === 'tint');
  const creamy = parts.some((p) => /cream|milk|cheese, (ricotta|cream)|yogurt/.test(p.text));
  let color = noodle?.look.shape === 'noodle' ? noodle.look.color : '#f0d48a';
  if (sauce) color = mix(color, sauce.look.color, sauce.look.role === 'tint' ? 0.3 : 0.45);
  else if (creamy) color = mix(color, '#fbf6e8', 0.4);
  foodLayer(ctx, () => {
    if (sauce && sauce.look.role === 'sauce')
      cv.fill(sauce.look.color, blob(CX, CY, 150, rng, 0.15, 8), ' opacity=".9"');
    if (
      /\b(penne|rigatoni|macaroni|mac and cheese|mac ?n ?cheese|ziti|fusilli|farfalle|orecchiette|gnocchi|orzo|shells|conchiglie|paccheri)\b/.test(
        ctx.name,
      )
    ) {
      // short pasta: a heap of tubes rather than a twirl of strands
      cv.fill(shade(color, -0.2), blob(CX, CY, 140, rng, 0.1, 8));
      const tubes = spread(34, 128, rng, CX, CY, 0.5);
      let d = '';
      let holes = '';
      for (const [x, y] of tubes) {
        const a = rng() * Math.PI;
        const dx = Math.cos(a) * 16;
        const dy = Math.sin(a) * 16;
        d += `M${n(x - dx)} ${n(y - dy)}l${n(dx * 2)} ${n(dy * 2)}`;
        holes += `M${n(x + dx)} ${n(y + dy)}h0`;
      }
      cv.stroke(shade(color, -0.15), 19, d);
      cv.stroke(color, 15, d);
      cv.stroke(shade(color, -0.3), 7, holes);
    } else drawNoodles(ctx, color, CX, CY, 140);
    if (sauce && sauce.look.role === 'sauce')
      cv.fill(
        shade(sauce.look.color, 0.05),
        spread(4, 80, rng, CX, CY)
          .map(([x, y]) => blob(x, y, between(rng, 14, 24), rng, 0.3, 6))
          .join(''),
      );
    const extras = clustersOf(
      parts.filter((p) => p !== noodle),
      ['main', 'veg'],
      2,
    );
    extras.forEach((c, i) => {
      const look =
        c.looks[0].look.shape === 'fillet' ? { ...c.looks[0].look, shape: 'cube' as Shape, size: 13 } : c.looks[0].look;
      drawPieces(ctx, look, CX + (i ? 30 : -20), CY + (i ? -20 : 25), 110, Math.min(9, countFor(look, 100, 0.6)));
    });
    drawToppings(ctx, CX, CY, 125);
  });
}
