import type { IngredientUnit } from '@/shared/nutrition/units';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Whole number with thousands separators: 1849.6 → '1,850'. Rounded here, for display only. */
export function formatWhole(value: number): string {
  return whole.format(Math.round(value));
}

const pluralUnits: Partial<Record<IngredientUnit, string>> = { cup: 'cups', piece: 'pieces' };

/** '250 g', '1 cup', '1.5 cups', '2 pieces'. */
export function formatIngredientAmount(amount: number, unit: IngredientUnit): string {
  const shown = upToTwoDecimals.format(amount);
  return `${shown} ${amount > 1 ? (pluralUnits[unit] ?? unit) : unit}`;
}

/** Only http(s) addresses become links; 'clinic.example' gets https:// in front. */
export function websiteHref(website: string): string | null {
  const trimmed = website.trim();
  if (!trimmed) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 'https://www.clinic.example/' → 'www.clinic.example', the way people write it. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
