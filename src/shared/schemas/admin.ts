import { z } from 'zod';

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Accounts that signed in during the last 30 days. */
  activeUsers: z.number().int(),
  totalClients: z.number().int(),
  totalMealPlans: z.number().int(),
  totalRecipes: z.number().int(),
  publicRecipes: z.number().int(),
  totalReports: z.number().int(),
  adminUsers: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
