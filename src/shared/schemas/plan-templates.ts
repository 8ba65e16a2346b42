import { z } from 'zod';
import { calendarDateSchema } from './common.ts';
import { storedDayTypesSchema } from './day-types.ts';
import { mealPlanSchema, planMealSlots, resolvedDaySchema } from './meal-plans.ts';

/** How many weeks one application of a template may fill. */
export const MAX_APPLY_WEEKS = 12;

const templateName = z
  .string({ message: 'Template name is required' })
  .trim()
  .min(1, 'Template name is required')
  .max(200, 'At most 200 characters');
const templateDescription = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/plan-templates: a template made of one of the practice's plans. */
export const planTemplateCreateSchema = z.strictObject({
  fromMealPlanId: z.string({ message: 'Choose a meal plan' }).uuid('Choose a meal plan'),
  name: templateName,
  description: templateDescription,
});
export type PlanTemplateCreateInput = z.input<typeof planTemplateCreateSchema>;

/** PUT /api/plan-templates/{id}: rename and describe (the days come from a plan, not from this call). */
export const planTemplateUpdateSchema = z.strictObject({ name: templateName, description: templateDescription });
export type PlanTemplateUpdateInput = z.input<typeof planTemplateUpdateSchema>;

export const planTemplateSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** how many days the template holds (day 1..N, no dates) */
  dayCount: z.number(),
  targetCalories: z.number().nullable(),
  targetProtein: z.number().nullable(),
  targetCarbs: z.number().nullable(),
  targetFat: z.number().nullable(),
  /** the day types its days name (training, rest), with their targets; null: none */
  dayTypes: storedDayTypesSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanTemplate = z.infer<typeof planTemplateSchema>;

/** GET /api/plan-templates/{id}: the days resolved to their recipes and totals (dates are empty: a template has none). */
export const planTemplateDetailSchema = planTemplateSchema.extend({ days: z.array(resolvedDaySchema) });
export type PlanTemplateDetail = z.infer<typeof planTemplateDetailSchema>;

const startDate = z
  .string({ message: 'Start date is required' })
  .trim()
  .min(1, 'Start date is required')
  .max(40, 'Use the format YYYY-MM-DD')
  .transform((value) => value.slice(0, 10))
  .pipe(calendarDateSchema);

/** POST /api/plan-templates/{id}/apply */
export const planTemplateApplySchema = z.strictObject({
  clientId: z.string({ message: 'Choose a client' }).uuid('Choose a client'),
  startDate,
  weeks: z
    .number({ message: 'Weeks must be a whole number from 1 to 12' })
    .int('Weeks must be a whole number from 1 to 12')
    .min(1, 'Weeks must be a whole number from 1 to 12')
    .max(MAX_APPLY_WEEKS, 'Weeks must be a whole number from 1 to 12')
    .optional(),
  /** kcal a day, or "client": the client's estimated needs (Mifflin–St Jeor and their goal) */
  targetCalories: z
    .union([
      z
        .number({ message: 'Target calories must be a number from 1000 to 5000 or "client"' })
        .int('Target calories must be a whole number')
        .min(1000, 'Target calories must be from 1000 to 5000')
        .max(5000, 'Target calories must be from 1000 to 5000'),
      z.literal('client'),
    ])
    .optional(),
});
export type PlanTemplateApplyInput = z.input<typeof planTemplateApplySchema>;

/** POST /api/meal-plans/{id}/copy: the plan re-dated, for the same client, another one, or none (null). */
export const mealPlanCopySchema = z.strictObject({
  clientId: z.union([z.null(), z.string().uuid('Choose a client')]).optional(),
  startDate,
});
export type MealPlanCopyInput = z.input<typeof mealPlanCopySchema>;

/** A meal of the new plan that conflicts with its client's allergies or restrictions. */
export const planConflictSchema = z.object({
  dayNumber: z.number(),
  date: z.string(),
  meal: z.enum([...planMealSlots]),
  recipeName: z.string(),
  reason: z.string(),
});
export type PlanConflict = z.infer<typeof planConflictSchema>;

/** The new plan, with what the practitioner must look at: conflicting meals and days that missed their target. */
export const appliedPlanSchema = mealPlanSchema.extend({
  conflicts: z.array(planConflictSchema),
  notes: z.array(z.string()),
});
export type AppliedPlan = z.infer<typeof appliedPlanSchema>;
