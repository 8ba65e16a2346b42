import { describe, expect, it } from 'vitest';
import { brandColors, contrastRatio, normaliseHexColor, readableTextOn } from './brand-colors';

describe('brand colours', () => {
  it('accepts #rgb and #rrggbb, and nothing that could smuggle other CSS in', () => {
    expect(normaliseHexColor('#0A7')).toBe('#00aa77');
    expect(normaliseHexColor('047857')).toBe('#047857');
    expect(normaliseHexColor('red')).toBeNull();
    expect(normaliseHexColor('#047857; background: url(x)')).toBeNull();
    expect(normaliseHexColor(null)).toBeNull();
  });

  it('puts white text on dark brands and dark text on light ones, always readable', () => {
    expect(readableTextOn('#047857')).toBe('#ffffff');
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff');
    expect(readableTextOn('#fde047')).toBe('#0f172a');
    expect(readableTextOn('#ffffff')).toBe('#0f172a');
    for (const colour of ['#047857', '#10b981', '#f97316', '#7c3aed', '#fde047', '#94a3b8']) {
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the Platewise greens when a colour cannot be read', () => {
    expect(brandColors('not a colour', '')).toEqual({ primary: '#047857', secondary: '#10b981', onPrimary: '#ffffff' });
  });
});
