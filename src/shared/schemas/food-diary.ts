/**
 * The food diary (issue 33): what a client records they ate in the portal, meal by meal, and the intake a
 * practitioner reads against the plan and the client's DRIs. A meal's record is one list of entries; an empty
 * list is a skipped meal (decision 0030). Water is one total per day, in ml.
 */
import { z } from 'zod';
import { ingredientUnits } from '../nutrition/units.ts';
import { calendarDateSchema, MAX_INT4 } from './common.ts';
import { planMealSlots } from './meal-plans.ts';
import { nutritionSchema } from './recipes.ts';
import { checkInSchema } from './portal.ts';
import { adequacyRowSchema } from './reports.ts';
import { addDays, daysBetween } from '../dates/calendar-days.ts';

/** The portions of a planned meal a client can pick: ½, ¾, as planned, 1¼, 1½. */
export const plannedPortions = [0.5, 0.75, 1, 1.25, 1.5] as const;
export const MAX_DIARY_ENTRIES = 20;
export const MAX_DIARY_TEXT = 200;
/** A day's water above this is a typing slip, not a day of drinking. */
export const MAX_WATER_ML = 10_000;
/** The longest period the diary and the intake answer at once. */
export const MAX_DIARY_DAYS = 62;

const portionSchema = z
  .number({ message: 'Portion must be a number' })
  .min(0.5, `Portion must be one of ${plannedPortions.join(', ')}`)
  .max(1.5, `Portion must be one of ${plannedPortions.join(', ')}`)
  .refine((value) => (plannedPortions as readonly number[]).includes(value), {
    message: `Portion must be one of ${plannedPortions.join(', ')}`,
  });

export const diaryEntryInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('planned'), portion: portionSchema.optional() }),
    z.strictObject({
      kind: z.literal('recipe'),
      recipeId: z.string().uuid('Pick a recipe from the list'),
      servings: z
        .number({ message: 'Servings must be a number' })
        .positive('Servings must be more than 0')
        .max(20, 'Servings must be at most 20'),
    }),
    z.strictObject({
      kind: z.literal('food'),
      fdcId: z.number({ message: 'Pick a food from the list' }).int().positive().max(MAX_INT4),
      amount: z
        .number({ message: 'Amount must be a number' })
        .positive('Amount must be more than 0')
        .max(5000, 'Amount must be at most 5000'),
      unit: z.enum(ingredientUnits, { message: `Unit must be one of ${ingredientUnits.join(', ')}` }),
    }),
    z.strictObject({
      kind: z.literal('text'),
      text: z
        .string({ message: 'Describe what you ate' })
        .trim()
        .min(1, 'Describe what you ate')
        .max(MAX_DIARY_TEXT, `At most ${MAX_DIARY_TEXT} characters`),
    }),
  ],
  { message: 'Each entry is planned, recipe, food or text' },
);
export type DiaryEntryInput = z.input<typeof diaryEntryInputSchema>;

/** POST /api/portal/diary: one record per date and meal; posting again replaces it. No entries = skipped. */
export const diaryMealInputSchema = z.strictObject({
  date: calendarDateSchema,
  mealType: z.enum(planMealSlots, { message: `Meal must be one of ${planMealSlots.join(', ')}` }),
  entries: z
    .array(diaryEntryInputSchema, { message: 'Entries must be a list' })
    .max(MAX_DIARY_ENTRIES, `At most ${MAX_DIARY_ENTRIES} entries a meal`),
});
export type DiaryMealInput = z.input<typeof diaryMealInputSchema>;

/** An entry as stored and answered: the input with the name the client saw when they logged it. */
export const diaryEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('planned'), portion: z.number(), name: z.string() }),
  z.object({ kind: z.literal('recipe'), recipeId: z.string(), servings: z.number(), name: z.string() }),
  z.object({
    kind: z.literal('food'),
    fdcId: z.number().int(),
    amount: z.number(),
    unit: z.enum(ingredientUnits),
    name: z.string(),
    /** the weight its nutrition counts, as the recipe editor weighs the same line */
    grams: z.number(),
  }),
  z.object({ kind: z.literal('text'), text: z.string() }),
]);
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

export const diaryMealSchema = z.object({
  id: z.string().uuid(),
  date: z.string(),
  mealType: z.enum(planMealSlots),
  entries: z.array(diaryEntrySchema),
  /** true when the entries list is empty */
  skipped: z.boolean(),
  /** energy of the analysed entries, kcal; null when nothing in it could be analysed */
  calories: z.number().nullable(),
  updatedAt: z.string(),
});
export type DiaryMeal = z.infer<typeof diaryMealSchema>;

export const waterInputSchema = z.strictObject({
  date: calendarDateSchema,
  ml: z
    .number({ message: 'Water must be a number of ml' })
    .int('Water must be whole ml')
    .min(0, 'Water cannot be negative')
    .max(MAX_WATER_ML, `At most ${MAX_WATER_ML} ml a day`),
});
export type WaterInput = z.input<typeof waterInputSchema>;
export const waterDaySchema = z.object({ date: z.string(), ml: z.number().int() });
export type WaterDay = z.infer<typeof waterDaySchema>;

function periodRefine(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  if (query.from > query.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'The period must start on or before its end' });
  else if (daysBetween(query.from, query.to) >= MAX_DIARY_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `The period can be at most ${MAX_DIARY_DAYS} days` });
}

/** ?from&to, both required: the days the diary or the intake covers. */
export const diaryQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine(periodRefine);
export type DiaryQuery = z.output<typeof diaryQuerySchema>;

/** GET /api/clients/{id}/intake: both ends optional; without them the seven days up to today. */
export const intakeQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .superRefine(periodRefine);
export type IntakeQuery = z.output<typeof intakeQuerySchema>;

/** The period asked for with the defaults filled in: a week ending today, or ending `to`. */
export function intakePeriod(query: IntakeQuery, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from && addDays(query.from, 6) < today ? addDays(query.from, 6) : today);
  const from = query.from ?? addDays(to, -6);
  return { from, to };
}

/** GET /api/portal/diary: the records, the water and the check-ins of the period. */
export const diaryAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  meals: z.array(diaryMealSchema),
  water: z.array(waterDaySchema),
  /** the plan check-offs of the period: a meal without a diary record shows its check-in */
  checkIns: z.array(checkInSchema),
});
export type DiaryAnswer = z.infer<typeof diaryAnswerSchema>;

/** A picker's recipe in the portal: the plan's and the practice's. */
export const portalRecipeChoiceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** kcal a serving; null when the recipe has no nutrition */
  calories: z.number().nullable(),
  inPlan: z.boolean(),
});
export type PortalRecipeChoice = z.infer<typeof portalRecipeChoiceSchema>;
export const portalFoodChoiceSchema = z.object({
  fdcId: z.number().int(),
  description: z.string(),
  energyKcal: z.number().nullable(),
});
export type PortalFoodChoice = z.infer<typeof portalFoodChoiceSchema>;

// ---- Intake for the practitioner ----

export const intakeMealStates = ['logged', 'skipped', 'not-logged'] as const;
export const intakeDaySchema = z.object({
  date: z.string(),
  /** some meal was recorded (a diary record or a plan check-in); water alone does not make a day logged */
  logged: z.boolean(),
  eaten: nutritionSchema,
  /** nutrients some eaten food does not report: "at least" */
  eatenIncomplete: z.array(z.string()),
  /** the plan's day, null when no plan covers the date */
  planned: nutritionSchema.nullable(),
  meals: z.array(
    z.object({
      mealType: z.enum(planMealSlots),
      state: z.enum(intakeMealStates),
      /** where the state comes from: a diary record, a plan check-in, or neither */
      source: z.enum(['diary', 'check-in', 'none']),
      planned: z.boolean(),
      calories: z.number().nullable(),
    }),
  ),
  /** what was eaten but could not be analysed: free text and swapped meals without detail */
  notAnalysed: z.array(z.object({ mealType: z.enum(planMealSlots), text: z.string() })),
  /** planned meals the client recorded nothing for */
  notLogged: z.array(z.enum(planMealSlots)),
  waterMl: z.number().int().nullable(),
  adequacy: z.array(adequacyRowSchema),
});
export type IntakeDay = z.infer<typeof intakeDaySchema>;

export const intakeSchema = z.object({
  clientId: z.string().uuid(),
  from: z.string(),
  to: z.string(),
  /** the DRI life stage; null with `missing` naming what the profile lacks */
  lifeStage: z.string().nullable(),
  lifeStageLabel: z.string().nullable(),
  missing: z.array(z.enum(['sex', 'age'])),
  days: z.array(intakeDaySchema),
  /** averages over the logged days */
  average: z.object({
    loggedDays: z.number().int(),
    eaten: nutritionSchema.nullable(),
    planned: nutritionSchema.nullable(),
    waterMl: z.number().nullable(),
    adequacy: z.array(adequacyRowSchema),
  }),
});
export type Intake = z.infer<typeof intakeSchema>;
