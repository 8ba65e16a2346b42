import type { IngredientUnit } from '@/shared/nutrition/units';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Whole number with thousands separators: 1849.6 → '1,850'. Rounded here, for display only. */
export function formatWhole(value: number): string {
  return whole.format(Math.round(value));
}

/** 'Monday, Mar 2' from '2026-03-02', read in UTC so the weekday never shifts with the viewer's zone. */
export function formatDayDate(yyyyMmDd: string): string {
  return dayFormat.format(new Date(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`));
}

const shortDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Thu, Mar 5' from '2026-03-05'. */
export function formatShortDayDate(yyyyMmDd: string): string {
  return shortDayFormat.format(new Date(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`));
}

/** '1 serving', '1.5 servings', '0.25 servings'. */
export function formatServings(servings: number): string {
  return `${upToTwoDecimals.format(servings)} ${servings === 1 ? 'serving' : 'servings'}`;
}

/** '25 min', '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
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
  return website.trim().replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
