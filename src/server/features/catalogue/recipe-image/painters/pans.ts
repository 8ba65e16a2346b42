// Dishes served in what they were cooked in: a baking dish, a skillet.
import { CX, CY, n } from '../canvas.ts';
import { drawToppings } from '../clusters.ts';
import { shade } from '../colour.ts';
import type { Ctx } from '../draw-context.ts';
import { blob, circle, spread } from '../geometry.ts';
import { liquidColor } from '../liquids.ts';
import { mixedPieces } from '../mixed-pieces.ts';
import { drawPieces } from '../pieces.ts';
import { between } from '../random.ts';
import { foodLayer, setTable } from '../table-setting.ts';
import { castShadow, drawPlate } from '../vessels.ts';

export function drawBake(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  setTable(ctx, 'none');
  ctx.vessel ??= 'baking-dish';
  const dish =
    ctx.table.cloth === '#f4efe6' || ctx.table.cloth === '#f2ece1' || ctx.table.cloth === '#ece3cf'
      ? '#b9583a'
      : ctx.table.cloth;
  const w = 500;
  const h = 330;
  const x = CX - w / 2;
  const y = CY - h / 2;
  castShadow(ctx, `M${x + 14} ${y + 20}h${w}v${h}h${-w}Z`, 0.4);
  cv.raw(
    `<rect x="${x - 40}" y="${CY - 45}" width="${w + 80}" height="90" rx="30" fill="${shade(dish, -0.1)}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="56" fill="${dish}"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="52" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`,
  );
  const sauceColor = liquidColor(ctx, 0.3, '#c0623c');
  const ix = x + 26;
  const iy = y + 26;
  const iw = w - 52;
  const ih = h - 52;
  cv.raw(`<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" rx="36" fill="${shade(sauceColor, -0.1)}"/>`);
  const cheese = parts.find((p) => /^cheese/.test(p.text));
  const mash = /shepherd|cottage pie|fish pie|mash/.test(name);
  const gratin = /gratin|dauphinois|boulang/.test(name);
  const rolls = /enchilada|cannelloni|manicotti/.test(name);
  foodLayer(ctx, () => {
    if (rolls) {
      let d = '';
      for (let i = 0; i < 4; i++) d += `M${ix + 40} ${n(iy + 38 + i * 66)}H${ix + iw - 40}`;
      cv.stroke('#e6cf98', 58, d);
      cv.stroke(
        sauceColor,
        26,
        d.replace(/M(\d+)/g, (_m, v) => `M${Number(v) + 60}`),
        ' opacity=".8"',
      );
    } else if (gratin) {
      let d = '';
      for (let row = 0; row < 5; row++)
        for (let col = 0; col < 8; col++) d += circle(ix + 40 + col * 52 + (row % 2) * 26, iy + 38 + row * 52, 34);
      cv.fill('#f0d597', d, ' stroke="#c98c3e" stroke-width="3"');
    } else {
      const top = mash ? '#f1dca0' : cheese ? '#ebc05a' : shade(sauceColor, 0.1);
      cv.raw(`<rect x="${ix + 14}" y="${iy + 12}" width="${iw - 28}" height="${ih - 24}" rx="30" fill="${top}"/>`);
      if (mash) {
        let d = '';
        for (let i = 0; i < 7; i++) d += `M${ix + 36} ${n(iy + 34 + i * 34)}q30 -14 60 0t60 0t60 0t60 0t60 0t60 0`;
        cv.stroke(shade(top, -0.18), 5, d, ' opacity=".7"');
      }
      // browned, bubbling patches where the top caught the heat
      cv.fill(
        shade(mash ? '#e6b45a' : top, -0.16),
        spread(12, 150, rng, CX, CY, 0.7, 0.75)
          .map(([px, py]) => blob(px, py, between(rng, 14, 30), rng, 0.3, 6))
          .join(''),
        ' opacity=".6"',
      );
      cv.dots('#a8672a', 10, spread(30, 160, rng, CX, CY, 0.8, 0.7), ' opacity=".55"');
      const peek = parts.find((p) => p.look.shape === 'floret' || p.look.shape === 'cube' || p.look.shape === 'slice');
      if (peek && cheese && !mash)
        drawPieces(ctx, peek.look, CX, CY, 150, 6, 1.1, spread(6, 150, rng, CX, CY, 0.6, 0.7));
      if (!mash && !cheese) mixedPieces(ctx, CX, CY, 130, { coverage: 0.7, limit: 3, sy: 0.75 });
    }
    if (cheese && (rolls || gratin))
      cv.dots(shade(cheese.look.color, -0.05), 14, spread(22, 140, rng, CX, CY, 0.8, 0.7), ' opacity=".8"');
    drawToppings(ctx, CX, CY, 150, new Set(parts.filter((p) => /^cheese/.test(p.text)).map((p) => p.look)), 1, 0.75);
  });
}

export function drawSkillet(ctx: Ctx): void {
  const { cv, rng, parts, name } = ctx;
  const egg = parts.find((p) => p.look.shape === 'egg');
  const whites = parts.some((p) => /egg, white/.test(p.text));
  const eggColor = whites && !parts.some((p) => /egg, whole|egg, yolk/.test(p.text)) ? '#f7f1de' : '#f2cf62';
  const noEgg = new Set(egg ? [egg.look] : []);
  if (/\bomelet|\bomelette/.test(name) && !/frittata/.test(name)) {
    // a folded omelette on a plate, its filling peeking out along the fold
    setTable(ctx, 'plate');
    drawPlate(ctx, CX, CY, 212);
    foodLayer(ctx, () => {
      const a = between(rng, -0.5, 0.5);
      mixedPieces(ctx, CX + Math.sin(a) * 20, CY - Math.cos(a) * 20, 120, {
        skip: noEgg,
        coverage: 0.5,
        limit: 3,
        sy: 0.5,
      });
      const c = Math.cos(a);
      const s = Math.sin(a);
      const p = (x: number, y: number) => `${n(CX + x * c - y * s)} ${n(CY + 10 + x * s + y * c)}`;
      cv.fill(
        eggColor,
        `M${p(-150, 0)}C${p(-150, 120)} ${p(150, 120)} ${p(150, 0)}Q${p(0, -18)} ${p(-150, 0)}Z`,
        ` stroke="${shade(eggColor, -0.2)}" stroke-width="3"`,
      );
      cv.fill(
        shade(eggColor, -0.12),
        spread(8, 70, rng, CX + s * -10, CY + 50, 0.6, 0.5)
          .map(([x, y]) => blob(x, y, between(rng, 8, 16), rng, 0.3, 6))
          .join(''),
        ' opacity=".5"',
      );
      drawToppings(ctx, CX, CY + 20, 110);
    });
    return;
  }
  const R = 200;
  const iron = '#34302d';
  ctx.vessel ??= 'skillet';
  castShadow(ctx, circle(CX + 14, CY + 18, R) + `M${CX + R - 10} ${CY - 20}h170v40h-170z`, 0.4);
  cv.raw(`<rect x="${CX + R - 20}" y="${CY - 20}" width="190" height="40" rx="20" fill="${iron}"/>`);
  cv.fill(iron, circle(CX, CY, R));
  cv.stroke('#5a5450', 2, circle(CX, CY, R - 3));
  cv.fill('#2a2724', circle(CX, CY, R * 0.9));
  setTable(ctx, 'none');
  const r = R * 0.86;
  const omelette = /frittata|tortilla|quiche|strata|kuku/.test(name);
  const saucy = /shakshuka|baked eggs|cocotte|pisto|huevos rancheros/.test(name);
  const sauce = parts.find((p) => p.look.role === 'sauce');
  foodLayer(ctx, () => {
    if (omelette) {
      cv.fill(eggColor, circle(CX, CY, r), ` stroke="${shade(eggColor, -0.2)}" stroke-width="3"`);
      cv.fill(
        shade(eggColor, -0.12),
        spread(14, r * 0.8, rng, CX, CY)
          .map(([x, y]) => blob(x, y, between(rng, 8, 18), rng, 0.3, 6))
          .join(''),
        ' opacity=".45"',
      );
      mixedPieces(ctx, CX, CY, r * 0.9, { skip: noEgg, coverage: 0.6, limit: 4 });
      cv.stroke(shade(eggColor, -0.35), 2, `M${CX} ${CY - r}V${CY + r}M${CX - r} ${CY}H${CX + r}`, ' opacity=".4"');
    } else if (saucy) {
      cv.fill(sauce?.look.color ?? liquidColor(ctx, 0.6, '#d58a4a'), circle(CX, CY, r));
      mixedPieces(ctx, CX, CY, r * 0.92, { skip: noEgg, coverage: 0.5, limit: 3 });
      if (egg) {
        const k = Math.max(2, Math.min(4, Math.round(egg.grams / 50)));
        const pts = spread(k, r * 0.5, rng, CX, CY, 0.2);
        cv.fill(
          '#fbf6ea',
          pts.map(([x, y]) => blob(x, y, 40, rng, 0.15, 7)).join(''),
          ' stroke="#eee2c8" stroke-width="1.5"',
        );
        cv.dots('#f2a81d', 36, pts);
        cv.dots(
          '#ffffff',
          8,
          pts.map(([x, y]) => [x - 6, y - 7]),
          ' opacity=".75"',
        );
      }
    } else {
      // a scramble or a hash: everything tossed together in the pan
      cv.fill(
        ctx.eggs === 'scrambled' && egg ? '#ecc85e' : shade(liquidColor(ctx, 1, '#c99a55'), -0.1),
        circle(CX, CY, r),
      );
      mixedPieces(ctx, CX, CY, r * 0.95, {
        coverage: 1.4,
        limit: 5,
        skip: ctx.eggs === 'scrambled' ? new Set() : noEgg,
      });
      if (egg && ctx.eggs !== 'scrambled') drawPieces(ctx, egg.look, CX, CY, r * 0.45, 2);
    }
    drawToppings(ctx, CX, CY, r * 0.8);
  });
}
