// Dishes served in a bowl: sides, salads, soups, curries, porridge, grain bowls.
import { CX, CY, n, TAU } from '../canvas.ts';
import { clustersOf, drawCluster, drawToppings } from '../clusters.ts';
import { blend, mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import type { Look, Shape } from '../food-looks.ts';
import { blob, circle, spread, wave } from '../geometry.ts';
import type { Part } from '../ingredient-parts.ts';
import { liquidColor, surface } from '../liquids.ts';
import { looseLook, mixedPieces } from '../mixed-pieces.ts';
import { drawBreadSlice, drawFlatbread } from './accompaniments.ts';
import { drawPieces } from '../pieces.ts';
import { drawNoodles } from '../pieces/staples.ts';
import { between } from '../random.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { drawBowl, innerShade } from '../vessels.ts';

/** A side dish (greens, roasted or glazed vegetables) heaped in a bowl, in a little of its sauce. */
export function drawSide(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const r = drawBowl(ctx, CX, CY, 205);
  setTable(ctx, 'bowl');
  // braised and glazed sides sit in a little of their sauce
  const glaze = parts.find((p) => p.look.role === 'tint' || p.look.role === 'sauce');
  if (glaze) surface(ctx, CX, CY, r * 0.92, mix(liquidColor(ctx, 0.2, glaze.look.color), glaze.look.color, 0.4));
  const bed = parts.find((p) => p.look.role !== 'none' && p.look.role !== 'liquid' && p.look.role !== 'tint');
  foodLayer(ctx, () => {
    // a side of greens (kale chips, wilted spinach) is a heap of leaves
    if (bed?.look.shape === 'leaf') {
      cv.fill(shade(bed.look.color, -0.35), blob(CX, CY, r * 0.9, rng, 0.08, 9));
      drawPieces(ctx, bed.look, CX, CY, r * 0.9, 22, 1.1);
    }
    mixedPieces(ctx, CX, CY, r, {
      coverage: 1.1,
      scale: 1.15,
      skip: new Set(bed?.look.shape === 'leaf' ? [bed.look] : []),
    });
    drawToppings(ctx, CX, CY, r * 0.85);
  });
  innerShade(ctx, CX, CY, r);
}

/** A salad in a wide bowl: a bed of leaves, grain or slaw with the rest tossed over it. */
export function drawSalad(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const r = drawBowl(ctx, CX, CY, 212);
  setTable(ctx, 'plate');
  const greens = parts.find((p) => p.look.shape === 'leaf');
  const grain =
    parts.find((p) => p.look.shape === 'grain' || p.look.shape === 'noodle') ??
    parts.find((p) => p.look.shape === 'mash' && p.grams >= 100);
  foodLayer(ctx, () => {
    if (greens) {
      cv.fill(shade(greens.look.color, -0.35), blob(CX, CY, r, rng, 0.04, 10));
      drawPieces(ctx, greens.look, CX, CY, r, 24, 1.2);
    } else if (grain) drawPieces(ctx, grain.look, CX, CY, r, 1);
    else {
      // a slaw: a bed of its shredded vegetable under the rest
      const shred = parts.find((p) => p.look.shape === 'shred' && p.look.role === 'veg');
      if (shred) {
        cv.fill(shade(shred.look.color, -0.12), blob(CX, CY, r * 0.95, rng, 0.06, 9));
        drawPieces(ctx, shred.look, CX, CY, r * 0.95, 30, 1.2);
      } else {
        // no bed of leaves or grain: the dressing and juices tint the bowl under the pieces
        const juices = blend(
          parts
            .filter((p) => ['veg', 'main', 'fruit'].includes(p.look.role))
            .slice(0, 4)
            .map((p) => ({ color: p.look.color, weight: p.weight })),
          '#d9c39a',
        );
        cv.fill(mix(juices, ctx.table.ceramic, 0.45), blob(CX, CY, r * 0.96, rng, 0.05, 10));
      }
    }
    mixedPieces(ctx, CX, CY, r * 0.94, {
      skip: new Set([greens?.look, grain?.look].filter((l): l is Look => !!l)),
      coverage: greens || grain ? 0.7 : 1.5,
      scale: 1.1,
    });
    drawToppings(ctx, CX, CY, r * 0.85, new Set(), 1.1);
  });
  innerShade(ctx, CX, CY, r);
}

export function drawSoup(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  const r = drawBowl(ctx, CX, CY, 212);
  setTable(ctx, 'bowl');
  const smooth =
    /cream|creamy|puree|purée|bisque|velvet|blended|gazpacho|pumpkin soup|squash soup|carrot soup|pea soup|\bdal\b|vichyssoise/.test(
      name,
    );
  const broth = liquidColor(ctx, smooth ? 1.2 : 0.3, '#e2b46a');
  surface(ctx, CX, CY, r, broth);
  // shiny drops of oil on the surface
  cv.stroke(
    shade(broth, 0.35),
    1.8,
    spread(8, r * 0.8, rng, CX, CY)
      .map(([x, y]) => circle(x, y, between(rng, 3, 8)))
      .join(''),
    ' opacity=".7"',
  );
  const noodles = parts.find((p) => p.look.shape === 'noodle');
  foodLayer(ctx, () => {
    if (smooth) {
      const dairy = parts.some((p) => /cream|yogurt|yoghurt|coconut|milk/.test(p.text));
      cv.stroke(
        dairy ? '#fbf7ef' : shade(broth, 0.3),
        6,
        `M${n(CX - r * 0.45)} ${n(CY)}A${n(r * 0.45)} ${n(r * 0.4)} 0 1 1 ${n(CX + r * 0.1)} ${n(CY + r * 0.35)}A${n(r * 0.25)} ${n(r * 0.22)} 0 1 1 ${n(CX - r * 0.05)} ${n(CY - r * 0.1)}`,
        ' opacity=".85"',
      );
      drawToppings(ctx, CX, CY, r * 0.6);
      return;
    }
    const grainy = parts.find((p) => p.look.shape === 'grain');
    if (grainy) cv.dots(shade(grainy.look.color, -0.05), 8, spread(36, r * 0.88, rng, CX, CY, 0.7), ' opacity=".7"');
    if (noodles) drawNoodles(ctx, noodles.look.color, CX + 10, CY + 5, r * 0.6);
    // a soup thick with lentils or tomato shows fewer whole pieces than a clear broth full of vegetables
    const solid = (p: Part) =>
      p.look.role !== 'liquid' &&
      p.look.role !== 'none' &&
      p.look.role !== 'tint' &&
      p.look.role !== 'herb' &&
      p.look.role !== 'top';
    const visible = parts
      .filter((p) => solid(p) && looseLook(p.look) && ['main', 'veg', 'fruit', 'base'].includes(p.look.role))
      .reduce((s, p) => s + p.weight, 0);
    const all = parts.filter(solid).reduce((s, p) => s + p.weight, 0) || 1;
    const share = Math.max(0.35, Math.min(1, (visible / all) * 1.4));
    mixedPieces(ctx, CX, CY, r * 0.95, {
      roles: ['main', 'veg', 'fruit', 'base'],
      coverage: (noodles ? 0.45 : 0.65) * share,
      scale: 1.1,
    });
    drawToppings(ctx, CX, CY, r * 0.8);
  });
  innerShade(ctx, CX, CY, r, 0.35);
  const bread = parts.find((p) => p.look.role === 'bread');
  const cheese = parts.find((p) => /^cheese/.test(p.text));
  if (bread && cheese) {
    // a toast floated on the soup under melted cheese, as for onion soup
    foodLayer(ctx, () => {
      cv.fill('#d9a24f', blob(CX - 10, CY + 5, 92, rng, 0.1, 8), ' stroke="#b5823a" stroke-width="3"');
      cv.fill('#f2d58a', blob(CX - 14, CY, 78, rng, 0.22, 9));
      cv.dots('#c2823a', 11, spread(12, 62, rng, CX - 14, CY, 0.7), ' opacity=".7"');
    });
  } else if (bread) drawBreadSlice(ctx, CX + 262, CY + 125, 50, -0.7, '#d29a52');
}

export function drawCurry(ctx: Ctx): void {
  const { parts } = ctx;
  // rice, or a soft starch such as polenta or mash, served beside the stew (a spoon of yogurt is not a side)
  const grain = parts.find(
    (p) =>
      (p.look.shape === 'grain' ||
        (p.look.shape === 'mash' && p.grams >= 80 && !/yogh?urt|cream|cheese|milk/.test(p.text))) &&
      p.look.role === 'base',
  );
  const r = drawBowl(ctx, CX, CY, 212);
  setTable(ctx, 'bowl');
  surface(ctx, CX, CY, r, liquidColor(ctx, 0.25, '#c0762f'));
  foodLayer(ctx, () => {
    const lentils = parts.find((p) => p.look.shape === 'grain' && p.look.role === 'main');
    if (lentils)
      ctx.cv.dots(shade(lentils.look.color, -0.08), 9, spread(40, r * 0.85, ctx.rng, CX, CY, 0.6), ' opacity=".75"');
    if (grain) {
      mixedPieces(ctx, CX + r * 0.28, CY, r * 0.68, { roles: ['main', 'veg', 'base'], coverage: 0.9, scale: 1.1 });
      drawPieces(ctx, grain.look, CX - r * 0.42, CY + r * 0.04, r * 0.55, 1);
      drawToppings(ctx, CX + r * 0.25, CY, r * 0.6);
    } else {
      mixedPieces(ctx, CX, CY, r * 0.92, { roles: ['main', 'veg', 'base'], coverage: 0.85, scale: 1.1 });
      drawToppings(ctx, CX, CY, r * 0.75);
    }
    // a swirl of yogurt or cream stirred in at the end
    if (parts.some((p) => /^yogh?urt|^cream\b|^cream,/.test(p.text))) {
      const x = grain ? CX + r * 0.3 : CX;
      const k = grain ? 0.7 : 1;
      ctx.cv.stroke(
        '#fbf7ee',
        7,
        `M${n(x - r * 0.35 * k)} ${n(CY - r * 0.1 * k)}A${n(r * 0.3 * k)} ${n(r * 0.26 * k)} 0 1 1 ${n(x + r * 0.05 * k)} ${n(CY + r * 0.25 * k)}A${n(r * 0.16 * k)} ${n(r * 0.14 * k)} 0 1 1 ${n(x - r * 0.1 * k)} ${n(CY)}`,
        ' opacity=".9"',
      );
    }
  });
  innerShade(ctx, CX, CY, r, 0.3);
  if (parts.some((p) => p.look.role === 'bread')) drawFlatbread(ctx, CX + 262, CY + 115);
}

export function drawPorridge(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const r = drawBowl(ctx, CX, CY, 205);
  setTable(ctx, 'bowl');
  const baseParts = parts.filter(
    (p) =>
      p.look.shape === 'mash' ||
      (p.look.role === 'liquid' && p.weight > 0) ||
      p.look.role === 'tint' ||
      (p.look.shape === 'seed' && p.grams >= 20),
  );
  const fruits = parts.filter((p) => p.look.role === 'fruit');
  const isSmoothieBowl = /smoothie|acai|açaí/.test(ctx.name);
  const blended = isSmoothieBowl ? fruits.slice(0, 2) : [];
  const base = blend(
    [...baseParts, ...blended].map((p) => ({
      color: p.look.shape === 'seed' ? '#8a877f' : p.look.color,
      weight: p.look.role === 'liquid' ? p.weight * 0.3 : p.weight,
    })),
    '#e4cfa6',
  );
  ctx.defs.push(
    `<radialGradient id="q" cx=".4" cy=".38" r=".7"><stop offset="0" stop-color="${shade(base, 0.1)}"/><stop offset="1" stop-color="${shade(base, -0.08)}"/></radialGradient>`,
  );
  cv.fill('url(#q)', circle(CX, CY, r));
  if (parts.some((p) => /oat/.test(p.text)))
    cv.stroke(
      shade(base, -0.12),
      4,
      spread(26, r * 0.9, rng, CX, CY)
        .map(([x, y]) => `M${n(x)} ${n(y)}l${n(between(rng, -6, 6))} ${n(between(rng, -5, 5))}`)
        .join(''),
      ' opacity=".6"',
    );
  const toppings = clustersOf(
    parts.filter((p) => !blended.includes(p) && !baseParts.includes(p)),
    ['fruit', 'top', 'veg', 'main'],
    4,
  ).filter((c) => c.looks[0].look.shape !== 'drizzle');
  foodLayer(ctx, () => {
    const start = -Math.PI / 2 - 0.9 + rng() * 0.3;
    toppings.forEach((c, i) => {
      const a = start + i * 1.05;
      drawCluster(ctx, c, CX + Math.cos(a) * r * 0.5, CY + Math.sin(a) * r * 0.5, r * 0.42, 1.5, 1.1);
    });
    const drizzle = parts.find((p) => p.look.shape === 'drizzle');
    if (drizzle) cv.stroke(drizzle.look.color, 5, wave(CX + 10, CY + r * 0.25, r * 0.5, rng, 4), ' opacity=".85"');
    const tint = parts.find((p) => p.look.role === 'tint');
    if (tint) cv.dots(tint.look.color, 3, spread(14, r * 0.4, rng, CX + r * 0.1, CY + r * 0.3), ' opacity=".7"');
  });
  innerShade(ctx, CX, CY, r);
}

export function drawGrainBowl(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const r = drawBowl(ctx, CX, CY, 212);
  setTable(ctx, 'bowl');
  const base =
    parts.find((p) => p.look.shape === 'grain' || p.look.shape === 'noodle') ??
    parts.find((p) => p.look.shape === 'leaf');
  const sauce = parts.find((p) => p.look.role === 'sauce' || p.look.role === 'tint');
  const tossed =
    /fried rice|stir-fry|stir fry|biryani|paella|pilaf|pilau|risotto|jambalaya|teriyaki|lo mein|chow mein|nasi|pulao|kedgeree|upma|khichdi|jollof|mujadara|spanakorizo|gallo pinto|hoppin|rice and peas|lemon rice|saltado/.test(
      ctx.name,
    );
  let baseLook = base?.look;
  if (baseLook && sauce && tossed) baseLook = { ...baseLook, color: mix(baseLook.color, sauce.look.color, 0.3) };
  if (baseLook)
    drawPieces(
      ctx,
      baseLook,
      CX,
      CY,
      r * 1.02,
      baseLook.shape === 'leaf' ? 24 : 1,
      baseLook.shape === 'leaf' ? 1.2 : 1,
    );
  else cv.fill(shade(ctx.table.ceramic, -0.1), circle(CX, CY, r));
  foodLayer(ctx, () => {
    if (tossed) {
      mixedPieces(ctx, CX, CY, r * 0.9, {
        roles: ['main', 'veg', 'fruit'],
        skip: new Set(base ? [base.look] : []),
        coverage: 0.9,
        scale: 1.15,
      });
    } else {
      // a composed bowl: each topping in its own wedge around the bowl, an egg in the middle
      const cubed = parts
        .filter((p) => p !== base)
        .map((p) => (p.look.shape === 'fillet' ? { ...p, look: { ...p.look, shape: 'cube' as Shape, size: 13 } } : p));
      const toppings = clustersOf(
        cubed.filter((p) => p.look.shape !== 'egg'),
        ['main', 'veg', 'fruit', 'base'],
        5,
      );
      const k = toppings.length;
      const start = rng() * TAU;
      toppings.forEach((c, i) => {
        const a = start + (i * TAU) / Math.max(k, 3);
        drawCluster(
          ctx,
          c,
          CX + Math.cos(a) * r * 0.52,
          CY + Math.sin(a) * r * 0.52,
          r * (k > 4 ? 0.4 : 0.45),
          1.4,
          1.1,
        );
      });
      const egg = parts.find((p) => p.look.shape === 'egg');
      if (egg) drawPieces(ctx, egg.look, CX, CY, r * 0.3, 1, 1.1);
    }
    drawToppings(ctx, CX, CY, r * 0.85);
  });
  innerShade(ctx, CX, CY, r);
}
