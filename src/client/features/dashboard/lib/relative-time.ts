const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago something happened, roughly. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 45) return 'just now';
  if (seconds < HOUR) return relative.format(-Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < DAY) return relative.format(-Math.round(seconds / HOUR), 'hour');
  if (seconds < WEEK) return relative.format(-Math.round(seconds / DAY), 'day');
  if (seconds < 30 * DAY) return relative.format(-Math.round(seconds / WEEK), 'week');
  if (seconds < 365 * DAY) return relative.format(-Math.round(seconds / (30 * DAY)), 'month');
  return relative.format(-Math.round(seconds / (365 * DAY)), 'year');
}
