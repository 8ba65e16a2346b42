/**
 * How a practice reads its figures (issue 34): the locale of dates and numbers, the units of body measures, of the
 * kitchen and of energy. Only what is shown changes; the API and the database keep kcal, g, kg, cm and ISO dates
 * (decision 0033). No zod here: every first load formats with these, and the schemas of
 * src/shared/schemas/preferences.ts (with zod) are for the forms and the API only.
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
  metric: 'Metric (g, kg)',
  us: 'US (oz, lb)',
};

export const energyUnitLabels: Record<EnergyUnit, string> = {
  kcal: 'Kilocalories (kcal)',
  kJ: 'Kilojoules (kJ)',
};

/** A practice's choice of locale and units, as stored and as the API answers it. */
export interface Preferences {
  locale: SupportedLocale;
  bodyUnits: BodyUnits;
  kitchenUnits: KitchenUnits;
  energyUnit: EnergyUnit;
}

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
