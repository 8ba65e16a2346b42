import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PORTAL_INVITE_DAYS,
  type PortalAcceptInput,
  type PortalInviteAnswer,
  type PortalSession,
} from '../../../shared/schemas/portal-access.ts';
import type { Actor, AppDeps, PortalActor } from '../../app-env.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { clients, portalAccounts, portalSessions, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { burnPasswordCheck, hashPassword } from '../auth/password.ts';
import {
  checkPasswordUnderLock,
  hashSecretToken,
  lockedError,
  MAX_FAILED_SIGN_INS,
  newSession,
  type RequestMeta,
  sessionState,
} from '../auth/sign-in-guard.ts';
import { getPracticeBranding } from '../branding/branding.service.ts';
import { PORTAL_INVITE_EMAIL_KIND, queueEmail } from '../email/email.service.ts';
import { DAY_MS } from '../../../shared/dates/calendar-days.ts';
import { ownedBy } from '../../db/owned-by.ts';

type AccountRow = typeof portalAccounts.$inferSelect;

export interface PortalSignedIn {
  session: PortalSession;
  /** The raw cookie value; only its hash is stored. */
  sessionToken: string;
}

async function findOwnClient(deps: AppDeps, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound('Client');
  const [row] = await deps.db
    .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, email: clients.email })
    .from(clients)
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .limit(1);
  if (!row) throw notFound('Client');
  return row;
}

function invitationBody(firstName: string, practiceName: string, link: string, contact: string | null): string {
  return [
    `Hello ${firstName},`,
    '',
    `${practiceName} has opened a personal nutrition portal for you: your meal plan, recipes and shopping list on your phone, where you can check meals off and log your weight.`,
    '',
    'Choose your password here (the link works once, for 7 days):',
    link,
    '',
    `Afterwards, sign in with this e-mail address and your password.${contact ? ` Questions? ${contact}` : ''}`,
  ].join('\n');
}

/**
 * Sends (or sends again) the client's invitation: a single-use link valid for PORTAL_INVITE_DAYS days, only its
 * SHA-256 kept. A new invitation replaces any earlier link and gives back access that was withdrawn. When the
 * client's e-mail address changed since the last invitation, the old password and sessions end too: the
 * account follows the address on the profile.
 */
export async function invitePortalClient(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  linkBase: string,
  meta: RequestMeta,
): Promise<PortalInviteAnswer> {
  const client = await findOwnClient(deps, actor, clientId);
  const email = client.email?.trim().toLowerCase();
  if (!email) {
    throw new AppError('bad_request', "Add the client's e-mail address to their profile first", [
      { path: 'email', message: 'The client has no e-mail address to send the invitation to' },
    ]);
  }
  const [practitioner] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (practitioner) {
    throw new AppError(
      'conflict',
      'This e-mail address belongs to a practitioner account, so it cannot sign in to the portal',
      [{ path: 'email', message: 'A practitioner account uses this address' }],
    );
  }
  const [taken] = await deps.db
    .select({ clientId: portalAccounts.clientId })
    .from(portalAccounts)
    .where(sql`lower(${portalAccounts.email}) = ${email}`)
    .limit(1);
  if (taken && taken.clientId !== client.id) throw emailTaken();

  const branding = await getPracticeBranding(deps, actor.id);
  const practiceName = branding.businessName ?? branding.practitionerName;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + PORTAL_INVITE_DAYS * DAY_MS);
  // Queued first: over the e-mail quota, the 429 leaves the account as it was.
  const queued = await queueEmail(deps, {
    userId: actor.id,
    clientId: client.id,
    recipient: email,
    subject: `${practiceName} invited you to your nutrition portal`,
    body: invitationBody(
      client.firstName,
      practiceName,
      `${linkBase}/portal/accept/${token}`,
      branding.contactEmail ?? branding.contactPhone,
    ),
    kind: PORTAL_INVITE_EMAIL_KIND,
  });

  try {
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(portalAccounts)
        .where(eq(portalAccounts.clientId, client.id))
        .for('update');
      const addressChanged = existing !== undefined && existing.email.toLowerCase() !== email;
      const invitation = {
        email,
        inviteTokenHash: hashSecretToken(token),
        inviteExpiresAt: expiresAt,
        invitedAt: now,
        revokedAt: null,
      };
      if (!existing) {
        await tx.insert(portalAccounts).values({ clientId: client.id, createdAt: now, ...invitation });
      } else {
        await tx
          .update(portalAccounts)
          .set(
            addressChanged
              ? { ...invitation, password: null, acceptedAt: null, failedLoginCount: 0, lockedUntil: null }
              : invitation,
          )
          .where(eq(portalAccounts.id, existing.id));
        if (addressChanged) await tx.delete(portalSessions).where(eq(portalSessions.accountId, existing.id));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'portal.invited',
    entityType: 'client',
    entityId: client.id,
    summary: `Invited ${client.firstName} ${client.lastName} to the client portal`,
    ipAddress: meta.ipAddress,
    at: now,
  });
  return {
    email,
    invitedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    emailStatus: queued.status,
    message:
      queued.status === 'queued'
        ? `Invitation sent to ${email}. The link works once, for ${PORTAL_INVITE_DAYS} days.`
        : 'The invitation could not be sent: no mail server is configured (set SMTP_URL or RESEND_API_KEY).',
  };
}

function emailTaken(): AppError {
  return new AppError('conflict', 'Another client already signs in to the portal with this e-mail address', [
    { path: 'email', message: 'Another client’s portal account uses this address' },
  ]);
}

/**
 * Withdraws the client's portal access: from this statement on, no session of theirs opens anything and the
 * outstanding invitation link is dead. Answers the same when there was no access to withdraw.
 */
export async function revokePortalAccess(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  meta: RequestMeta,
): Promise<void> {
  const client = await findOwnClient(deps, actor, clientId);
  const now = deps.clock.now();
  const revoked = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .update(portalAccounts)
      .set({ revokedAt: now, inviteTokenHash: null, inviteExpiresAt: null })
      .where(and(eq(portalAccounts.clientId, client.id), isNull(portalAccounts.revokedAt)))
      .returning({ id: portalAccounts.id });
    if (account) await tx.delete(portalSessions).where(eq(portalSessions.accountId, account.id));
    return account !== undefined;
  });
  if (!revoked) return;
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'portal.revoked',
    entityType: 'client',
    entityId: client.id,
    summary: `Withdrew ${client.firstName} ${client.lastName}'s portal access`,
    ipAddress: meta.ipAddress,
    at: now,
  });
}

/**
 * The client sets a password through the e-mailed link and is signed in. The link is spent in the same statement
 * that checks it, so two tabs racing cannot both use it; every earlier session of the account ends.
 */
export async function acceptPortalInvite(
  deps: AppDeps,
  input: PortalAcceptInput,
  meta: RequestMeta,
): Promise<PortalSignedIn> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const account = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(portalAccounts)
      .set({
        password: passwordHash,
        acceptedAt: now,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        failedLoginCount: 0,
        lockedUntil: null,
        lastLoginAt: now,
      })
      .where(
        and(
          eq(portalAccounts.inviteTokenHash, hashSecretToken(input.token)),
          gt(portalAccounts.inviteExpiresAt, now),
          isNull(portalAccounts.revokedAt),
        ),
      )
      .returning();
    if (row) await tx.delete(portalSessions).where(eq(portalSessions.accountId, row.id));
    return row;
  });
  if (!account) {
    throw new AppError(
      'bad_request',
      'This invitation link has expired or was already used. Ask your practitioner to send a new one.',
      [{ path: 'token', message: 'The invitation link has expired or was already used' }],
    );
  }
  await recordActivity(deps.db, {
    actorId: account.id,
    action: 'portal.accepted',
    entityType: 'client',
    entityId: account.clientId,
    summary: 'Accepted the portal invitation and chose a password',
    ipAddress: meta.ipAddress,
    at: now,
  });
  return signedIn(deps, account, meta);
}

async function signedIn(deps: AppDeps, account: AccountRow, meta: RequestMeta): Promise<PortalSignedIn> {
  const [client] = await deps.db
    .select({ firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(eq(clients.id, account.clientId));
  const sessionToken = await createPortalSession(deps, account.id, meta);
  return {
    session: {
      kind: 'portal',
      clientId: account.clientId,
      firstName: client?.firstName ?? '',
      lastName: client?.lastName ?? '',
      email: account.email,
    },
    sessionToken,
  };
}

/**
 * The portal half of POST /api/auth/login, asked when no practitioner account has the address: null when no
 * portal account has it either. A client whose access was withdrawn, or who has not yet chosen a password, is
 * refused as a wrong password is. The lockout works as for practitioners (decision 0003): each attempt reserves
 * its place in the failure count before the password is checked.
 */
export async function signInPortalAccount(
  deps: AppDeps,
  identifier: string,
  password: string,
  meta: RequestMeta,
): Promise<PortalSignedIn | null> {
  const now = deps.clock.now();
  const [account] = await deps.db
    .select()
    .from(portalAccounts)
    .where(sql`lower(${portalAccounts.email}) = ${identifier.toLowerCase()}`)
    .limit(1);
  if (!account) return null;
  const [client] = await deps.db
    .select({ archivedAt: clients.archivedAt })
    .from(clients)
    .where(eq(clients.id, account.clientId))
    .limit(1);
  if (!account.password || account.revokedAt || client?.archivedAt) {
    await burnPasswordCheck(password);
    throw new AppError('unauthorized', 'Invalid username or password');
  }

  const check = await checkPasswordUnderLock(
    deps,
    portalAccounts,
    { id: account.id, passwordHash: account.password },
    password,
    now,
  );
  if (!check.right) {
    if (check.lockedNow) {
      await recordActivity(deps.db, {
        actorId: account.id,
        action: 'portal.locked',
        entityType: 'client',
        entityId: account.clientId,
        summary: `Portal account locked after ${MAX_FAILED_SIGN_INS} failed sign-ins`,
        ipAddress: meta.ipAddress,
        at: now,
      });
      throw lockedError(check.lockedNow, now);
    }
    throw new AppError('unauthorized', 'Invalid username or password');
  }

  await deps.db
    .update(portalAccounts)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(portalAccounts.id, account.id));
  await recordActivity(deps.db, {
    actorId: account.id,
    action: 'portal.sign_in',
    entityType: 'client',
    entityId: account.clientId,
    summary: 'Signed in to the client portal',
    ipAddress: meta.ipAddress,
    at: now,
  });
  return signedIn(deps, account, meta);
}

export async function createPortalSession(deps: AppDeps, accountId: string, meta: RequestMeta): Promise<string> {
  const { token, row } = newSession(deps, meta);
  await deps.db.insert(portalSessions).values({ ...row, accountId });
  return token;
}

/**
 * The client acting with this portal cookie, or null: unknown, idle too long, past its lifetime (deleted on
 * sight), or access withdrawn. The client's practice is read along, since every portal query filters by both.
 */
export async function resolvePortalSession(
  deps: AppDeps,
  token: string,
): Promise<{ actor: PortalActor; sessionId: string } | null> {
  const id = hashSecretToken(token);
  const [found] = await deps.db
    .select({
      accountId: portalAccounts.id,
      clientId: portalAccounts.clientId,
      practitionerId: clients.userId,
      revokedAt: portalAccounts.revokedAt,
      archivedAt: clients.archivedAt,
      lastSeenAt: portalSessions.lastSeenAt,
      expiresAt: portalSessions.expiresAt,
    })
    .from(portalSessions)
    .innerJoin(portalAccounts, eq(portalAccounts.id, portalSessions.accountId))
    .innerJoin(clients, eq(clients.id, portalAccounts.clientId))
    .where(eq(portalSessions.id, id))
    .limit(1);
  if (!found) return null;
  // While the client is archived the portal is closed to them; the session is kept for the restore (issue 38).
  if (found.archivedAt) return null;
  const state = sessionState(deps, { lastSeenMs: found.lastSeenAt.getTime(), expiresMs: found.expiresAt.getTime() });
  if (found.revokedAt || state === 'ended') {
    await deps.db.delete(portalSessions).where(eq(portalSessions.id, id));
    return null;
  }
  if (state === 'touch') {
    const now = deps.clock.now().getTime();
    await deps.db
      .update(portalSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(portalSessions.id, id));
    await deps.db
      .update(portalAccounts)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(portalAccounts.id, found.accountId));
  }
  return {
    actor: { accountId: found.accountId, clientId: found.clientId, practitionerId: found.practitionerId },
    sessionId: id,
  };
}

export async function deletePortalSession(deps: AppDeps, token: string): Promise<void> {
  await deps.db.delete(portalSessions).where(eq(portalSessions.id, hashSecretToken(token)));
}
