// 'MMM d, yyyy' (e.g. "Jan 5, 2026"), the way dates read across the app: what Intl.DateTimeFormat('en-US',
// { month: 'short', day: 'numeric', year: 'numeric' }) writes, put together by hand. Every list card shows a date,
// and building a DateTimeFormat loads the browser's date patterns first: 20–30 ms of a cold first load.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dateOf(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${value}`);
  return date;
}

/** A moment (createdAt...) shown as the day it was in the viewer's own time zone. */
export function formatDate(iso: string): string {
  const date = dateOf(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * A plain calendar date ('YYYY-MM-DD': birth dates, plan dates). Read and printed in UTC so that
 * a birthday never shifts a day for a viewer west of Greenwich.
 */
export function formatCalendarDate(yyyyMmDd: string): string {
  const date = dateOf(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
