// The table top of the cuisine, and beside the dish a napkin, cutlery and a few loose ingredients.
import { Canvas, d1, H, n, W } from './canvas.ts';
import { mix, rgb, shade } from './colour.ts';
import type { Ctx } from './draw-context.ts';
import type { Look } from './food-looks.ts';
import { countFor, drawPieces } from './pieces.ts';
import { drawWedge } from './pieces/produce.ts';
import { between, type Rng } from './random.ts';
import type { Table } from './table-palettes.ts';
import { defsShadow } from './vessels.ts';

export function drawTable(cv: Canvas, defs: string[], t: Table, rng: Rng): void {
  cv.raw(`<rect width="${W}" height="${H}" fill="${t.base}"/>`);
  const dark = t.surface === 'slate' || rgb(t.base).reduce((a, b) => a + b, 0) < 330;
  const line = shade(t.base, dark ? 0.12 : -0.1);
  if (t.surface === 'wood') {
    let d = '';
    for (let i = 0; i < 12; i++) {
      const y = between(rng, -10, H + 10);
      const a = between(rng, -9, 9);
      d += `M-10 ${n(y)}Q200 ${n(y + a)} 400 ${n(y)}T810 ${n(y + between(rng, -6, 6))}`;
    }
    cv.stroke(line, 1.6, d, ' opacity=".5"');
    const seams = [between(rng, 60, 140), between(rng, 330, 440)];
    cv.stroke(shade(t.base, dark ? -0.25 : -0.2), 2, seams.map((y) => `M0 ${n(y)}H800`).join(''), ' opacity=".55"');
  } else if (t.surface === 'linen') {
    defs.push(
      `<pattern id="t" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 1h6M2 0v6" stroke="${line}" stroke-width="1.2" opacity=".45"/></pattern>`,
    );
    cv.raw(`<rect width="${W}" height="${H}" fill="url(#t)"/>`);
  } else if (t.surface === 'tile') {
    const s = 125;
    defs.push(
      `<pattern id="t" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="${s - 6}" height="${s - 6}" rx="6" fill="${shade(t.base, 0.06)}"/><path d="M${s / 2} 28l34 34-34 34-34-34z" fill="${shade(t.base, -0.05)}"/></pattern>`,
    );
    cv.raw(
      `<rect width="${W}" height="${H}" fill="${shade(t.base, -0.12)}"/><rect width="${W}" height="${H}" fill="url(#t)"/>`,
    );
  } else if (t.surface === 'marble') {
    let d = '';
    for (let i = 0; i < 5; i++) {
      const x = between(rng, -100, 700);
      d += `M${n(x)} -10Q${n(x + between(rng, 60, 220))} ${n(between(rng, 150, 350))} ${n(x + between(rng, -40, 260))} 510`;
    }
    cv.stroke(shade(t.base, -0.12), 3, d, ' opacity=".5" filter="url(#v)"');
    defs.push(
      '<filter id="v" filterUnits="userSpaceOnUse" x="0" y="0" width="800" height="500"><feGaussianBlur stdDeviation="2.5"/></filter>',
    );
  } else {
    const specks = (count: number, color: string, width: number) =>
      cv.dots(
        color,
        width,
        Array.from({ length: count }, () => [between(rng, 0, W), between(rng, 0, H)] as [number, number]),
        ' opacity=".55"',
      );
    specks(28, shade(t.base, dark ? 0.15 : -0.14), dark ? 2 : 5);
    specks(20, shade(t.base, dark ? 0.08 : -0.25), 3);
    specks(12, dark ? shade(t.base, 0.2) : mix(t.base, t.cloth, 0.35), 6);
  }
  // light from the top left, a soft vignette at the edges
  defs.push(
    '<radialGradient id="l" cx=".3" cy=".2" r=".95"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".18"/></radialGradient>',
  );
  cv.raw(`<rect width="${W}" height="${H}" fill="url(#l)"/>`);
}

function drawNapkin(ctx: Ctx, x: number, y: number, w: number, h: number, tilt: number): void {
  const c = ctx.table.cloth;
  ctx.cv.raw(
    `<g transform="rotate(${d1(tilt)} ${n(x + w / 2)} ${n(y + h / 2)})"><rect x="${n(x + 6)}" y="${n(y + 9)}" width="${n(w)}" height="${n(h)}" rx="6" fill="#000" opacity=".12"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6" fill="${c}"/><path d="M${n(x + w * 0.5)} ${n(y)}v${n(h)}M${n(x + 8)} ${n(y + 12)}h${n(w - 16)}M${n(x + 8)} ${n(y + h - 12)}h${n(w - 16)}" stroke="${shade(c, -0.12)}" stroke-width="2" opacity=".8"/></g>`,
  );
}

function drawCutlery(ctx: Ctx, kind: 'plate' | 'bowl' | 'sticks', x: number, y: number): void {
  const { cv } = ctx;
  defsShadow(ctx);
  const metal = '#d6dade';
  const edge = '#a9b0b7';
  let body = '';
  if (kind === 'sticks') {
    const wood = '#7a4e2e';
    body = `<path d="M${n(x - 14)} ${n(y + 150)}L${n(x - 4)} ${n(y - 150)}M${n(x + 8)} ${n(y + 150)}L${n(x + 14)} ${n(y - 150)}" stroke="${wood}" stroke-width="7"/><rect x="${n(x - 22)}" y="${n(y + 96)}" width="44" height="12" rx="6" fill="${shade(ctx.table.ceramic, -0.1)}"/>`;
  } else if (kind === 'bowl') {
    body = `<path d="M${n(x)} ${n(y + 150)}V${n(y - 40)}" stroke="${metal}" stroke-width="10"/><ellipse cx="${n(x)}" cy="${n(y - 90)}" rx="24" ry="36" fill="${metal}" stroke="${edge}" stroke-width="1.5"/><ellipse cx="${n(x + 2)}" cy="${n(y - 86)}" rx="17" ry="27" fill="${shade(metal, -0.08)}"/>`;
  } else {
    const fx = x - 24;
    const kx = x + 24;
    body =
      `<path d="M${fx} ${n(y + 150)}V${n(y - 70)}M${kx} ${n(y + 150)}V${n(y - 10)}" stroke="${metal}" stroke-width="11"/>` +
      `<path d="M${fx - 14} ${n(y - 130)}V${n(y - 100)}Q${fx - 14} ${n(y - 72)} ${fx} ${n(y - 70)}Q${fx + 14} ${n(y - 72)} ${fx + 14} ${n(y - 100)}V${n(y - 130)}" fill="${metal}" stroke="${edge}" stroke-width="1.5"/>` +
      `<path d="M${fx - 5} ${n(y - 132)}V${n(y - 100)}M${fx + 5} ${n(y - 132)}V${n(y - 100)}" stroke="${ctx.table.cloth}" stroke-width="3.5"/>` +
      `<path d="M${kx - 8} ${n(y - 10)}V${n(y - 120)}Q${kx - 6} ${n(y - 150)} ${kx + 9} ${n(y - 150)}V${n(y - 10)}Z" fill="${metal}" stroke="${edge}" stroke-width="1.5"/>`;
  }
  cv.raw(`<g filter="url(#s)">${body}</g>`);
}

/** A few loose ingredients beside the dish: the ones a cook would leave out on the table. */
function drawLoose(ctx: Ctx, x: number, y: number): void {
  const { rng } = ctx;
  const candidates = ctx.parts.filter(
    (p) =>
      ['wedge', 'herb', 'round', 'slice', 'nut', 'crescent', 'segment'].includes(p.look.shape) &&
      p.look.role !== 'main',
  );
  const chosen =
    candidates.find((p) => p.look.shape === 'wedge') ??
    candidates.find((p) => p.look.shape === 'herb') ??
    candidates[0];
  if (!chosen) return;
  const look = chosen.look;
  defsShadow(ctx);
  ctx.cv.raw('<g filter="url(#s)">');
  if (look.shape === 'wedge') {
    drawWedge(ctx, look, x - 12, y, 46, 0.4 + rng());
    drawWedge(ctx, look, x + 18, y + 34, 46, 2.6 + rng());
  } else if (look.shape === 'herb') {
    const sprig: Look = { ...look, shape: 'leaf', size: 22, color: shade(look.color, 0.05) };
    ctx.cv.stroke(shade(look.color, -0.1), 3.5, `M${n(x - 40)} ${n(y + 50)}Q${n(x)} ${n(y)} ${n(x + 36)} ${n(y - 54)}`);
    drawPieces(ctx, sprig, x, y, 50, 7);
  } else {
    drawPieces(ctx, look, x, y, 55, Math.min(6, countFor(look, 55, 1)), 1.1);
  }
  ctx.cv.raw('</g>');
}

export function setTable(ctx: Ctx, kind: 'plate' | 'bowl' | 'none'): void {
  const left = ctx.rng() < 0.5;
  // the napkin stays outside the centre square, which is what a square thumbnail shows
  const napX = left ? 12 : W - 12 - 124;
  if (kind !== 'none') {
    drawNapkin(ctx, napX, 70, 124, 370, between(ctx.rng, -4, 4));
    drawCutlery(ctx, ctx.table.sticks ? 'sticks' : kind, napX + 62, 262);
  }
  const lx = left ? W - 80 : 80;
  drawLoose(ctx, lx, ctx.rng() < 0.5 ? 110 : 390);
}

export function foodLayer(ctx: Ctx, draw: () => void): void {
  defsShadow(ctx);
  ctx.cv.raw('<g filter="url(#s)">');
  draw();
  ctx.cv.raw('</g>');
}
