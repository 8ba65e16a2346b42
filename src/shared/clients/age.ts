import { DAY_MS } from '../dates/calendar-days.ts';

function parseDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** Age on the profile: birthdays counted by the calendar. */
export function calendarAge(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Age on the client cards: elapsed 365-day years, as the list has always shown it. */
export function elapsedYears(dateOfBirth: string, today: string): number {
  return Math.floor((parseDate(today).getTime() - parseDate(dateOfBirth).getTime()) / (365 * DAY_MS));
}

/** Whole days between two instants, e.g. "Last visit: N days ago". */
export function daysBetween(from: Date | string, to: Date | string): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS));
}

/** Today as YYYY-MM-DD in the viewer's own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
