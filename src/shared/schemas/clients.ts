import { z } from 'zod';
import { allergenLabels, allergens } from '../nutrition/allergens.ts';
import { bodyUnits, energyUnits } from '../format/preferences.ts';
import { calendarDateSchema, ignoredSpecField, listViewSchema } from './common.ts';

export const genders = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export const genderLabels: Record<(typeof genders)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const activityLevels = [
  'sedentary',
  'lightly_active',
  'moderately_active',
  'very_active',
  'extra_active',
] as const;
export const activityLevelLabels: Record<(typeof activityLevels)[number], string> = {
  sedentary: 'Sedentary',
  lightly_active: 'Lightly active',
  moderately_active: 'Moderately active',
  very_active: 'Very active',
  extra_active: 'Extra active',
};
export type Gender = (typeof genders)[number];

/** For the Dietary Reference Intakes: pregnancy and lactation have their own life-stage groups. */
export const pregnancyStatuses = ['pregnant', 'lactating'] as const;
export const pregnancyLabels: Record<(typeof pregnancyStatuses)[number], string> = {
  pregnant: 'Pregnant',
  lactating: 'Breastfeeding',
};
export type ActivityLevel = (typeof activityLevels)[number];

/** Empty text means "not given": stored as null, never as ''. */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Accepts 172.5 or "172.5" (the form sends text); '' means not given. Two decimals are kept, as stored. */
function optionalMeasure(label: string, min: number, max: number, unit: string) {
  const rangeMessage = `${label} must be between ${min} and ${max} ${unit}`;
  return (
    z
      // The number branch carries the bounds (the OpenAPI document shows them); text is checked below.
      .union([
        z.number().min(min, rangeMessage).max(max, rangeMessage),
        z.string().trim().max(20, `${label} must be a number`),
      ])
      .nullish()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value === '') return null;
        const number = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(number)) {
          ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
          return z.NEVER;
        }
        if (number < min || number > max) {
          ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max} ${unit}` });
          return z.NEVER;
        }
        return Math.round(number * 100) / 100;
      })
  );
}

function optionalChoice<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .union([z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` }), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A client's own units for their portal and documents (issue 34): '' or null is "as the practice". Left out, the
 * saved choice stays (undefined): the spec's calls never send it, and a PUT of theirs must not reset it.
 */
function ownUnits<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal('')], { message })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** A list of short labels: trimmed, blanks dropped, duplicates (in any case) removed. */
function labelList(label: string) {
  return z
    .array(z.string().max(100, `${label}: each entry must be at most 100 characters`), {
      message: `${label} must be a list`,
    })
    .max(50, `${label}: at most 50 entries`)
    .nullish()
    .transform((values) => {
      const seen = new Set<string>();
      const result: string[] = [];
      for (const raw of values ?? []) {
        const value = raw.trim();
        if (value && !seen.has(value.toLowerCase())) {
          seen.add(value.toLowerCase());
          result.push(value);
        }
      }
      return result;
    });
}

/**
 * Allergies: allergen ids of the list ('tree-nuts') and the practitioner's own words for anything else. An entry
 * naming an allergen exactly ('Tree nuts', 'TREE-NUTS') is stored as its id, so the form and the API agree.
 */
function allergyList() {
  return labelList('Allergies').transform((values) => {
    const result: string[] = [];
    for (const value of values) {
      const term = value.toLowerCase();
      const id = allergens.find((allergen) => allergen === term || allergenLabels[allergen].toLowerCase() === term);
      const entry = id ?? value;
      if (!result.includes(entry)) result.push(entry);
    }
    return result;
  });
}

const dateOfBirthSchema = z
  .union([calendarDateSchema, z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || (value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10)), {
    message: 'Date of birth must be between 1900 and today',
  });

/**
 * Create and update take the same fields. The owner is the signed-in user: the placeholder userId the spec's form
 * sends is accepted and ignored; any other unknown key is refused (400).
 */
export const clientInputSchema = z.strictObject({
  firstName: z
    .string({ message: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: z
    .string({ message: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name must be at most 100 characters'),
  email: z
    .union([z.string().trim().max(254).email('Enter a valid email address'), z.literal('')])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: optionalText(40, 'Phone'),
  dateOfBirth: dateOfBirthSchema,
  gender: optionalChoice(genders, 'Gender'),
  pregnancy: optionalChoice(pregnancyStatuses, 'Pregnancy or breastfeeding'),
  height: optionalMeasure('Height', 40, 272, 'cm'),
  weight: optionalMeasure('Weight', 2, 650, 'kg'),
  /** The weight the client is working towards, in kg like weight; drawn as the goal line of the progress chart. */
  goalWeight: optionalMeasure('Goal weight', 2, 650, 'kg'),
  activityLevel: optionalChoice(activityLevels, 'Activity level'),
  healthGoals: optionalText(2000, 'Health goals'),
  notes: optionalText(10000, 'Notes'),
  dietaryRestrictions: labelList('Dietary restrictions'),
  allergies: allergyList(),
  medicalConditions: labelList('Medical conditions'),
  /** The client's own body units for their portal and documents; null (or '') = the practice's. */
  bodyUnits: ownUnits(bodyUnits, 'Body units must be metric, us or uk'),
  /** The client's own energy unit for their portal and documents; null (or '') = the practice's. */
  energyUnit: ownUnits(energyUnits, 'Energy unit must be kcal or kJ'),
  userId: ignoredSpecField('the client form sends a placeholder; the owner is always the signed-in practitioner'),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  /** null: neither pregnant nor breastfeeding */
  pregnancy: z.enum(pregnancyStatuses).nullable(),
  /** centimetres */
  height: z.number().nullable(),
  /** kilograms */
  weight: z.number().nullable(),
  /** kilograms */
  goalWeight: z.number().nullable(),
  activityLevel: z.enum(activityLevels).nullable(),
  healthGoals: z.string().nullable(),
  notes: z.string().nullable(),
  dietaryRestrictions: z.array(z.string()),
  allergies: z.array(z.string()),
  medicalConditions: z.array(z.string()),
  /** The client's own body units for their portal and documents (issue 34); null: the practice's. */
  bodyUnits: z.enum(bodyUnits).nullable(),
  /** The client's own energy unit for their portal and documents (issue 34); null: the practice's. */
  energyUnit: z.enum(energyUnits).nullable(),
  /**
   * Set when the client's free-text allergies were converted to allergen ids (on the safe side), until the
   * practitioner confirms them or saves the client: what each original entry became.
   */
  allergiesReview: z
    .object({ convertedAt: z.string(), entries: z.array(z.object({ from: z.string(), to: z.array(z.string()) })) })
    .nullable(),
  /** When the practice archived the record (issue 38); null while the client is active. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** How much of the health goals a summary carries: the cards show two lines of them. */
export const SUMMARY_GOALS_LENGTH = 200;

/**
 * GET /api/clients?view=summary|full&archived=true: the active clients by default; with archived=true the archived
 * ones only (the "Show archived" filter).
 */
export const clientListQuerySchema = z.object({
  view: listViewSchema,
  archived: z
    .enum(['true', 'false'], { message: 'archived must be true or false' })
    .optional()
    .default('false')
    .transform((value) => value === 'true')
    .meta({ description: 'true: the archived clients only; false (default): the active ones' }),
});

/**
 * One client in GET /api/clients?view=summary: what the cards, pickers and search use (name, e-mail). Without the
 * parameter the list answers whole clients (`clientSchema`), as the spec's call names them.
 */
export const clientSummarySchema = clientSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    dateOfBirth: true,
    dietaryRestrictions: true,
    allergies: true,
    archivedAt: true,
    createdAt: true,
  })
  .extend({
    /** the first SUMMARY_GOALS_LENGTH characters */
    healthGoals: z.string().nullable(),
  });
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** The profile adds the client's plans and reports, so the screen needs one call. */
export const clientDetailSchema = clientSchema.extend({
  mealPlans: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      status: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
  reports: z.array(z.object({ id: z.string().uuid(), title: z.string(), type: z.string(), createdAt: z.string() })),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

const nutrientTargetSchema = z.object({
  amount: z.number(),
  unit: z.string(),
  kind: z.enum(['RDA', 'AI', 'CDRR']),
  upperLimit: z.number().optional(),
  /** the UL covers supplements or synthetic forms only */
  upperLimitNote: z.string().optional(),
  /** sodium: the Adequate Intake below the CDRR */
  adequateIntake: z.number().optional(),
});
/** GET /api/clients/{id}/nutrient-targets */
export const nutrientTargetsSchema = z.object({
  lifeStage: z.string().nullable(),
  /** facts the profile lacks for a look-up ('sex', 'age'); nothing is guessed */
  missing: z.array(z.enum(['sex', 'age'])),
  reason: z.string().optional(),
  targets: z.record(z.string(), nutrientTargetSchema),
  amdr: z.record(z.string(), z.object({ minPercent: z.number(), maxPercent: z.number() })).nullable(),
  source: z.string(),
});
export type NutrientTargetsAnswer = z.infer<typeof nutrientTargetsSchema>;
