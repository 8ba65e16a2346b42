// The practice's brand colours turned into a print palette: the colours as chosen for the header band, and
// darkened variants wherever they must read as text or lines on white.

/** Neutral greys shared by every Platewise PDF. */
export const INK = '#1f2937';
export const BODY = '#374151';
export const MUTED = '#6b7280';
export const RULE = '#e5e7eb';
export const ZEBRA = '#f9fafb';
const DARK_ON_BAND = '#111827';

const DEFAULT_PRIMARY = '#10b981';
const DEFAULT_SECONDARY = '#059669';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec((value ?? '').trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, amountOfB: number): Rgb {
  return { r: a.r + (b.r - a.r) * amountOfB, g: a.g + (b.g - a.g) * amountOfB, b: a.b + (b.b - a.b) * amountOfB };
}

function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

export interface Theme {
  primary: string;
  secondary: string;
  /** the brand colour, darkened until it reads as text on white (4.5:1) */
  ink: string;
  /** the brand colours, darkened until they show as lines and bars on white (3:1 and 2:1) */
  graphic: string;
  secondaryGraphic: string;
  /** text on the header band: white or near-black, whichever contrasts more */
  onBand: string;
  onBandMuted: string;
  /** pale brand tints for table headers and cards */
  tint: string;
  tintStrong: string;
}

export function makeTheme(primaryValue: string, secondaryValue: string): Theme {
  const primary = parseHexColor(primaryValue) ?? parseHexColor(DEFAULT_PRIMARY)!;
  const secondary = parseHexColor(secondaryValue) ?? parseHexColor(DEFAULT_SECONDARY)!;
  const darkenUntil = (color: Rgb, ratio: number) => {
    let result = color;
    for (let step = 1; step <= 20 && contrast(result, WHITE) < ratio; step++) result = mix(color, BLACK, step * 0.05);
    return result;
  };
  const dark = parseHexColor(DARK_ON_BAND)!;
  const onBand = contrast(WHITE, primary) >= contrast(dark, primary) ? WHITE : dark;
  return {
    primary: toHex(primary),
    secondary: toHex(secondary),
    ink: toHex(darkenUntil(primary, 4.5)),
    graphic: toHex(darkenUntil(primary, 3)),
    secondaryGraphic: toHex(darkenUntil(secondary, 2)),
    onBand: toHex(onBand),
    onBandMuted: toHex(mix(onBand, primary, 0.18)),
    tint: toHex(mix(primary, WHITE, 0.9)),
    tintStrong: toHex(mix(primary, WHITE, 0.8)),
  };
}
