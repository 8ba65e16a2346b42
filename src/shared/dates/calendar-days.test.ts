import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysInSpan } from './calendar-days.ts';

describe('calendar days', () => {
  it('steps over month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-02', -2)).toBe('2026-02-28');
  });

  it('is not moved by a summer-time change in the local zone', () => {
    // Europe and North America change their clocks on these weekends; UTC arithmetic never sees an hour go missing.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('counts both ends of a span', () => {
    expect(daysInSpan({ startDate: '2026-11-23', endDate: '2026-11-29' })).toBe(7);
    expect(daysInSpan({ startDate: '2026-11-23', endDate: '2026-11-23' })).toBe(1);
    expect(daysBetween('2026-11-29', '2026-11-23')).toBe(-6);
  });
});
