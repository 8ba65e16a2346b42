/** Erasing a client's record, whole (issue 38 item 3): everything about them goes in one transaction. */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { erasureSummary, type ErasureCounts } from '../../../shared/schemas/client-record.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { forgetKeptAnswersOf } from '../../db/answer-cache.ts';
import type { Database } from '../../db/open-db.ts';
import {
  activityLog,
  clientCheckIns,
  clientMeasurements,
  clientDiaryMeals,
  clientWaterLogs,
  clients,
  emailLog,
  idempotencyKeys,
  mealPlanDays,
  mealPlans,
  portalAccounts,
  portalSessions,
  portalShoppingTicks,
  reports,
} from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { auditRowsOfRecord, emailsOfRecord, readRecordKeys } from './client-record-rows.ts';
import { ownedBy } from '../../db/owned-by.ts';

/** `value` appears in the bytes of `column` (a kept answer's body), as UTF-8 text. */
function bytesContain(column: SQL | typeof idempotencyKeys.body, value: string): SQL {
  return sql`position(convert_to(${value}, 'UTF8') in ${column}) > 0`;
}

/**
 * Erases the client and everything about them, in one transaction: their plans (days, share links, shopping
 * ticks), reports (their PDFs are drawn on request, never stored), portal account and sessions, check-ins and
 * weights, the e-mails about them (log rows and outbox: about the client, or to their address), the kept answers
 * of create requests that carry any of it, and the audit rows about any of it or naming them. What stays is one
 * audit row, the tombstone: who erased which client id, when, and how many rows of each kind went, with no name,
 * address or health detail. Another practice's client answers 404, exactly as a missing one.
 */
export async function eraseClient(deps: AppDeps, actor: Actor, id: string): Promise<ErasureCounts> {
  if (!isUuid(id)) throw notFound('Client');
  const now = deps.clock.now();
  const counts = await deps.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, email: clients.email })
      .from(clients)
      .where(and(eq(clients.id, id), ownedBy(clients, actor)))
      .for('update');
    if (!client) throw notFound('Client');
    const counts = await eraseClientRows(tx, actor.id, client);
    // The tombstone, in the same transaction: the erasure and its record commit together or not at all.
    await tx.insert(activityLog).values({
      actorId: actor.id,
      action: 'client.erased',
      entityType: 'client',
      entityId: client.id,
      summary: erasureSummary(counts),
      createdAt: now,
    });
    return counts;
  });
  // Answers kept in this process's memory were computed from the record: none may outlive it.
  forgetKeptAnswersOf(deps.db, actor.id);
  return counts;
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Deletes every row of one client's record inside the caller's transaction, and counts them; no tombstone:
 * `eraseClient` writes one per client, the erasure of a whole practice (users/account-erasure.service.ts) one in all.
 */
export async function eraseClientRows(
  tx: Transaction,
  practitionerId: string,
  client: { id: string; firstName: string; lastName: string; email: string | null },
): Promise<ErasureCounts> {
  const actor = { id: practitionerId };
  const keys = await readRecordKeys(tx, actor.id, client);
  const { planIds, reportIds, portalAccountIds: accountIds } = keys;

  const emailIds = (await tx.delete(emailLog).where(emailsOfRecord(keys)).returning({ id: emailLog.id })).map(
    (row) => row.id,
  );

  // A kept answer to a create (the client, a plan, a day, a share link, a report) carries the record's ids, its
  // share tokens or the address: any of them in its bytes and it goes.
  const needles = [client.id, ...planIds, ...reportIds, ...emailIds, ...keys.shareTokens];
  if (keys.address) needles.push(keys.address);
  const idempotencyKeyRows = await tx
    .delete(idempotencyKeys)
    .where(
      and(ownedBy(idempotencyKeys, actor), or(...needles.map((value) => bytesContain(idempotencyKeys.body, value)))),
    )
    .returning({ key: idempotencyKeys.key });

  const auditRows = await tx
    .delete(activityLog)
    .where(auditRowsOfRecord(keys, emailIds))
    .returning({ id: activityLog.id });

  const checkIns = await tx
    .delete(clientCheckIns)
    .where(eq(clientCheckIns.clientId, client.id))
    .returning({ id: clientCheckIns.id });
  const measurements = await tx
    .delete(clientMeasurements)
    .where(eq(clientMeasurements.clientId, client.id))
    .returning({ id: clientMeasurements.id });
  const diaryMeals = await tx
    .delete(clientDiaryMeals)
    .where(eq(clientDiaryMeals.clientId, client.id))
    .returning({ id: clientDiaryMeals.id });
  const waterLogs = await tx
    .delete(clientWaterLogs)
    .where(eq(clientWaterLogs.clientId, client.id))
    .returning({ id: clientWaterLogs.id });
  const shoppingTicks = await tx
    .delete(portalShoppingTicks)
    .where(
      or(
        eq(portalShoppingTicks.clientId, client.id),
        planIds.length ? inArray(portalShoppingTicks.mealPlanId, planIds) : undefined,
      ),
    )
    .returning({ item: portalShoppingTicks.item });
  const sessions = accountIds.length
    ? await tx
        .delete(portalSessions)
        .where(inArray(portalSessions.accountId, accountIds))
        .returning({ id: portalSessions.id })
    : [];
  const accounts = await tx
    .delete(portalAccounts)
    .where(eq(portalAccounts.clientId, client.id))
    .returning({ id: portalAccounts.id });
  const removedReports = await tx
    .delete(reports)
    .where(and(eq(reports.clientId, client.id), ownedBy(reports, actor)))
    .returning({ id: reports.id });
  const days = planIds.length
    ? await tx.delete(mealPlanDays).where(inArray(mealPlanDays.mealPlanId, planIds)).returning({ id: mealPlanDays.id })
    : [];
  const removedPlans = planIds.length
    ? await tx
        .delete(mealPlans)
        .where(and(inArray(mealPlans.id, planIds), ownedBy(mealPlans, actor)))
        .returning({ id: mealPlans.id })
    : [];
  await tx.delete(clients).where(and(eq(clients.id, client.id), ownedBy(clients, actor)));

  return {
    mealPlans: removedPlans.length,
    mealPlanDays: days.length,
    reports: removedReports.length,
    portalAccounts: accounts.length,
    portalSessions: sessions.length,
    checkIns: checkIns.length,
    measurements: measurements.length,
    diaryMeals: diaryMeals.length,
    waterLogs: waterLogs.length,
    shoppingTicks: shoppingTicks.length,
    emails: emailIds.length,
    idempotencyKeys: idempotencyKeyRows.length,
    auditRows: auditRows.length,
  };
}
