import type { Formats } from '@/shared/format/formats';
import { createFormats } from '@/shared/format/formats';
import { defaultPreferences } from '@/shared/format/preferences';
import type { IngredientUnit } from '@/shared/nutrition/units';
import type { SharedPlan } from '@/shared/schemas/meal-plans';

/**
 * How the share page writes its figures (issue 34): the practice's locale, the client's units, as the share answer
 * names them; an answer without them (cached before they existed) reads as before, en-US in kcal.
 */
export function sharedFormats(shared: Pick<SharedPlan, 'formats'>): Formats {
  return createFormats(shared.formats ?? defaultPreferences);
}

const pluralUnits: Partial<Record<IngredientUnit, string>> = { cup: 'cups', piece: 'pieces' };

/** '250 g', '1 cup', '1.5 cups', '2 pieces', in the locale's numbers. */
export function formatIngredientAmount(formats: Formats, amount: number, unit: IngredientUnit): string {
  const shown = formats.number(amount, 2);
  return `${shown} ${amount > 1 ? (pluralUnits[unit] ?? unit) : unit}`;
}

/** "1 serving", "1.5 servings", in the locale's numbers. */
export function formatServings(formats: Formats, servings: number): string {
  return `${formats.number(servings, 2)} ${servings === 1 ? 'serving' : 'servings'}`;
}

/** "25 min", "1 h", "1 h 30 min", in the locale's numbers. */
export function formatMinutes(formats: Formats, minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${formats.number(total)} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${formats.number(hours)} h` : `${formats.number(hours)} h ${rest} min`;
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
