import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('counts as the app writes them', () => {
  it('groups thousands like "5,000 clients"', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-4321)).toBe('-4,321');
  });

  it('writes exactly what the browser writes for en-US, for counts and calorie targets', () => {
    const samples = [1, 12, 123, 1_000, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 2_147_483_647];
    for (let n = 0; n < 400; n += 1) samples.push(Math.floor(((n * 7919) % 1000) ** 2.3));
    for (const value of samples) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
      if (value !== 0) expect(formatCount(-value)).toBe((-value).toLocaleString('en-US'));
    }
    const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const kcal of [1199.5, 1800, 2250.4, 2999.6, 12.5]) expect(formatCount(kcal)).toBe(wholeNumber.format(kcal));
  });
});
