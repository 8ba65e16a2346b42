// Dishes served on a plate: the everyday dinner, pasta, wraps, pancakes, flatbreads, bites.
import { CX, CY, n, TAU } from '../canvas.ts';
import { clustersOf, drawCluster, drawToppings } from '../clusters.ts';
import { blend, mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import type { Role, Shape } from '../food-looks.ts';
import { blob, circle, ellipse, leaf, spread, wave } from '../geometry.ts';
import { mixedPieces } from '../mixed-pieces.ts';
import { drawBreadSlice, drawCrackers, drawFlatbread, drawRamekin } from './accompaniments.ts';
import { countFor, drawPieces } from '../pieces.ts';
import { chunk } from '../pieces/produce.ts';
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

export function drawBites(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  drawPlate(ctx, CX, CY, 210);
  setTable(ctx, 'plate');
  const bar = /\b(bars?|brownies?|slices?|flapjacks?)\b/.test(name);
  const fried =
    /fritter|falafel|patties|meatballs|nuggets|croquette|dumpling|gyoza|samosa|spring roll|fish ?cakes?|crab ?cakes?|keftedes|kofta|kebab/.test(
      name,
    );
  const skewer = /skewer|kebab|satay|souvlaki|brochette/.test(name) && !/kebab bites/.test(name);
  const visible = parts.filter(
    (p) => p.look.role !== 'none' && p.look.role !== 'liquid' && p.look.shape !== 'herb' && p.look.role !== 'tint',
  );
  const body = blend(
    visible.slice(0, 4).map((p) => ({ color: p.look.shape === 'egg' ? '#f2dc9a' : p.look.color, weight: p.weight })),
    '#b98552',
  );
  const c = /steamed|dumpling|gyoza|momo|bao/.test(name) ? '#efe3c8' : fried ? mix(body, '#b5773a', 0.55) : body;
  const coat = parts.find((p) => p.look.shape === 'seed' || p.look.shape === 'shred' || p.look.shape === 'nut');
  const base = visible[0];
  foodLayer(ctx, () => {
    if (skewer) {
      const pieces = clustersOf(parts, ['main', 'veg', 'fruit'], 3);
      for (let k = 0; k < 3; k++) {
        const y = CY - 90 + k * 90;
        cv.stroke('#c9a070', 5, `M${CX - 170} ${y + 20}L${CX + 170} ${y - 20}`);
        for (let i = 0; i < 5; i++) {
          const look = pieces[i % Math.max(1, pieces.length)]?.looks[0].look ?? {
            shape: 'chunk' as Shape,
            color: c,
            role: 'main' as Role,
            size: 16,
          };
          const x = CX - 120 + i * 60;
          const color = look.shape === 'fillet' ? mix(look.color, '#a8652f', 0.25) : look.color;
          cv.fill(
            color,
            chunk(x, y + 20 - ((x - CX + 170) / 340) * 40, 27, rng),
            ` stroke="${shade(color, -0.25)}" stroke-width="3"`,
          );
        }
      }
    } else if (/\beggs\b/.test(name)) {
      // devilled eggs as halves with piped yolk; tea eggs whole, marbled by their cracked shells
      const pts = spread(8, 118, rng, CX, CY, 0.15);
      if (/tea eggs|marbled/.test(name)) {
        cv.fill('#d9c29a', pts.map(([x, y]) => ellipse(x, y, 30, 38)).join(''), ' stroke="#8a6a45" stroke-width="2"');
        cv.stroke(
          '#7a5632',
          1.6,
          pts
            .map(([x, y]) => `M${n(x - 20)} ${n(y - 12)}l12 8l6 -10l10 12M${n(x - 16)} ${n(y + 14)}l10 -6l8 10l12 -8`)
            .join(''),
          ' opacity=".7"',
        );
        cv.fill(
          '#f3ead4',
          pts
            .filter((_, i) => i % 3 === 0)
            .map(([x, y]) => ellipse(x + 4, y, 26, 34))
            .join(''),
        );
        cv.dots(
          '#e9b43a',
          26,
          pts.filter((_, i) => i % 3 === 0).map(([x, y]) => [x + 4, y]),
        );
      } else {
        cv.fill('#fbf6ea', pts.map(([x, y]) => ellipse(x, y, 40, 30)).join(''), ' stroke="#e6dcc5" stroke-width="2"');
        cv.dots('#f2c64a', 34, pts);
        cv.dots(
          '#f7d774',
          20,
          pts.map(([x, y]) => [x - 3, y - 3]),
        );
        const spice = parts.find((p) => p.look.role === 'tint');
        cv.dots(
          spice ? spice.look.color : '#c0452a',
          4,
          pts.flatMap(([x, y]) => spread(3, 10, rng, x, y, 0.8)),
          ' opacity=".85"',
        );
      }
    } else if (/poppers?\b/.test(name)) {
      // halved peppers filled and baked
      const pts = spread(8, 118, rng, CX, CY, 0.15);
      const angles = pts.map(() => rng() * Math.PI);
      cv.fill(
        '#4f8a2c',
        pts.map(([x, y], i) => leaf(x, y, 92, 48, angles[i])).join(''),
        ' stroke="#3b6b20" stroke-width="2.5"',
      );
      cv.fill('#f5e6c4', pts.map(([x, y], i) => leaf(x, y, 70, 30, angles[i])).join(''));
      cv.dots(
        '#d9903a',
        7,
        pts.flatMap(([x, y]) => spread(4, 14, rng, x, y, 0.8)),
        ' opacity=".8"',
      );
    } else if (base && (base.look.shape === 'slice' || base.look.shape === 'leaf') && !fried && !bar) {
      // canapés: rounds of cucumber or tomato (or small leaves) each carrying a spoonful of the rest
      const pts = spread(8, 118, rng, CX, CY, 0.15);
      const topping = blend(
        visible.slice(1, 4).map((p) => ({ color: p.look.color, weight: p.weight })),
        '#e8d7b0',
      );
      if (base.look.shape === 'slice') {
        cv.dots(base.look.color, 76, pts);
        cv.dots(base.look.inner ?? shade(base.look.color, 0.3), 62, pts);
      } else
        cv.fill(
          base.look.color,
          pts.map(([x, y]) => leaf(x, y, 84, 50, rng() * TAU)).join(''),
          ` stroke="${shade(base.look.color, -0.2)}" stroke-width="2"`,
        );
      cv.dots(shade(topping, -0.12), 40, pts);
      cv.dots(
        topping,
        34,
        pts.map(([x, y]) => [x - 2, y - 2]),
      );
      cv.dots(
        shade(topping, 0.3),
        9,
        pts.map(([x, y]) => [x - 8, y - 9]),
        ' opacity=".7"',
      );
    } else {
      const pts = bar
        ? [0, 1, 2, 3, 4, 5].map(
            (i) => [CX - 100 + (i % 3) * 100, CY - 55 + Math.floor(i / 3) * 110] as [number, number],
          )
        : spread(9, 120, rng, CX, CY, 0.15);
      if (bar)
        for (const [x, y] of pts)
          cv.raw(
            `<rect x="${n(x - 42)}" y="${n(y - 46)}" width="84" height="92" rx="10" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2" transform="rotate(${n(between(rng, -6, 6))} ${n(x)} ${n(y)})"/>`,
          );
      else {
        // balls and patties: a dark rim, the body, and a soft highlight, drawn as round dots
        cv.dots(shade(c, -0.28), 74, pts);
        cv.dots(
          c,
          68,
          pts.map(([x, y]) => [x - 1, y - 1]),
        );
        cv.dots(
          shade(c, 0.18),
          34,
          pts.map(([x, y]) => [x - 9, y - 11]),
          ' opacity=".6"',
        );
        // pleats on a dumpling
        if (c === '#efe3c8')
          cv.stroke(
            '#cdbd9c',
            2.5,
            pts
              .map(
                ([x, y]) =>
                  `M${n(x - 18)} ${n(y - 6)}q18 -12 36 0M${n(x - 10)} ${n(y - 12)}l3 8M${n(x + 4)} ${n(y - 14)}l0 8`,
              )
              .join(''),
          );
      }
      if (coat)
        cv.dots(
          coat.look.color,
          coat.look.shape === 'seed' ? 4 : 5,
          pts.flatMap(([x, y]) => spread(5, 24, rng, x, y)),
        );
    }
    const dip = parts.find(
      (p) =>
        p.look.role === 'sauce' ||
        (p.look.shape === 'mash' && p.grams >= 30) ||
        (p.look.shape === 'drizzle' && p.grams >= 30),
    );
    if (dip) drawRamekin(ctx, CX + 148, CY + 112, 52, dip.look.color);
    const herb = parts.find((p) => p.look.shape === 'herb');
    if (herb) drawPieces(ctx, herb.look, CX, CY, 140, 18);
  });
}
