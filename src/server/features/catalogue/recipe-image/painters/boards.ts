// Dishes served on a board: snack boards, tacos, toast, lettuce cups, dips (the bakes are in bread.ts).
import { CX, CY, d1, n } from '../canvas.ts';
import { clustersOf, drawCluster, drawToppings } from '../clusters.ts';
import { blend, mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import { type Area, blob, circle, ellipse, leaf, spread } from '../geometry.ts';
import { surface } from '../liquids.ts';
import { mixedPieces } from '../mixed-pieces.ts';
import { drawCrackers, drawRamekin, drawRibbons } from './accompaniments.ts';
import { drawPieces } from '../pieces.ts';
import { between } from '../random.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { castShadow, drawBoard, innerShade } from '../vessels.ts';

export function drawSnackBoard(ctx: Ctx): void {
  const { parts } = ctx;
  drawBoard(ctx, CX, CY, 540, 370);
  setTable(ctx, 'none');
  const spooned = parts.find(
    (p) =>
      (p.look.shape === 'drizzle' && p.look.role !== 'sweet') || p.look.shape === 'mash' || p.look.role === 'sauce',
  );
  const fries = /\b(fries|wedges|sticks)\b/.test(ctx.name)
    ? parts.find((p) => p !== spooned && ['base', 'veg', 'main'].includes(p.look.role))
    : undefined;
  const clusters = clustersOf(
    parts.filter((p) => p !== spooned && p !== fries),
    ['base', 'main', 'veg', 'aromatic', 'fruit', 'bread', 'top'],
    spooned ? (fries ? 1 : 3) : fries ? 2 : 4,
  );
  const spots: [number, number][] = [
    [CX - 125, CY - 65],
    [CX + 120, CY - 60],
    [CX - 110, CY + 80],
    [CX + 125, CY + 80],
  ];
  foodLayer(ctx, () => {
    if (spooned) drawRamekin(ctx, CX + 125, CY + 78, 70, spooned.look.color);
    if (fries) {
      // oven fries in a loose pile, golden at the edges
      const color = mix(fries.look.color, '#e0a447', 0.35);
      drawPieces(ctx, { ...fries.look, shape: 'stick', color, size: 9 }, CX - 70, CY - 10, 150, 16);
    }
    const single = clusters.length === 1 && !fries;
    clusters.forEach((c, i) => {
      const [x, y] = single ? [CX - 60, CY] : spots[i];
      const look = c.looks[0].look;
      if (look.shape === 'bread')
        drawCrackers(ctx, x, y, look.color, /tortilla|chip/.test(parts.find((p) => p.look === look)?.text ?? ''));
      else drawCluster(ctx, c, x, y, single ? 150 : 100, 1.4, 1.15, false);
    });
    const tint = parts.find((p) => p.look.role === 'tint');
    if (spooned && tint) ctx.cv.dots(tint.look.color, 3, spread(10, 30, ctx.rng, CX + 125, CY + 78), ' opacity=".8"');
  });
}

export function drawTacos(ctx: Ctx): void {
  const { cv, rng } = ctx;
  drawBoard(ctx, CX, CY, 570, 410);
  setTable(ctx, 'none');
  const shell = ctx.parts.some((p) => /corn/.test(p.text) && p.look.role === 'bread') ? '#e6b95c' : '#ecd3a0';
  const tilt = between(rng, -22, -12);
  const filling = blend(
    ctx.parts
      .filter(
        (p) => ['main', 'veg', 'base'].includes(p.look.role) && p.look.shape !== 'none' && p.look.role !== 'bread',
      )
      .slice(0, 3)
      .map((p) => ({ color: p.look.shape === 'leaf' ? '#6a9a3a' : p.look.color, weight: p.weight })),
    '#8a5a3a',
  );
  const areas: Area[] = [0, 1, 2].map((t) => ({
    x: CX - 150 + t * 150,
    y: CY + (t === 1 ? -8 : 8),
    r: 42,
    sy: 3.1,
    rot: (tilt * Math.PI) / 180,
  }));
  foodLayer(ctx, () => {
    for (const { x, y } of areas) {
      cv.raw(`<g transform="rotate(${d1(tilt)} ${x} ${y})">`);
      cv.fill(shell, ellipse(x, y, 66, 165), ` stroke="${shade(shell, -0.22)}" stroke-width="2.5"`);
      cv.dots(shade(shell, -0.28), 6, spread(10, 60, rng, x, y, 0.6, 2.6), ' opacity=".35"');
      cv.fill(shade(filling, -0.05), ellipse(x, y, 46, 145));
      cv.raw('</g>');
    }
    mixedPieces(ctx, CX, CY, 42, {
      roles: ['main', 'veg', 'aromatic', 'fruit', 'base'],
      coverage: 1.15,
      scale: 1,
      limit: 4,
      areas,
    });
    drawToppings(ctx, CX, CY, 42, new Set(), 0.9, 1, areas);
  });
}

export function drawToast(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  const round = /pizza|flatbread/.test(ctx.name);
  drawBoard(ctx, CX, CY, 560, 390);
  setTable(ctx, 'none');
  const spreadPart = parts.find(
    (p) =>
      p.look.shape === 'mash' ||
      (p.look.shape === 'crescent' && /avocado/.test(p.text)) ||
      p.look.role === 'sauce' ||
      (p.look.shape === 'drizzle' && p.grams >= 25),
  );
  const spreadColor = spreadPart ? (spreadPart.look.shape === 'crescent' ? '#a9c458' : spreadPart.look.color) : null;
  const dark = parts.some(
    (p) => p.look.role === 'bread' && /rye|whole-wheat|whole wheat|pumpernickel|multi-grain|multigrain/.test(p.text),
  );
  const crust = dark ? '#8d5a30' : '#c9853f';
  const crumb = spreadColor ?? (dark ? '#b98a5a' : '#ebc27e');
  const ribbons = parts.find((p) => p.look.shape === 'fillet');
  const skip = new Set(parts.filter((p) => p === spreadPart || p.look.shape === 'fillet').map((p) => p.look));
  foodLayer(ctx, () => {
    const slices: [number, number, number][] = round
      ? [[CX, CY, 0]]
      : [
          [CX - 115, CY, -8],
          [CX + 115, CY + 5, 9],
        ];
    for (const [x, y, rot] of slices) {
      if (round) {
        cv.fill('#d99a4e', circle(x, y, 172), ` stroke="${shade('#d99a4e', -0.2)}" stroke-width="2"`);
        cv.fill(crumb === '#ebc27e' ? '#f3dba0' : crumb, blob(x, y, 150, rng, 0.05, 10));
      } else {
        cv.raw(
          `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x - 95} ${y + 110}V${y - 40}C${x - 118} ${y - 60} ${x - 104} ${y - 120} ${x - 60} ${y - 120}C${x - 30} ${y - 140} ${x + 30} ${y - 140} ${x + 60} ${y - 120}C${x + 104} ${y - 120} ${x + 118} ${y - 60} ${x + 95} ${y - 40}V${y + 110}Z" fill="${crust}" stroke="${shade(crust, -0.2)}" stroke-width="2"/><path d="M${x - 80} ${y + 96}V${y - 40}C${x - 98} ${y - 56} ${x - 88} ${y - 104} ${x - 54} ${y - 104}C${x - 28} ${y - 122} ${x + 28} ${y - 122} ${x + 54} ${y - 104}C${x + 88} ${y - 104} ${x + 98} ${y - 56} ${x + 80} ${y - 40}V${y + 96}Z" fill="${crumb}"/></g>`,
        );
      }
      if (ribbons) drawRibbons(ctx, ribbons.look, x, y, round ? 135 : 72);
    }
    const r = round ? 135 : 72;
    const areas = slices.map(([x, y]) => ({ x, y: y + (round ? 0 : 4), r, sy: round ? 1 : 1.2 }));
    mixedPieces(ctx, CX, CY, r, {
      roles: ['main', 'veg', 'aromatic', 'fruit', 'base', 'top'],
      skip,
      coverage: ribbons ? 0.55 : round ? 0.9 : 0.85,
      scale: round ? 1 : 0.9,
      limit: 3,
      areas,
    });
    drawToppings(ctx, CX, CY, round ? 140 : 180, skip);
  });
}

export function drawCups(ctx: Ctx): void {
  const { cv, parts } = ctx;
  setTable(ctx, 'none');
  drawBoard(ctx, CX, CY, 580, 400);
  const lettuce = parts.find((p) => p.look.shape === 'leaf');
  const green = lettuce ? mix(lettuce.look.color, '#8fc456', 0.5) : '#8cc152';
  const skip = new Set(lettuce ? [lettuce.look] : []);
  const cups: [number, number, number][] = [
    [CX - 120, CY - 60, -0.5],
    [CX + 125, CY - 50, 0.4],
    [CX, CY + 85, 0.05],
  ];
  foodLayer(ctx, () => {
    for (const [x, y, a] of cups) {
      cv.fill(green, leaf(x, y, 230, 150, a + Math.PI / 2), ` stroke="${shade(green, -0.25)}" stroke-width="3"`);
      cv.fill(shade(green, 0.35), leaf(x, y, 180, 100, a + Math.PI / 2));
    }
    const areas = cups.map(([x, y]) => ({ x, y, r: 58 }));
    mixedPieces(ctx, CX, CY, 58, { skip, coverage: 1.5, scale: 0.9, limit: 4, areas });
    drawToppings(ctx, CX, CY, 55, skip, 0.8, 1, areas);
    const rice = parts.find((p) => p.look.shape === 'grain');
    if (rice) drawRamekin(ctx, CX + 200, CY + 110, 62, rice.look.color);
  });
}

/** Raw vegetables and fruit that are cut into sticks and slices to dip. */
const crudites =
  /carrot|cucumber|celery|peppers, sweet|radish|broccoli|cauliflower|snap|snow peas|jicama|zucchini|squash, summer|apple|pear|endive/;

export function drawDip(ctx: Ctx): void {
  const { cv, rng, parts } = ctx;
  drawBoard(ctx, CX, CY, 590, 400);
  setTable(ctx, 'none');
  const bx = CX - 65;
  const R = 160;
  const dippers = parts.filter((p) => p.look.role === 'bread' || (crudites.test(p.text) && p.look.role !== 'none'));
  const main = parts.find((p) => p.look.shape === 'mash');
  const color = main
    ? main.look.color
    : blend(
        parts
          .filter(
            (p) => !dippers.includes(p) && p.look.role !== 'none' && p.look.role !== 'herb' && p.look.shape !== 'wedge',
          )
          .map((p) => ({ color: p.look.shape === 'crescent' ? '#b5cc5e' : p.look.color, weight: p.weight })),
        '#c9a46a',
      );
  castShadow(ctx, circle(bx + 10, CY + 14, R), 0.35);
  cv.fill(ctx.table.ceramic, circle(bx, CY, R), ` stroke="${shade(ctx.table.ceramic, -0.15)}" stroke-width="2"`);
  if (ctx.table.rim) cv.stroke(ctx.table.rim, 3, circle(bx, CY, R * 0.94), ' opacity=".85"');
  const r = R * 0.82;
  surface(ctx, bx, CY, r, color);
  cv.stroke(
    shade(color, -0.15),
    6,
    `M${n(bx - r * 0.6)} ${CY}A${n(r * 0.6)} ${n(r * 0.55)} 0 1 1 ${n(bx + r * 0.1)} ${n(CY + r * 0.5)}M${n(bx - r * 0.3)} ${CY}A${n(r * 0.3)} ${n(r * 0.28)} 0 1 1 ${n(bx)} ${n(CY + r * 0.25)}`,
    ' opacity=".45"',
  );
  if (parts.some((p) => /^oil/.test(p.text)))
    cv.fill('#d9b43a', blob(bx + 5, CY - 5, r * 0.24, rng, 0.3, 6), ' opacity=".5"');
  innerShade(ctx, bx, CY, r, 0.22);
  foodLayer(ctx, () => {
    const tint = parts.find((p) => p.look.role === 'tint');
    if (tint) cv.dots(tint.look.color, 4, spread(18, r * 0.35, rng, bx, CY - 6), ' opacity=".85"');
    if (!main)
      mixedPieces(ctx, bx, CY, r * 0.8, {
        roles: ['veg', 'aromatic', 'fruit'],
        skip: new Set(dippers.map((p) => p.look)),
        coverage: 0.3,
        scale: 0.7,
        limit: 3,
      });
    drawToppings(ctx, bx, CY, r * 0.6);
    const sides = dippers.slice(0, 2);
    sides.forEach((p, i) => {
      const y = sides.length === 1 ? CY : CY + (i ? 100 : -100);
      const look = p.look;
      if (look.shape === 'bread') drawCrackers(ctx, CX + 180, y, look.color, /tortilla|chip/.test(p.text));
      else if (look.shape === 'crescent' || look.shape === 'floret') drawPieces(ctx, look, CX + 180, y, 80, 6, 1.1);
      else drawPieces(ctx, { ...look, shape: 'stick', size: 8 }, CX + 180, y, 80, sides.length === 1 ? 10 : 7);
    });
  });
}
