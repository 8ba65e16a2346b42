import { z } from 'zod';
import type { Formats } from '../format/formats.ts';

/**
 * Day types (issue 32, decision 0029): named kinds of day inside one plan, each with its own targets, such as
 * training and rest days. A plan holds up to MAX_DAY_TYPES of them; each day may name one by its key.
 */
export const MAX_DAY_TYPES = 4;
export const DAY_TYPE_CALORIES = { min: 800, max: 6000 } as const;
const MAX_MACRO_GRAMS = 1000;

export const dayTypeKeySchema = z
  .string({ message: 'Choose a day type' })
  .regex(/^[a-z][a-z0-9-]{0,23}$/, 'A day type key is up to 24 lower-case letters, digits and dashes, like "training"');

const macroGrams = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number({ message: `${label} must be a number` })
      .int(`${label} must be a whole number of grams`)
      .min(0, `${label} must be between 0 and ${MAX_MACRO_GRAMS} g`)
      .max(MAX_MACRO_GRAMS, `${label} must be between 0 and ${MAX_MACRO_GRAMS} g`)
      .nullable(),
  );

export const dayTypeSchema = z.strictObject({
  key: dayTypeKeySchema,
  name: z
    .string({ message: 'Name the day type' })
    .trim()
    .min(1, 'Name the day type')
    .max(40, 'A day type name is at most 40 characters'),
  targetCalories: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
    z
      .number({ message: 'Calories are required for a day type' })
      .int('Calories must be a whole number')
      .min(DAY_TYPE_CALORIES.min, `Calories must be between ${DAY_TYPE_CALORIES.min} and ${DAY_TYPE_CALORIES.max}`)
      .max(DAY_TYPE_CALORIES.max, `Calories must be between ${DAY_TYPE_CALORIES.min} and ${DAY_TYPE_CALORIES.max}`),
  ),
  targetProtein: macroGrams('Protein'),
  targetCarbs: macroGrams('Carbs'),
  targetFat: macroGrams('Fat'),
});
export type DayType = z.output<typeof dayTypeSchema>;
export type DayTypeInput = z.input<typeof dayTypeSchema>;

/** A plan's day types: 1 to MAX_DAY_TYPES, keys and names each used once. */
export const dayTypesSchema = z
  .array(dayTypeSchema)
  .min(1, 'Give at least one day type, or none at all')
  .max(MAX_DAY_TYPES, `At most ${MAX_DAY_TYPES} day types`)
  .superRefine((types, ctx) => {
    const keys = new Set<string>();
    const names = new Set<string>();
    types.forEach((type, index) => {
      if (keys.has(type.key))
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `The key "${type.key}" is used twice` });
      const name = type.name.toLowerCase();
      if (names.has(name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `The name "${type.name}" is used twice` });
      keys.add(type.key);
      names.add(name);
    });
  });

/** The stored shape, read back from a JSON column (already checked on the way in). */
export const storedDayTypesSchema = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    targetCalories: z.number(),
    targetProtein: z.number().nullable(),
    targetCarbs: z.number().nullable(),
    targetFat: z.number().nullable(),
  }),
);

/** A day type by its key, or null (no types, no key, or a key the plan no longer holds). */
export function dayTypeOf(
  types: readonly DayType[] | null | undefined,
  key: string | null | undefined,
): DayType | null {
  if (!types || !key) return null;
  return types.find((type) => type.key === key) ?? null;
}

/**
 * "2,800 kcal · P 180 g · C 350 g · F 80 g": a day type's targets, in a line; in the locale and energy unit of
 * `formats` when given (decision 0033: "11,715 kJ · P 180 g ..."), else in en-US kcal as before.
 */
export function dayTypeTargetsText(type: DayType, formats?: Pick<Formats, 'energy' | 'number'>): string {
  const grams = (label: string, value: number | null) =>
    value === null ? [] : [`${label} ${formats ? formats.number(value) : value} g`];
  return [
    formats ? formats.energy(type.targetCalories) : `${type.targetCalories.toLocaleString('en-US')} kcal`,
    ...grams('P', type.targetProtein),
    ...grams('C', type.targetCarbs),
    ...grams('F', type.targetFat),
  ].join(' · ');
}

/** A key from a name: "Training day" → "training-day" (the screens make keys so nobody types one). */
export function dayTypeKeyFrom(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^[^a-z]+/, '')
      .slice(0, 20) || 'day';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}

/** The schedule's weekday index (0 = Monday) of a YYYY-MM-DD date. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
