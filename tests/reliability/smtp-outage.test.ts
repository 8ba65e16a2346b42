import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../src/server/db/schema.ts';
import { retryDelayMs, startEmailWorker } from '../../src/server/features/email/email.service.ts';
import { createSmtpTransport } from '../../src/server/providers/email/mail-transport.ts';
import { freePort } from '../support/private-postgres.ts';
import { createTestApp, registerAgent, type TestApp } from '../support/test-app.ts';
import { waitFor } from './write-stream.ts';

type MailServerMode = 'greeting-421' | 'data-451' | 'accepting';

/**
 * A real SMTP server on loopback, on a port fixed before it first listens (so it can start "down"). Besides
 * accepting, it can turn clients away the two ways busy mail servers do: 421 at the greeting, 451 after DATA.
 */
function createMailServer(port: number) {
  const delivered: { messageId: string; to: string; subject: string }[] = [];
  let mode: MailServerMode = 'accepting';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode !== 'greeting-421') return callback();
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (mode === 'data-451')
          return callback(Object.assign(new Error('Local error in processing'), { responseCode: 451 }));
        delivered.push({
          messageId: /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1] ?? '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  let listening = false;
  return {
    delivered,
    url: `smtp://127.0.0.1:${port}`,
    set mode(value: MailServerMode) {
      mode = value;
    },
    start: () =>
      new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => ((listening = true), resolve()))),
    stop: () =>
      new Promise<void>((resolve) => (listening ? server.close(() => ((listening = false), resolve())) : resolve())),
  };
}

const EMAILS = 25;
let t: TestApp;
let mailServer: ReturnType<typeof createMailServer>;
const stopWorkers: (() => void)[] = [];

beforeAll(async () => {
  mailServer = createMailServer(await freePort());
  t = await createTestApp({ mail: createSmtpTransport(mailServer.url, 'Platewise <no-reply@platewise.test>') });
});
afterAll(async () => {
  for (const stop of stopWorkers) stop();
  await mailServer.stop();
  await t.close();
});

/**
 * True once every e-mail's attempt number `attempt` has failed and been recorded with an error like `error`
 * (checking the count alone would race a worker between its claim and its record).
 */
async function attemptFailedForAll(attempt: number, error: RegExp): Promise<boolean> {
  const rows = await t.deps.db.select({ attempts: emailLog.attempts, error: emailLog.error }).from(emailLog);
  return rows.length === EMAILS && rows.every((row) => row.attempts === attempt && error.test(row.error ?? ''));
}

async function allRecordedAsSent(): Promise<boolean> {
  const rows = await t.deps.db.select({ status: emailLog.status }).from(emailLog);
  return rows.length === EMAILS && rows.every((row) => row.status === 'sent');
}

/** The outbox as the workers left it, grouped: what a time-out reports. */
async function outboxState(): Promise<string> {
  const rows = await t.deps.db
    .select({
      status: emailLog.status,
      attempts: emailLog.attempts,
      error: emailLog.error,
      nextAttemptAt: emailLog.nextAttemptAt,
    })
    .from(emailLog);
  const now = t.clock.now().getTime();
  const groups = new Map<string, number>();
  for (const row of rows) {
    const due = row.nextAttemptAt ? `${Math.round((row.nextAttemptAt.getTime() - now) / 1000)} s from now` : 'none';
    const key = `${row.status}, attempt ${row.attempts}, next ${due}, error ${(row.error ?? '').slice(0, 60)}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, count]) => `${count} × (${key})`).join('; ');
}

describe('the mail server away while e-mails are queued', () => {
  it(
    'delivers every queued e-mail exactly once after it returns, with two outbox workers running',
    { timeout: 120_000 },
    async () => {
      const { agent, input } = await registerAgent(t); // the first account: the admin, who may send e-mails
      const queuedIds: string[] = [];
      for (let n = 1; n <= EMAILS; n++) {
        const response = await agent.request('POST', '/api/admin/emails/send', {
          body: { recipient: `client${n}@example.test`, subject: `Your plan, part ${n}`, body: `Hello ${n}` },
        });
        expect(response.status).toBe(202);
        expect(response.json.status).toBe('queued');
        queuedIds.push(response.json.id);
      }
      // Two workers over the same database, as two app processes would run them.
      stopWorkers.push(startEmailWorker(t.deps, 30), startEmailWorker(t.deps, 30));

      // 1. Nothing listens on the port.
      await waitFor(() => attemptFailedForAll(1, /ECONNREFUSED/), 20_000, 'first attempts to fail', outboxState);
      // 2. The server answers, but turns every connection away at the greeting.
      await mailServer.start();
      mailServer.mode = 'greeting-421';
      t.clock.advance(retryDelayMs(1) + 1);
      await waitFor(() => attemptFailedForAll(2, /421/), 20_000, 'second attempts to fail', outboxState);
      // 3. It takes the envelope but refuses the message with a temporary error.
      mailServer.mode = 'data-451';
      t.clock.advance(retryDelayMs(2) + 1);
      await waitFor(() => attemptFailedForAll(3, /451/), 20_000, 'third attempts to fail', outboxState);
      expect(mailServer.delivered).toEqual([]);
      const waiting = await t.deps.db.select().from(emailLog);
      expect(waiting.every((row) => row.status === 'queued' && row.error)).toBe(true);

      // 4. Back to normal: the next attempt goes through.
      mailServer.mode = 'accepting';
      t.clock.advance(retryDelayMs(3) + 1);
      await waitFor(() => mailServer.delivered.length >= EMAILS, 20_000, 'every e-mail to arrive', outboxState);
      // The mail server has them all; the workers record each as sent a moment after its 250. The test clock jumps
      // hours ahead below, which would expire the claim of a send still between the two (no real clock moves an
      // hour in a millisecond; a real send is bounded by the transport's time-outs, well inside the claim).
      await waitFor(allRecordedAsSent, 20_000, 'every e-mail recorded as sent', outboxState);
      // Later passes (hours later, as far as the outbox knows) find nothing left to send.
      for (let hour = 0; hour < 3; hour++) {
        t.clock.advance(3_600_000);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }

      const messageIds = mailServer.delivered.map((mail) => mail.messageId);
      expect(messageIds).toHaveLength(EMAILS);
      expect(new Set(messageIds)).toEqual(new Set(queuedIds)); // each one, and each once
      expect(mailServer.delivered.map((mail) => mail.subject).sort()).toEqual(
        queuedIds.map((_, i) => `Your plan, part ${i + 1}`).sort(),
      );
      for (const id of queuedIds) {
        const [row] = await t.deps.db.select().from(emailLog).where(eq(emailLog.id, id));
        expect(row).toMatchObject({ status: 'sent', attempts: 4, error: null });
      }
      // The admin's history says so too (signed in afresh: hours have passed on the test clock).
      agent.cookie = null;
      expect(
        (
          await agent.request('POST', '/api/auth/login', {
            body: { username: input.username, password: input.password },
          })
        ).status,
      ).toBe(200);
      const history = await agent.request('GET', '/api/admin/emails/history');
      expect(history.status, history.text).toBe(200);
      expect(history.json.filter((mail: { status: string }) => mail.status === 'sent')).toHaveLength(EMAILS);
    },
  );
});
