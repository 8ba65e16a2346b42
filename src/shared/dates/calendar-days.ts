/**
 * Calendar arithmetic on dates written YYYY-MM-DD. Every step is taken in UTC, so no time zone and no change of
 * summer time can move a day: a plan's seventh day is six days after its first wherever the server runs.
 */
export const DAY_MS = 86_400_000;

const utcMidnight = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** How many calendar days a span covers, both ends counted: a plan from Monday to Sunday has 7. */
export function daysInSpan(span: { startDate: string; endDate: string }): number {
  return daysBetween(span.startDate, span.endDate) + 1;
}
