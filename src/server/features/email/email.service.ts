import { and, asc, eq, gt, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { AppDeps, EmailQuota } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { emailLog, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export const MAX_EMAIL_ATTEMPTS = 8;
/** A claimed e-mail is left alone this long, so two workers never send it at the same time. */
const CLAIM_MS = 2 * 60_000;

export const PASSWORD_RESET_EMAIL_KIND = 'password_reset';
/** A client's invitation to the portal: its link sets the client's password, so it is kept like a reset link. */
export const PORTAL_INVITE_EMAIL_KIND = 'portal_invite';
const RESET_LINK = /https?:\/\/\S+?\/(?:reset-password|portal\/accept)\/[A-Za-z0-9_-]+/g;

/** E-mails whose link lets its holder set an account's password: only the recipient may ever read it. */
export function carriesAccountLink(kind: string): boolean {
  return kind === PASSWORD_RESET_EMAIL_KIND || kind === PORTAL_INVITE_EMAIL_KIND;
}

/**
 * A password-reset e-mail carries a link that takes over the account for 30 minutes, and only its recipient may
 * ever see it: an administrator who could read it could take over a practice and its clients' health data.
 * The outbox keeps the link only while the e-mail can still be delivered; once it is sent, given up, or cannot be
 * sent at all (no mail server), the stored copy (and every backup made later) keeps the text without it, and the
 * admin's history hides it whatever the status.
 */
export function withoutResetLink(body: string, note: string): string {
  return body.replace(RESET_LINK, note);
}

/** What replaces the link in the stored copy, by why it is no longer needed. */
export const RESET_LINK_REMOVED = {
  delivered: '[link removed once delivered]',
  undeliverable: '[link removed: no mail server is configured to deliver it]',
  givenUp: '[link removed: the e-mail could not be delivered]',
} as const;

export interface QueuedEmail {
  id: string;
  status: 'queued' | 'not_delivered';
}

export const defaultEmailQuota: EmailQuota = { perHour: 20, perDay: 100, perRecipientPerHour: 5, trialPerDay: 30 };
/**
 * Not counted: an administrator writing to the platform's own users. Admins set the limits, can read every
 * e-mail in the log, and a notice to all practices must not stop at the twentieth; every one is audited.
 */
const UNCOUNTED_KINDS = ['admin_message'];
/** Subscriptions that have been paid for (or carry a card, for Stripe's own trial): the full daily limit. */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Ours, beside MIGRATION_LOCK_ID: one sender's e-mails are counted one request at a time. */
const EMAIL_QUOTA_LOCK_CLASS = 5_000_124;

type Mail = {
  userId: string | null;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  /** The client the e-mail is about, if any: it is exported and erased with their record. */
  clientId?: string | null;
};
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Puts an e-mail in the outbox (the e-mail log). It is sent by the worker, so an outage of the mail server
 * delays it and never loses it. Without a transport it is logged as not delivered, and the caller says so.
 *
 * Every e-mail a practitioner asks for counts against their quota (per hour, per day, per recipient per hour:
 * EMAIL_QUOTA_*), counted in the database under a per-sender lock, so any number of parallel requests on any
 * number of app processes never queue more than the quota. One over it is kept in the log as 'refused' with the
 * limit it passed (what the admin e-mail history shows) and answered with 429, Retry-After and a message naming
 * the limit and when it frees up.
 */
export async function queueEmail(deps: AppDeps, mail: Mail): Promise<QueuedEmail> {
  if (mail.userId === null || UNCOUNTED_KINDS.includes(mail.kind)) return insertEmail(deps, deps.db, mail, null);
  const userId = mail.userId;
  const { queued, refusal } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_QUOTA_LOCK_CLASS}::int, hashtext(${userId}::text))`);
    const refusal = await findQuotaRefusal(deps, tx, userId, mail.recipient);
    return { queued: await insertEmail(deps, tx, mail, refusal?.reason ?? null), refusal };
  });
  if (refusal) {
    deps.logger.warn('e-mail refused: over quota', { userId, emailId: queued.id, limit: refusal.limit });
    throw new AppError('rate_limited', refusal.message, [], { 'Retry-After': String(refusal.retryAfterSeconds) });
  }
  return queued;
}

async function insertEmail(
  deps: AppDeps,
  db: Database | Transaction,
  mail: Mail,
  refusedBecause: string | null,
): Promise<QueuedEmail> {
  const now = deps.clock.now();
  const configured = deps.mail.name !== 'none';
  const status = refusedBecause ? 'refused' : configured ? 'queued' : 'not_delivered';
  // Nobody can deliver it, so nobody may keep its link.
  const body =
    status !== 'queued' && carriesAccountLink(mail.kind)
      ? withoutResetLink(mail.body, RESET_LINK_REMOVED.undeliverable)
      : mail.body;
  const [row] = await db
    .insert(emailLog)
    .values({
      ...mail,
      body,
      status,
      error: refusedBecause ?? (configured ? null : 'No mail server is configured (set SMTP_URL or RESEND_API_KEY)'),
      nextAttemptAt: status === 'queued' ? now : null,
      createdAt: now,
    })
    .returning({ id: emailLog.id, status: emailLog.status });
  return { id: row.id, status: row.status as QueuedEmail['status'] };
}

interface QuotaRefusal {
  limit: 'hour' | 'day' | 'trial_day' | 'recipient';
  /** for the sender: which limit, and when it frees up */
  message: string;
  /** for the e-mail log, read later by administrators: which limit, and the setting behind it */
  reason: string;
  retryAfterSeconds: number;
}

/** The limit this e-mail would pass, if any; when several, the one that frees up last (the real wait). */
async function findQuotaRefusal(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  recipient: string,
): Promise<QuotaRefusal | null> {
  const quota = deps.config.emailQuota ?? defaultEmailQuota;
  const now = deps.clock.now().getTime();
  const counted = await tx
    .select({ createdAt: emailLog.createdAt, recipient: emailLog.recipient })
    .from(emailLog)
    .where(
      and(
        eq(emailLog.userId, userId),
        ne(emailLog.status, 'refused'),
        notInArray(emailLog.kind, UNCOUNTED_KINDS),
        gt(emailLog.createdAt, new Date(now - DAY_MS)),
      ),
    )
    .orderBy(asc(emailLog.createdAt));
  const times = (rows: typeof counted, windowMs: number) =>
    rows.map((row) => row.createdAt.getTime()).filter((time) => time > now - windowMs);
  /** When the window, holding `sent` e-mails (oldest first), has room for one more under `limit`; null if it has now. */
  const freeAt = (sent: number[], limit: number, windowMs: number) =>
    sent.length < limit ? null : sent[sent.length - limit] + windowMs;

  let trial = false;
  if (deps.payments?.configured && quota.trialPerDay < quota.perDay) {
    const [user] = await tx.select({ status: users.subscriptionStatus }).from(users).where(eq(users.id, userId));
    trial = !PAID_STATUSES.has(user?.status ?? 'trial');
  }
  const perDay = trial ? quota.trialPerDay : quota.perDay;
  const address = comparableAddress(recipient);
  const toRecipient = counted.filter((row) => comparableAddress(row.recipient) === address);

  const refusals: {
    limit: QuotaRefusal['limit'];
    at: number | null;
    says: (wait: string) => string;
    reason: string;
  }[] = [
    {
      limit: 'hour',
      reason: `Over the limit of ${quota.perHour} e-mails an hour per practitioner (EMAIL_QUOTA_PER_HOUR)`,
      at: freeAt(times(counted, HOUR_MS), quota.perHour, HOUR_MS),
      says: (wait) =>
        `E-mail limit reached: your practice can send ${quota.perHour} e-mails an hour. You can send more ${wait}.`,
    },
    {
      limit: trial ? 'trial_day' : 'day',
      reason: trial
        ? `Over the free trial's limit of ${perDay} e-mails a day (EMAIL_QUOTA_TRIAL_PER_DAY)`
        : `Over the limit of ${perDay} e-mails a day per practitioner (EMAIL_QUOTA_PER_DAY)`,
      at: freeAt(times(counted, DAY_MS), perDay, DAY_MS),
      says: (wait) =>
        trial
          ? `E-mail limit reached: during the free trial a practice can send ${perDay} e-mails a day (${quota.perDay} with a subscription). You can send more ${wait}.`
          : `E-mail limit reached: your practice can send ${perDay} e-mails a day. You can send more ${wait}.`,
    },
    {
      limit: 'recipient',
      reason: `Over the limit of ${quota.perRecipientPerHour} e-mails an hour to one address (EMAIL_QUOTA_PER_RECIPIENT_PER_HOUR)`,
      at: freeAt(times(toRecipient, HOUR_MS), quota.perRecipientPerHour, HOUR_MS),
      says: (wait) =>
        `E-mail limit reached: at most ${quota.perRecipientPerHour} e-mails an hour can go to ${recipient}. You can send to this address again ${wait}.`,
    },
  ];
  const latest = refusals.filter((refusal) => refusal.at !== null).sort((a, b) => b.at! - a.at!)[0];
  if (!latest) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil((latest.at! - now) / 1000));
  return {
    limit: latest.limit,
    message: latest.says(inDuration(retryAfterSeconds)),
    reason: latest.reason,
    retryAfterSeconds,
  };
}

/** One mailbox however it is written: case, and a +tag in the local part (a+1@x and a+2@x both reach a@x). */
function comparableAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  return at < 0 ? lower : lower.slice(0, at).replace(/\+.*$/, '') + lower.slice(at);
}

/** "in 37 minutes", "in 1 hour 5 minutes", "in 23 hours" */
export function inDuration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return `in ${plural(minutes, 'minute')}`;
  return rest === 0 ? `in ${plural(hours, 'hour')}` : `in ${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** Wait before attempt n+1: 30 s, 1 min, 2 min, ... capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * One pass of the outbox: claims due e-mails (skipping rows another worker holds), sends them, and records
 * the real outcome. Returns how many were sent and how many will be retried.
 */
export async function deliverDueEmails(
  deps: AppDeps,
  batch = 10,
): Promise<{ sent: number; retrying: number; failed: number }> {
  const now = deps.clock.now();
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailLog.id })
      .from(emailLog)
      .where(and(eq(emailLog.status, 'queued'), lte(emailLog.nextAttemptAt, now)))
      .orderBy(asc(emailLog.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailLog)
      .set({ nextAttemptAt: claimedUntil, attempts: sql`${emailLog.attempts} + 1` })
      .where(
        inArray(
          emailLog.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  const outcome = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      const { providerId } = await deps.mail.send({
        id: mail.id,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
      });
      const body = carriesAccountLink(mail.kind)
        ? withoutResetLink(mail.body, RESET_LINK_REMOVED.delivered)
        : mail.body;
      await deps.db
        .update(emailLog)
        .set({ status: 'sent', sentAt: deps.clock.now(), resendId: providerId, error: null, nextAttemptAt: null, body })
        .where(eq(emailLog.id, mail.id));
      outcome.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const giveUp = mail.attempts >= MAX_EMAIL_ATTEMPTS;
      await deps.db
        .update(emailLog)
        .set(
          giveUp
            ? {
                status: 'failed',
                error: message,
                nextAttemptAt: null,
                ...(carriesAccountLink(mail.kind)
                  ? { body: withoutResetLink(mail.body, RESET_LINK_REMOVED.givenUp) }
                  : {}),
              }
            : { error: message, nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelayMs(mail.attempts)) },
        )
        .where(eq(emailLog.id, mail.id));
      if (giveUp) outcome.failed += 1;
      else outcome.retrying += 1;
      deps.logger.warn('e-mail not sent', { emailId: mail.id, attempts: mail.attempts, giveUp, error: message });
    }
  }
  return outcome;
}

/** Runs the outbox every few seconds until stopped. */
export function startEmailWorker(deps: AppDeps, intervalMs = 5000): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueEmails(deps);
    } catch (error) {
      deps.logger.warn('e-mail worker pass failed', { error: String(error) });
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
