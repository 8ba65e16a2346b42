import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env.ts';
import { emailLog } from '../../db/schema.ts';

export const MAX_EMAIL_ATTEMPTS = 8;
/** A claimed e-mail is left alone this long, so two workers never send it at the same time. */
const CLAIM_MS = 2 * 60_000;

export const PASSWORD_RESET_EMAIL_KIND = 'password_reset';
const RESET_LINK = /https?:\/\/\S+?\/reset-password\/[A-Za-z0-9_-]+/g;

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

/**
 * Puts an e-mail in the outbox (the e-mail log). It is sent by the worker, so an outage of the mail server
 * delays it and never loses it. Without a transport it is logged as not delivered, and the caller says so.
 */
export async function queueEmail(
  deps: AppDeps,
  mail: { userId: string | null; recipient: string; subject: string; body: string; kind: string },
): Promise<QueuedEmail> {
  const now = deps.clock.now();
  const configured = deps.mail.name !== 'none';
  // Nobody can deliver it, so nobody may keep its link.
  const body = !configured && mail.kind === PASSWORD_RESET_EMAIL_KIND ? withoutResetLink(mail.body, RESET_LINK_REMOVED.undeliverable) : mail.body;
  const [row] = await deps.db
    .insert(emailLog)
    .values({
      ...mail,
      body,
      status: configured ? 'queued' : 'not_delivered',
      error: configured ? null : 'No mail server is configured (set SMTP_URL or RESEND_API_KEY)',
      nextAttemptAt: configured ? now : null,
      createdAt: now,
    })
    .returning({ id: emailLog.id, status: emailLog.status });
  return { id: row.id, status: row.status as QueuedEmail['status'] };
}

/** Wait before attempt n+1: 30 s, 1 min, 2 min, ... capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * One pass of the outbox: claims due e-mails (skipping rows another worker holds), sends them, and records
 * the real outcome. Returns how many were sent and how many will be retried.
 */
export async function deliverDueEmails(deps: AppDeps, batch = 10): Promise<{ sent: number; retrying: number; failed: number }> {
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
      .where(inArray(emailLog.id, due.map((row) => row.id)))
      .returning();
  });

  const outcome = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      const { providerId } = await deps.mail.send({ id: mail.id, to: mail.recipient, subject: mail.subject, text: mail.body });
      const body = mail.kind === PASSWORD_RESET_EMAIL_KIND ? withoutResetLink(mail.body, RESET_LINK_REMOVED.delivered) : mail.body;
      await deps.db.update(emailLog).set({ status: 'sent', sentAt: deps.clock.now(), resendId: providerId, error: null, nextAttemptAt: null, body }).where(eq(emailLog.id, mail.id));
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
                ...(mail.kind === PASSWORD_RESET_EMAIL_KIND ? { body: withoutResetLink(mail.body, RESET_LINK_REMOVED.givenUp) } : {}),
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
