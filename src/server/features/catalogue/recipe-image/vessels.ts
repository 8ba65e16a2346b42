// Plates, bowls and boards, with the shadow they cast; the first one drawn names the picture's vessel.
import { n } from './canvas.ts';
import { shade } from './colour.ts';
import type { Ctx } from './draw-context.ts';
import { circle } from './geometry.ts';
import { between } from './random.ts';

export function defsShadow(ctx: Ctx): void {
  if (!ctx.defs.some((d) => d.startsWith('<filter id="b"'))) {
    // the filter regions cover the whole picture: a group of dots has a bounding box without their stroke width,
    // and a region sized from it would clip the dots at its edges
    const region = 'filterUnits="userSpaceOnUse" x="-50" y="-50" width="900" height="600"';
    ctx.defs.push(`<filter id="b" ${region}><feGaussianBlur stdDeviation="12"/></filter>`);
    ctx.defs.push(
      `<filter id="s" ${region}><feDropShadow dx="1.5" dy="2.5" stdDeviation="2" flood-opacity=".28"/></filter>`,
    );
  }
}

export function castShadow(ctx: Ctx, d: string, strength = 0.32): void {
  defsShadow(ctx);
  ctx.cv.raw(`<path d="${d}" fill="#1c140c" opacity="${strength}" filter="url(#b)"/>`);
}

export function drawPlate(ctx: Ctx, cx: number, cy: number, R: number, color = ctx.table.ceramic): void {
  const { cv } = ctx;
  ctx.vessel ??= 'plate';
  castShadow(ctx, circle(cx + 10, cy + 16, R * 0.98));
  cv.fill(color, circle(cx, cy, R));
  cv.stroke(shade(color, -0.12), 1.5, circle(cx, cy, R - 1));
  if (ctx.table.rim) cv.stroke(ctx.table.rim, 3, circle(cx, cy, R * 0.91), ' opacity=".8"');
  ctx.defs.push(
    `<radialGradient id="p" cx=".45" cy=".42" r=".6"><stop offset=".7" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.07)}"/></radialGradient>`,
  );
  cv.fill('url(#p)', circle(cx, cy, R * 0.8));
  cv.stroke(
    '#ffffff',
    2.5,
    `M${n(cx - R * 0.95)} ${n(cy - R * 0.2)}A${n(R * 0.97)} ${n(R * 0.97)} 0 0 1 ${n(cx - R * 0.2)} ${n(cy - R * 0.95)}`,
    ' opacity=".8"',
  );
}

export function drawBowl(ctx: Ctx, cx: number, cy: number, R: number): number {
  const { cv } = ctx;
  ctx.vessel ??= 'bowl';
  const color = ctx.table.ceramic;
  castShadow(ctx, circle(cx + 12, cy + 18, R), 0.38);
  cv.fill(color, circle(cx, cy, R));
  cv.stroke(shade(color, -0.15), 1.5, circle(cx, cy, R - 1));
  if (ctx.table.rim) cv.stroke(ctx.table.rim, 4, circle(cx, cy, R * 0.955), ' opacity=".85"');
  ctx.defs.push(
    `<radialGradient id="w" cx=".56" cy=".6" r=".55"><stop offset=".75" stop-color="${shade(color, -0.04)}"/><stop offset="1" stop-color="${shade(color, -0.2)}"/></radialGradient>`,
  );
  cv.fill('url(#w)', circle(cx, cy, R * 0.91));
  cv.stroke(
    '#ffffff',
    3,
    `M${n(cx - R * 0.93)} ${n(cy - R * 0.25)}A${n(R * 0.96)} ${n(R * 0.96)} 0 0 1 ${n(cx - R * 0.25)} ${n(cy - R * 0.93)}`,
    ' opacity=".85"',
  );
  return R * 0.8;
}

/** The rim's shadow on the food, from the light at the top left. */
export function innerShade(ctx: Ctx, cx: number, cy: number, r: number, strength = 0.28): void {
  ctx.defs.push(
    `<radialGradient id="i" cx=".58" cy=".62" r=".62"><stop offset=".78" stop-opacity="0"/><stop offset="1" stop-opacity="${strength}"/></radialGradient>`,
  );
  ctx.cv.fill('url(#i)', circle(cx, cy, r));
}

export function drawBoard(ctx: Ctx, cx: number, cy: number, w: number, h: number): void {
  const { cv, rng } = ctx;
  ctx.vessel ??= 'board';
  const wood = '#c99a63';
  const x = cx - w / 2;
  const y = cy - h / 2;
  castShadow(ctx, `M${n(x + 12)} ${n(y + 18)}h${n(w)}v${n(h)}h${n(-w)}Z`, 0.34);
  cv.raw(
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="22" fill="${wood}" stroke="${shade(wood, -0.2)}" stroke-width="2"/>`,
  );
  let d = '';
  for (let i = 0; i < 7; i++) {
    const yy = y + between(rng, 16, h - 16);
    d += `M${n(x + 14)} ${n(yy)}Q${n(cx)} ${n(yy + between(rng, -8, 8))} ${n(x + w - 14)} ${n(yy + between(rng, -4, 4))}`;
  }
  cv.stroke(shade(wood, -0.12), 1.5, d, ' opacity=".6"');
  cv.stroke('#ffffff', 2, `M${n(x + 20)} ${n(y + 3)}H${n(x + w - 20)}`, ' opacity=".35"');
}
