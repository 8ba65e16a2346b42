import { z } from 'zod';

/**
 * How a practice reads its figures (issue 34): the locale of dates and numbers, the units of body measures, of the
 * kitchen and of energy. Only what is shown changes; the API and the database keep kcal, g, kg, cm and ISO dates
 * (decision 0033).
 */
export const supportedLocales = ['en-US', 'en-GB', 'en-AU', 'en-NZ', 'en-CA', 'en-IE'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

export const bodyUnits = ['metric', 'us', 'uk'] as const;
export type BodyUnits = (typeof bodyUnits)[number];

export const kitchenUnits = ['metric', 'us'] as const;
export type KitchenUnits = (typeof kitchenUnits)[number];

export const energyUnits = ['kcal', 'kJ'] as const;
export type EnergyUnit = (typeof energyUnits)[number];

export const localeLabels: Record<SupportedLocale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'en-AU': 'English (Australia)',
  'en-NZ': 'English (New Zealand)',
  'en-CA': 'English (Canada)',
  'en-IE': 'English (Ireland)',
};

export const bodyUnitLabels: Record<BodyUnits, string> = {
  metric: 'Metric (kg, cm)',
  us: 'US (lb, ft in)',
  uk: 'UK (st lb, ft in)',
};

export const kitchenUnitLabels: Record<KitchenUnits, string> = {
  metric: 'Metric (g, ml)',
  us: 'US (oz, cups)',
};

export const energyUnitLabels: Record<EnergyUnit, string> = {
  kcal: 'Kilocalories (kcal)',
  kJ: 'Kilojoules (kJ)',
};

export const preferencesSchema = z.object({
  locale: z.enum(supportedLocales),
  bodyUnits: z.enum(bodyUnits),
  kitchenUnits: z.enum(kitchenUnits),
  energyUnit: z.enum(energyUnits),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/users/me/preferences: the whole set, each field checked on its own (a bad one is a 400 naming it). */
export const preferencesInputSchema = z.strictObject({
  locale: z.enum(supportedLocales, { error: `Locale must be one of ${supportedLocales.join(', ')}` }),
  bodyUnits: z.enum(bodyUnits, { error: 'Body units must be metric, us or uk' }),
  kitchenUnits: z.enum(kitchenUnits, { error: 'Kitchen units must be metric or us' }),
  energyUnit: z.enum(energyUnits, { error: 'Energy unit must be kcal or kJ' }),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

/** What a locale's practices mostly use; a new account starts here and Settings changes it. */
const defaultsByLocale: Record<SupportedLocale, Omit<Preferences, 'locale'>> = {
  'en-US': { bodyUnits: 'us', kitchenUnits: 'us', energyUnit: 'kcal' },
  'en-GB': { bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
  'en-IE': { bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
  'en-AU': { bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
  'en-NZ': { bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
  'en-CA': { bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kcal' },
};

/** The account of a practice that has chosen nothing: what the app showed before issue 34. */
export const defaultPreferences: Preferences = { locale: 'en-US', ...defaultsByLocale['en-US'] };

/**
 * The supported locale nearest a browser's language tag ('en-au' → en-AU, 'en' → en-US, 'fr-FR' → en-US), and the
 * units its practices mostly use.
 */
export function preferencesForLocale(tag: string | null | undefined): Preferences {
  const wanted = (tag ?? '').trim().toLowerCase();
  const locale = supportedLocales.find((candidate) => candidate.toLowerCase() === wanted) ?? defaultPreferences.locale;
  return { locale, ...defaultsByLocale[locale] };
}
