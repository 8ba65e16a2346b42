/**
 * The client portal's contract (issue 21): what a client records about their own plan (meal check-offs,
 * weight and waist) and the progress a practitioner reads on the client's profile. The portal's sign-in,
 * invitation and plan views add their own schemas beside these.
 */
import { z } from 'zod';
import { calendarDateSchema } from './common.ts';
import { planMealSlots } from './meal-plans.ts';

/** The longest note a client may leave on a check-in (the portal's box reads it too). */
export const MAX_CHECK_IN_NOTE = 500;

export const checkInStatuses = ['eaten', 'skipped', 'swapped'] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];
export const checkInStatusLabels: Record<CheckInStatus, string> = {
  eaten: 'Eaten',
  skipped: 'Skipped',
  swapped: 'Swapped',
};

/** POST /api/portal/check-ins: one per client, date and meal; sending again replaces the earlier answer. */
export const checkInInputSchema = z
  .object({
    date: calendarDateSchema,
    /** A day's meal keys as plans store them: breakfast, lunch, dinner, snacks. */
    mealType: z.enum(planMealSlots, { message: `Meal must be one of ${planMealSlots.join(', ')}` }),
    status: z.enum(checkInStatuses, { message: `Status must be one of ${checkInStatuses.join(', ')}` }),
    note: z
      .string()
      .trim()
      .max(MAX_CHECK_IN_NOTE, `Note must be at most ${MAX_CHECK_IN_NOTE} characters`)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict();
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInSchema = z.object({
  id: z.string().uuid(),
  date: z.string(),
  mealType: z.enum(planMealSlots),
  status: z.enum(checkInStatuses),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** POST /api/portal/measurements: one per client and date; sending again for the same date replaces it. */
export const measurementInputSchema = z
  .object({
    date: calendarDateSchema,
    weightKg: z
      .number({ message: 'Weight must be a number of kilograms' })
      .min(20, 'Weight must be between 20 and 400 kg')
      .max(400, 'Weight must be between 20 and 400 kg'),
    waistCm: z
      .number({ message: 'Waist must be a number of centimetres' })
      .min(30, 'Waist must be between 30 and 250 cm')
      .max(250, 'Waist must be between 30 and 250 cm')
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict();
export type MeasurementInput = z.input<typeof measurementInputSchema>;

export const measurementSchema = z.object({
  id: z.string().uuid(),
  date: z.string(),
  weightKg: z.number(),
  waistCm: z.number().nullable(),
  createdAt: z.string(),
});
export type Measurement = z.infer<typeof measurementSchema>;

/** One ISO week (Monday start) of adherence: the share of the plan's meals the client marked eaten. */
export const adherenceWeekSchema = z.object({
  weekStart: z.string(),
  planned: z.number().int(),
  eaten: z.number().int(),
  skipped: z.number().int(),
  swapped: z.number().int(),
  /** eaten / planned, 0–1; null when nothing was planned that week */
  share: z.number().nullable(),
});
export type AdherenceWeek = z.infer<typeof adherenceWeekSchema>;

/** GET /api/clients/{id}/progress?from&to: what the profile charts and the reports show. */
export const clientProgressSchema = z.object({
  clientId: z.string().uuid(),
  from: z.string(),
  to: z.string(),
  /** The client's goal weight when the profile has one (kg), for the chart's goal line. */
  goalWeightKg: z.number().nullable(),
  measurements: z.array(measurementSchema),
  adherence: z.array(adherenceWeekSchema),
  recentCheckIns: z.array(checkInSchema),
  /** Portal access as the practitioner sees it. */
  portal: z.object({
    status: z.enum(['none', 'invited', 'active', 'revoked']),
    invitedAt: z.string().nullable(),
    lastActiveAt: z.string().nullable(),
  }),
  lastActivityAt: z.string().nullable(),
});
export type ClientProgress = z.infer<typeof clientProgressSchema>;
