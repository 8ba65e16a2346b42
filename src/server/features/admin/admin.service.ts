import { readdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gte, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  type AdminActivity,
  type AdminHealth,
  type AdminSettings,
  type AdminStats,
  type AdminUser,
  type EmailRecord,
} from '../../../shared/schemas/admin.ts';
import { EMAIL_HISTORY_PAGE_SIZE } from '../../../shared/schemas/email-history-paging.ts';
import type { Role } from '../../../shared/schemas/roles.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { cachedPlatformAnswer, type JsonBytes } from '../../db/answer-cache.ts';
import { isoTimestampOf, jsonRowsOf } from '../../db/json-rows.ts';
import { accountCounts, emailLog, mealPlans, recipes, reports, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { trustsAnyProxy } from '../../lib/trust-proxy.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { LOCK_MINUTES, MAX_FAILED_SIGN_INS } from '../auth/auth.service.ts';
import {
  PASSWORD_RESET_EMAIL_KIND,
  carriesAccountLink,
  defaultEmailQuota,
  queueEmail,
  withoutResetLink,
  type QueuedEmail,
} from '../email/email.service.ts';
import { DAY_MS } from '../../../shared/dates/calendar-days.ts';

const ACTIVE_WINDOW_DAYS = 30;
const GROWTH_DAYS = 30;
const MB = 1024 * 1024;

/** Every admin service checks the role itself too, so reusing one elsewhere cannot skip the route guard. */
function assertAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new AppError('forbidden', 'Administrator access is required');
}

const count = sql<number>`count(*)::int`;

export async function getPlatformStats(deps: AppDeps, actor: Actor): Promise<AdminStats> {
  assertAdmin(actor);
  const activeSince = new Date(deps.clock.now().getTime() - ACTIVE_WINDOW_DAYS * DAY_MS).toISOString();
  const [[userCounts], [practiceCounts], [recipeCounts], [reportCount]] = await Promise.all([
    deps.db
      .select({
        total: count,
        admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
        active: sql<number>`count(*) filter (where ${users.lastLoginAt} >= ${activeSince}::timestamptz)::int`,
      })
      .from(users),
    // Kept per account by triggers (account_counts): one row per practitioner, not one per client and plan.
    deps.db
      .select({
        clients: sql<number>`coalesce(sum(${accountCounts.clients}), 0)::int`,
        plans: sql<number>`coalesce(sum(${accountCounts.mealPlans}), 0)::int`,
      })
      .from(accountCounts),
    // Two counts an index answers each: a filter over every recipe row would read them all, and recipes are wide.
    deps.db
      .select({
        total: count,
        public: sql<number>`(select count(*)::int from ${recipes} where ${recipes.isPublic} or ${recipes.userId} is null)`,
      })
      .from(recipes),
    deps.db.select({ total: count }).from(reports),
  ]);
  return {
    totalUsers: userCounts.total,
    activeUsers: userCounts.active,
    totalClients: practiceCounts.clients,
    totalMealPlans: practiceCounts.plans,
    totalRecipes: recipeCounts.total,
    publicRecipes: recipeCounts.public,
    totalReports: reportCount.total,
    adminUsers: userCounts.admins,
  };
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += await folderBytes(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

/** Real measurements: a database round trip, recent API timings, the outbox, and storage. */
export async function getPlatformHealth(deps: AppDeps, actor: Actor): Promise<AdminHealth> {
  assertAdmin(actor);
  const now = deps.clock.now();
  const started = performance.now();
  let dbOk = true;
  try {
    await deps.db.execute(sql`select 1`);
  } catch {
    dbOk = false;
  }
  const dbLatency = performance.now() - started;

  const [queue] = await deps.db
    .select({
      depth: sql<number>`count(*) filter (where ${emailLog.status} = 'queued')::int`,
      overdue: sql<number>`count(*) filter (where ${emailLog.status} = 'queued' and ${emailLog.nextAttemptAt} < ${new Date(now.getTime() - 10 * 60_000).toISOString()}::timestamptz)::int`,
      failed: sql<number>`count(*) filter (where ${emailLog.status} = 'failed' and ${emailLog.createdAt} >= ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz)::int`,
    })
    .from(emailLog)
    // Only these two statuses count, and the outbox index finds them: without this the whole e-mail log is read.
    .where(inArray(emailLog.status, ['queued', 'failed']));

  let usedBytes = 0;
  let totalMB: number | null = null;
  let availableMB: number | null = null;
  if (deps.dbKind === 'postgres') {
    const [row] = await deps.db
      .select({ size: sql<string>`pg_database_size(current_database())::bigint` })
      .from(sql`(select 1) as one`);
    usedBytes = Number(row.size);
  } else if (deps.config.dataDir) {
    usedBytes = await folderBytes(deps.config.dataDir).catch(() => 0);
  }
  if (deps.dbKind === 'pglite') {
    const disk = await statfs(deps.config.dataDir ?? process.cwd()).catch(() => null);
    if (disk) {
      totalMB = Math.round((disk.blocks * disk.bsize) / MB);
      availableMB = Math.round((disk.bavail * disk.bsize) / MB);
    }
  }
  const api = deps.metrics.summary();
  return {
    db: { ok: dbOk && dbLatency < 500, latencyMs: Math.round(dbLatency * 100) / 100, kind: deps.dbKind },
    api: {
      ok: api.p95 < 1000,
      latencyMs: Math.round(api.p50 * 10) / 10,
      p95Ms: Math.round(api.p95 * 10) / 10,
      sampledRequests: api.count,
    },
    jobs: {
      ok: queue.overdue === 0 && queue.failed === 0,
      queueDepth: queue.depth,
      overdue: queue.overdue,
      failedLast24h: queue.failed,
    },
    storage: {
      ok: availableMB === null || totalMB === null || availableMB > totalMB * 0.05,
      usedMB: Math.round((usedBytes / MB) * 10) / 10,
      totalMB,
      availableMB,
    },
    checkedAt: now.toISOString(),
  };
}

/** Growth over the last 30 days against the 30 before, for four kinds of activity. */
export async function getPlatformActivity(deps: AppDeps, actor: Actor): Promise<AdminActivity> {
  assertAdmin(actor);
  const now = deps.clock.now().getTime();
  const from = new Date(now - GROWTH_DAYS * DAY_MS).toISOString();
  const before = new Date(now - 2 * GROWTH_DAYS * DAY_MS).toISOString();
  const window = async (
    column: AnyColumn,
    table: Parameters<ReturnType<AppDeps['db']['select']>['from']>[0],
    where?: SQL,
  ) => {
    const [row] = await deps.db
      .select({
        current: sql<number>`count(*) filter (where ${column} >= ${from}::timestamptz)::int`,
        previous: sql<number>`count(*) filter (where ${column} >= ${before}::timestamptz and ${column} < ${from}::timestamptz)::int`,
      })
      .from(table)
      // Only the two windows count: with the bound an index on the column reads 60 days of rows, not the table.
      .where(and(gte(column, sql`${before}::timestamptz`), where));
    const growth = row.previous === 0 ? null : Math.round(((row.current - row.previous) / row.previous) * 1000) / 10;
    return { current: row.current, previous: row.previous, growth, period: `${GROWTH_DAYS} days` };
  };
  const [userRegistration, mealPlansCreated, recipeSharing, reportGeneration] = await Promise.all([
    window(users.createdAt, users),
    window(mealPlans.createdAt, mealPlans),
    window(recipes.createdAt, recipes, eq(recipes.isPublic, true)),
    window(reports.createdAt, reports),
  ]);
  return { userRegistration, mealPlansCreated, recipeSharing, reportGeneration };
}

/** What the user list shows of an account: never the password hash or the sign-in counters. */
const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  subscriptionStatus: users.subscriptionStatus,
  businessName: users.businessName,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  lockedUntil: users.lockedUntil,
  // Kept per account by triggers in the transaction of every change (migration 0015): counting each account's
  // clients and plans here read every client and plan entry of the platform on each request (decision 0015).
  clientCount: sql<number>`coalesce(${accountCounts.clients}, 0)::int`,
  mealPlanCount: sql<number>`coalesce(${accountCounts.mealPlans}, 0)::int`,
};

function selectAdminUsers(deps: AppDeps) {
  return deps.db.select(adminUserColumns).from(users).leftJoin(accountCounts, eq(accountCounts.userId, users.id));
}

function toAdminUser(row: Awaited<ReturnType<typeof selectAdminUsers>>[number]): AdminUser {
  return {
    ...row,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
  };
}

/**
 * Every account, newest first, as the JSON the API answers. Kept in memory under the platform's version
 * (decision 0020): any change to an account or to the clients and plans counted for it gives its practice a new
 * version in the same transaction, on any process, so the next read shows it.
 */
export async function listUsersJson(deps: AppDeps, actor: Actor): Promise<JsonBytes<AdminUser[]>> {
  assertAdmin(actor);
  const { body } = await cachedPlatformAnswer(deps.db, 'admin-users', async () => ({
    json: await readAdminUsers(deps),
    meta: null,
  }));
  return body;
}

async function readAdminUsers(deps: AppDeps): Promise<JsonBytes<AdminUser[]>> {
  // One JSON text built by the database (decision 0010): on the embedded database, where each value crosses into
  // JavaScript on its own, 5,002 accounts took 134–289 ms as rows and 51–80 ms as one text. It is the answer as it
  // is: times come out as ISO text, so nothing is parsed and written again here.
  const [{ list }] = await deps.db
    .select({
      list: jsonRowsOf(
        {
          ...adminUserColumns,
          createdAt: isoTimestampOf(users.createdAt),
          lastLoginAt: isoTimestampOf(users.lastLoginAt),
          lockedUntil: isoTimestampOf(users.lockedUntil),
        },
        sql`${users.createdAt} desc, ${users.id}`,
      ),
    })
    .from(users)
    .leftJoin(accountCounts, eq(accountCounts.userId, users.id));
  return Buffer.from(list, 'utf8');
}

/**
 * Changes a role. An admin cannot take away their own role (they would lock themselves out) nor remove the
 * last admin; both are 409. Done in one transaction holding a lock, so two admins demoting each other at once
 * cannot leave none.
 */
export async function changeUserRole(deps: AppDeps, actor: Actor, userId: string, role: Role): Promise<AdminUser> {
  assertAdmin(actor);
  if (!isUuid(userId)) throw notFound('User');
  const updated = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(5000125)`);
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!target) throw notFound('User');
    if (target.role === role) return target;
    if (role === 'user') {
      if (target.id === actor.id)
        throw new AppError('conflict', 'You cannot remove your own administrator role. Ask another administrator.');
      const [{ admins }] = await tx.select({ admins: count }).from(users).where(eq(users.role, 'admin'));
      if (admins <= 1) throw new AppError('conflict', 'Platewise needs at least one administrator.');
    }
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    return row;
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'admin.role_changed',
    entityType: 'user',
    entityId: updated.id,
    summary: `Set ${updated.firstName} ${updated.lastName}'s role to ${role}`,
    at: deps.clock.now(),
  });
  const [row] = await selectAdminUsers(deps).where(eq(users.id, updated.id));
  return toAdminUser(row);
}

/**
 * One page of the e-mail log, newest first, and how many e-mails the search finds in all. The search looks for the
 * text, in any case, in the recipient, the subject and the sender's name; `before` is the last e-mail of the page
 * shown, so pages hold still while new e-mails arrive (decision 0020).
 */
export async function listEmailHistory(
  deps: AppDeps,
  actor: Actor,
  query: { q?: string; before?: string; limit?: number } = {},
): Promise<{ emails: EmailRecord[]; total: number }> {
  assertAdmin(actor);
  const needle = query.q?.trim().toLowerCase();
  // The sender's name through the few accounts whose name matches, not a join of every e-mail to its sender.
  const matches = needle
    ? sql`(strpos(lower(${emailLog.recipient}), ${needle}) > 0 or strpos(lower(${emailLog.subject}), ${needle}) > 0
          or ${emailLog.userId} in (select ${users.id} from ${users} where strpos(lower(${users.firstName} || ' ' || ${users.lastName}), ${needle}) > 0))`
    : undefined;
  const after = query.before
    ? sql`(${emailLog.createdAt}, ${emailLog.id}) < (select created_at, id from email_log where id = ${query.before})`
    : undefined;
  // The page and the count go apart: a count over the page's own rows (count(*) over ()) joined and read every
  // e-mail of the log before the limit applied (0.6–0.9 s for 50,000 e-mails, decision 0015); apart, the page reads
  // 50 entries of the date index backwards and the count reads the log's smallest index.
  const [rows, total] = await Promise.all([
    deps.db
      .select({ mail: emailLog, firstName: users.firstName, lastName: users.lastName })
      .from(emailLog)
      .leftJoin(users, eq(users.id, emailLog.userId))
      .where(and(matches, after))
      .orderBy(desc(emailLog.createdAt), desc(emailLog.id))
      .limit(query.limit ?? EMAIL_HISTORY_PAGE_SIZE),
    deps.db
      .select({ total: count })
      .from(emailLog)
      .where(matches)
      .then(([row]) => row.total),
  ]);
  const emails = rows.map(({ mail, firstName, lastName }) => ({
    id: mail.id,
    userId: mail.userId,
    senderName: firstName ? `${firstName} ${lastName}` : null,
    recipient: mail.recipient,
    subject: mail.subject,
    // A reset link is for its recipient alone, whatever became of the e-mail: an administrator holding one could
    // take over the practice and read its clients' health data, which tenancy forbids them.
    body: carriesAccountLink(mail.kind)
      ? withoutResetLink(
          mail.body,
          mail.kind === PASSWORD_RESET_EMAIL_KIND ? '[reset link hidden]' : '[invitation link hidden]',
        )
      : mail.body,
    status: mail.status,
    kind: mail.kind,
    attempts: mail.attempts,
    error: mail.error,
    resendId: mail.resendId,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  }));
  return { emails, total };
}

export async function sendAdminEmail(
  deps: AppDeps,
  actor: Actor,
  input: { recipient: string; subject: string; body: string },
): Promise<QueuedEmail> {
  assertAdmin(actor);
  const queued = await queueEmail(deps, {
    userId: actor.id,
    recipient: input.recipient,
    subject: input.subject,
    body: input.body,
    kind: 'admin_message',
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'admin.email_sent',
    entityType: 'email',
    entityId: queued.id,
    summary: `E-mailed ${input.recipient}: ${input.subject}`,
    at: deps.clock.now(),
  });
  return queued;
}

export function getSettingsInForce(deps: AppDeps, actor: Actor): AdminSettings {
  assertAdmin(actor);
  return {
    sessionIdleMinutes: deps.config.sessionIdleMs / 60_000,
    sessionAbsoluteHours: deps.config.sessionAbsoluteMs / 3_600_000,
    maxFailedSignIns: MAX_FAILED_SIGN_INS,
    lockMinutes: LOCK_MINUTES,
    authRateLimitPerMinute: deps.config.authRateLimitPerMinute,
    database: deps.dbKind,
    foodDatabase: deps.foods.name === 'fdc' ? 'USDA FoodData Central' : 'USDA SR28 (embedded)',
    mailTransport: deps.mail.name,
    trustProxy: trustsAnyProxy(deps.config.trustProxy),
    emailQuota: { ...(deps.config.emailQuota ?? defaultEmailQuota), trialApplies: Boolean(deps.payments?.configured) },
  };
}
