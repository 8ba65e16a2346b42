import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type ChangePasswordInput,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '../../../shared/schemas/auth.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { PASSWORD_RESET_EMAIL_KIND, queueEmail } from '../email/email.service.ts';
import { checkPasswordUnderLock, hashSecretToken, lockedError, type RequestMeta } from './sign-in-guard.ts';
import { hashPassword } from './password.ts';
import { ownedBy } from '../../db/owned-by.ts';

export const RESET_TOKEN_MINUTES = 30;
/**
 * A reset request is answered no sooner than this after it arrived, whether an e-mail was queued or not, so
 * the time an answer takes does not tell which addresses have accounts.
 */
export const RESET_REQUEST_ANSWER_MS = 250;
/**
 * Reset e-mails one account gets in an hour, at most. Reset requests are anonymous, so without this anyone could
 * fill a practitioner's inbox from many addresses; past it the request answers as usual and sends nothing.
 */
export const RESET_EMAILS_PER_ACCOUNT_PER_HOUR = 3;

/**
 * The signed-in user changes their password. The current one is checked like a sign-in (it counts towards the
 * lockout, so a borrowed session cannot guess it); on success every other session of the account ends and
 * reset links still outstanding stop working. The session making the change stays.
 */
export async function changePassword(
  deps: AppDeps,
  actor: Actor,
  currentSessionId: string,
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const [row] = await deps.db.select({ password: users.password }).from(users).where(eq(users.id, actor.id));
  if (!row) throw new AppError('unauthorized', 'Please sign in to continue');

  const check = await checkPasswordUnderLock(
    deps,
    users,
    { id: actor.id, passwordHash: row.password },
    input.currentPassword,
    now,
  );
  if (!check.right) {
    if (check.lockedNow) throw lockedError(check.lockedNow, now);
    throw new AppError('bad_request', 'Your current password is not right', [
      { path: 'currentPassword', message: 'This is not your current password' },
    ]);
  }

  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: passwordHash, failedLoginCount: 0, lockedUntil: null })
      .where(eq(users.id, actor.id));
    await tx.delete(sessions).where(and(ownedBy(sessions, actor), ne(sessions.id, currentSessionId)));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(ownedBy(passwordResetTokens, actor), isNull(passwordResetTokens.usedAt)));
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'user.password_changed',
    entityType: 'user',
    entityId: actor.id,
    summary: 'Changed the password; other sessions signed out',
    ipAddress: meta.ipAddress,
    at: now,
  });
}

/**
 * Sends a single-use reset link (valid 30 minutes) to the account with this e-mail address, if there is one.
 * The caller answers the same either way; this function takes the same time either way (see RESET_REQUEST_ANSWER_MS).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: PasswordResetRequest,
  linkBase: string,
  meta: RequestMeta,
): Promise<string> {
  const started = performance.now();
  const now = deps.clock.now();
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
    .limit(1);

  const recentLinks = user
    ? await deps.db
        .select({ count: sql<number>`count(*)::int` })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            gt(passwordResetTokens.createdAt, new Date(now.getTime() - 3_600_000)),
          ),
        )
    : [];
  if (user && (recentLinks[0]?.count ?? 0) < RESET_EMAILS_PER_ACCOUNT_PER_HOUR) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
    await deps.db
      .insert(passwordResetTokens)
      .values({ tokenHash: hashSecretToken(token), userId: user.id, createdAt: now, expiresAt });
    const queued = await queueEmail(deps, {
      // Nobody signed in asked for it: the history shows no sender rather than the account holder.
      userId: null,
      recipient: user.email,
      subject: 'Reset your Platewise password',
      body: resetEmailBody(user.firstName, user.username, `${linkBase}/reset-password/${token}`),
      kind: PASSWORD_RESET_EMAIL_KIND,
    });
    await recordActivity(deps.db, {
      actorId: user.id,
      action: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      // The operator reads here why a practitioner never got the link; the link itself was never kept.
      summary:
        queued.status === 'queued'
          ? 'A password-reset link was e-mailed'
          : 'A password-reset link was asked for; no mail server is configured to send it',
      ipAddress: meta.ipAddress,
      at: now,
    });
  }

  const remaining = RESET_REQUEST_ANSWER_MS - (performance.now() - started);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return PASSWORD_RESET_REQUESTED_MESSAGE;
}

function resetEmailBody(firstName: string, username: string, link: string): string {
  return [
    `Hello ${firstName},`,
    '',
    `Someone asked to reset the password of your Platewise account (username: ${username}). To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes:`,
    '',
    link,
    '',
    'The link works once. Choosing a new password signs you out everywhere.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'Platewise',
  ].join('\n');
}

function invalidResetLink(): AppError {
  return new AppError(
    'bad_request',
    'This reset link is not valid any more: it has expired or has been used. Ask for a new one.',
    [{ path: 'token', message: 'This reset link has expired or has been used' }],
  );
}

/**
 * Sets the new password with a reset token: the token is spent in the same statement that checks it (two uses
 * at once: one wins), the lockout is cleared, every session of the account ends and every other link dies.
 */
export async function resetPassword(deps: AppDeps, input: PasswordResetConfirm, meta: RequestMeta): Promise<void> {
  const now = deps.clock.now();
  const tokenHash = hashSecretToken(input.token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // Checked before hashing, so made-up tokens cost no password hash.
  const [valid] = await deps.db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable);
  if (!valid) throw invalidResetLink();
  const passwordHash = await hashPassword(input.password);

  const userId = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    await tx
      .update(users)
      .set({ password: passwordHash, failedLoginCount: 0, lockedUntil: null })
      .where(eq(users.id, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return spent.userId;
  });
  if (!userId) throw invalidResetLink();
  await recordActivity(deps.db, {
    actorId: userId,
    action: 'user.password_reset',
    entityType: 'user',
    entityId: userId,
    summary: 'Reset the password by e-mail; every session signed out',
    ipAddress: meta.ipAddress,
    at: now,
  });
}
