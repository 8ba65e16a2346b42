// Bakes served on a board: muffins, scones and rolls in their cases, or a loaf with a few slices cut from it.
import { CX, CY } from '../canvas.ts';
import { mix, shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import { blob, circle, spread } from '../geometry.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { drawBoard } from '../vessels.ts';

export function drawBread(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  drawBoard(ctx, CX, CY, 590, 390);
  setTable(ctx, 'none');
  const fruit = parts.find((p) => p.look.role === 'fruit');
  const nutty = parts.find((p) => p.look.shape === 'nut' || p.look.shape === 'seed');
  const dark = parts.some((p) =>
    /whole-wheat|whole wheat|whole-grain|rye|cocoa|chocolate|molasses|banana|pumpkin|carrot/.test(p.text),
  );
  // egg muffins are set egg, not dough
  const eggy = /\begg (muffins?|cups?|bites)\b/.test(name);
  const crust = eggy ? '#ecc25a' : dark ? '#a4652f' : '#cf8e45';
  const crumb = dark ? '#d6a66d' : '#f1dcae';
  const veg = eggy ? parts.find((p) => p.look.role === 'veg' || p.look.role === 'main') : undefined;
  ctx.defs.push(
    `<radialGradient id="m" cx=".42" cy=".38" r=".62"><stop offset="0" stop-color="${shade(crust, 0.28)}"/><stop offset=".7" stop-color="${crust}"/><stop offset="1" stop-color="${shade(crust, -0.18)}"/></radialGradient>`,
  );
  foodLayer(ctx, () => {
    if (/muffin|scone|bun|roll|biscuit|cupcake/.test(name)) {
      const pts: [number, number][] = [
        [CX - 160, CY - 82],
        [CX, CY - 90],
        [CX + 160, CY - 78],
        [CX - 160, CY + 82],
        [CX, CY + 88],
        [CX + 160, CY + 82],
      ];
      const liner = mix(ctx.table.cloth, '#ffffff', 0.45);
      let cups = '';
      let tops = '';
      for (const [x, y] of pts) {
        cups += circle(x, y, 70);
        tops += blob(x, y, 64, rng, 0.06, 9);
      }
      cv.fill(liner, cups, ` stroke="${shade(liner, -0.2)}" stroke-width="6" stroke-dasharray="3 6"`);
      cv.fill('url(#m)', tops);
      cv.dots(
        shade(crust, -0.2),
        4,
        pts.flatMap(([x, y]) => spread(7, 45, rng, x, y, 0.6)),
        ' opacity=".5"',
      );
      if (fruit)
        cv.dots(
          fruit.look.color,
          13,
          pts.flatMap(([x, y]) => spread(4, 40, rng, x, y, 0.5)),
        );
      if (veg)
        cv.dots(
          veg.look.color,
          12,
          pts.flatMap(([x, y]) => spread(5, 40, rng, x, y, 0.5)),
        );
      if (nutty)
        cv.dots(
          nutty.look.color,
          7,
          pts.flatMap(([x, y]) => spread(4, 42, rng, x, y, 0.5)),
        );
      return;
    }
    // a loaf with a few slices cut from it
    const lx = CX - 80;
    cv.raw(
      `<rect x="${lx - 160}" y="${CY - 95}" width="290" height="190" rx="48" fill="url(#m)" stroke="${shade(crust, -0.25)}" stroke-width="2.5"/>`,
    );
    cv.stroke(crumb, 14, `M${lx - 120} ${CY + 4}Q${lx - 60} ${CY - 12} ${lx} ${CY + 2}T${lx + 90} ${CY - 2}`);
    cv.stroke(
      shade(crust, -0.2),
      3,
      `M${lx - 120} ${CY - 5}Q${lx - 60} ${CY - 21} ${lx} ${CY - 7}T${lx + 90} ${CY - 11}`,
      ' opacity=".7"',
    );
    if (nutty) cv.dots(nutty.look.color, 9, spread(7, 80, rng, lx - 15, CY, 0.5, 0.8));
    for (let i = 0; i < 3; i++) {
      const x = CX + 150 + i * 34;
      const y = CY - 20 + i * 22;
      cv.raw(
        `<rect x="${x - 48}" y="${y - 88}" width="96" height="176" rx="30" fill="${crust}" stroke="${shade(crust, -0.25)}" stroke-width="2" transform="rotate(${12 + i * 5} ${x} ${y})"/><rect x="${x - 39}" y="${y - 79}" width="78" height="158" rx="24" fill="${crumb}" transform="rotate(${12 + i * 5} ${x} ${y})"/>`,
      );
    }
    cv.dots(shade(crumb, -0.12), 4, spread(18, 70, rng, CX + 195, CY + 10, 0.6, 1.3), ' opacity=".8"');
    if (fruit)
      cv.dots(
        fruit.look.color === '#f4e3a1' ? '#c99b5a' : fruit.look.color,
        7,
        spread(8, 60, rng, CX + 200, CY + 30, 0.6, 1.2),
        ' opacity=".8"',
      );
    if (nutty) cv.dots(nutty.look.color, 8, spread(7, 60, rng, CX + 200, CY + 30, 0.6, 1.2));
  });
}
