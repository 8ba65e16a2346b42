import { and, eq, lte } from 'drizzle-orm';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownedBy } from '../../db/owned-by.ts';

/** How long a key is remembered: a retry after that is a new request. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: Buffer;
}

export type IdempotentOutcome = { replayed: true; answer: StoredAnswer } | { replayed: false };

/** Thrown inside the transaction to undo it when the request did not succeed; never leaves this module. */
class NotKept extends Error {}

/**
 * Runs `handle` at most once per (practitioner, key). The key is claimed, the request's own writes are made and
 * its answer is stored in one transaction, so a request cut off at any point (the process killed, the
 * connection dropped) has either done everything, answer kept, or nothing. The claim is a row under the
 * table's primary key: a second request with the same key waits on it until the first commits (then it gets
 * the stored answer) or rolls back (then it runs itself). Only successful answers (2xx) are kept: a refused or
 * failed request changes nothing, and its retry runs again.
 *
 * `handle` runs with the transaction as its database and answers the response it made (or null to keep none).
 */
export async function runIdempotently(
  deps: AppDeps,
  actor: Actor,
  key: string,
  fingerprint: string,
  handle: (db: Database) => Promise<StoredAnswer | null>,
): Promise<IdempotentOutcome> {
  const now = deps.clock.now();
  const mine = and(ownedBy(idempotencyKeys, actor), eq(idempotencyKeys.key, key));
  let outcome: IdempotentOutcome = { replayed: false };
  try {
    await deps.db.transaction(async (tx) => {
      // Expired keys of this practitioner go as new ones are claimed: the table holds a day of creates at most.
      await tx.delete(idempotencyKeys).where(and(ownedBy(idempotencyKeys, actor), lte(idempotencyKeys.expiresAt, now)));
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({
          userId: actor.id,
          key,
          fingerprint,
          status: 0,
          body: Buffer.alloc(0),
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [stored] = await tx.select().from(idempotencyKeys).where(mine).limit(1);
        if (!stored)
          throw new AppError('conflict', 'A request with this Idempotency-Key is in progress. Try again in a moment.');
        if (stored.fingerprint !== fingerprint) {
          throw new AppError(
            'unprocessable',
            'This Idempotency-Key was already used for a different request. Use a new key for each new action.',
            [{ path: 'Idempotency-Key', message: 'Already used for a different request' }],
          );
        }
        outcome = {
          replayed: true,
          answer: { status: stored.status, contentType: stored.contentType, body: stored.body },
        };
        return;
      }
      const answer = await handle(tx as unknown as Database);
      if (!answer) throw new NotKept();
      await tx
        .update(idempotencyKeys)
        .set({ status: answer.status, contentType: answer.contentType, body: answer.body })
        .where(mine);
    });
  } catch (error) {
    if (!(error instanceof NotKept)) throw error;
  }
  return outcome;
}
