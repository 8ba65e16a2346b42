// Drinks: cold ones in a glass, hot ones in a mug.
import { CX, CY, n, TAU } from '../canvas.ts';
import { blend, mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import { circle, spread, square, wave } from '../geometry.ts';
import { surface } from '../liquids.ts';
import { countFor, drawPieces } from '../pieces.ts';
import { drawWedge } from '../pieces/produce.ts';
import { between } from '../random.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { castShadow } from '../vessels.ts';

function drinkColor(ctx: Ctx): string {
  const colors = ctx.parts
    .filter(
      (p) => p.look.role !== 'none' && p.look.shape !== 'herb' && !(p.look.role === 'top' && p.look.shape !== 'seed'),
    )
    .map((p) => {
      let color = p.look.role === 'base' && p.look.shape === 'leaf' ? '#6aa23f' : p.look.color;
      if (p.look.shape === 'slice' && p.look.role === 'fruit')
        color = mix(p.look.color, p.look.inner ?? p.look.color, 0.5);
      // a handful of spinach turns a whole glass green; milk and ice only pale it
      const weight =
        p.look.role === 'tint'
          ? p.weight * 0.5
          : p.look.role === 'sweet'
            ? p.weight * 0.15
            : p.look.shape === 'leaf'
              ? p.weight * 3
              : p.look.role === 'liquid'
                ? p.weight * 0.6
                : p.weight;
      return { color, weight };
    });
  return blend(colors, '#e9c8a0');
}

export function drawDrink(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  ctx.vessel ??= 'glass';
  const color = drinkColor(ctx);
  const R = 150;
  const left = rng() < 0.5;
  const gx = CX + (left ? -25 : 25);
  const thick = parts.some((p) => p.look.role === 'fruit' || p.look.shape === 'mash' || p.look.shape === 'leaf');
  // a coaster, then the glass seen from above
  castShadow(ctx, circle(gx + 12, CY + 18, R + 16), 0.3);
  cv.fill(mix(ctx.table.cloth, '#ffffff', 0.25), circle(gx, CY, R + 24));
  cv.stroke(shade(ctx.table.cloth, -0.12), 2.5, circle(gx, CY, R + 13), ' stroke-dasharray="2 7" opacity=".7"');
  cv.fill('#ffffff', circle(gx, CY, R), ' opacity=".5"');
  cv.stroke('#ffffff', 3, circle(gx, CY, R - 1.5), ' opacity=".9"');
  surface(ctx, gx, CY, R * 0.87, color);
  cv.stroke(shade(color, 0.4), 3, circle(gx, CY, R * 0.87), ' opacity=".6"');
  if (thick) {
    // a blended drink: a soft swirl and a few flecks of what went in
    cv.stroke(shade(color, 0.3), 12, wave(gx, CY, R * 0.55, rng, 3), ' opacity=".35"');
    cv.dots(shade(color, 0.28), 5, spread(18, R * 0.72, rng, gx, CY), ' opacity=".5"');
    cv.dots(shade(color, -0.12), 4, spread(12, R * 0.72, rng, gx, CY), ' opacity=".4"');
  } else {
    // ice cubes and bubbles in a clear drink
    let ice = '';
    for (const [x, y] of spread(4, R * 0.45, rng, gx, CY, 0.3)) ice += square(x, y, 52, rng() * TAU);
    cv.fill('#ffffff', ice, ' opacity=".35" stroke="#ffffff" stroke-width="3"');
    cv.stroke(
      '#ffffff',
      2,
      spread(8, R * 0.75, rng, gx, CY)
        .map(([x, y]) => circle(x, y, between(rng, 3, 6)))
        .join(''),
      ' opacity=".7"',
    );
  }
  const citrus = parts.find((p) => p.look.shape === 'wedge');
  const herb = parts.find((p) => p.look.shape === 'herb');
  const fruits = parts.filter((p) => p.look.role === 'fruit');
  const seed = parts.find((p) => p.look.shape === 'seed' || p.look.shape === 'nut');
  foodLayer(ctx, () => {
    if (seed) drawPieces(ctx, seed.look, gx, CY, R * 0.5, seed.look.shape === 'seed' ? 20 : 4);
    const spice = parts.find((p) => p.look.role === 'tint' && p.look.color !== '#6b3d1f');
    if (spice)
      cv.dots(shade(spice.look.color, -0.15), 4, spread(16, R * 0.4, rng, gx + 10, CY + 10, 0.6), ' opacity=".8"');
    if (citrus) {
      // a wheel of lemon or lime hooked on the rim
      const wx = gx + R * 0.7;
      const wy = CY - R * 0.7;
      cv.fill(citrus.look.inner ?? '#fbf1b8', circle(wx, wy, 44), ` stroke="${citrus.look.color}" stroke-width="7"`);
      let spokes = '';
      for (let i = 0; i < 8; i++)
        spokes += `M${n(wx)} ${n(wy)}l${n(Math.cos((i * TAU) / 8) * 36)} ${n(Math.sin((i * TAU) / 8) * 36)}`;
      cv.stroke(shade(citrus.look.color, 0.45), 2.5, spokes);
    }
    if (herb) drawPieces(ctx, { ...herb.look, shape: 'leaf', size: 20 }, gx - 30, CY - 25, 40, 4);
    // the main fruit as a garnish on the surface, by the rim
    const garnish = fruits[0]?.look;
    if (garnish && !citrus) {
      const k = garnish.shape === 'round' ? 3 : garnish.shape === 'crescent' || garnish.shape === 'segment' ? 1 : 2;
      drawPieces(ctx, garnish, gx + R * 0.45, CY - R * 0.42, 30, k, garnish.shape === 'round' ? 1.3 : 1.5);
    }
    // the fruit that went into it, loose on the table
    const lx = left ? gx + R + 120 : gx - R - 120;
    fruits.slice(0, 2).forEach((f, i) => {
      const look = f.look;
      drawPieces(
        ctx,
        look,
        lx + (i ? 18 : -6),
        CY + (i ? -105 : 95),
        62,
        Math.min(look.shape === 'round' ? 9 : 4, countFor(look, 62, 1.4)),
        1.25,
      );
    });
    if (!fruits.length && citrus) drawWedge(ctx, citrus.look, lx, CY + 90, 50, 0.6);
  });
  // a straw leaning out of the glass, above everything in it
  const a = -0.8 + rng() * 0.5;
  const sx = gx + Math.cos(a) * R * 0.22;
  const sy = CY + Math.sin(a) * R * 0.22;
  const ex = gx + Math.cos(a) * (R + 150);
  const ey = CY + Math.sin(a) * (R + 150);
  const straw =
    ctx.table.cloth === '#f4efe6' || ctx.table.cloth === '#f2ece1' ? '#7b8fa6' : shade(ctx.table.cloth, -0.05);
  cv.raw(
    `<g filter="url(#s)"><path d="M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}" stroke="${straw}" stroke-width="15"/><path d="M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}" stroke="#fff" stroke-width="4" stroke-dasharray="10 14" opacity=".6"/></g>`,
  );
  cv.dots(shade(straw, -0.35), 8, [[sx, sy]]);
  cv.stroke(
    '#ffffff',
    6,
    `M${n(gx - R * 0.93)} ${n(CY - R * 0.3)}A${n(R * 0.97)} ${n(R * 0.97)} 0 0 1 ${n(gx - R * 0.3)} ${n(CY - R * 0.93)}`,
    ' opacity=".75"',
  );
}

export function drawHotDrink(ctx: Ctx): void {
  const { cv, rng, name } = ctx;
  ctx.vessel ??= 'mug';
  let color = drinkColor(ctx);
  if (/matcha/.test(name)) color = mix(color, '#8fae4a', 0.6);
  const R = 140;
  const mug = ctx.table.ceramic;
  castShadow(ctx, circle(CX + 12, CY + 18, R + 55), 0.3);
  cv.fill(shade(mug, -0.03), circle(CX, CY, R + 55));
  cv.stroke(shade(mug, -0.12), 2, circle(CX, CY, R + 30));
  castShadow(ctx, circle(CX + 8, CY + 12, R), 0.3);
  cv.raw(
    `<rect x="${CX + R - 20}" y="${CY - 32}" width="${n(R * 0.62)}" height="64" rx="30" fill="${ctx.table.cloth}" stroke="${shade(ctx.table.cloth, -0.2)}" stroke-width="2"/><rect x="${CX + R + 4}" y="${CY - 14}" width="${n(R * 0.3)}" height="28" rx="14" fill="${shade(mug, -0.03)}"/>`,
  );
  cv.fill(ctx.table.cloth, circle(CX, CY, R), ` stroke="${shade(ctx.table.cloth, -0.2)}" stroke-width="2"`);
  ctx.defs.push(
    `<radialGradient id="q" cx=".42" cy=".4" r=".65"><stop offset="0" stop-color="${shade(color, 0.15)}"/><stop offset="1" stop-color="${shade(color, -0.15)}"/></radialGradient>`,
  );
  cv.fill('url(#q)', circle(CX, CY, R * 0.84));
  const milky = ctx.parts.some((p) => p.look.role === 'liquid' && p.look.color === '#f4efe4');
  if (milky) {
    // latte art: a soft heart in foam
    const f = shade(color, 0.55);
    cv.fill(
      f,
      `M${CX} ${CY + 62}C${CX - 90} ${CY + 5} ${CX - 60} ${CY - 70} ${CX} ${CY - 28}C${CX + 60} ${CY - 70} ${CX + 90} ${CY + 5} ${CX} ${CY + 62}Z`,
      ' opacity=".85"',
    );
    cv.stroke(shade(color, 0.25), 3, `M${CX} ${CY - 28}V${CY + 60}`, ' opacity=".7"');
  } else {
    cv.stroke(shade(color, 0.35), 2, circle(CX, CY, R * 0.84 - 3), ' opacity=".6"');
  }
  const tint = ctx.parts.find((p) => p.look.role === 'tint' && p.look.color !== '#6b3d1f');
  if (tint) cv.dots(shade(tint.look.color, -0.2), 3, spread(16, R * 0.45, rng, CX, CY + 8), ' opacity=".8"');
  setTable(ctx, 'none');
}
