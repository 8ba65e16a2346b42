// Plan dates are calendar dates ('YYYY-MM-DD'): read and printed in UTC so no viewer sees them shift a day.
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function utcDate(yyyyMmDd: string): Date {
  return new Date(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`);
}

/** "Monday, Jan 5" from '2026-01-05'. */
export function formatDayDate(yyyyMmDd: string): string {
  return longDay.format(utcDate(yyyyMmDd));
}

/** "Thu, Mar 5" from '2026-03-05'. */
export function formatShortDayDate(yyyyMmDd: string): string {
  return shortDay.format(utcDate(yyyyMmDd));
}
