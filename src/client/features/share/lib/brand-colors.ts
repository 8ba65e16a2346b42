/** Platewise's own green, for a practice that has not set its colours (or set one we cannot read). */
export const defaultBrandPrimary = '#047857';
export const defaultBrandSecondary = '#10b981';

const darkText = '#0f172a';
const lightText = '#ffffff';

/** '#0a7' or '#00aa77' → '#00aa77'; anything else (names, rgb(), CSS tricks) → null. */
export function normaliseHexColor(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${hex.toLowerCase()}`;
}

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

/** WCAG contrast ratio between two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or near-black, whichever reads better on the given background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, lightText) >= contrastRatio(background, darkText) ? lightText : darkText;
}

export type BrandColors = { primary: string; secondary: string; onPrimary: string };

/** The practice's colours made safe to paint with, and the text colour that reads on the primary. */
export function brandColors(primary: string | null | undefined, secondary: string | null | undefined): BrandColors {
  const safePrimary = normaliseHexColor(primary) ?? defaultBrandPrimary;
  const safeSecondary = normaliseHexColor(secondary) ?? defaultBrandSecondary;
  return { primary: safePrimary, secondary: safeSecondary, onPrimary: readableTextOn(safePrimary) };
}
