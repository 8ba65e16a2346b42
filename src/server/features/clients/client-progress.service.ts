// What a client recorded through the portal, as their practitioner reads it: the weight log, adherence per week,
// the latest check-offs, the state of the client's portal access and when they were last active (issue 21).
import { and, asc, between, desc, eq, max, ne, sql } from 'drizzle-orm';
import { RECENT_CHECK_INS, progressPeriod, type ClientProgressQuery } from '../../../shared/schemas/client-progress.ts';
import type { AdherenceWeek, CheckIn, ClientProgress, Measurement } from '../../../shared/schemas/portal.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import {
  activityLog,
  clientCheckIns,
  clientDiaryMeals,
  clientMeasurements,
  clients,
  mealPlanDays,
  mealPlans,
  portalAccounts,
} from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { diaryMark, weeklyAdherence, withDiaryRecords } from './weekly-adherence.ts';
import { ownedBy } from '../../db/owned-by.ts';

type PortalStatus = ClientProgress['portal']['status'];

/** The client row, when it is one of the actor's clients. */
async function findOwnClient(deps: AppDeps, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound('Client');
  const [row] = await deps.db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      goalWeight: clients.goalWeight,
    })
    .from(clients)
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .limit(1);
  if (!row) throw notFound('Client');
  return row;
}

/** Every read below joins the client to its practitioner in the query itself, so no call can reach another practice's log. */
const ownClient = (actor: Actor, clientId: string) => and(eq(clients.id, clientId), ownedBy(clients, actor));

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const latest = (...values: (string | null)[]): string | null =>
  values.reduce<string | null>(
    (found, value) => (value !== null && (found === null || value > found) ? value : found),
    null,
  );

async function readMeasurements(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  from: string,
  to: string,
): Promise<Measurement[]> {
  const rows = await deps.db
    .select({
      id: clientMeasurements.id,
      date: clientMeasurements.date,
      weightKg: clientMeasurements.weightKg,
      waistCm: clientMeasurements.waistCm,
      createdAt: clientMeasurements.createdAt,
    })
    .from(clientMeasurements)
    .innerJoin(clients, eq(clients.id, clientMeasurements.clientId))
    .where(and(ownClient(actor, clientId), between(clientMeasurements.date, from, to)))
    .orderBy(asc(clientMeasurements.date));
  return rows.map((row) => ({
    ...row,
    weightKg: Number(row.weightKg),
    waistCm: row.waistCm === null ? null : Number(row.waistCm),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function readAdherence(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  from: string,
  to: string,
  today: string,
): Promise<AdherenceWeek[]> {
  const [days, checkIns, diary] = await Promise.all([
    deps.db
      .select({ date: mealPlanDays.date, meals: mealPlanDays.meals })
      .from(mealPlanDays)
      .innerJoin(mealPlans, eq(mealPlans.id, mealPlanDays.mealPlanId))
      .innerJoin(clients, eq(clients.id, mealPlans.clientId))
      // A cancelled plan was withdrawn: its meals were never the client's to eat.
      .where(
        and(
          ownClient(actor, clientId),
          ownedBy(mealPlans, actor),
          ne(mealPlans.status, 'cancelled'),
          between(mealPlanDays.date, from, to),
        ),
      ),
    deps.db
      .select({ date: clientCheckIns.date, mealType: clientCheckIns.mealType, status: clientCheckIns.status })
      .from(clientCheckIns)
      .innerJoin(clients, eq(clients.id, clientCheckIns.clientId))
      .where(and(ownClient(actor, clientId), between(clientCheckIns.date, from, to))),
    deps.db
      .select({ date: clientDiaryMeals.date, mealType: clientDiaryMeals.mealType, entries: clientDiaryMeals.entries })
      .from(clientDiaryMeals)
      .innerJoin(clients, eq(clients.id, clientDiaryMeals.clientId))
      .where(and(ownClient(actor, clientId), between(clientDiaryMeals.date, from, to))),
  ]);
  const marks = withDiaryRecords(
    checkIns as { date: string; mealType: string; status: CheckIn['status'] }[],
    diary.map(diaryMark),
  );
  return weeklyAdherence(days, marks, from, to, today);
}

async function readRecentCheckIns(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  from: string,
  to: string,
): Promise<CheckIn[]> {
  const rows = await deps.db
    .select({
      id: clientCheckIns.id,
      date: clientCheckIns.date,
      mealType: clientCheckIns.mealType,
      status: clientCheckIns.status,
      note: clientCheckIns.note,
      createdAt: clientCheckIns.createdAt,
      updatedAt: clientCheckIns.updatedAt,
    })
    .from(clientCheckIns)
    .innerJoin(clients, eq(clients.id, clientCheckIns.clientId))
    .where(and(ownClient(actor, clientId), between(clientCheckIns.date, from, to)))
    // The latest day first; within a day, the meals in the order they are eaten, last meal first.
    .orderBy(
      desc(clientCheckIns.date),
      desc(sql`array_position(array['breakfast', 'lunch', 'snacks', 'dinner']::text[], ${clientCheckIns.mealType})`),
      desc(clientCheckIns.updatedAt),
    )
    .limit(RECENT_CHECK_INS);
  return rows.map((row) => ({
    ...row,
    mealType: row.mealType as CheckIn['mealType'],
    status: row.status as CheckIn['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

function portalStatusOf(account: { acceptedAt: Date | null; revokedAt: Date | null } | undefined): PortalStatus {
  if (!account) return 'none';
  if (account.revokedAt) return 'revoked';
  // Inviting again to the same address keeps the password the client chose: they can still sign in.
  return account.acceptedAt ? 'active' : 'invited';
}

async function readPortalAndActivity(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
): Promise<Pick<ClientProgress, 'portal' | 'lastActivityAt'>> {
  const [[account], [checkIns], [measurements]] = await Promise.all([
    deps.db
      .select({
        id: portalAccounts.id,
        invitedAt: portalAccounts.invitedAt,
        acceptedAt: portalAccounts.acceptedAt,
        revokedAt: portalAccounts.revokedAt,
        lastLoginAt: portalAccounts.lastLoginAt,
        lastSeenAt: portalAccounts.lastSeenAt,
      })
      .from(portalAccounts)
      .innerJoin(clients, eq(clients.id, portalAccounts.clientId))
      .where(ownClient(actor, clientId))
      .limit(1),
    deps.db
      .select({ at: max(clientCheckIns.updatedAt) })
      .from(clientCheckIns)
      .innerJoin(clients, eq(clients.id, clientCheckIns.clientId))
      .where(ownClient(actor, clientId)),
    deps.db
      .select({ at: max(clientMeasurements.createdAt) })
      .from(clientMeasurements)
      .innerJoin(clients, eq(clients.id, clientMeasurements.clientId))
      .where(ownClient(actor, clientId)),
  ]);
  let logged: string | null = null;
  if (account) {
    // What the portal records in the audit trail (sign-ins, plan views): the account acting on its own client.
    const [row] = await deps.db
      .select({ at: max(activityLog.createdAt) })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.actorId, account.id),
          eq(activityLog.entityType, 'client'),
          eq(activityLog.entityId, clientId),
        ),
      );
    logged = iso(row?.at ?? null);
  }
  const lastActiveAt = account ? latest(iso(account.lastSeenAt), iso(account.lastLoginAt)) : null;
  return {
    portal: {
      status: portalStatusOf(account),
      invitedAt: account ? account.invitedAt.toISOString() : null,
      lastActiveAt,
    },
    lastActivityAt: latest(lastActiveAt, logged, iso(checkIns?.at ?? null), iso(measurements?.at ?? null)),
  };
}

/** The weight log and weekly adherence over a period, for one of the actor's clients (the reports read this too). */
export async function readProgressOverPeriod(deps: AppDeps, actor: Actor, clientId: string, from: string, to: string) {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const [measurements, adherence] = await Promise.all([
    readMeasurements(deps, actor, clientId, from, to),
    readAdherence(deps, actor, clientId, from, to, today),
  ]);
  return { measurements, adherence };
}

/** GET /api/clients/{id}/progress: health data, so the read is audited like the profile itself. */
export async function getClientProgress(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  query: ClientProgressQuery,
): Promise<ClientProgress> {
  const client = await findOwnClient(deps, actor, clientId);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const { from, to } = progressPeriod(query, today);
  const [period, recentCheckIns, portal] = await Promise.all([
    readProgressOverPeriod(deps, actor, client.id, from, to),
    readRecentCheckIns(deps, actor, client.id, from, to),
    readPortalAndActivity(deps, actor, client.id),
  ]);
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'client.progress_viewed',
    entityType: 'client',
    entityId: client.id,
    summary: `Viewed ${client.firstName} ${client.lastName}'s progress`,
    at: deps.clock.now(),
  });
  return {
    clientId: client.id,
    from,
    to,
    goalWeightKg: client.goalWeight === null ? null : Number(client.goalWeight),
    ...period,
    recentCheckIns,
    ...portal,
  };
}
