import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../../shared/schemas/admin.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clients, mealPlans, recipes, reports, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

const ACTIVE_WINDOW_DAYS = 30;

/** Platform figures for admins; the route guard checks the role, and so does this, in case of reuse. */
export async function getPlatformStats(deps: AppDeps, actor: Actor): Promise<AdminStats> {
  if (actor.role !== 'admin') throw new AppError('forbidden', 'Administrator access is required');
  const activeSince = new Date(deps.clock.now().getTime() - ACTIVE_WINDOW_DAYS * 86_400_000).toISOString();
  const count = sql<number>`count(*)::int`;
  const [[userCounts], [clientCount], [planCount], [recipeCounts], [reportCount]] = await Promise.all([
    deps.db
      .select({
        total: count,
        admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
        active: sql<number>`count(*) filter (where ${users.lastLoginAt} >= ${activeSince}::timestamptz)::int`,
      })
      .from(users),
    deps.db.select({ total: count }).from(clients),
    deps.db.select({ total: count }).from(mealPlans),
    deps.db
      .select({ total: count, public: sql<number>`count(*) filter (where ${recipes.isPublic} or ${recipes.userId} is null)::int` })
      .from(recipes),
    deps.db.select({ total: count }).from(reports),
  ]);
  return {
    totalUsers: userCounts.total,
    activeUsers: userCounts.active,
    totalClients: clientCount.total,
    totalMealPlans: planCount.total,
    totalRecipes: recipeCounts.total,
    publicRecipes: recipeCounts.public,
    totalReports: reportCount.total,
    adminUsers: userCounts.admins,
  };
}
