import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../../shared/schemas/auth.ts';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog, emailLog, passwordResetTokens, users } from '../../db/schema.ts';
import { createSmtpTransport } from '../../providers/email/mail-transport.ts';
import { deliverDueEmails, MAX_EMAIL_ATTEMPTS, RESET_LINK_REMOVED } from '../email/email.service.ts';
import {
  RESET_EMAILS_PER_ACCOUNT_PER_HOUR,
  RESET_REQUEST_ANSWER_MS,
  RESET_TOKEN_MINUTES,
} from './passwords.service.ts';

/** A real SMTP server on loopback: the practitioner's mailbox. */
function createMailbox() {
  const received: { to: string; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        // quoted-printable soft line breaks and escapes, as nodemailer writes long lines
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text,
        });
        callback();
      });
    },
  });
  return {
    received,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const APP_URL = 'https://plans.example.test';
const oldPassword = 'correct horse battery';
const newPassword = 'a brand new passphrase';
const mailbox = createMailbox();
let t: TestApp;

beforeAll(async () => {
  const smtpUrl = await mailbox.start();
  t = await createTestApp({
    mail: createSmtpTransport(smtpUrl, 'Platewise <no-reply@platewise.test>'),
    config: { appUrl: APP_URL },
  });
});
afterAll(async () => {
  await t.close();
  await mailbox.stop();
});

const signIn = (testApp: TestApp, username: string, password: string) =>
  createAgent(testApp).request('POST', '/api/auth/login', { body: { username, password } });

/** Asks for a reset link, lets the outbox deliver it, and reads the token out of the e-mail the mailbox got. */
async function tokenFromEmail(email: string): Promise<string> {
  const before = mailbox.received.length;
  const answer = await createAgent(t).request('POST', '/api/auth/password-reset', { body: { email } });
  expect(answer.status).toBe(202);
  await deliverDueEmails(t.deps);
  const mail = mailbox.received.slice(before).find((m) => m.to === email.toLowerCase());
  expect(mail, `an e-mail to ${email}`).toBeDefined();
  const link = new RegExp(`${APP_URL}/reset-password/([A-Za-z0-9_-]{43})`).exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return link![1];
}

describe('changing the password', () => {
  it('needs the current password: a wrong one is refused with 400 and nothing changes', async () => {
    const { agent, input } = await registerAgent(t);
    const otherDevice = createAgent(t);
    expect(
      (
        await otherDevice.request('POST', '/api/auth/login', {
          body: { username: input.username, password: oldPassword },
        })
      ).status,
    ).toBe(200);

    const refused = await agent.request('POST', '/api/auth/password', {
      body: { currentPassword: 'not my password', newPassword },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ path: 'currentPassword', message: 'This is not your current password' }]);
    expect((await otherDevice.request('GET', '/api/users/me')).status).toBe(200);
    expect((await agent.request('GET', '/api/users/me')).status).toBe(200);
    expect((await signIn(t, input.username!, newPassword)).status).toBe(401);
    expect((await signIn(t, input.username!, oldPassword)).status).toBe(200);
  });

  it('sets the new password, ends every other session and keeps this one', async () => {
    const { agent, input } = await registerAgent(t);
    const otherDevice = createAgent(t);
    await otherDevice.request('POST', '/api/auth/login', { body: { username: input.username, password: oldPassword } });

    const changed = await agent.request('POST', '/api/auth/password', {
      body: { currentPassword: oldPassword, newPassword },
    });
    expect(changed.status).toBe(204);
    expect((await agent.request('GET', '/api/users/me')).status).toBe(200);
    expect((await otherDevice.request('GET', '/api/users/me')).status).toBe(401);
    expect((await signIn(t, input.username!, oldPassword)).status).toBe(401);
    expect((await signIn(t, input.username!, newPassword)).status).toBe(200);
  });

  it('counts wrong current passwords towards the lockout, like sign-ins', async () => {
    const { agent, input } = await registerAgent(t);
    for (let i = 0; i < 4; i++) {
      expect(
        (await agent.request('POST', '/api/auth/password', { body: { currentPassword: `guess-${i}`, newPassword } }))
          .status,
      ).toBe(400);
    }
    const fifth = await agent.request('POST', '/api/auth/password', {
      body: { currentPassword: 'guess-5', newPassword },
    });
    expect(fifth.status).toBe(423);
    // The right one is refused too while the lock holds, and the password is still the old one.
    expect(
      (await agent.request('POST', '/api/auth/password', { body: { currentPassword: oldPassword, newPassword } }))
        .status,
    ).toBe(423);
    t.clock.advance(15 * 60_000 + 1);
    expect((await signIn(t, input.username!, oldPassword)).status).toBe(200);
  });

  it('checks the new password like sign-up does, and refuses anonymous callers', async () => {
    const { agent } = await registerAgent(t);
    const short = await agent.request('POST', '/api/auth/password', {
      body: { currentPassword: oldPassword, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual([{ path: 'newPassword', message: 'Password must be at least 8 characters' }]);
    const anonymous = await createAgent(t).request('POST', '/api/auth/password', {
      body: { currentPassword: oldPassword, newPassword },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('asking for a reset link', () => {
  it('answers the same, no sooner than the fixed time, whether or not the address has an account', async () => {
    const { input } = await registerAgent(t);
    const answers = [];
    for (const email of [input.email!, 'nobody-at-all@example.test', input.email!.toUpperCase()]) {
      const started = performance.now();
      const answer = await createAgent(t).request('POST', '/api/auth/password-reset', { body: { email } });
      answers.push({
        status: answer.status,
        body: answer.text,
        tookLongEnough: performance.now() - started >= RESET_REQUEST_ANSWER_MS - 1,
      });
    }
    const expected = {
      status: 202,
      body: JSON.stringify({ message: PASSWORD_RESET_REQUESTED_MESSAGE }),
      tookLongEnough: true,
    };
    expect(answers).toEqual([expected, expected, expected]);
    const queued = await t.deps.db
      .select({ recipient: emailLog.recipient })
      .from(emailLog)
      .where(sql`${emailLog.recipient} in (${input.email!.toLowerCase()}, 'nobody-at-all@example.test')`);
    expect(queued.map((row) => row.recipient)).toEqual([input.email!.toLowerCase(), input.email!.toLowerCase()]);
  });

  it('e-mails a link to APP_URL whose token the database keeps only as a hash', async () => {
    const { input, user } = await registerAgent(t);
    const token = await tokenFromEmail(input.email!);
    const rows = await t.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(RESET_TOKEN_MINUTES * 60_000);
    // Once delivered, the e-mail log keeps the text without the link.
    const [logged] = await t.deps.db
      .select({ body: emailLog.body, status: emailLog.status })
      .from(emailLog)
      .where(eq(emailLog.recipient, input.email!.toLowerCase()));
    expect(logged.status).toBe('sent');
    expect(logged.body).not.toContain(token);
    expect(logged.body).toContain(RESET_LINK_REMOVED.delivered);
  });

  it(`sends one account at most ${RESET_EMAILS_PER_ACCOUNT_PER_HOUR} reset e-mails an hour, answering every request the same`, async () => {
    const { input } = await registerAgent(t);
    const recipient = input.email!.toLowerCase();
    const ask = () => createAgent(t).request('POST', '/api/auth/password-reset', { body: { email: input.email } });
    const answers = [];
    for (let i = 0; i < RESET_EMAILS_PER_ACCOUNT_PER_HOUR + 2; i++) answers.push((await ask()).status);
    expect(answers).toEqual(Array(RESET_EMAILS_PER_ACCOUNT_PER_HOUR + 2).fill(202));
    const sentTo = async () =>
      (await t.deps.db.select({ id: emailLog.id }).from(emailLog).where(eq(emailLog.recipient, recipient))).length;
    expect(await sentTo()).toBe(RESET_EMAILS_PER_ACCOUNT_PER_HOUR);
    // An hour later the account can be sent a link again.
    t.clock.advance(61 * 60_000);
    expect((await ask()).status).toBe(202);
    expect(await sentTo()).toBe(RESET_EMAILS_PER_ACCOUNT_PER_HOUR + 1);
  });

  it('builds the link from the address the request came to when APP_URL is not set', async () => {
    const plain = await createTestApp({ mail: t.deps.mail });
    try {
      const { input } = await registerAgent(plain);
      const before = mailbox.received.length;
      await createAgent(plain).request('POST', '/api/auth/password-reset', { body: { email: input.email } });
      await deliverDueEmails(plain.deps);
      expect(mailbox.received.slice(before).map((m) => /(\S+)\/reset-password\//.exec(m.text)?.[1])).toEqual([
        'http://localhost',
      ]);
    } finally {
      await plain.close();
    }
  });

  it('is refused with 400 for a malformed address, and shares the sign-in rate limit', async () => {
    expect(
      (await createAgent(t).request('POST', '/api/auth/password-reset', { body: { email: 'not-an-address' } })).status,
    ).toBe(400);
    const limited = await createTestApp({ config: { authRateLimitPerMinute: 3 } });
    try {
      const agent = createAgent(limited);
      for (let i = 0; i < 3; i++)
        expect(
          (await agent.request('POST', '/api/auth/password-reset', { body: { email: `x${i}@example.test` } })).status,
        ).toBe(202);
      expect(
        (await agent.request('POST', '/api/auth/password-reset', { body: { email: 'x4@example.test' } })).status,
      ).toBe(429);
      expect(
        (await agent.request('POST', '/api/auth/login', { body: { username: 'x', password: 'whatever1' } })).status,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('using a reset link', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const { agent, input } = await registerAgent(t);
    const token = await tokenFromEmail(input.email!);
    const confirmed = await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: newPassword },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toMatch(/Sign in with the new password/);
    expect((await agent.request('GET', '/api/users/me')).status).toBe(401);
    expect((await signIn(t, input.username!, oldPassword)).status).toBe(401);
    expect((await signIn(t, input.username!, newPassword)).status).toBe(200);

    const again = await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'yet another passphrase' },
    });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/expired or has been used/);
    expect((await signIn(t, input.username!, newPassword)).status).toBe(200);
  });

  it('is spent once even when used twice at the same moment', async () => {
    const { input } = await registerAgent(t);
    const token = await tokenFromEmail(input.email!);
    const answers = await Promise.all(
      ['first new passphrase', 'second new passphrase'].map((password) =>
        createAgent(t).request('POST', '/api/auth/password-reset/confirm', { body: { token, password } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it(`expires after ${RESET_TOKEN_MINUTES} minutes, leaving the password as it was`, async () => {
    const { input } = await registerAgent(t);
    const token = await tokenFromEmail(input.email!);
    t.clock.advance(RESET_TOKEN_MINUTES * 60_000);
    const late = await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: newPassword },
    });
    expect(late.status).toBe(400);
    expect(late.json.errors).toEqual([{ path: 'token', message: 'This reset link has expired or has been used' }]);
    expect((await signIn(t, input.username!, oldPassword)).status).toBe(200);
  });

  it('clears a lockout: the new password signs in at once', async () => {
    const { input, user } = await registerAgent(t);
    for (let i = 0; i < 5; i++) await signIn(t, input.username!, 'wrong-password');
    expect((await signIn(t, input.username!, oldPassword)).status).toBe(423);
    const token = await tokenFromEmail(input.email!);
    expect(
      (
        await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
          body: { token, password: newPassword },
        })
      ).status,
    ).toBe(200);
    const [row] = await t.deps.db
      .select({ failed: users.failedLoginCount, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ failed: 0, lockedUntil: null });
    expect((await signIn(t, input.username!, newPassword)).status).toBe(200);
  });

  it('dies with every other link of the account when one is used or the password is changed', async () => {
    const { input } = await registerAgent(t);
    const first = await tokenFromEmail(input.email!);
    const second = await tokenFromEmail(input.email!);
    expect(
      (
        await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
          body: { token: second, password: newPassword },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
          body: { token: first, password: 'an attacker passphrase' },
        })
      ).status,
    ).toBe(400);

    const third = await tokenFromEmail(input.email!);
    const agent = createAgent(t);
    expect(
      (await agent.request('POST', '/api/auth/login', { body: { username: input.username, password: newPassword } }))
        .status,
    ).toBe(200);
    expect(
      (
        await agent.request('POST', '/api/auth/password', {
          body: { currentPassword: newPassword, newPassword: 'changed once more' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
          body: { token: third, password: 'an attacker passphrase' },
        })
      ).status,
    ).toBe(400);
    expect((await signIn(t, input.username!, 'changed once more')).status).toBe(200);
  });

  it('refuses made-up and malformed tokens with 400', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(43) + '!', '']) {
      const answer = await createAgent(t).request('POST', '/api/auth/password-reset/confirm', {
        body: { token, password: newPassword },
      });
      expect(answer.status, token).toBe(400);
      expect(answer.json.errors[0].path).toBe('token');
    }
  });
});

/** A mail server that is down: nothing listens at this address, so every attempt is refused. */
async function unreachableSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

const resetLinkPattern = /\/reset-password\/[A-Za-z0-9_-]{43}/;

describe('reset e-mails in the admin history', () => {
  it('never show the link, whatever became of the e-mail: queued, sent, failed or not delivered', async () => {
    const withMail = await createTestApp({ mail: t.deps.mail });
    const withoutMail = await createTestApp();
    const mailServerDown = await createTestApp({
      mail: createSmtpTransport(await unreachableSmtpUrl(), 'Platewise <no-reply@platewise.test>'),
    });
    try {
      const seen: Record<string, { history: string; stored: string }> = {};
      for (const testApp of [withMail, withoutMail, mailServerDown]) {
        const { input: adminInput } = await registerAgent(testApp);
        const { input } = await registerAgent(testApp);
        const recipient = input.email!.toLowerCase();
        const answer = await createAgent(testApp).request('POST', '/api/auth/password-reset', {
          body: { email: input.email },
        });
        expect(answer.status).toBe(202);
        expect(answer.json.message).toBe(PASSWORD_RESET_REQUESTED_MESSAGE);

        const look = async () => {
          // Signed in afresh each time: waiting out the retries outlives any session.
          const admin = createAgent(testApp);
          expect(
            (
              await admin.request('POST', '/api/auth/login', {
                body: { username: adminInput.username, password: oldPassword },
              })
            ).status,
          ).toBe(200);
          const history = await admin.request('GET', '/api/admin/emails/history');
          const mail = (history.json as { recipient: string; body: string; status: string }[]).find(
            (m) => m.recipient === recipient,
          );
          expect(mail, 'the reset e-mail is listed').toBeDefined();
          const [stored] = await testApp.deps.db
            .select({ body: emailLog.body })
            .from(emailLog)
            .where(eq(emailLog.recipient, recipient));
          seen[mail!.status] = { history: mail!.body, stored: stored.body };
        };
        await look();
        if (testApp === withMail) {
          await deliverDueEmails(testApp.deps);
          await look();
        }
        if (testApp === mailServerDown) {
          for (let attempt = 0; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
            await deliverDueEmails(testApp.deps);
            testApp.clock.advance(2 * 3_600_000);
          }
          await look();
        }
      }

      expect(Object.keys(seen).sort()).toEqual(['failed', 'not_delivered', 'queued', 'sent']);
      for (const [status, { history }] of Object.entries(seen)) {
        expect(history, status).not.toMatch(resetLinkPattern);
        expect(history, status).toMatch(/Hello .*,/);
      }
      // The outbox keeps the link only while the e-mail can still go out.
      expect(seen.queued.stored).toMatch(resetLinkPattern);
      expect(seen.queued.history).toContain('[reset link hidden]');
      expect(seen.sent.stored).toContain(RESET_LINK_REMOVED.delivered);
      expect(seen.failed.stored).toContain(RESET_LINK_REMOVED.givenUp);
      expect(seen.not_delivered.stored).toContain(RESET_LINK_REMOVED.undeliverable);
      for (const status of ['sent', 'failed', 'not_delivered'])
        expect(seen[status].stored, status).not.toMatch(resetLinkPattern);
    } finally {
      await withMail.close();
      await withoutMail.close();
      await mailServerDown.close();
    }
  });

  it('without a mail server, the activity log tells the administrator why no link arrived', async () => {
    const withoutMail = await createTestApp();
    try {
      const { input, user } = await registerAgent(withoutMail);
      await createAgent(withoutMail).request('POST', '/api/auth/password-reset', { body: { email: input.email } });
      const [entry] = await withoutMail.deps.db
        .select({ summary: activityLog.summary })
        .from(activityLog)
        .where(and(eq(activityLog.entityId, user.id), eq(activityLog.action, 'user.password_reset_requested')));
      expect(entry.summary).toBe('A password-reset link was asked for; no mail server is configured to send it');
    } finally {
      await withoutMail.close();
    }
  });
});
