// The way into the client portal: the practitioner's invitation (through the outbox, to a real SMTP server on
// loopback), the client choosing a password through the link, signing in through the practitioners' own
// sign-in, the lockout, and the practitioner withdrawing access.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog, emailLog, portalAccounts, portalSessions } from '../../db/schema.ts';
import { createSmtpTransport } from '../../providers/email/mail-transport.ts';
import { deliverDueEmails } from '../email/email.service.ts';

const APP_URL = 'https://plans.example.test';
const password = 'my own portal password';
const received: { to: string; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
      callback();
    });
  },
});
let t: TestApp;
let admin: ReturnType<typeof createAgent>;

beforeAll(async () => {
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
  t = await createTestApp({
    mail: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Platewise <no-reply@platewise.test>'),
    config: { appUrl: APP_URL },
  });
  admin = (await registerAgent(t)).agent; // the first account is the administrator
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let counter = 0;
/** A practitioner with one client who has an e-mail address. */
async function practiceWithClient(email: string | null = `client${++counter}.${Date.now()}@example.test`) {
  const { agent, user } = await registerAgent(t);
  const client = await agent.request('POST', '/api/clients', {
    body: { firstName: 'Maya', lastName: 'Okafor', email },
  });
  expect(client.status).toBe(201);
  return { practitioner: agent, practitionerId: user.id as string, clientId: client.json.id as string, email };
}

/** Invites the client, lets the outbox deliver, and reads the token out of the e-mail that arrived. */
async function invite(practitioner: ReturnType<typeof createAgent>, clientId: string, email: string) {
  const before = received.length;
  const answer = await practitioner.request('POST', `/api/clients/${clientId}/portal-invite`);
  expect(answer.status, answer.text).toBe(200);
  await deliverDueEmails(t.deps);
  const mail = received.slice(before).find((m) => m.to === email.toLowerCase());
  expect(mail, `an invitation to ${email}`).toBeDefined();
  const link = new RegExp(`${APP_URL}/portal/accept/([A-Za-z0-9_-]{43})`).exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return { token: link![1], answer: answer.json };
}

async function invitedAndAccepted() {
  const practice = await practiceWithClient();
  const { token } = await invite(practice.practitioner, practice.clientId, practice.email!);
  const client = createAgent(t);
  const accepted = await client.request('POST', '/api/portal/accept', { body: { token, password } });
  expect(accepted.status, accepted.text).toBe(200);
  return { ...practice, client, token };
}

describe('inviting a client', () => {
  it('e-mails a single-use link through the outbox and keeps only its hash', async () => {
    const { practitioner, clientId, email } = await practiceWithClient();
    const { token, answer } = await invite(practitioner, clientId, email!);
    expect(answer).toMatchObject({ email, emailStatus: 'queued' });
    expect(Date.parse(answer.expiresAt) - t.clock.now().getTime()).toBe(7 * 86_400_000);
    const [account] = await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId));
    expect(account.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(account)).not.toContain(token);
    // Once delivered, the outbox's copy no longer carries the link either.
    const [mail] = await t.deps.db
      .select({ body: emailLog.body })
      .from(emailLog)
      .where(eq(emailLog.kind, 'portal_invite'))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(mail.body).not.toContain(token);
    const [row] = await t.deps.db
      .select()
      .from(activityLog)
      .where(sql`action = 'portal.invited' and entity_id = ${clientId}`);
    expect(row).toMatchObject({ entityType: 'client' });
  });

  it("hides the link from the administrator's e-mail history while it waits in the outbox", async () => {
    const { practitioner, clientId, email } = await practiceWithClient();
    expect((await practitioner.request('POST', `/api/clients/${clientId}/portal-invite`)).status).toBe(200);
    const history = await admin.request('GET', '/api/admin/emails/history');
    const mail = (history.json as { recipient: string; body: string; status: string }[]).find(
      (row) => row.recipient === email,
    );
    expect(mail?.status).toBe('queued');
    expect(mail!.body).toContain('[invitation link hidden]');
    expect(mail!.body).not.toContain('/portal/accept/');
    await deliverDueEmails(t.deps);
  });

  it('refuses a client without an e-mail address with 400 naming the field, and creates no account', async () => {
    const { practitioner, clientId } = await practiceWithClient(null);
    const answer = await practitioner.request('POST', `/api/clients/${clientId}/portal-invite`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([
      { path: 'email', message: 'The client has no e-mail address to send the invitation to' },
    ]);
    expect(await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId))).toEqual([]);
  });

  it("answers 404 for another practice's client, exactly as for a missing one, and changes nothing", async () => {
    const { clientId } = await practiceWithClient();
    const { agent: stranger } = await registerAgent(t);
    const theirs = await stranger.request('POST', `/api/clients/${clientId}/portal-invite`);
    const missing = await stranger.request('POST', `/api/clients/00000000-0000-4000-8000-000000000000/portal-invite`);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
    expect((await stranger.request('DELETE', `/api/clients/${clientId}/portal-access`)).status).toBe(404);
    expect(await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId))).toEqual([]);
  });

  it('a new invitation replaces the earlier link', async () => {
    const { practitioner, clientId, email } = await practiceWithClient();
    const first = await invite(practitioner, clientId, email!);
    const second = await invite(practitioner, clientId, email!);
    const stale = await createAgent(t).request('POST', '/api/portal/accept', {
      body: { token: first.token, password },
    });
    expect(stale.status).toBe(400);
    expect(stale.json.errors[0].path).toBe('token');
    expect(
      (await createAgent(t).request('POST', '/api/portal/accept', { body: { token: second.token, password } })).status,
    ).toBe(200);
  });
});

describe('accepting the invitation', () => {
  it('sets the password (argon2id), signs the client in to the portal, and the link works once', async () => {
    const { client, token, clientId, email } = await invitedAndAccepted();
    const me = await client.request('GET', '/api/portal/me');
    expect(me.status).toBe(200);
    expect(me.json.client).toEqual({ id: clientId, firstName: 'Maya', lastName: 'Okafor', email });
    const [account] = await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId));
    expect(account.password).toMatch(/^\$argon2id\$/);
    expect(account.inviteTokenHash).toBeNull();
    const again = await createAgent(t).request('POST', '/api/portal/accept', {
      body: { token, password: 'another password' },
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This invitation link has expired or was already used. Ask your practitioner to send a new one.',
      errors: [{ path: 'token', message: 'The invitation link has expired or was already used' }],
    });
  });

  it('refuses an expired link, and a short password with 400 naming the field, leaving the account as it was', async () => {
    const { practitioner, clientId, email } = await practiceWithClient();
    const { token } = await invite(practitioner, clientId, email!);
    const short = await createAgent(t).request('POST', '/api/portal/accept', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    const [untouched] = await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId));
    expect(untouched.password).toBeNull();

    t.clock.advance(7 * 86_400_000 + 1);
    const expired = await createAgent(t).request('POST', '/api/portal/accept', { body: { token, password } });
    expect(expired.status).toBe(400);
    expect(expired.json.errors[0].path).toBe('token');
    const [still] = await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId));
    expect(still.password).toBeNull();
  });
});

describe('the accept call is rate limited like the other ways in', () => {
  it('answers 429 with Retry-After past the per-address budget', async () => {
    const limited = await createTestApp({ config: { authRateLimitPerMinute: 2 } });
    try {
      const attempt = () =>
        createAgent(limited).request('POST', '/api/portal/accept', { body: { token: 'A'.repeat(43), password } });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('signing in and out', () => {
  it('signs in through POST /api/auth/login with the e-mail address; the answer says it is a portal session', async () => {
    const { email, clientId } = await invitedAndAccepted();
    const client = createAgent(t);
    const answer = await client.request('POST', '/api/auth/login', {
      body: { username: email!.toUpperCase(), password },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ kind: 'portal', clientId, firstName: 'Maya', lastName: 'Okafor', email });
    expect(answer.headers.get('set-cookie')).toMatch(
      /^pw_portal=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect((await client.request('GET', '/api/portal/me')).status).toBe(200);
    const audit = await t.deps.db
      .select()
      .from(activityLog)
      .where(sql`action = 'portal.sign_in' and entity_id = ${clientId}`);
    expect(audit).toHaveLength(1);

    // A portal session opens no practitioner route, and logout ends it on the server.
    expect((await client.request('GET', '/api/clients')).status).toBe(401);
    expect((await client.request('GET', `/api/clients/${clientId}`)).status).toBe(401);
    const cookie = client.cookie;
    expect((await client.request('POST', '/api/auth/logout')).status).toBe(204);
    const replay = createAgent(t);
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/portal/me')).status).toBe(401);
  });

  it("a practitioner's session opens no portal route", async () => {
    const { practitioner } = await invitedAndAccepted();
    const answer = await practitioner.request('GET', '/api/portal/me');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue', errors: [] });
  });

  it('locks the portal account after five wrong passwords, refusing even the right one for 15 minutes', async () => {
    const { email } = await invitedAndAccepted();
    for (let i = 0; i < 4; i++)
      expect(
        (await createAgent(t).request('POST', '/api/auth/login', { body: { username: email, password: `guess ${i}` } }))
          .status,
      ).toBe(401);
    const fifth = await createAgent(t).request('POST', '/api/auth/login', {
      body: { username: email, password: 'guess 5' },
    });
    expect(fifth.status).toBe(423);
    expect(fifth.json.message).toBe('This account is locked after 5 failed sign-ins. Try again in 15 minutes.');
    expect(fifth.headers.get('retry-after')).toBe('900');
    expect(
      (await createAgent(t).request('POST', '/api/auth/login', { body: { username: email, password } })).status,
    ).toBe(423);
    t.clock.advance(15 * 60_000 + 1);
    expect(
      (await createAgent(t).request('POST', '/api/auth/login', { body: { username: email, password } })).status,
    ).toBe(200);
  });

  it('an invited client who has not chosen a password cannot sign in', async () => {
    const { practitioner, clientId, email } = await practiceWithClient();
    await invite(practitioner, clientId, email!);
    const answer = await createAgent(t).request('POST', '/api/auth/login', {
      body: { username: email, password: '' + password },
    });
    expect(answer.status).toBe(401);
    expect(answer.json.message).toBe('Invalid username or password');
  });
});

describe('withdrawing access', () => {
  it('ends the client’s sessions at once, refuses sign-in, and a new invitation gives access back', async () => {
    const { practitioner, client, clientId, email } = await invitedAndAccepted();
    const [account] = await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId));
    expect((await practitioner.request('DELETE', `/api/clients/${clientId}/portal-access`)).status).toBe(204);
    expect((await client.request('GET', '/api/portal/me')).status).toBe(401);
    expect(await t.deps.db.select().from(portalSessions).where(eq(portalSessions.accountId, account.id))).toEqual([]);
    expect(
      (await createAgent(t).request('POST', '/api/auth/login', { body: { username: email, password } })).status,
    ).toBe(401);
    // again: nothing left to withdraw, the same answer
    expect((await practitioner.request('DELETE', `/api/clients/${clientId}/portal-access`)).status).toBe(204);

    const { token } = await invite(practitioner, clientId, email!);
    const [reinvited] = await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId));
    expect(reinvited.revokedAt).toBeNull();
    const back = createAgent(t);
    expect(
      (await back.request('POST', '/api/portal/accept', { body: { token, password: 'a newer password' } })).status,
    ).toBe(200);
    expect((await back.request('GET', '/api/portal/me')).status).toBe(200);
  });

  it('removing the client removes the account and its sessions', async () => {
    const { practitioner, client, clientId } = await invitedAndAccepted();
    expect((await practitioner.request('DELETE', `/api/clients/${clientId}`)).status).toBe(204);
    expect((await client.request('GET', '/api/portal/me')).status).toBe(401);
    expect(await t.deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, clientId))).toEqual([]);
  });
});
