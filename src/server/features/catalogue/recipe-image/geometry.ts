// Path shapes (circles, blobs, leaves, crescents) and how points spread over an area.
import { d1, GOLDEN, n, TAU } from './canvas.ts';
import type { Rng } from './random.ts';

export function circle(x: number, y: number, r: number): string {
  const rr = d1(r);
  return `M${n(x - r)} ${n(y)}a${rr} ${rr} 0 1 0 ${d1(2 * r)} 0a${rr} ${rr} 0 1 0 ${d1(-2 * r)} 0`;
}

export function ellipse(x: number, y: number, rx: number, ry: number): string {
  return `M${n(x - rx)} ${n(y)}a${d1(rx)} ${d1(ry)} 0 1 0 ${d1(2 * rx)} 0a${d1(rx)} ${d1(ry)} 0 1 0 ${d1(-2 * rx)} 0`;
}

/** A smooth closed organic outline: k points around an ellipse, radii jittered, joined through midpoints. */
export function blob(x: number, y: number, r: number, rng: Rng, irr = 0.15, k = 8, sx = 1, sy = 1, rot = 0): string {
  const pts: [number, number][] = [];
  const a0 = rng() * TAU;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  for (let i = 0; i < k; i++) {
    const a = a0 + (i / k) * TAU;
    const rr = r * (1 + (rng() - 0.5) * 2 * irr);
    const px = Math.cos(a) * rr * sx;
    const py = Math.sin(a) * rr * sy;
    pts.push([x + px * c - py * s, y + px * s + py * c]);
  }
  const mid = (i: number): [number, number] => {
    const p = pts[i % k];
    const q = pts[(i + 1) % k];
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  const m0 = mid(k - 1);
  let d = `M${n(m0[0])} ${n(m0[1])}`;
  for (let i = 0; i < k; i++) {
    const m = mid(i);
    d += `Q${n(pts[i][0])} ${n(pts[i][1])} ${n(m[0])} ${n(m[1])}`;
  }
  return d + 'Z';
}

/** A pointed oval (leaf, almond, herb) of length len and width wid along angle a. */
export function leaf(x: number, y: number, len: number, wid: number, a: number, bend = 0): string {
  const dx = (Math.cos(a) * len) / 2;
  const dy = (Math.sin(a) * len) / 2;
  const px = -Math.sin(a) * wid;
  const py = Math.cos(a) * wid;
  const bx = px * bend;
  const by = py * bend;
  return `M${n(x - dx)} ${n(y - dy)}Q${n(x + px + bx)} ${n(y + py + by)} ${n(x + dx)} ${n(y + dy)}Q${n(x - px + bx)} ${n(y - py + by)} ${n(x - dx)} ${n(y - dy)}Z`;
}

/** A rounded-looking square (the corners are rounded by a same-colour stroke). */
export function square(x: number, y: number, s: number, a: number): string {
  let d = '';
  for (let i = 0; i < 4; i++) {
    const ang = a + Math.PI / 4 + (i * Math.PI) / 2;
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(ang) * s * 0.7)} ${n(y + Math.sin(ang) * s * 0.7)}`;
  }
  return d + 'Z';
}

/** A crescent (avocado or apple slice): outer arc of radius r, inner arc flatter. */
export function crescent(x: number, y: number, r: number, a: number, thick = 0.45): string {
  const x1 = x + Math.cos(a - 1.2) * r;
  const y1 = y + Math.sin(a - 1.2) * r;
  const x2 = x + Math.cos(a + 1.2) * r;
  const y2 = y + Math.sin(a + 1.2) * r;
  const r2 = r * (1 + thick * 2.2);
  return `M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}A${n(r2)} ${n(r2)} 0 0 0 ${n(x1)} ${n(y1)}Z`;
}

/** Points spread evenly over a disc (sunflower spiral), lightly jittered; sy stretches it into an upright ellipse. */
export function spread(
  count: number,
  R: number,
  rng: Rng,
  cx: number,
  cy: number,
  jitter = 0.3,
  sy = 1,
): [number, number][] {
  const start = rng() * TAU;
  const out: [number, number][] = [];
  const step = R / Math.sqrt(Math.max(count, 1));
  for (let i = 0; i < count; i++) {
    const rr = R * Math.sqrt((i + 0.5) / count);
    const a = start + i * GOLDEN;
    out.push([
      cx + Math.cos(a) * rr + (rng() - 0.5) * step * jitter,
      cy + (Math.sin(a) * rr + (rng() - 0.5) * step * jitter) * sy,
    ]);
  }
  return out;
}

/** A wavy line across a disc, for drizzles and swirls. */
export function wave(cx: number, cy: number, R: number, rng: Rng, turns = 4): string {
  const a = rng() * TAU;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const amp = R * 0.22;
  let d = `M${n(cx - ux * R)} ${n(cy - uy * R)}`;
  for (let i = 1; i <= turns; i++) {
    const t0 = -1 + ((i - 0.5) * 2) / turns;
    const t1 = -1 + (i * 2) / turns;
    const side = i % 2 ? 1 : -1;
    d += `Q${n(cx + ux * R * t0 - uy * amp * side)} ${n(cy + uy * R * t0 + ux * amp * side)} ${n(cx + ux * R * t1)} ${n(cy + uy * R * t1)}`;
  }
  return d;
}

/** A disc (or, with sy and rot, a tilted ellipse) that food is spread over. */
export interface Area {
  x: number;
  y: number;
  r: number;
  sy?: number;
  /** radians */
  rot?: number;
}

export function placesIn(area: Area, count: number, rng: Rng, jitter: number): [number, number][] {
  const pts = spread(count, area.r, rng, area.x, area.y, jitter, area.sy ?? 1);
  const rot = area.rot ?? 0;
  if (!rot) return pts;
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return pts.map(([px, py]) => [
    area.x + (px - area.x) * c - (py - area.y) * s,
    area.y + (px - area.x) * s + (py - area.y) * c,
  ]);
}
