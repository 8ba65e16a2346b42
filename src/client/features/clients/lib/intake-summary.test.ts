import { describe, expect, it } from 'vitest';
import { intakeHighlights } from './intake-summary';

const row = (key: string, percent: number | null, status: string) => ({
  key,
  label: key,
  unit: 'mg',
  amount: percent,
  atLeast: false,
  target: { amount: 100, unit: 'mg', kind: 'RDA' as const },
  percent,
  status: status as 'short',
});

describe('the nutrients furthest from the needs', () => {
  it('lists the lowest shares under, the flagged excesses first over, and leaves unknowns out', () => {
    const { under, over } = intakeHighlights([
      row('iron', 40, 'short'),
      row('calcium', 80, 'short'),
      row('folate', 10, 'short'),
      row('vitaminD', null, 'unknown'),
      row('vitaminC', 300, 'met'),
      row('sodium', 140, 'over-cdrr'),
      row('zinc', 120, 'met'),
      row('potassium', 20, 'short'),
    ]);
    expect(under.map((r) => r.key)).toEqual(['folate', 'potassium', 'iron']);
    expect(over.map((r) => r.key)).toEqual(['sodium', 'vitaminC']);
  });
});
