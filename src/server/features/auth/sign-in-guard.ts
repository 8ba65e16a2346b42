/**
 * What the two kinds of account that sign in with a password (practitioners in `users`, clients in
 * `portal_accounts`) share: the failed-attempt lock (decision 0003) and the shape of a session. Each kind keeps its
 * own tables, cookie and audit wording (decision 0021); the rules live here once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import type { portalAccounts, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from './password.ts';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const SESSION_TOUCH_MS = 60_000;

export type PasswordAccounts = typeof users | typeof portalAccounts;

export interface RequestMeta {
  ipAddress: string;
  userAgent: string | null;
}

export function lockEndFrom(now: Date): Date {
  return new Date(now.getTime() + LOCK_MINUTES * 60_000);
}

export function lockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError(
    'locked',
    `This account is locked after ${MAX_FAILED_SIGN_INS} failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    [],
    { 'Retry-After': String(minutes * 60) },
  );
}

/**
 * Counts this attempt as a failure in advance, in one statement (the row lock orders concurrent attempts, and
 * each re-reads the row it waited for). The attempt that takes the fifth place also sets the lock. Null when
 * the account is locked: no password may be checked then. A lock that has run out starts a new streak.
 */
async function reserveSignInAttempt(
  deps: AppDeps,
  accounts: PasswordAccounts,
  accountId: string,
  now: Date,
): Promise<{ lockedUntil: Date | null } | null> {
  // Both tables name these columns alike; the statement is built from the given table's own column objects.
  const table = accounts as typeof users;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const lockExpired = sql`(${table.lockedUntil} is not null and ${table.lockedUntil} <= ${nowSql})`;
  const nextCount = sql`case when ${lockExpired} then 1 else ${table.failedLoginCount} + 1 end`;
  const [reserved] = await deps.db
    .update(table)
    .set({
      failedLoginCount: nextCount,
      lockedUntil: sql`case when ${nextCount} >= ${MAX_FAILED_SIGN_INS} then ${lockEndFrom(now).toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(table.id, accountId), or(isNull(table.lockedUntil), sql`${table.lockedUntil} <= ${nowSql}`)))
    .returning({ lockedUntil: table.lockedUntil });
  return reserved ?? null;
}

/**
 * Checks a password under the lock. Each attempt first reserves its place in the failure count with one atomic
 * UPDATE and only then checks the password: however many attempts arrive at once, on however many processes, at
 * most five checks run before the lock (reading the count and writing it back after the check let 30 to 40 through).
 * Throws the `locked` error when the account is locked already; answers whether the password was right, and when
 * it was not, the lock this very attempt set (null when it did not set one). A right password does not clear the
 * count here: the caller does, in the same write as whatever else success changes.
 */
export async function checkPasswordUnderLock(
  deps: AppDeps,
  accounts: PasswordAccounts,
  account: { id: string; passwordHash: string },
  password: string,
  now: Date,
): Promise<{ right: true } | { right: false; lockedNow: Date | null }> {
  const attempt = await reserveSignInAttempt(deps, accounts, account.id, now);
  if (!attempt) {
    const table = accounts as typeof users;
    const [current] = await deps.db
      .select({ lockedUntil: table.lockedUntil })
      .from(table)
      .where(eq(table.id, account.id));
    throw lockedError(current?.lockedUntil && current.lockedUntil > now ? current.lockedUntil : lockEndFrom(now), now);
  }
  if (await verifyPassword(account.passwordHash, password)) return { right: true };
  return { right: false, lockedNow: attempt.lockedUntil };
}

/**
 * The stored form of a secret handed to a browser or sent in an e-mail (session cookies, password-reset and portal
 * invitation links): its SHA-256, so a copy of the table opens nothing.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session: the raw token for the cookie, and the row to store (only the token's hash is kept). */
export function newSession(deps: AppDeps, meta: RequestMeta) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  return {
    token,
    row: {
      id: hashSecretToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + deps.config.sessionAbsoluteMs),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ipAddress: meta.ipAddress,
    },
  };
}

/**
 * What a request does with a stored session: `ended` when it is past its absolute lifetime or idle too long (the
 * caller deletes it), `touch` when its last-seen time is worth writing again, `current` otherwise.
 */
export function sessionState(
  deps: AppDeps,
  session: { lastSeenMs: number; expiresMs: number },
): 'ended' | 'touch' | 'current' {
  const now = deps.clock.now().getTime();
  if (session.expiresMs <= now || session.lastSeenMs + deps.config.sessionIdleMs <= now) return 'ended';
  return now - session.lastSeenMs > SESSION_TOUCH_MS ? 'touch' : 'current';
}
