import { and, desc, eq, inArray, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
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
import { ownedBy } from '../../db/owned-by.ts';

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
      .where(and(ownedBy(clients, actor), isNull(clients.archivedAt))),
    deps.db
      .select({ total, recent: countSince(mealPlans.createdAt, monthAgo) })
      .from(mealPlans)
      .where(ownedBy(mealPlans, actor)),
    deps.db
      .select({ total, recent: countSince(recipes.createdAt, weekAgo) })
      .from(recipes)
      .where(ownedBy(recipes, actor)),
    deps.db
      .select({ total, recent: countSince(reports.createdAt, monthAgo) })
      .from(reports)
      .where(ownedBy(reports, actor)),
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
  'client.erased',
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
/** Weights a client enters within this long of each other (a week typed in from paper) make one feed entry. */
const WEIGHT_BURST_MS = 30 * 60_000;
/** Weights read for the feed: enough for bursts to be counted whole and still leave room for other clients. */
const WEIGHTS_READ = 64;

interface WeightRow {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  date: string;
  weightKg: string;
  at: Date;
}

/**
 * A client's weights entered in one sitting, newest first, as one entry each: "logged 6 weights, latest 72 kg", the
 * latest being the one for the latest day. Rows come newest first; a burst is cut where two entries of the same
 * client lie more than WEIGHT_BURST_MS apart.
 */
function weightEntries(rows: WeightRow[]): ActivityItem[] {
  const bursts: WeightRow[][] = [];
  const openBurst = new Map<string, WeightRow[]>();
  for (const row of rows) {
    const burst = openBurst.get(row.clientId);
    if (burst && burst[burst.length - 1].at.getTime() - row.at.getTime() <= WEIGHT_BURST_MS) burst.push(row);
    else {
      const fresh = [row];
      bursts.push(fresh);
      openBurst.set(row.clientId, fresh);
    }
  }
  return bursts.map((burst) => {
    const [newest] = burst;
    const latestDay = burst.reduce((latest, row) => (row.date > latest.date ? row : latest));
    const name = `${newest.firstName} ${newest.lastName}`;
    const weight = `${weightFormat.format(Number(latestDay.weightKg))} kg`;
    return {
      id: `measurement:${newest.id}`,
      action: 'portal.measurement',
      entityType: 'client',
      entityId: newest.clientId,
      summary:
        burst.length === 1 ? `${name} logged ${weight}` : `${name} logged ${burst.length} weights, latest ${weight}`,
      createdAt: newest.at.toISOString(),
    };
  });
}
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
      .where(ownedBy(clients, actor))
      .orderBy(desc(clientCheckIns.updatedAt), desc(clientCheckIns.id))
      .limit(limit),
    deps.db
      .select({
        id: clientMeasurements.id,
        clientId: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        date: clientMeasurements.date,
        weightKg: clientMeasurements.weightKg,
        at: clientMeasurements.createdAt,
      })
      .from(clientMeasurements)
      .innerJoin(clients, eq(clients.id, clientMeasurements.clientId))
      .where(ownedBy(clients, actor))
      .orderBy(desc(clientMeasurements.createdAt), desc(clientMeasurements.id))
      .limit(WEIGHTS_READ),
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
    ...weightEntries(measurements),
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
