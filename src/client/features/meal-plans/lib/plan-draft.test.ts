import { describe, expect, it } from 'vitest';
import { addCalendarDays, draftToFormValues, parsePlanDraft, restrictionsText, toMealPlanInput } from './plan-draft';

describe('calendar arithmetic', () => {
  it('adds days across month ends, leap years and daylight-saving changes without drifting', () => {
    expect(addCalendarDays('2026-03-27', 6)).toBe('2026-04-02');
    expect(addCalendarDays('2026-01-31', 29)).toBe('2026-03-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    // The last Sunday of March and of October: clocks change in Europe, days stay days.
    expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addCalendarDays('2026-10-24', 2)).toBe('2026-10-26');
  });
});

describe('dashboard draft → form', () => {
  it('a 7-day draft from 2026-03-27 runs to 2026-04-02, named "7 Day Plan", for the chosen client', () => {
    const values = draftToFormValues({ client: 'c-1', duration: '7', restrictions: [] }, '2026-03-27');
    expect(values).toMatchObject({
      name: '7 Day Plan',
      clientId: 'c-1',
      startDate: '2026-03-27',
      endDate: '2026-04-02',
      description: '',
      notes: '',
      targetCalories: '',
    });
  });

  it('a 30-day draft from 2026-01-31 ends on 2026-03-01', () => {
    const values = draftToFormValues({ client: 'c-1', duration: '30', restrictions: [] }, '2026-01-31');
    expect(values.endDate).toBe('2026-03-01');
    expect(values.name).toBe('30 Day Plan');
  });

  it('writes the dietary restrictions into the description and the notes', () => {
    const values = draftToFormValues(
      { client: 'c-1', duration: '14', restrictions: ['Gluten-Free', 'Vegan'] },
      '2026-05-01',
    );
    expect(values.description).toBe('Dietary restrictions: Gluten-Free, Vegan');
    expect(values.notes).toBe('Dietary restrictions: Gluten-Free, Vegan');
    expect(values.endDate).toBe('2026-05-14');
    expect(restrictionsText([])).toBe('');
    expect(restrictionsText(['Low-Sodium'])).toBe('Dietary restrictions: Low-Sodium');
  });
});

describe('reading the stored draft', () => {
  it('accepts what the dashboard writes', () => {
    expect(parsePlanDraft(JSON.stringify({ client: 'c-1', duration: '14', restrictions: ['Vegan'] }))).toEqual({
      client: 'c-1',
      duration: '14',
      restrictions: ['Vegan'],
    });
  });

  it('ignores missing, broken or foreign values', () => {
    expect(parsePlanDraft(null)).toBeNull();
    expect(parsePlanDraft('not json')).toBeNull();
    expect(parsePlanDraft('"7"')).toBeNull();
    expect(parsePlanDraft(JSON.stringify({ client: '', duration: '7', restrictions: [] }))).toBeNull();
    expect(parsePlanDraft(JSON.stringify({ client: 'c-1', duration: '9', restrictions: [] }))).toBeNull();
    expect(parsePlanDraft(JSON.stringify({ client: 'c-1', duration: '7', restrictions: 'Vegan' }))).toEqual({
      client: 'c-1',
      duration: '7',
      restrictions: [],
    });
  });
});

describe('form → API body', () => {
  it('sends calories as a number, protein, carbs and fat as the typed text, empty as "not set"', () => {
    const body = toMealPlanInput({
      name: '  Heart-healthy reset ',
      clientId: 'c-1',
      description: '',
      startDate: '2026-03-02',
      endDate: '2026-03-15',
      targetCalories: '2000',
      targetProtein: '150',
      targetCarbs: '',
      targetFat: '70',
      notes: '',
    });
    expect(body).toEqual({
      name: 'Heart-healthy reset',
      clientId: 'c-1',
      description: '',
      startDate: '2026-03-02',
      endDate: '2026-03-15',
      status: 'active',
      targetCalories: 2000,
      targetProtein: '150',
      targetCarbs: '',
      targetFat: '70',
      notes: '',
    });
    expect(toMealPlanInput({ targetCalories: '' }).targetCalories).toBeNull();
  });
});
