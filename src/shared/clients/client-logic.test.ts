import { describe, expect, it } from 'vitest';
import { estimateEnergyNeeds } from '../nutrition/energy-needs.ts';
import { activityBadgeFor } from './activity-badge.ts';
import { calendarAge, elapsedYears } from './age.ts';
import {
  centimetresFromFeetInches,
  feetInchesFromCentimetres,
  kilogramsFromStonesPounds,
  stonesPoundsFromKilograms,
} from './measurements.ts';

describe('height from feet and inches: round((ft*12 + in) * 2.54)', () => {
  it.each([
    [5, 0, 152], // 60 in = 152.4
    [5, 7, 170], // 67 in = 170.18
    [5, 11, 180], // 71 in = 180.34
    [6, 2, 188], // 74 in = 187.96
    [4, 11, 150], // 59 in = 149.86
    [0, 0, 0],
  ])('%i ft %i in → %i cm', (feet, inches, cm) => {
    expect(centimetresFromFeetInches(feet, inches)).toBe(cm);
  });

  it.each([
    [170, 5, 7],
    [152, 5, 0],
    [188, 6, 2],
  ])('%i cm shows as %i ft %i in when editing', (cm, feet, inches) => {
    expect(feetInchesFromCentimetres(cm)).toEqual({ feet, inches });
  });
});

describe('weight from stones and pounds: round((st*14 + lb) * 0.453592, 1)', () => {
  it.each([
    [10, 0, 63.5], // 140 lb = 63.50288
    [11, 4, 71.7], // 158 lb = 71.667536
    [9, 13, 63.0], // 139 lb = 63.049288
    [15, 7, 98.4], // 217 lb = 98.429464
    [0, 1, 0.5], // 0.453592
  ])('%i st %i lb → %f kg', (stones, pounds, kg) => {
    expect(kilogramsFromStonesPounds(stones, pounds)).toBe(kg);
  });

  it.each([
    [63.5, 10, 0],
    [71.7, 11, 4],
  ])('%f kg shows as %i st %i lb when editing', (kg, stones, pounds) => {
    expect(stonesPoundsFromKilograms(kg)).toEqual({ stones, pounds });
  });
});

describe('ages', () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['2026-01-01', '2026-12-31', 0],
  ])('calendar age born %s on %s is %i', (born, today, age) => {
    expect(calendarAge(born, today)).toBe(age);
  });

  it.each([
    // 365-day years drift by the leap days: someone turning 36 today has lived 36*365+9 days.
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-24', '2026-06-15', 36], // nine days before the birthday, 365-day years already count 36
    ['1990-06-25', '2026-06-15', 35],
  ])('elapsed 365-day years born %s on %s is %i', (born, today, age) => {
    expect(elapsedYears(born, today)).toBe(age);
  });
});

describe('activity badge from days since added', () => {
  it.each([
    [0, 'Active Plan'],
    [7, 'Active Plan'],
    [8, 'Review Due'],
    [14, 'Review Due'],
    [15, 'Inactive'],
    [400, 'Inactive'],
  ])('%i days → %s', (days, label) => {
    expect(activityBadgeFor(days).label).toBe(label);
  });
});

describe('estimated energy needs (Mifflin–St Jeor × activity factor)', () => {
  it('matches hand calculations', () => {
    // Woman, 35 y, 165 cm, 62 kg: 620 + 1031.25 − 175 − 161 = 1315.25; moderately active × 1.55 = 2038.64
    const woman = estimateEnergyNeeds({
      gender: 'female',
      ageYears: 35,
      heightCm: 165,
      weightKg: 62,
      activityLevel: 'moderately_active',
    });
    expect(woman?.bmr).toBeCloseTo(1315.25, 6);
    expect(woman?.tdee).toBeCloseTo(2038.6375, 6);
    // Man, 50 y, 180 cm, 90 kg: 900 + 1125 − 250 + 5 = 1780; sedentary × 1.2 = 2136
    const man = estimateEnergyNeeds({
      gender: 'male',
      ageYears: 50,
      heightCm: 180,
      weightKg: 90,
      activityLevel: 'sedentary',
    });
    expect(man).toEqual({ bmr: 1780, tdee: 2136, activityFactor: 1.2 });
  });

  it('gives BMR without an activity level, and nothing when an input is missing or the equation does not apply', () => {
    expect(
      estimateEnergyNeeds({ gender: 'male', ageYears: 30, heightCm: 175, weightKg: 70, activityLevel: null }),
    ).toEqual({ bmr: 1648.75, tdee: null, activityFactor: null }); // 700 + 1093.75 − 150 + 5;
    expect(
      estimateEnergyNeeds({ gender: 'other', ageYears: 30, heightCm: 175, weightKg: 70, activityLevel: 'sedentary' }),
    ).toBeNull();
    expect(
      estimateEnergyNeeds({
        gender: 'female',
        ageYears: null,
        heightCm: 175,
        weightKg: 70,
        activityLevel: 'sedentary',
      }),
    ).toBeNull();
    expect(
      estimateEnergyNeeds({ gender: 'female', ageYears: 15, heightCm: 160, weightKg: 50, activityLevel: 'sedentary' }),
    ).toBeNull();
  });
});
