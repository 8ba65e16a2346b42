// Bites served on a plate: skewers, eggs, poppers, canapés, bars, balls, patties and dumplings, with a dip beside.
import { CX, CY, n, TAU } from '../canvas.ts';
import { clustersOf } from '../clusters.ts';
import { blend, mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import type { Role, Shape } from '../food-looks.ts';
import { ellipse, leaf, spread } from '../geometry.ts';
import { drawRamekin } from './accompaniments.ts';
import { drawPieces } from '../pieces.ts';
import { chunk } from '../pieces/produce.ts';
import { between } from '../random.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { drawPlate } from '../vessels.ts';

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
