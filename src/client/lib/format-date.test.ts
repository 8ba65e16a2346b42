import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate } from './format-date';

const intlLocal = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const intlUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Moments spread over 1900–2100, every month and hour, from a fixed seed. */
function moments(count: number): Date[] {
  let seed = 20261127;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const from = Date.UTC(1900, 0, 1);
  const to = Date.UTC(2100, 11, 31);
  return Array.from({ length: count }, () => new Date(from + Math.floor(next() * (to - from))));
}

describe('dates as the app writes them', () => {
  it('reads like "Jan 5, 2026"', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatCalendarDate('1999-12-31')).toBe('Dec 31, 1999');
    expect(formatCalendarDate('2024-02-29T00:00:00.000Z')).toBe('Feb 29, 2024');
  });

  it('writes exactly what the browser writes for en-US, in the viewer’s zone and in UTC', () => {
    for (const moment of moments(500)) {
      const iso = moment.toISOString();
      expect(formatDate(iso)).toBe(intlLocal.format(moment));
      expect(formatCalendarDate(iso.slice(0, 10))).toBe(intlUtc.format(moment));
    }
  });

  it('keeps a birthday on its day for a viewer anywhere', () => {
    expect(formatCalendarDate('1990-03-01')).toBe('Mar 1, 1990');
  });

  it('refuses a value that is not a date, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatCalendarDate('2026-13-45')).toThrow(RangeError);
  });
});
