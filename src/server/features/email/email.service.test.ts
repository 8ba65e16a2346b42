import type { AddressInfo } from 'node:net';
import { createServer, type Server as HttpServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { emailLog } from '../../db/schema.ts';
import { createResendTransport, createSmtpTransport } from '../../providers/email/mail-transport.ts';
import { deliverDueEmails, MAX_EMAIL_ATTEMPTS, queueEmail, retryDelayMs } from './email.service.ts';

/** A real SMTP server on loopback that records what it accepts; it can be stopped to simulate an outage. */
function createMailServer() {
  const received: { to: string; subject: string; raw: string }[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk) => (raw += chunk.toString()));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
              raw,
            });
            callback();
          });
        },
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return {
    received,
    start,
    stop,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
  };
}

const mailServer = createMailServer();
let t: TestApp;
beforeAll(async () => {
  await mailServer.start();
  t = await createTestApp({ mail: createSmtpTransport(mailServer.url, 'Platewise <no-reply@platewise.test>') });
});
afterAll(async () => {
  await t.close();
  await mailServer.stop();
});

describe('e-mail outbox over SMTP', () => {
  it('queues, then delivers once with the real status in the log', async () => {
    const queued = await queueEmail(t.deps, {
      userId: null,
      recipient: 'client@example.test',
      subject: 'Shopping list: Week one',
      body: '[ ] Oats: 1 cup',
      kind: 'shopping_list',
    });
    expect(queued.status).toBe('queued');
    expect(mailServer.received).toHaveLength(0); // nothing leaves inside the request
    expect(await deliverDueEmails(t.deps)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDueEmails(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailServer.received).toHaveLength(1);
    expect(mailServer.received[0]).toMatchObject({ to: 'client@example.test', subject: 'Shopping list: Week one' });
    expect(mailServer.received[0].raw).toContain('[ ] Oats: 1 cup');
    const [row] = await t.deps.db.select().from(emailLog).where(eq(emailLog.id, queued.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('loses nothing and sends nothing twice while the mail server is down', async () => {
    mailServer.received.length = 0;
    await mailServer.stop();
    const ids = [];
    for (const n of [1, 2, 3])
      ids.push(
        (
          await queueEmail(t.deps, {
            userId: null,
            recipient: `c${n}@example.test`,
            subject: `List ${n}`,
            body: 'x',
            kind: 'shopping_list',
          })
        ).id,
      );
    expect(await deliverDueEmails(t.deps)).toEqual({ sent: 0, retrying: 3, failed: 0 });
    // Not due again before the back-off has passed.
    expect(await deliverDueEmails(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    t.clock.advance(retryDelayMs(1) + 1);
    expect(await deliverDueEmails(t.deps)).toEqual({ sent: 0, retrying: 3, failed: 0 });
    const waiting = await t.deps.db.select().from(emailLog).where(eq(emailLog.status, 'queued'));
    expect(waiting.map((row) => row.attempts)).toEqual([2, 2, 2]);
    expect(waiting[0].error).toBeTruthy();

    await mailServer.start(); // the server is back, on the same port
    t.clock.advance(retryDelayMs(2) + 1);
    expect(await deliverDueEmails(t.deps)).toEqual({ sent: 3, retrying: 0, failed: 0 });
    t.clock.advance(3_600_000);
    expect(await deliverDueEmails(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(mailServer.received.map((mail) => mail.subject).sort()).toEqual(['List 1', 'List 2', 'List 3']);
    for (const id of ids) {
      const [row] = await t.deps.db.select().from(emailLog).where(eq(emailLog.id, id));
      expect(row.status).toBe('sent');
    }
  });

  it('gives up after the last attempt and says so in the log', async () => {
    await mailServer.stop();
    const { id } = await queueEmail(t.deps, {
      userId: null,
      recipient: 'late@example.test',
      subject: 'Never',
      body: 'x',
      kind: 'message',
    });
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      await deliverDueEmails(t.deps);
      t.clock.advance(retryDelayMs(attempt) + 1);
    }
    const [row] = await t.deps.db.select().from(emailLog).where(eq(emailLog.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    await mailServer.start();
  });
});

describe('Resend transport', () => {
  let standIn: HttpServer;
  const requests: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    // Resend's documented POST /emails: Bearer key, JSON {from, to[], subject, text}, answers {id}.
    standIn = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        if (request.url !== '/emails' || request.headers.authorization !== 'Bearer re_test') {
          response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"API key is invalid"}');
          return;
        }
        requests.push({ headers: request.headers, body: JSON.parse(raw) });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'a1b2c3d4-resend' }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => standIn.close(resolve)));

  it('sends with the key and an idempotency key, and records the provider id', async () => {
    const app = await createTestApp({
      mail: createResendTransport(
        're_test',
        'Platewise <no-reply@platewise.test>',
        `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
      ),
    });
    try {
      const { id } = await queueEmail(app.deps, {
        userId: null,
        recipient: 'client@example.test',
        subject: 'Hello',
        body: 'Body',
        kind: 'message',
      });
      expect(await deliverDueEmails(app.deps)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(requests[0].body).toEqual({
        from: 'Platewise <no-reply@platewise.test>',
        to: ['client@example.test'],
        subject: 'Hello',
        text: 'Body',
      });
      expect(requests[0].headers['idempotency-key']).toBe(id);
      const [row] = await app.deps.db.select().from(emailLog).where(eq(emailLog.id, id));
      expect(row).toMatchObject({ status: 'sent', resendId: 'a1b2c3d4-resend' });
    } finally {
      await app.close();
    }
  });
});
