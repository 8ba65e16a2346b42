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
  id: z.number().int(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
