import { describe, expect, it } from 'vitest';
import type { DayTypeInput } from '@/shared/schemas/day-types';
import { withDayTypeKeys } from './day-types-fields';

const row = (name: string, key = ''): DayTypeInput => ({
  key,
  name,
  targetCalories: '2500',
  targetProtein: '',
  targetCarbs: '',
  targetFat: '',
});
const keysOf = (types: DayTypeInput[] | null | undefined) => (types ?? []).map((type) => type.key);

describe('keys for the day types a practitioner names', () => {
  it('makes a new type its key from its name, a second of the same name another, and keeps an existing key', () => {
    const keyed = withDayTypeKeys({ dayTypes: [row('Rest day', 'rest'), row('Training day'), row('Training day')] });
    expect(keysOf(keyed.dayTypes)).toEqual(['rest', 'training-day', 'training-day-2']);
  });

  it('never gives a new type the key of a type the saved plan had, so a removed type’s days are not handed on', () => {
    // Saved: training-day and rest. Edited: training-day removed, a new "Training day" added.
    const keyed = withDayTypeKeys({ dayTypes: [row('Rest day', 'rest'), row('Training day')] }, [
      'training-day',
      'rest',
    ]);
    expect(keysOf(keyed.dayTypes)).toEqual(['rest', 'training-day-2']);
  });

  it('reads an emptied list as "no day types"', () => {
    expect(withDayTypeKeys({ dayTypes: [] }, ['rest']).dayTypes).toBeNull();
  });
});
