import { and, desc, eq, inArray, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { ActivityItem, DashboardStats } from '../../../shared/schemas/dashboard.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import {
  activityLog,
  clientCheckIns,
  clientMeasurements,
  clients,
  mealPlans,
  recipes,
  reports,
} from '../../db/schema.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { DAY_MS } from '../../../shared/dates/calendar-days.ts';

/** Counts for the four stat cards, and the recent additions their captions report. */
export async function getDashboardStats(deps: AppDeps, actor: Actor): Promise<DashboardStats> {
  const now = deps.clock.now().getTime();
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const monthAgo = new Date(now - 30 * DAY_MS).toISOString();
  const countSince = (column: AnyColumn, since: string) =>
    sql<number>`count(*) filter (where ${column} >= ${since}::timestamptz)::int`;
  const total = sql<number>`count(*)::int`;

  const [[clientCounts], [planCounts], [recipeCounts], [reportCounts]] = await Promise.all([
    deps.db
      .select({ total, recent: countSince(clients.createdAt, weekAgo) })
      .from(clients)
      .where(eq(clients.userId, actor.id)),
    deps.db
      .select({ total, recent: countSince(mealPlans.createdAt, monthAgo) })
      .from(mealPlans)
      .where(eq(mealPlans.userId, actor.id)),
    deps.db
      .select({ total, recent: countSince(recipes.createdAt, weekAgo) })
      .from(recipes)
      .where(eq(recipes.userId, actor.id)),
    deps.db
      .select({ total, recent: countSince(reports.createdAt, monthAgo) })
      .from(reports)
      .where(eq(reports.userId, actor.id)),
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

const weightFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const mealNames: Record<string, string> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snacks: 'snacks',
};

/**
 * The practitioner's own changes, and what their clients logged in the portal (meal check-offs, weights), newest
 * first. A client's rows are found through the client record, whose owner must be the practitioner, in the query
 * itself: a portal account acts for its client, never for a practice, so its audit rows cannot be filtered by actor.
 */
export async function listRecentActivity(deps: AppDeps, actor: Actor, limit = 8): Promise<ActivityItem[]> {
  const [own, checkIns, measurements] = await Promise.all([
    deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.actorId, actor.id),
          inArray(activityLog.action, feedActions),
          isNotNull(activityLog.summary),
        ),
      )
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit),
    deps.db
      .select({
        id: clientCheckIns.id,
        clientId: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        mealType: clientCheckIns.mealType,
        status: clientCheckIns.status,
        at: clientCheckIns.updatedAt,
      })
      .from(clientCheckIns)
      .innerJoin(clients, eq(clients.id, clientCheckIns.clientId))
      .where(eq(clients.userId, actor.id))
      .orderBy(desc(clientCheckIns.updatedAt), desc(clientCheckIns.id))
      .limit(limit),
    deps.db
      .select({
        id: clientMeasurements.id,
        clientId: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        weightKg: clientMeasurements.weightKg,
        at: clientMeasurements.createdAt,
      })
      .from(clientMeasurements)
      .innerJoin(clients, eq(clients.id, clientMeasurements.clientId))
      .where(eq(clients.userId, actor.id))
      .orderBy(desc(clientMeasurements.createdAt), desc(clientMeasurements.id))
      .limit(limit),
  ]);
  const items: ActivityItem[] = [
    ...own.map((row) => ({
      id: String(row.id),
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
      createdAt: row.createdAt.toISOString(),
    })),
    ...checkIns.map((row) => ({
      id: `check-in:${row.id}`,
      action: 'portal.check_in',
      entityType: 'client',
      entityId: row.clientId,
      summary: `${row.firstName} ${row.lastName} checked off ${mealNames[row.mealType] ?? row.mealType} — ${row.status}`,
      createdAt: row.at.toISOString(),
    })),
    ...measurements.map((row) => ({
      id: `measurement:${row.id}`,
      action: 'portal.measurement',
      entityType: 'client',
      entityId: row.clientId,
      summary: `${row.firstName} ${row.lastName} logged ${weightFormat.format(Number(row.weightKg))} kg`,
      createdAt: row.at.toISOString(),
    })),
  ];
  // Newest first; at the same moment the practitioner's own change before a client's entry, as before.
  const shown = items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  const clientIds = new Set(shown.filter((item) => item.action.startsWith('portal.')).map((item) => item.entityId));
  if (clientIds.size > 0) {
    // Weights and meals are health data: showing them is a read the audit trail keeps, like opening a profile.
    await recordActivity(deps.db, {
      actorId: actor.id,
      action: 'client.log_viewed',
      entityType: 'client',
      summary: `Viewed the latest check-ins and weights of ${clientIds.size} ${clientIds.size === 1 ? 'client' : 'clients'} on the dashboard`,
      at: deps.clock.now(),
    });
  }
  return shown;
}
