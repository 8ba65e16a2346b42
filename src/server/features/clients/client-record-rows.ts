/**
 * Which rows outside the client's own tables belong to their record (issue 38): the export lists them and the
 * erasure removes them, so both read them through the same conditions.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { activityLog, emailLog, mealPlans, portalAccounts, reports } from '../../db/schema.ts';
import type { Database } from '../../db/open-db.ts';

type Reader = Pick<Database, 'select'>;

export interface RecordKeys {
  practitionerId: string;
  clientId: string;
  /** "First Last" */
  fullName: string;
  /** lower-cased, or null */
  address: string | null;
  planIds: string[];
  shareTokens: string[];
  reportIds: string[];
  portalAccountIds: string[];
}

export async function readRecordKeys(
  db: Reader,
  practitionerId: string,
  client: { id: string; firstName: string; lastName: string; email: string | null },
): Promise<RecordKeys> {
  const plans = await db
    .select({ id: mealPlans.id, shareToken: mealPlans.shareToken })
    .from(mealPlans)
    .where(and(eq(mealPlans.clientId, client.id), eq(mealPlans.userId, practitionerId)))
    .orderBy(mealPlans.startDate, mealPlans.createdAt);
  const reportRows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.clientId, client.id), eq(reports.userId, practitionerId)))
    .orderBy(reports.createdAt);
  const accounts = await db
    .select({ id: portalAccounts.id })
    .from(portalAccounts)
    .where(eq(portalAccounts.clientId, client.id));
  return {
    practitionerId,
    clientId: client.id,
    fullName: `${client.firstName} ${client.lastName}`.trim(),
    address: client.email?.trim().toLowerCase() || null,
    planIds: plans.map((plan) => plan.id),
    shareTokens: plans.flatMap((plan) => plan.shareToken ?? []),
    reportIds: reportRows.map((row) => row.id),
    portalAccountIds: accounts.map((row) => row.id),
  };
}

/** The practice's e-mails about the client, or to the client's address, whatever their status (the outbox too). */
export function emailsOfRecord(keys: RecordKeys): SQL {
  return and(
    eq(emailLog.userId, keys.practitionerId),
    or(
      eq(emailLog.clientId, keys.clientId),
      keys.address ? sql`lower(${emailLog.recipient}) = ${keys.address}` : undefined,
    ),
  )!;
}

/** `value` appears in `column`'s text, compared without case (strpos: no pattern characters to escape). */
function textContains(column: typeof activityLog.summary, value: string): SQL {
  return sql`strpos(lower(coalesce(${column}, '')), lower(${value})) > 0`;
}

/**
 * Audit rows about the record: about the client, their plans, reports or e-mails, made by their portal account, or
 * the practice's own rows that name them (a plan since given to another client, say).
 */
export function auditRowsOfRecord(keys: RecordKeys, emailIds: string[]): SQL {
  return or(
    and(eq(activityLog.entityType, 'client'), eq(activityLog.entityId, keys.clientId)),
    keys.planIds.length
      ? and(eq(activityLog.entityType, 'meal_plan'), inArray(activityLog.entityId, keys.planIds))
      : undefined,
    keys.reportIds.length
      ? and(eq(activityLog.entityType, 'report'), inArray(activityLog.entityId, keys.reportIds))
      : undefined,
    emailIds.length ? and(eq(activityLog.entityType, 'email'), inArray(activityLog.entityId, emailIds)) : undefined,
    keys.portalAccountIds.length ? inArray(activityLog.actorId, keys.portalAccountIds) : undefined,
    and(
      eq(activityLog.actorId, keys.practitionerId),
      or(
        keys.fullName ? textContains(activityLog.summary, keys.fullName) : undefined,
        keys.address ? textContains(activityLog.summary, keys.address) : undefined,
      ),
    ),
  )!;
}
