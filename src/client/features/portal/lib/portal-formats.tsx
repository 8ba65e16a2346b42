import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { CM_PER_INCH, createFormats, roundTo, type Formats } from '@/shared/format/formats';
import type { Preferences } from '@/shared/format/preferences';

/**
 * How the portal wrote its figures before issue 34 (day-first dates, kg and cm, kcal): what a screen reads when no
 * practice's formats reached it (a screen rendered on its own); the signed-in portal always has them.
 */
export const portalFallbackPreferences: Preferences = {
  locale: 'en-GB',
  bodyUnits: 'metric',
  kitchenUnits: 'metric',
  energyUnit: 'kcal',
};

const PortalFormatsContext = createContext<Formats>(createFormats(portalFallbackPreferences));

/**
 * The practice's locale and the client's own units (or the practice's), from GET /api/portal/me (decision 0033):
 * every portal screen writes its dates, energy and weights through these.
 */
export function PortalFormatsProvider({
  preferences,
  children,
}: {
  preferences: Preferences | undefined;
  children: ReactNode;
}) {
  const formats = useMemo(() => createFormats(preferences ?? portalFallbackPreferences), [preferences]);
  return <PortalFormatsContext.Provider value={formats}>{children}</PortalFormatsContext.Provider>;
}

export function usePortalFormats(): Formats {
  return useContext(PortalFormatsContext);
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/** "Thursday 26 November" / "Thursday, November 26" from YYYY-MM-DD, read in UTC so no time zone moves it. */
export function longDate(formats: Pick<Formats, 'locale'>, date: string): string {
  let format = longDates.get(formats.locale);
  if (!format) {
    format = new Intl.DateTimeFormat(formats.locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    longDates.set(formats.locale, format);
  }
  return format.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

/** Energy in the client's unit, or null when there is no figure: "420 kcal" / "1,757 kJ". */
export function energyText(formats: Formats, kcal: number | null | undefined): string | null {
  return typeof kcal === 'number' ? formats.energy(kcal) : null;
}

/** Waists are centimetres in metric, inches otherwise (to 0.1 in: the stored 0.1 cm reads back the same). */
export function waistInUnit(formats: Formats, cm: number): string {
  return formats.bodyUnits === 'metric'
    ? `${formats.number(cm, 1)} cm`
    : `${formats.number(roundTo(cm / CM_PER_INCH, 1), 1)} in`;
}

/** A typed waist in the client's unit → cm to 0.1, the stored precision. */
export function parseWaist(formats: Pick<Formats, 'bodyUnits'>, value: number): number {
  return roundTo(formats.bodyUnits === 'metric' ? value : value * CM_PER_INCH, 1);
}
