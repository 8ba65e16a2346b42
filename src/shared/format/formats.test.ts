import { describe, expect, it } from 'vitest';
import { preferencesForLocale, type Preferences } from '../schemas/preferences.ts';
import {
  createFormats,
  feetAndInches,
  parseEnergy,
  parseHeight,
  parseLocaleNumber,
  parseWeight,
  stonesAndPounds,
} from './formats.ts';

const us: Preferences = { locale: 'en-US', bodyUnits: 'us', kitchenUnits: 'us', energyUnit: 'kcal' };
const uk: Preferences = { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' };
const au: Preferences = { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' };

describe('one set of formats per practice: the three reference settings', () => {
  const cases = [
    {
      name: 'en-US, kcal, US units',
      preferences: us,
      date: 'Jan 5, 2026',
      dayDate: 'Monday, Jan 5',
      shortDayDate: 'Mon, Jan 5',
      energy: ['2,000 kcal', '1,848 kcal', '0 kcal'],
      weight: ['160 lb', '220 lb'],
      height: ['5 ft 7 in', '6 ft 0 in'],
      number: '12,345.7',
    },
    {
      name: 'en-GB, kcal, UK units',
      preferences: uk,
      date: '5 Jan 2026',
      dayDate: 'Monday 5 Jan',
      shortDayDate: 'Mon 5 Jan',
      energy: ['2,000 kcal', '1,848 kcal', '0 kcal'],
      weight: ['11 st 6 lb', '15 st 10 lb'],
      height: ['5 ft 7 in', '6 ft 0 in'],
      number: '12,345.7',
    },
    {
      name: 'en-AU, kJ, metric',
      preferences: au,
      date: '5 Jan 2026',
      dayDate: 'Monday 5 Jan',
      shortDayDate: 'Mon, 5 Jan',
      energy: ['8,368 kJ', '7,730 kJ', '0 kJ'],
      weight: ['72.5 kg', '100 kg'],
      height: ['170 cm', '183 cm'],
      number: '12,345.7',
    },
  ];

  it.each(cases)('$name writes dates, energy, weight and height', (c) => {
    const f = createFormats(c.preferences);
    expect(f.calendarDate('2026-01-05')).toBe(c.date);
    expect(f.date('2026-01-05T12:00:00')).toBe(c.date);
    expect(f.dayDate('2026-01-05')).toBe(c.dayDate);
    expect(f.shortDayDate('2026-01-05')).toBe(c.shortDayDate);
    expect([2000, 1847.6, 0].map(f.energy)).toEqual(c.energy);
    expect([72.5, 100].map(f.weight)).toEqual(c.weight);
    expect([170, 183].map(f.height)).toEqual(c.height);
    expect(f.number(12345.66, 1)).toBe(c.number);
    expect(f.nutrient('calories', 355.4)).toBe(c.energy[0] === '2,000 kcal' ? '355 kcal' : '1,487 kJ');
    expect(f.nutrient('protein', 12.34)).toBe('12.3 g');
    expect(f.nutrient('sodium', 1234.5)).toBe('1,235 mg');
    expect(f.weekday('2026-01-05')).toBe('Mon');
    expect(f.monthDay('2026-01-05')).toBe(c.preferences.locale === 'en-US' ? 'Jan 5' : '5 Jan');
  });

  it('writes a moment with its time of day, the time alone and a long day in the locale, in local time', () => {
    // 22 Nov 2025, 14:05 where the test runs: the viewer's own clock, as the admin's e-mail history shows it.
    const moment = new Date(2025, 10, 22, 14, 5).toISOString();
    const us = createFormats({ locale: 'en-US' });
    expect([us.dateTime(moment), us.time(moment), us.longDay(moment)]).toEqual([
      'Nov 22, 2:05 PM',
      '2:05 PM',
      'Saturday, November 22',
    ]);
    const gb = createFormats({ locale: 'en-GB' });
    expect([gb.dateTime(moment), gb.time(moment), gb.longDay(moment)]).toEqual([
      '22 Nov, 14:05',
      '14:05',
      'Saturday 22 November',
    ]);
    expect(() => gb.dateTime('not a date')).toThrow(RangeError);
  });

  it('converts energy exactly (1 kcal = 4.184 kJ) from the unrounded kcal, to a whole kJ', () => {
    const f = createFormats(au);
    expect(f.energy(1)).toBe('4 kJ');
    expect(f.energy(100)).toBe('418 kJ');
    expect(f.energy(0.6)).toBe('3 kJ'); // 2.51 kJ, not 1 kcal × 4.184
    expect(f.energyValue(2500)).toBe(10460);
    expect(f.energyLabel).toBe('kJ');
  });

  it('writes the day of a calendar date in UTC, so no viewer sees it shift', () => {
    expect(createFormats(us).calendarDate('2026-03-05T23:30:00-08:00')).toBe('Mar 5, 2026');
  });

  it('writes a document date with its weekday and year in the locale order, in UTC', () => {
    expect(createFormats(us).weekdayDate('2026-01-05')).toBe('Mon, Jan 5, 2026');
    expect(createFormats(uk).weekdayDate('2026-01-05')).toBe('Mon, 5 Jan 2026');
    expect(createFormats(au).weekdayDate('2026-01-05')).toBe('Mon, 5 Jan 2026');
    expect(createFormats(us).weekdayDate('2026-12-31T23:30:00-05:00')).toBe('Thu, Dec 31, 2026');
  });

  it('writes durations as a cook reads them, in every locale alike', () => {
    for (const preferences of [us, uk, au]) {
      const f = createFormats(preferences);
      expect([0, 25, 59.6, 60, 90, 125, 1500].map(f.minutes)).toEqual([
        '0 min',
        '25 min',
        '1 h',
        '1 h',
        '1 h 30 min',
        '2 h 5 min',
        '25 h',
      ]);
    }
  });

  it('starts from the en-US, kcal, US-units practice when nothing is chosen', () => {
    const f = createFormats();
    expect(f.energy(2000)).toBe('2,000 kcal');
    expect(f.calendarDate('2026-01-05')).toBe('Jan 5, 2026');
  });
});

describe('counts, servings, cooking times, weight changes and waists (the practitioner screens)', () => {
  it('groups counts as en-US always wrote them ("5,000 clients"), and as each locale writes them', () => {
    const f = createFormats(us);
    const samples = [0, 1, 12, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 1_000_000, 2_147_483_647];
    for (let n = 0; n < 400; n += 1) samples.push(Math.floor(((n * 7919) % 1000) ** 2.3));
    for (const value of samples) {
      expect(f.number(value)).toBe(value.toLocaleString('en-US'));
      if (value !== 0) expect(f.number(-value)).toBe((-value).toLocaleString('en-US'));
    }
    for (const kcal of [1199.5, 1800, 2250.4, 2999.6, 12.5])
      expect(f.number(kcal)).toBe(Math.round(kcal).toLocaleString('en-US'));
    expect(f.count(5000, 'client')).toBe('5,000 clients');
    expect(f.count(1, 'recipe')).toBe('1 recipe');
    expect(f.count(0, 'meal plan')).toBe('0 meal plans');
    expect(createFormats(uk).count(1234, 'email', 'emails')).toBe('1,234 emails');
  });

  it('writes servings with at most two decimals and the singular only for one', () => {
    const f = createFormats(au);
    expect([1, 1.5, 0.25, 2, 1 / 3, 1200].map(f.servings)).toEqual([
      '1 serving',
      '1.5 servings',
      '0.25 servings',
      '2 servings',
      '0.33 servings',
      '1,200 servings',
    ]);
  });

  it('writes cooking times the way a cook reads them', () => {
    expect([0, 25, 60, 90, 125, 29.6, -3].map(createFormats(uk).minutes)).toEqual([
      '0 min',
      '25 min',
      '1 h',
      '1 h 30 min',
      '2 h 5 min',
      '30 min',
      '0 min',
    ]);
  });

  it('writes a change of weight signed, under a stone in pounds alone, and nothing that rounds away unsigned', () => {
    expect([-1.24, 2, 0.01].map(createFormats(au).weightChange)).toEqual(['-1.2 kg', '+2 kg', '0 kg']);
    expect([-1.4, 2.3, 0.2].map(createFormats(us).weightChange)).toEqual(['-3 lb', '+5 lb', '0 lb']);
    expect([-7.3, 1.8].map(createFormats(uk).weightChange)).toEqual(['-1 st 2 lb', '+4 lb']);
    expect(createFormats(uk).weight(1.8)).toBe('4 lb');
  });

  it('plots weights in kg or lb, and writes a waist in cm or whole inches', () => {
    expect(createFormats(au).weightValue(72.5)).toBe(72.5);
    expect(createFormats(uk).weightValue(72.5)).toBeCloseTo(159.835, 3);
    expect([createFormats(us).weightAxisUnit, createFormats(au).weightAxisUnit]).toEqual(['lb', 'kg']);
    expect([createFormats(au).circumference(81.25), createFormats(uk).circumference(81.25)]).toEqual([
      '81.3 cm',
      '32 in',
    ]);
  });
});

describe('parsing back what a form was typed in: converted once, and read back the same', () => {
  it('turns kJ, lb, st lb and ft in into kcal, kg and cm by the spec rules', () => {
    expect(parseEnergy(8368, 'kJ')).toBe(2000);
    expect(parseEnergy(2000, 'kcal')).toBe(2000);
    expect(parseWeight({ stones: 11, pounds: 4 })).toBe(71.7);
    expect(parseWeight({ pounds: 160 })).toBe(72.6);
    expect(parseWeight({ kg: 72.46 })).toBe(72.5);
    expect(parseHeight({ feet: 5, inches: 7 })).toBe(170);
    expect(parseHeight({ cm: 170.4 })).toBe(170);
  });

  it('shows every weight typed in lb, 60 to 450, the same again', () => {
    const f = createFormats(us);
    for (let pounds = 60; pounds <= 450; pounds += 1) {
      expect(f.weight(parseWeight({ pounds }))).toBe(f.number(pounds) + ' lb');
    }
  });

  it('shows every stored weight read back from its st lb the same again', () => {
    const f = createFormats(uk);
    for (let tenths = 300; tenths <= 2000; tenths += 1) {
      const shown = f.weight(tenths / 10);
      expect(f.weight(parseWeight(stonesAndPounds(tenths / 10)))).toBe(shown);
    }
  });

  it('gives back every stored energy target in kcal from what kJ shows', () => {
    const f = createFormats(au);
    for (let kcal = 1000; kcal <= 5000; kcal += 1) {
      expect(parseEnergy(f.energyValue(kcal), 'kJ')).toBe(kcal);
    }
  });

  it('shows a height typed in ft in the same again (whole inches)', () => {
    for (let feet = 3; feet <= 7; feet += 1) {
      for (let inches = 0; inches < 12; inches += 1) {
        expect(feetAndInches(parseHeight({ feet, inches }))).toEqual({ feet, inches });
      }
    }
  });

  it('shows a weight typed in st lb the same again', () => {
    const f = createFormats(uk);
    for (let stones = 5; stones <= 20; stones += 1) {
      for (let pounds = 0; pounds < 14; pounds += 1) {
        const shown = f.weight(parseWeight({ stones, pounds }));
        expect(shown).toBe(`${stones} st ${pounds} lb`);
      }
    }
  });

  it('reads numbers as the locale writes them', () => {
    expect(parseLocaleNumber('8,368', 'en-AU')).toBe(8368);
    expect(parseLocaleNumber(' 72.5 ', 'en-GB')).toBe(72.5);
    expect(parseLocaleNumber('abc', 'en-US')).toBeNull();
    expect(parseLocaleNumber('', 'en-US')).toBeNull();
  });
});

describe('defaults from the browser language', () => {
  it.each([
    ['en-US', 'us', 'kcal'],
    ['en-gb', 'uk', 'kcal'],
    ['en-AU', 'metric', 'kJ'],
    ['en-NZ', 'metric', 'kJ'],
    ['fr-FR', 'us', 'kcal'],
    [undefined, 'us', 'kcal'],
  ] as const)('%s starts with %s body units and %s', (tag, body, energy) => {
    const preferences = preferencesForLocale(tag);
    expect(preferences.bodyUnits).toBe(body);
    expect(preferences.energyUnit).toBe(energy);
  });
});
