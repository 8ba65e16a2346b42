import { defaultPreferences, type BodyUnits, type EnergyUnit, type Preferences } from './preferences.ts';
import type { NutrientKey } from '../nutrition/recipe-nutrition.ts';
import { roundForDisplay } from '../nutrition/round-for-display.ts';

/**
 * One way of writing figures for one practice (or one client): dates and numbers in the locale's own patterns,
 * through `Intl`, and measures in the chosen units (decision 0033). Screens, PDFs, the share page, the portal and
 * e-mails build one from the preferences and write every figure through it. The data stays canonical (kcal, g, kg,
 * cm, ISO dates): a figure is converted once, on the way out here, or once on the way in through the parse
 * functions below.
 *
 * Rounding, as food labels round: energy to a whole kcal or a whole kJ (1 kcal = 4.184 kJ, converted from the
 * unrounded kcal); body weight to 0.1 kg (the stored precision), a whole lb, or stones and whole pounds; height to
 * a whole cm or whole feet and inches. What a form was given in the shown units is shown the same again: the
 * stored precision (0.1 kg, 1 cm, 1 kcal) is finer than half a shown step (0.5 lb, 0.5 in, 0.5 kJ is not, so a kJ
 * figure typed is shown as the whole kcal it keeps, and every stored kcal reads back from its kJ exactly).
 */
export const KJ_PER_KCAL = 4.184;
export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;
export const LB_PER_STONE = 14;

export interface Formats extends Preferences {
  /** A moment (createdAt...) as the day it was in the viewer's time zone: "Jan 5, 2026" / "5 Jan 2026". */
  date(iso: string): string;
  /** A moment with its time of day, in the viewer's time zone: "Nov 22, 2:05 PM" / "22 Nov, 14:05". */
  dateTime(iso: string): string;
  /** A moment's time of day, in the viewer's time zone: "2:05 PM" / "14:05". */
  time(iso: string): string;
  /** A moment as a long day, in the viewer's time zone: "Sunday, November 29" / "Sunday 29 November". */
  longDay(iso: string): string;
  /** A calendar date ('YYYY-MM-DD'), read in UTC so it never shifts a day: "Jan 5, 2026" / "5 Jan 2026". */
  calendarDate(yyyyMmDd: string): string;
  /** A plan day: "Monday, Jan 5" / "Monday 5 Jan". */
  dayDate(yyyyMmDd: string): string;
  /** A short plan day: "Mon, Jan 5" / "Mon 5 Jan". */
  shortDayDate(yyyyMmDd: string): string;
  /** A plan day's weekday: "Mon". */
  weekday(yyyyMmDd: string): string;
  /** A plan day's month and day: "Jan 5" / "5 Jan". */
  monthDay(yyyyMmDd: string): string;
  /** A calendar date with its weekday, as documents write it: "Mon, Jan 5, 2026" / "Mon, 5 Jan 2026". */
  weekdayDate(yyyyMmDd: string): string;
  /** A duration in minutes, as a cook reads it: "25 min", "1 h", "1 h 30 min". */
  minutes(minutes: number): string;
  /**
   * A nutrient as the app prints it: energy in the chosen unit, sodium in whole mg, grams to one decimal; rounded
   * by the shared rule (roundForDisplay) first, so screens and documents never disagree by a tenth.
   */
  nutrient(key: NutrientKey, value: number): string;
  /** A number with the locale's grouping, at most `maxFractionDigits` decimals (0 by default), at least `min`. */
  number(value: number, maxFractionDigits?: number, minFractionDigits?: number): string;
  /** kcal as the chosen unit, the figure only: "2,000" / "8,368". */
  energyValue(kcal: number): number;
  /** kcal as the chosen unit with its unit: "2,000 kcal" / "8,368 kJ". */
  energy(kcal: number): string;
  /** The energy unit's label: "kcal" / "kJ". */
  energyLabel: EnergyUnit;
  /** kg in the chosen body units: "72.5 kg" / "160 lb" / "11 st 6 lb". */
  weight(kg: number): string;
  /** A change of weight, signed unless it rounds to nothing: "+1.2 kg" / "-3 lb" / "-1 st 2 lb" / "0 kg". */
  weightChange(kg: number): string;
  /** kg as a plain figure in the chosen body units for charts: kg for metric, pounds otherwise (unrounded). */
  weightValue(kg: number): number;
  /** The unit of weightValue: "kg" / "lb". */
  weightAxisUnit: 'kg' | 'lb';
  /** cm in the chosen body units: "170 cm" / "5 ft 7 in". */
  height(cm: number): string;
  /** A body circumference (waist) in cm, in the chosen body units: "81.5 cm" / "32 in" (whole inches). */
  circumference(cm: number): string;
  /** A count and what it counts: "1 recipe", "5,000 clients" ("1 serving" / "1.5 servings": up to two decimals). */
  count(value: number, singular: string, plural?: string): string;
  /** Servings as a cook reads them: "1 serving", "1.5 servings", "0.25 servings". */
  servings(value: number): string;
}

const dateCache = new Map<string, Intl.DateTimeFormat>();
const numberCache = new Map<string, Intl.NumberFormat>();

// Built on first use and kept per locale: creating an Intl formatter loads the locale's data (a few ms cold), so a
// screen that never writes a date never pays for one.
type DateKind =
  'date' | 'dateTime' | 'time' | 'longDay' | 'calendar' | 'day' | 'shortDay' | 'weekday' | 'monthDay' | 'weekdayDate';
const dateOptions: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  longDay: { weekday: 'long', month: 'long', day: 'numeric' },
  calendar: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  day: { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' },
  shortDay: { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'short', timeZone: 'UTC' },
  monthDay: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
};

function dateFormat(locale: string, kind: DateKind): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let format = dateCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, dateOptions[kind]);
    dateCache.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, maxFractionDigits: number, minFractionDigits = 0): Intl.NumberFormat {
  const key = `${locale}|${maxFractionDigits}|${minFractionDigits}`;
  let format = numberCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: maxFractionDigits,
      minimumFractionDigits: minFractionDigits,
    });
    numberCache.set(key, format);
  }
  return format;
}

function validDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${value}`);
  return date;
}

function utcDay(yyyyMmDd: string): Date {
  return validDate(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`);
}

/** Rounds half away from zero at `digits` decimals, without binary drift (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.sign(value) * (Math.round(Number((Math.abs(value) * factor).toPrecision(12))) / factor);
}

/** kcal in the chosen unit, rounded as labels round: a whole kcal, or a whole kJ from the unrounded kcal. */
export function energyInUnit(kcal: number, unit: EnergyUnit): number {
  return unit === 'kJ' ? roundTo(kcal * KJ_PER_KCAL, 0) : roundTo(kcal, 0);
}

/** Stones and whole pounds of a weight in kg. */
export function stonesAndPounds(kg: number): { stones: number; pounds: number } {
  const totalPounds = roundTo(kg / KG_PER_LB, 0);
  const stones = Math.floor(totalPounds / LB_PER_STONE);
  return { stones, pounds: totalPounds - stones * LB_PER_STONE };
}

/** Whole feet and inches of a height in cm. */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const totalInches = roundTo(cm / CM_PER_INCH, 0);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

export function createFormats(preferences: Partial<Preferences> = {}): Formats {
  const chosen: Preferences = { ...defaultPreferences, ...preferences };
  const { locale, energyUnit, bodyUnits } = chosen;
  const num = (value: number, maxFractionDigits = 0, minFractionDigits = 0) =>
    numberFormat(locale, maxFractionDigits, minFractionDigits).format(value);
  const energyValue = (kcal: number) => energyInUnit(kcal, energyUnit);
  return {
    ...chosen,
    date: (iso) => dateFormat(locale, 'date').format(validDate(iso)),
    dateTime: (iso) => dateFormat(locale, 'dateTime').format(validDate(iso)),
    time: (iso) => dateFormat(locale, 'time').format(validDate(iso)),
    longDay: (iso) => dateFormat(locale, 'longDay').format(validDate(iso)),
    calendarDate: (day) => dateFormat(locale, 'calendar').format(utcDay(day)),
    dayDate: (day) => dateFormat(locale, 'day').format(utcDay(day)),
    shortDayDate: (day) => dateFormat(locale, 'shortDay').format(utcDay(day)),
    weekday: (day) => dateFormat(locale, 'weekday').format(utcDay(day)),
    monthDay: (day) => dateFormat(locale, 'monthDay').format(utcDay(day)),
    weekdayDate: (day) => dateFormat(locale, 'weekdayDate').format(utcDay(day)),
    minutes: (minutes) => formatDuration(minutes, num),
    nutrient: (key, value) => {
      if (key === 'calories') return `${num(energyValue(value))} ${energyUnit}`;
      if (key === 'sodium') return `${num(Math.round(value))} mg`;
      return `${num(roundForDisplay(key, value), 1, 1)} g`;
    },
    number: num,
    energyValue,
    energy: (kcal) => `${num(energyValue(kcal))} ${energyUnit}`,
    energyLabel: energyUnit,
    weight: (kg) => formatWeight(kg, bodyUnits, num),
    weightChange: (kg) => {
      const shown = bodyUnits === 'metric' ? roundTo(Math.abs(kg), 1) : roundTo(Math.abs(kg) / KG_PER_LB, 0);
      const sign = shown === 0 ? '' : kg > 0 ? '+' : '-';
      return `${sign}${formatWeight(Math.abs(kg), bodyUnits, num)}`;
    },
    weightValue: (kg) => (bodyUnits === 'metric' ? kg : kg / KG_PER_LB),
    weightAxisUnit: bodyUnits === 'metric' ? 'kg' : 'lb',
    height: (cm) => formatHeight(cm, bodyUnits, num),
    circumference: (cm) =>
      bodyUnits === 'metric' ? `${num(roundTo(cm, 1), 1)} cm` : `${num(roundTo(cm / CM_PER_INCH, 0))} in`,
    count: (value, singular, plural = `${singular}s`) => `${num(value, 2)} ${value === 1 ? singular : plural}`,
    servings: (value) => `${num(value, 2)} ${value === 1 ? 'serving' : 'servings'}`,
  };
}

type NumberWriter = (value: number, maxFractionDigits?: number) => string;

function formatWeight(kg: number, units: BodyUnits, num: NumberWriter): string {
  if (units === 'metric') return `${num(roundTo(kg, 1), 1)} kg`;
  if (units === 'us') return `${num(roundTo(kg / KG_PER_LB, 0))} lb`;
  const { stones, pounds } = stonesAndPounds(kg);
  // Under a stone (a change, a distance to the goal) reads as pounds alone: "4 lb", not "0 st 4 lb".
  return stones === 0 ? `${num(pounds)} lb` : `${num(stones)} st ${num(pounds)} lb`;
}

function formatHeight(cm: number, units: BodyUnits, num: NumberWriter): string {
  if (units === 'metric') return `${num(roundTo(cm, 0))} cm`;
  const { feet, inches } = feetAndInches(cm);
  return `${feet} ft ${inches} in`;
}

function formatDuration(minutes: number, num: NumberWriter): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${num(total)} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${num(hours)} h` : `${num(hours)} h ${num(rest)} min`;
}

// Parsing back, for forms: each converts once, from what the person typed in the unit they chose, to the stored one.

/** A typed number in the locale's writing ("1,250.5"), or null when it is not one. */
export function parseLocaleNumber(text: string, locale: string = defaultPreferences.locale): number | null {
  const parts = numberFormat(locale, 1).formatToParts(11111.1);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const plain = text.trim().split(group).join('').split(decimal).join('.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  return Number(plain);
}

/** Typed energy in the chosen unit → whole kcal, the stored unit. */
export function parseEnergy(value: number, unit: EnergyUnit): number {
  return roundTo(unit === 'kJ' ? value / KJ_PER_KCAL : value, 0);
}

/** Typed weight → kg to 0.1, the stored precision (the spec's stones/pounds rule: round((st*14+lb)*0.453592, 1)). */
export function parseWeight(input: { kg: number } | { pounds: number; stones?: number }): number {
  if ('kg' in input) return roundTo(input.kg, 1);
  return roundTo(((input.stones ?? 0) * LB_PER_STONE + input.pounds) * KG_PER_LB, 1);
}

/** Typed height → whole cm (the spec's rule: round((feet*12+inches)*2.54)). */
export function parseHeight(input: { cm: number } | { feet: number; inches: number }): number {
  if ('cm' in input) return roundTo(input.cm, 0);
  return roundTo((input.feet * 12 + input.inches) * CM_PER_INCH, 0);
}
