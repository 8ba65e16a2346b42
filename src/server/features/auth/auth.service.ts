import { preferencesForLocale } from '../../../shared/schemas/preferences.ts';
import { eq, or, sql } from 'drizzle-orm';
import type { LoginInput, PublicUser, RegisterInput } from '../../../shared/schemas/auth.ts';
import type { Role } from '../../../shared/schemas/roles.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/db-errors.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { burnPasswordCheck, hashPassword } from './password.ts';
import {
  checkPasswordUnderLock,
  hashSecretToken,
  lockedError,
  MAX_FAILED_SIGN_INS,
  newSession,
  type RequestMeta,
  sessionState,
} from './sign-in-guard.ts';

export { LOCK_MINUTES, MAX_FAILED_SIGN_INS, type RequestMeta } from './sign-in-guard.ts';

const FIRST_ADMIN_LOCK_ID = 5_000_124;

type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role,
    businessName: row.businessName,
    businessLogo: row.businessLogo,
    tagline: row.tagline,
    brandColorPrimary: row.brandColorPrimary,
    brandColorSecondary: row.brandColorSecondary,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    subscriptionStatus: row.subscriptionStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SignedIn {
  user: PublicUser;
  /** The raw cookie value; only its hash is stored. */
  sessionToken: string;
}

/** Creates the account, signs it in. The first account on an empty database becomes the admin. */
export async function registerUser(deps: AppDeps, input: RegisterInput, meta: RequestMeta): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  const taken = await deps.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${input.username})`, sql`lower(${users.email}) = ${email}`));
  if (taken.length > 0)
    throw conflictFor(taken.some((row) => row.email.toLowerCase() === email) ? 'email' : 'username');

  let row: UserRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      // Two sign-ups racing on an empty database must not both become admin.
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
      const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
      const [inserted] = await tx
        .insert(users)
        .values({
          username: input.username,
          email,
          password: passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: count === 0 ? 'admin' : 'user',
          ...preferencesForLocale(input.locale),
          createdAt: deps.clock.now(),
          lastLoginAt: deps.clock.now(),
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflictFor(String(violatedConstraint(error)).includes('email') ? 'email' : 'username');
    throw error;
  }

  await recordActivity(deps.db, {
    actorId: row.id,
    action: 'user.registered',
    entityType: 'user',
    entityId: row.id,
    summary: `${row.firstName} ${row.lastName} created an account`,
    ipAddress: meta.ipAddress,
    at: deps.clock.now(),
  });
  const sessionToken = await createSession(deps, row.id, meta);
  return { user: toPublicUser(row), sessionToken };
}

function conflictFor(field: 'email' | 'username'): AppError {
  return field === 'email'
    ? new AppError('conflict', 'An account with this email already exists', [
        { path: 'email', message: 'An account with this email already exists' },
      ])
    : new AppError('conflict', 'This username is already taken', [
        { path: 'username', message: 'This username is already taken' },
      ]);
}

/**
 * Username or e-mail plus password. Five failures in a row lock the account for 15 minutes.
 *
 * Each attempt first reserves its place in the count with one atomic UPDATE, and only then checks the password:
 * however many attempts arrive at once, on however many app processes, at most five checks run before the
 * lock (reading the count and writing it back after the check let 30 to 40 through).
 */
export async function signInUser<Other>(
  deps: AppDeps,
  input: LoginInput,
  meta: RequestMeta,
  /** Another kind of account to try when no practitioner has this name or address (a client's portal account). */
  otherwise?: (identifier: string) => Promise<Other | null>,
): Promise<SignedIn | Other> {
  const now = deps.clock.now();
  const identifier = input.username.toLowerCase();
  const [row] = await deps.db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`))
    .limit(1);

  if (!row) {
    const other = otherwise ? await otherwise(identifier) : null;
    if (other) return other;
    await burnPasswordCheck(input.password);
    throw invalidCredentials();
  }

  const check = await checkPasswordUnderLock(
    deps,
    users,
    { id: row.id, passwordHash: row.password },
    input.password,
    now,
  );
  if (!check.right) {
    if (check.lockedNow) {
      await recordActivity(deps.db, {
        actorId: row.id,
        action: 'user.locked',
        entityType: 'user',
        entityId: row.id,
        summary: `Account locked after ${MAX_FAILED_SIGN_INS} failed sign-ins`,
        ipAddress: meta.ipAddress,
        at: now,
      });
      throw lockedError(check.lockedNow, now);
    }
    throw invalidCredentials();
  }

  // The right password: the streak ends, including a lock this very attempt had set when it reserved the fifth place.
  await deps.db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(users.id, row.id));
  await recordActivity(deps.db, {
    actorId: row.id,
    action: 'user.signed_in',
    entityType: 'user',
    entityId: row.id,
    summary: 'Signed in',
    ipAddress: meta.ipAddress,
    at: now,
  });
  const sessionToken = await createSession(deps, row.id, meta);
  return { user: toPublicUser(row), sessionToken };
}

function invalidCredentials(): AppError {
  return new AppError('unauthorized', 'Invalid username or password');
}

export async function createSession(deps: AppDeps, userId: string, meta: RequestMeta): Promise<string> {
  const { token, row } = newSession(deps, meta);
  await deps.db.insert(sessions).values({ ...row, userId });
  return token;
}

interface SessionLookupRow {
  user_id: string;
  role: string;
  last_seen_ms: number;
  expires_ms: number;
  /** the versions of the data this user sees (see dataVersions in schema.ts), read in the same round trip */
  practice_version: string | null;
  shared_version: string | null;
}

/** Every signed-in request runs it: parsed and planned once per database. */
const sessionLookupOf = preparedStatement<SessionLookupRow>(
  'platewise_session_lookup',
  `select s.user_id, u.role,
     extract(epoch from s.last_seen_at)::float8 * 1000 as last_seen_ms,
     extract(epoch from s.expires_at)::float8 * 1000 as expires_ms,
     (select v.version::text from data_versions v where v.scope = u.id::text) as practice_version,
     (select v.version::text from data_versions v where v.scope = 'shared') as shared_version
   from sessions s join users u on u.id = s.user_id
   where s.id = $1`,
  ['text'],
);

/**
 * The acting user for a cookie token, or null when the session is unknown, idle too long or past its
 * absolute lifetime (an expired session is deleted on sight).
 */
export async function resolveSession(
  deps: AppDeps,
  token: string,
): Promise<{ actor: Actor; sessionId: string } | null> {
  const id = hashSecretToken(token);
  const [found] = await sessionLookupOf(deps.db)([id]);
  if (!found) return null;

  const state = sessionState(deps, { lastSeenMs: found.last_seen_ms, expiresMs: found.expires_ms });
  if (state === 'ended') {
    await deps.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (state === 'touch') {
    await deps.db.update(sessions).set({ lastSeenAt: deps.clock.now() }).where(eq(sessions.id, id));
  }
  const dataVersion =
    found.practice_version && found.shared_version ? `${found.practice_version}/${found.shared_version}` : undefined;
  return { actor: { id: found.user_id, role: found.role as Role, dataVersion }, sessionId: id };
}

export async function deleteSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function getCurrentUser(deps: AppDeps, actor: Actor): Promise<PublicUser> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw new AppError('unauthorized', 'Please sign in to continue');
  return toPublicUser(row);
}
