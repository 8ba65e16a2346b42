import { z } from 'zod';
import { genders } from './clients.ts';
import { ignoredSpecField } from './common.ts';

export const reportTypes = ['client_report', 'insurance_report', 'medical_report'] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportTypeLabels: Record<ReportType, string> = {
  client_report: 'Client Report',
  insurance_report: 'Insurance Report',
  medical_report: 'Medical Report',
};

/**
 * `POST /api/reports` and the Generate Report form. The content is computed by the server: the `content` the spec's
 * call sends is accepted and ignored; a `userId`, `pdfPath` or any other field the contract does not name is
 * refused (400).
 */
export const reportInputSchema = z.strictObject({
  clientId: z.string({ message: 'Please select a client' }).uuid('Please select a client'),
  /** optional: without a plan the report carries no nutrition figures */
  mealPlanId: z
    .union([z.literal(''), z.null(), z.string().uuid('Choose one of the client’s meal plans')])
    .optional()
    .transform((value) => (value ? value : null)),
  title: z
    .string({ message: 'Please enter a report title' })
    .trim()
    .min(1, 'Please enter a report title')
    .max(200, 'Report title must be at most 200 characters'),
  type: z
    .enum(reportTypes, { message: 'Type must be client_report, insurance_report or medical_report' })
    .default('client_report'),
  /**
   * Client and insurance reports: add "Progress over the period" (weight change and meals eaten as planned, from
   * what the client logged in the portal) over the plan's dates, or the last twelve weeks without a plan.
   */
  includeProgress: z.boolean({ message: 'Include progress must be true or false' }).optional().default(true),
  content: ignoredSpecField(
    'the report form sends the content it would show; the server computes it from the client and the plan',
  ),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportValues = z.output<typeof reportInputSchema>;

/** Daily figures: averages per planned day (calories whole, the rest to one decimal). */
export const reportNutritionSchema = z.object({
  totalCalories: z.number(),
  avgProtein: z.number(),
  avgCarbs: z.number(),
  avgFat: z.number(),
  avgFiber: z.number(),
});
export type ReportNutrition = z.infer<typeof reportNutritionSchema>;

/**
 * Where the figures come from: the plan's planned days (averaged over the days that have meals), the plan's
 * daily targets when no day has meals yet, or nothing (no plan: all figures are 0).
 */
export const reportNutritionSources = ['plan_days', 'plan_targets', 'none'] as const;
export type ReportNutritionSource = (typeof reportNutritionSources)[number];

/**
 * What the report says, fixed when it is generated so a report sent to a payer never changes afterwards.
 * The spec's fields (title, clientName, dateRange, meals, nutrition, recommendations, notes) come first.
 */
/** One nutrient against the client's DRI, as the plan, the intake and the report show it. */
export const adequacyRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  amount: z.number().nullable(),
  atLeast: z.boolean(),
  target: z.object({
    amount: z.number(),
    unit: z.string(),
    kind: z.enum(['RDA', 'AI', 'CDRR']),
    upperLimit: z.number().optional(),
    upperLimitNote: z.string().optional(),
    adequateIntake: z.number().optional(),
  }),
  percent: z.number().nullable(),
  status: z.enum(['short', 'met', 'over-limit', 'over-cdrr', 'unknown']),
});
const stageSchema = { firstName: z.string(), lifeStage: z.string(), lifeStageLabel: z.string() };
/** What the client logged in the portal over the report's period, fixed when the report is generated. */
export const reportProgressSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** first and last weigh-in of the period (kg), null without any */
  firstWeight: z.object({ date: z.string(), kg: z.number() }).nullable(),
  lastWeight: z.object({ date: z.string(), kg: z.number() }).nullable(),
  weighIns: z.number().int(),
  goalWeightKg: z.number().nullable(),
  /** meals planned up to the report date and those eaten (checked off, or recorded in the food diary); share = eaten / planned */
  plannedMeals: z.number().int(),
  eatenMeals: z.number().int(),
  adherence: z.number().nullable(),
});
export type ReportProgress = z.infer<typeof reportProgressSchema>;

/** What the client logged in the food diary over the report's period, against plan and needs (issue 33). */
const intakeNutrientSchema = z.object({
  label: z.string(),
  /** share of the RDA/AI (of the CDRR for sodium), % */
  percent: z.number(),
  kind: z.enum(['RDA', 'AI', 'CDRR']),
  status: z.enum(['short', 'met', 'over-limit', 'over-cdrr', 'unknown']),
});
export const reportIntakeSchema = z.object({
  from: z.string(),
  to: z.string(),
  loggedDays: z.number().int(),
  days: z.number().int(),
  /** average eaten and planned over the logged days: kcal and grams */
  eaten: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
  planned: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }).nullable(),
  waterMl: z.number().nullable(),
  /** the DRI group; null when the profile lacks a fact for one */
  lifeStageLabel: z.string().nullable(),
  under: z.array(intakeNutrientSchema),
  over: z.array(intakeNutrientSchema),
  /** items described only in words, and planned meals with nothing logged, over the logged days */
  notAnalysed: z.number().int(),
  notLogged: z.number().int(),
});
export type ReportIntake = z.infer<typeof reportIntakeSchema>;

/** a plan's average day against the client's DRIs (src/shared/nutrition/adequacy.ts), as on the day it was generated */
export const reportAdequacySchema = z.object({
  plan: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }),
  table: z.discriminatedUnion('state', [
    z.object({
      state: z.literal('table'),
      ...stageSchema,
      dayCount: z.number().int(),
      rows: z.array(adequacyRowSchema),
    }),
    z.object({ state: z.literal('no-meals'), ...stageSchema }),
    z.object({
      state: z.literal('missing'),
      firstName: z.string(),
      missing: z.array(z.enum(['sex', 'age'])),
      reason: z.string().nullable(),
    }),
  ]),
});
export type ReportAdequacy = z.infer<typeof reportAdequacySchema>;

/**
 * A plan with day types (training, rest): the average planned day of each type that has planned days, against
 * that type's own targets (calories whole, the rest to one decimal, as the daily averages).
 */
export const reportDayTypeAverageSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** planned days (with meals) of this type that were averaged */
  days: z.number().int(),
  averages: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
  targets: z.object({
    calories: z.number(),
    protein: z.number().nullable(),
    carbs: z.number().nullable(),
    fat: z.number().nullable(),
  }),
});
export type ReportDayTypeAverage = z.infer<typeof reportDayTypeAverageSchema>;

export const reportContentSchema = z.object({
  title: z.string(),
  clientName: z.string(),
  /** 'Mar 2, 2026 – Mar 8, 2026', or 'Generated on Mar 9, 2026' without a plan */
  dateRange: z.string(),
  meals: z.array(z.unknown()),
  nutrition: reportNutritionSchema,
  recommendations: z.array(z.string()),
  notes: z.string(),
  nutritionSource: z.enum(reportNutritionSources),
  /** planned days averaged over (plan_days only) and the plan's length in days */
  daysCounted: z.number().int(),
  /** true when some food of the planned days gives no fibre figure: the average is "at least" */
  fiberAtLeast: z.boolean().optional(),
  planDays: z.number().int(),
  /** the plan's daily targets, to read the figures against */
  targets: z.object({
    calories: z.number().nullable(),
    protein: z.number().nullable(),
    carbs: z.number().nullable(),
    fat: z.number().nullable(),
  }),
  mealPlanName: z.string().nullable(),
  /** YYYY-MM-DD, or null without a plan */
  period: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  /** YYYY-MM-DD */
  generatedOn: z.string(),
  /** the client's identifying and health details as they were on that day (insurance and medical layouts) */
  client: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    gender: z.enum(genders).nullable(),
    /** cm */
    height: z.number().nullable(),
    /** kg */
    weight: z.number().nullable(),
    activityLevel: z.string().nullable(),
    healthGoals: z.string().nullable(),
    medicalConditions: z.array(z.string()),
    allergies: z.array(z.string()),
    dietaryRestrictions: z.array(z.string()),
  }),
  /** when the linked plan has day types: the averages of each type with planned days, in the plan's order */
  dayTypes: z.array(reportDayTypeAverageSchema).optional(),
  /** client and insurance reports: vitamins and minerals of the linked plan, or else of the client's current active plan */
  adequacy: reportAdequacySchema.optional(),
  /** client and insurance reports, when asked for: the weight change and meals eaten over the period */
  progress: reportProgressSchema.optional(),
  /** client and insurance reports, with progress: what the client logged in the food diary against plan and needs */
  intake: reportIntakeSchema.optional(),
});
export type ReportContent = z.infer<typeof reportContentSchema>;

export const reportSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  clientId: z.string().uuid(),
  clientName: z.string(),
  mealPlanId: z.string().uuid().nullable(),
  title: z.string(),
  type: z.enum(reportTypes),
  content: reportContentSchema,
  /** where the PDF is served: `/api/reports/{id}/download` (drawn when asked for, never stored) */
  pdfPath: z.string().nullable(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
