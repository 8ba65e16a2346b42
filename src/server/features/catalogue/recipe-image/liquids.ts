// The colour and surface of a liquid in a vessel: soup, sauce, a drink.
import { blend, mix, shade } from './colour.ts';
import type { Ctx } from './draw-context.ts';
import { circle } from './geometry.ts';

export function liquidColor(ctx: Ctx, solidsWeight: number, fallback: string): string {
  const colors = ctx.parts
    .filter(
      (p) =>
        p.look.role === 'liquid' ||
        p.look.role === 'sauce' ||
        p.look.role === 'tint' ||
        (['veg', 'main', 'fruit', 'base'].includes(p.look.role) && p.look.shape !== 'none'),
    )
    .map((p) => ({
      color: p.look.shape === 'leaf' ? '#5c8f3c' : p.look.shape === 'egg' ? '#f2d27a' : p.look.color,
      weight:
        p.look.role === 'liquid' || p.look.role === 'sauce' || p.look.role === 'tint'
          ? p.weight
          : p.weight * solidsWeight,
    }));
  let color = blend(colors, fallback);
  if (/\bgreen\b[^,]*curry/.test(ctx.name)) color = mix(color, '#8fae3e', 0.6);
  if (/\bred\b[^,]*curry|vindaloo|tikka|harissa|arrabbiata/.test(ctx.name)) color = mix(color, '#c8452f', 0.35);
  return color;
}

export function surface(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  ctx.defs.push(
    `<radialGradient id="q" cx=".4" cy=".38" r=".7"><stop offset="0" stop-color="${shade(color, 0.12)}"/><stop offset="1" stop-color="${shade(color, -0.12)}"/></radialGradient>`,
  );
  ctx.cv.fill('url(#q)', circle(x, y, r));
}
