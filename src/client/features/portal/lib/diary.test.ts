import { describe, expect, it } from 'vitest';
import type { DiaryMeal } from '@/shared/schemas/food-diary';
import type { CheckIn } from '@/shared/schemas/portal';
import { entryLabel, mealStateOf, toMl, waterLabel } from './diary';

describe('how diary entries read', () => {
  it.each([
    [{ kind: 'planned', portion: 1, name: 'Overnight oats' }, 'Overnight oats, as planned'],
    [{ kind: 'planned', portion: 0.75, name: 'Overnight oats' }, '¾ of Overnight oats'],
    [{ kind: 'planned', portion: 1.5, name: 'Overnight oats' }, '1½ of Overnight oats'],
    [{ kind: 'recipe', recipeId: 'r', servings: 2, name: 'Lentil soup' }, 'Lentil soup · 2 servings'],
    [{ kind: 'food', fdcId: 9040, amount: 1, unit: 'cup', name: 'Bananas, raw', grams: 150 }, '1 cup Bananas, raw'],
    [
      { kind: 'food', fdcId: 9040, amount: 2, unit: 'piece', name: 'Bananas, raw', grams: 236 },
      '2 pieces Bananas, raw',
    ],
    [{ kind: 'text', text: 'Slice of cake' }, 'Slice of cake'],
  ] as const)('%o reads "%s"', (entry, words) => {
    expect(entryLabel(entry)).toBe(words);
  });

  it('converts water to ml and shows litres from one litre', () => {
    expect(toMl(6, 'glass')).toBe(1500);
    expect(toMl(2, 'cup')).toBe(480);
    expect(toMl(330, 'ml')).toBe(330);
    expect(waterLabel(1500)).toBe('1.5 L');
    expect(waterLabel(750)).toBe('750 ml');
  });
});

describe('the state of a meal', () => {
  const meal = (mealType: DiaryMeal['mealType'], entries: DiaryMeal['entries']): DiaryMeal => ({
    id: 'c3000000-0000-4000-8000-000000000001',
    date: '2026-03-02',
    mealType,
    entries,
    skipped: entries.length === 0,
    calories: null,
    updatedAt: '2026-03-02T08:00:00.000Z',
  });
  const checkIn = (mealType: CheckIn['mealType'], status: CheckIn['status']): CheckIn => ({
    id: 'c4000000-0000-4000-8000-000000000001',
    date: '2026-03-02',
    mealType,
    status,
    note: null,
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
  });

  it('a diary record wins over the check-in of the same meal; a check-in shows where there is none', () => {
    const meals = [meal('breakfast', [{ kind: 'text', text: 'Toast' }]), meal('lunch', [])];
    const checkIns = [checkIn('breakfast', 'eaten'), checkIn('dinner', 'eaten')];
    expect(mealStateOf('2026-03-02', 'breakfast', meals, checkIns).kind).toBe('logged');
    expect(mealStateOf('2026-03-02', 'lunch', meals, checkIns).kind).toBe('skipped');
    expect(mealStateOf('2026-03-02', 'dinner', meals, checkIns)).toMatchObject({ kind: 'check-in' });
    expect(mealStateOf('2026-03-02', 'snacks', meals, checkIns).kind).toBe('open');
    expect(mealStateOf('2026-03-03', 'breakfast', meals, checkIns).kind).toBe('open');
  });
});
