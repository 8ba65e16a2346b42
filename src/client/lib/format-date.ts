// 'MMM d, yyyy' (e.g. "Jan 5, 2026"), the way dates read across the app.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const calendarDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment (createdAt...) shown as the day it was in the viewer's own time zone. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * A plain calendar date ('YYYY-MM-DD': birth dates, plan dates). Read and printed in UTC so that
 * a birthday never shifts a day for a viewer west of Greenwich.
 */
export function formatCalendarDate(yyyyMmDd: string): string {
  return calendarDateFormat.format(new Date(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`));
}
