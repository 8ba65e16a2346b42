// Mixing, lightening and darkening hex colours.
export function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex([r, g, b]: number[]): string {
  return (
    '#' +
    [r, g, b]
      .map((c) =>
        Math.max(0, Math.min(255, Math.round(c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((c, i) => c + (y[i] - c) * t));
}

/** Lighter for t > 0, darker for t < 0. */
export function shade(c: string, t: number): string {
  return t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t);
}

export function blend(colors: { color: string; weight: number }[], fallback: string): string {
  const total = colors.reduce((s, c) => s + c.weight, 0);
  if (total <= 0) return fallback;
  const acc = [0, 0, 0];
  for (const c of colors) rgb(c.color).forEach((v, i) => (acc[i] += (v * c.weight) / total));
  return hex(acc);
}
