import { describe, expect, it } from 'vitest';
import { formatDayDate, formatShortDayDate } from './format-day-date.ts';
import { formatMinutes } from './format-minutes.ts';
import { formatServings } from './format-servings.ts';

describe('the shared formatters (one each for screens, share page and PDFs)', () => {
  it('prints cooking times the way a cook reads them', () => {
    expect([0, 25, 60, 90, 125, 29.6, -3].map(formatMinutes)).toEqual([
      '0 min',
      '25 min',
      '1 h',
      '1 h 30 min',
      '2 h 5 min',
      '30 min',
      '0 min',
    ]);
  });

  it('prints servings with at most two decimals and the singular only for one', () => {
    expect([1, 1.5, 0.25, 2, 1 / 3].map(formatServings)).toEqual([
      '1 serving',
      '1.5 servings',
      '0.25 servings',
      '2 servings',
      '0.33 servings',
    ]);
  });

  it('prints plan dates in UTC, so the weekday is the one written', () => {
    expect(formatDayDate('2026-01-05')).toBe('Monday, Jan 5');
    expect(formatShortDayDate('2026-03-05T23:30:00-08:00')).toBe('Thu, Mar 5');
  });
});
