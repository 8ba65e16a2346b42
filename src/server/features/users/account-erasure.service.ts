/** Erasing a practice's own account, whole (issue 38 item 4): every row of the practice goes in one transaction. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  accountErasureSummary,
  type AccountErasureCounts,
  type DeleteAccountInput,
} from '../../../shared/schemas/account.ts';
import { erasedRecordKinds, type ErasureCounts } from '../../../shared/schemas/client-record.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { forgetKeptAnswersOf } from '../../db/answer-cache.ts';
import {
  activityLog,
  clients,
  dataVersions,
  emailLog,
  idempotencyKeys,
  mealPlans,
  passwordResetTokens,
  planTemplates,
  practiceFoodAllergens,
  recipeBookmarks,
  recipes,
  sessions,
  uploads,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkPasswordUnderLock, lockedError, type RequestMeta } from '../auth/sign-in-guard.ts';
import { endSubscriptionBeforeErasure } from '../billing/billing.service.ts';
import { eraseClientRows } from '../clients/client-erasure.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

/** The lock `changeUserRole` takes too: a demotion and an erasure cannot both leave the platform without an admin. */
const ROLE_CHANGE_LOCK_ID = 5_000_125;

export const SOLE_ADMIN_MESSAGE =
  'You are the only administrator. Make another account an administrator (Admin → Users) before deleting yours.';

/**
 * Erases the signed-in practice once its password is confirmed (a wrong one is a 400 and counts towards the
 * sign-in lockout, as a password change does; nothing else changes). In one transaction: every client's record as
 * `DELETE /api/clients/{id}` erases it, then the practice's recipes (and bookmarks), plans without a client (with
 * their days and share links), plan templates, e-mails (sent by the practice, or to its address: password resets, administrators'
 * messages), uploaded logos, allergen entries, sessions, reset links, kept request answers, its audit rows and those
 * about the account, and the account row itself with its branding and subscription state. A running subscription
 * is set to end at its period's end first, so nobody is charged for an account that is gone. What stays is one
 * audit row, the tombstone (`account.erased`: the account's id, when, counts; no name, no address). The only
 * administrator cannot erase themselves (409).
 */
export async function eraseAccount(
  deps: AppDeps,
  actor: Actor,
  input: DeleteAccountInput,
  meta: RequestMeta,
): Promise<AccountErasureCounts> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ password: users.password, role: users.role })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row) throw new AppError('unauthorized', 'Please sign in to continue');

  // The only administrator is told so before the password is checked: a refusal that counted towards the lockout
  // would lock them out after five tries.
  if (row.role === 'admin') await refuseSoleAdmin(deps.db, actor.id);
  const check = await checkPasswordUnderLock(
    deps,
    users,
    { id: actor.id, passwordHash: row.password },
    input.password,
    now,
  );
  if (!check.right) {
    if (check.lockedNow) throw lockedError(check.lockedNow, now);
    throw new AppError('bad_request', 'Your password is not right; nothing was deleted', [
      { path: 'password', message: 'This is not your password' },
    ]);
  }
  // A right password clears the failure the check reserved, as a sign-in does, should the erasure stop below.
  await deps.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, actor.id));
  await endSubscriptionBeforeErasure(deps, actor, meta.ipAddress);

  const counts = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK_ID})`);
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    if (!user) throw new AppError('unauthorized', 'Please sign in to continue');
    if (user.role === 'admin') await refuseSoleAdmin(tx, actor.id);

    const clientRecords = Object.fromEntries(erasedRecordKinds.map((kind) => [kind, 0])) as ErasureCounts;
    const clientRows = await tx
      .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, email: clients.email })
      .from(clients)
      .where(ownedBy(clients, actor))
      .for('update');
    for (const client of clientRows) {
      const erased = await eraseClientRows(tx, actor.id, client);
      for (const kind of erasedRecordKinds) clientRecords[kind] += erased[kind];
    }

    const address = user.email.trim().toLowerCase();
    const emailIds = (
      await tx
        .delete(emailLog)
        .where(or(ownedBy(emailLog, actor), sql`lower(${emailLog.recipient}) = ${address}`))
        .returning({ id: emailLog.id })
    ).map((mail) => mail.id);
    // Plans given to no client (those of clients went with their records); their days and ticks follow by cascade.
    const plans = await tx.delete(mealPlans).where(ownedBy(mealPlans, actor)).returning({ id: mealPlans.id });
    const templates = await tx
      .delete(planTemplates)
      .where(ownedBy(planTemplates, actor))
      .returning({ id: planTemplates.id });
    await tx.delete(recipeBookmarks).where(ownedBy(recipeBookmarks, actor));
    const ownRecipes = await tx.delete(recipes).where(ownedBy(recipes, actor)).returning({ id: recipes.id });
    const logos = await tx.delete(uploads).where(ownedBy(uploads, actor)).returning({ id: uploads.id });
    const allergenEntries = await tx
      .delete(practiceFoodAllergens)
      .where(ownedBy(practiceFoodAllergens, actor))
      .returning({ foodId: practiceFoodAllergens.foodId });
    const signedIn = await tx.delete(sessions).where(ownedBy(sessions, actor)).returning({ id: sessions.id });
    const resetLinks = await tx
      .delete(passwordResetTokens)
      .where(ownedBy(passwordResetTokens, actor))
      .returning({ id: passwordResetTokens.tokenHash });
    const keptAnswers = await tx
      .delete(idempotencyKeys)
      .where(ownedBy(idempotencyKeys, actor))
      .returning({ key: idempotencyKeys.key });
    const auditRows = await tx
      .delete(activityLog)
      .where(
        or(
          eq(activityLog.actorId, actor.id),
          and(eq(activityLog.entityType, 'user'), eq(activityLog.entityId, actor.id)),
          emailIds.length
            ? and(eq(activityLog.entityType, 'email'), inArray(activityLog.entityId, emailIds))
            : undefined,
        ),
      )
      .returning({ id: activityLog.id });
    await tx.delete(users).where(eq(users.id, actor.id));
    // The account's version row: the delete triggers above renewed it; with the account gone nothing reads it.
    await tx.delete(dataVersions).where(eq(dataVersions.scope, actor.id));

    const counts: AccountErasureCounts = {
      clients: clientRows.length,
      recipes: ownRecipes.length,
      mealPlans: plans.length,
      planTemplates: templates.length,
      emails: emailIds.length,
      uploads: logos.length,
      allergenEntries: allergenEntries.length,
      sessions: signedIn.length,
      passwordResetTokens: resetLinks.length,
      idempotencyKeys: keptAnswers.length,
      auditRows: auditRows.length,
      clientRecords,
    };
    // The tombstone, in the same transaction: the erasure and its record commit together or not at all.
    await tx.insert(activityLog).values({
      actorId: actor.id,
      action: 'account.erased',
      entityType: 'user',
      entityId: actor.id,
      summary: accountErasureSummary(counts),
      createdAt: now,
    });
    return counts;
  });
  // Answers kept in this process's memory were computed from the practice's rows: none may outlive them.
  forgetKeptAnswersOf(deps.db, actor.id);
  return counts;
}

async function refuseSoleAdmin(db: Pick<AppDeps['db'], 'select'>, userId: string): Promise<void> {
  const [{ others }] = await db
    .select({ others: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.id} <> ${userId}`));
  if (others < 1) throw new AppError('conflict', SOLE_ADMIN_MESSAGE);
}
