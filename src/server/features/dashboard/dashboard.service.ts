import { and, desc, eq, inArray, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { ActivityItem, DashboardStats } from '../../../shared/schemas/dashboard.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { activityLog, clients, mealPlans, recipes, reports } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** Counts for the four stat cards, and the recent additions their captions report. */
export async function getDashboardStats(deps: AppDeps, actor: Actor): Promise<DashboardStats> {
  const now = deps.clock.now().getTime();
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const monthAgo = new Date(now - 30 * DAY_MS).toISOString();
  const countSince = (column: AnyColumn, since: string) =>
    sql<number>`count(*) filter (where ${column} >= ${since}::timestamptz)::int`;
  const total = sql<number>`count(*)::int`;

  const [[clientCounts], [planCounts], [recipeCounts], [reportCounts]] = await Promise.all([
    deps.db.select({ total, recent: countSince(clients.createdAt, weekAgo) }).from(clients).where(eq(clients.userId, actor.id)),
    deps.db.select({ total, recent: countSince(mealPlans.createdAt, monthAgo) }).from(mealPlans).where(eq(mealPlans.userId, actor.id)),
    deps.db.select({ total, recent: countSince(recipes.createdAt, weekAgo) }).from(recipes).where(eq(recipes.userId, actor.id)),
    deps.db.select({ total, recent: countSince(reports.createdAt, monthAgo) }).from(reports).where(eq(reports.userId, actor.id)),
  ]);
  return {
    activeClients: clientCounts.total,
    mealPlans: planCounts.total,
    customRecipes: recipeCounts.total,
    reports: reportCounts.total,
    trends: {
      clientsThisWeek: clientCounts.recent,
      mealPlansThisMonth: planCounts.recent,
      recipesThisWeek: recipeCounts.recent,
      reportsThisMonth: reportCounts.recent,
    },
  };
}

/** What the practitioner changed lately. Reads stay in the audit trail but would drown this list. */
export const feedActions = [
  'client.created',
  'client.updated',
  'client.deleted',
  'meal_plan.created',
  'meal_plan.updated',
  'meal_plan.deleted',
  'meal_plan.emailed',
  'recipe.created',
  'recipe.updated',
  'recipe.deleted',
  'report.created',
  'branding.updated',
];

export async function listRecentActivity(deps: AppDeps, actor: Actor, limit = 8): Promise<ActivityItem[]> {
  const rows = await deps.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.actorId, actor.id), inArray(activityLog.action, feedActions), isNotNull(activityLog.summary)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  }));
}
