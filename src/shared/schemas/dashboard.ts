import { z } from 'zod';

export const dashboardStatsSchema = z.object({
  activeClients: z.number().int(),
  mealPlans: z.number().int(),
  customRecipes: z.number().int(),
  reports: z.number().int(),
  /** What the trend captions say, counted from the practitioner's own rows. */
  trends: z.object({
    clientsThisWeek: z.number().int(),
    mealPlansThisMonth: z.number().int(),
    recipesThisWeek: z.number().int(),
    reportsThisMonth: z.number().int(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const activityItemSchema = z.object({
  /** unique within the list: the audit row's number, or 'check-in:<id>' / 'measurement:<id>' for what a client logged */
  id: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** One planned day of this week: the share of each target it reaches (null: no target or nothing known). */
export const insightDaySchema = z.object({
  planId: z.string().uuid(),
  date: z.string(),
  /** % of the plan's protein target, else of the client's RDA */
  protein: z.number().nullable(),
  /** % of the client's fibre AI */
  fiber: z.number().nullable(),
  /** mean over the vitamins with a DRI of the share met, each capped at 100 % */
  vitamins: z.number().nullable(),
});
export const nutritionInsightsSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  activePlans: z.number(),
  /** how many vitamins the vitamin indicator averages */
  vitaminCount: z.number(),
  days: z.array(insightDaySchema),
});
export type NutritionInsightsAnswer = z.infer<typeof nutritionInsightsSchema>;
