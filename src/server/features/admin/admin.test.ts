import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog, emailLog, users } from '../../db/schema.ts';
import { createSmtpTransport } from '../../providers/email/mail-transport.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAgent>>;
beforeAll(async () => {
  // A mail server that is down: e-mails stay queued, so the queue depth is real.
  t = await createTestApp({ mail: createSmtpTransport('smtp://127.0.0.1:9', 'Platewise <no-reply@platewise.test>') });
  admin = await registerAgent(t, { firstName: 'Ada' });
});
afterAll(async () => {
  await t.close();
});

const adminRoutes: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/health'],
  ['GET', '/api/admin/activity'],
  ['GET', '/api/admin/users'],
  ['PUT', '/api/admin/users/5d2f0c8e-1111-4222-8333-444455556666/role', { role: 'admin' }],
  ['GET', '/api/admin/emails/history'],
  ['POST', '/api/admin/emails/send', { recipient: 'x@example.test', subject: 'Hi', body: 'Hello' }],
  ['GET', '/api/admin/settings'],
];

describe('admin access', () => {
  it('answers 401 to anonymous callers and 403 to practitioners on every admin route, and changes nothing', async () => {
    const { agent: practitioner, user } = await registerAgent(t);
    for (const [method, path, body] of adminRoutes) {
      const options = body === undefined ? {} : { body };
      expect((await createAgent(t).request(method, path, options)).status, `${method} ${path}`).toBe(401);
      const refused = await practitioner.request(method, path, options);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.json).toEqual({ code: 'FORBIDDEN', message: 'Administrator access is required', errors: [] });
    }
    const promote = await practitioner.request('PUT', `/api/admin/users/${user.id}/role`, { body: { role: 'admin' } });
    expect(promote.status).toBe(403);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.role).toBe('user');
  });

  it('answers the admin on every admin route', async () => {
    for (const [method, path, body] of adminRoutes.filter(([, path]) => !path.includes('/role'))) {
      const response = await admin.agent.request(method, path, body === undefined ? {} : { body });
      expect([200, 202], `${method} ${path}`).toContain(response.status);
    }
  });
});

describe('figures through indexes', () => {
  it('counts every recipe and the shared ones apart, and only queued and failed e-mails in the health card', async () => {
    const before = (await admin.agent.request('GET', '/api/admin/stats')).json;
    const beforeHealth = (await admin.agent.request('GET', '/api/admin/health')).json;
    const { agent, user } = await registerAgent(t);
    const recipe = { instructions: 'Mix.', servings: 1, ingredients: [{ name: 'Oats', amount: 50, unit: 'g' }] };
    for (const [name, isPublic] of [
      ['Private oats', false],
      ['Shared oats', true],
      ['More private oats', false],
    ] as const) {
      expect((await agent.request('POST', '/api/recipes', { body: { ...recipe, name, isPublic } })).status).toBe(201);
    }
    const now = t.deps.clock.now();
    const mail = {
      userId: user.id,
      recipient: 'client@example.test',
      subject: 'List',
      body: 'Oats',
      kind: 'shopping_list',
    };
    await t.deps.db.insert(emailLog).values([
      { ...mail, status: 'failed', attempts: 8, createdAt: new Date(now.getTime() - 3_600_000) },
      { ...mail, status: 'failed', attempts: 8, createdAt: new Date(now.getTime() - 3 * 86_400_000) },
      { ...mail, status: 'sent', attempts: 1, createdAt: now },
      { ...mail, status: 'refused', createdAt: now },
    ]);
    const after = (await admin.agent.request('GET', '/api/admin/stats')).json;
    expect(after.totalRecipes - before.totalRecipes).toBe(3);
    expect(after.publicRecipes - before.publicRecipes).toBe(1);
    const health = (await admin.agent.request('GET', '/api/admin/health')).json;
    expect(health.jobs.failedLast24h - beforeHealth.jobs.failedLast24h).toBe(1);
    expect(health.jobs.queueDepth).toBe(beforeHealth.jobs.queueDepth);
    expect(health.jobs.ok).toBe(false);
  });
});

describe('roles', () => {
  it('promotes a practitioner, whose next request already has admin rights, and demotes them back; both audited', async () => {
    const { agent, user } = await registerAgent(t, { firstName: 'Pat' });
    const promoted = await admin.agent.request('PUT', `/api/admin/users/${user.id}/role`, { body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.json).toMatchObject({ id: user.id, role: 'admin' });
    expect((await agent.request('GET', '/api/admin/stats')).status).toBe(200);
    const demoted = await admin.agent.request('PUT', `/api/admin/users/${user.id}/role`, { body: { role: 'user' } });
    expect(demoted.json.role).toBe('user');
    expect((await agent.request('GET', '/api/admin/stats')).status).toBe(403);
    const audit = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'admin.role_changed'), eq(activityLog.entityId, user.id)))
      .orderBy(activityLog.id);
    expect(audit.map((row) => [row.actorId, row.summary])).toEqual([
      [admin.user.id, `Set Pat ${user.lastName}'s role to admin`],
      [admin.user.id, `Set Pat ${user.lastName}'s role to user`],
    ]);
  });

  it('never removes the last admin, and an admin cannot demote themselves', async () => {
    const self = await admin.agent.request('PUT', `/api/admin/users/${admin.user.id}/role`, { body: { role: 'user' } });
    expect(self.status).toBe(409);
    expect(self.json.message).toMatch(/your own administrator role/);
    // With a second admin, that one may demote the first, but then not the last one left.
    const { agent: second, user: secondUser } = await registerAgent(t);
    await admin.agent.request('PUT', `/api/admin/users/${secondUser.id}/role`, { body: { role: 'admin' } });
    expect(
      (await second.request('PUT', `/api/admin/users/${admin.user.id}/role`, { body: { role: 'user' } })).status,
    ).toBe(200);
    const last = await admin.agent.request('PUT', `/api/admin/users/${secondUser.id}/role`, { body: { role: 'user' } });
    expect(last.status).toBe(403); // the first admin is a practitioner now
    const lastByItself = await second.request('PUT', `/api/admin/users/${secondUser.id}/role`, {
      body: { role: 'user' },
    });
    expect(lastByItself.status).toBe(409);
    const admins = await t.deps.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((row) => row.id)).toEqual([secondUser.id]);
    // restore for the other tests
    await second.request('PUT', `/api/admin/users/${admin.user.id}/role`, { body: { role: 'admin' } });
  });

  it('answers 400 for an unknown role and 404 for an unknown user', async () => {
    const { user } = await registerAgent(t);
    expect(
      (await admin.agent.request('PUT', `/api/admin/users/${user.id}/role`, { body: { role: 'owner' } })).status,
    ).toBe(400);
    expect(
      (
        await admin.agent.request('PUT', '/api/admin/users/5d2f0c8e-1111-4222-8333-444455556666/role', {
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(404);
    expect((await admin.agent.request('PUT', '/api/admin/users/nope/role', { body: { role: 'admin' } })).status).toBe(
      404,
    );
  });
});

describe('admin figures and e-mail', () => {
  it('lists users with their counts and never their passwords', async () => {
    const { agent, user } = await registerAgent(t);
    await agent.request('POST', '/api/clients', { body: { firstName: 'A', lastName: 'Client' } });
    const list = await admin.agent.request('GET', '/api/admin/users');
    expect(list.json.find((row: { id: string }) => row.id === user.id)).toMatchObject({
      role: 'user',
      clientCount: 1,
      mealPlanCount: 0,
    });
    expect(list.text).not.toMatch(/argon2|"password"/);
  });

  it('sends e-mail through the outbox, shows it in the history, counts it in the queue, and audits it', async () => {
    t.clock.advance(1000); // newer than the e-mail sent in the access test
    const sent = await admin.agent.request('POST', '/api/admin/emails/send', {
      body: { recipient: 'team@example.test', subject: 'Welcome', body: 'Hello from the admin' },
    });
    expect(sent.status).toBe(202);
    expect(sent.json).toMatchObject({ success: true, status: 'queued' });
    const history = await admin.agent.request('GET', '/api/admin/emails/history');
    expect(history.json[0]).toMatchObject({
      recipient: 'team@example.test',
      subject: 'Welcome',
      status: 'queued',
      kind: 'admin_message',
      senderName: `Ada ${admin.user.lastName}`,
    });
    const health = await admin.agent.request('GET', '/api/admin/health');
    expect(health.json.jobs.queueDepth).toBeGreaterThanOrEqual(2); // this one and the one from the access test
    expect(health.json.db.ok).toBe(true);
    expect(health.json.api.sampledRequests).toBeGreaterThan(0);
    expect(health.json.storage.usedMB).toBeGreaterThanOrEqual(0);
    const missing = await admin.agent.request('POST', '/api/admin/emails/send', {
      body: { recipient: '', subject: '', body: '' },
    });
    expect(missing.status).toBe(400);
    const audit = await t.deps.db.select().from(activityLog).where(like(activityLog.action, 'admin.email_sent'));
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('pages the e-mail log newest first and searches it on the server by recipient, subject or sender, in any case', async () => {
    const fresh = await createTestApp();
    try {
      const first = await registerAgent(fresh, { firstName: 'Grace', lastName: 'Hopper' });
      const { user: practitioner } = await registerAgent(fresh, { firstName: 'Maya', lastName: 'Okafor' });
      const at = fresh.clock.now().getTime();
      // 120 e-mails, two to a second: pages must split ties by id, never repeat or skip one.
      await fresh.deps.db.insert(emailLog).values(
        Array.from({ length: 120 }, (_, n) => ({
          userId: n % 2 === 0 ? first.user.id : practitioner.id,
          recipient: `client-${String(n).padStart(3, '0')}@clinic.example`,
          subject: n === 77 ? 'Your Shopping List for the holidays' : `Week ${n} plan`,
          body: 'Oats and milk.',
          createdAt: new Date(at - Math.floor(n / 2) * 1000),
        })),
      );
      const seen: string[] = [];
      let before: string | undefined;
      const sizes: number[] = [];
      for (;;) {
        const page = await first.agent.request('GET', `/api/admin/emails/history${before ? `?before=${before}` : ''}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('x-total-count')).toBe('120');
        sizes.push(page.json.length);
        seen.push(...page.json.map((email: { recipient: string }) => email.recipient));
        if (page.json.length < 50) break;
        before = page.json[page.json.length - 1].id;
      }
      expect(sizes).toEqual([50, 50, 20]);
      expect(new Set(seen).size).toBe(120);
      expect(seen.slice(0, 2).sort()).toEqual(['client-000@clinic.example', 'client-001@clinic.example']);
      expect(seen.slice(-2).sort()).toEqual(['client-118@clinic.example', 'client-119@clinic.example']);

      const byRecipient = await first.agent.request('GET', '/api/admin/emails/history?q=CLIENT-042@');
      expect(byRecipient.json.map((email: { recipient: string }) => email.recipient)).toEqual([
        'client-042@clinic.example',
      ]);
      expect(byRecipient.headers.get('x-total-count')).toBe('1');
      const bySubject = await first.agent.request(
        'GET',
        `/api/admin/emails/history?q=${encodeURIComponent('shopping list')}`,
      );
      expect(bySubject.json.map((email: { subject: string }) => email.subject)).toEqual([
        'Your Shopping List for the holidays',
      ]);
      const bySender = await first.agent.request('GET', '/api/admin/emails/history?q=maya%20okafor&limit=200');
      expect(bySender.json).toHaveLength(60);
      expect(bySender.json.every((email: { senderName: string }) => email.senderName === 'Maya Okafor')).toBe(true);
      // A literal percent sign or underscore is text to find, not a pattern.
      const none = await first.agent.request('GET', '/api/admin/emails/history?q=%25_');
      expect(none.json).toEqual([]);
      expect(none.headers.get('x-total-count')).toBe('0');

      for (const bad of ['?before=not-an-id', '?limit=0', '?limit=201', `?q=${'x'.repeat(255)}`]) {
        const refused = await first.agent.request('GET', `/api/admin/emails/history${bad}`);
        expect(refused.status, bad).toBe(400);
        expect(refused.json.message, bad).toEqual(expect.any(String));
      }
    } finally {
      await fresh.close();
    }
  });

  it('counts growth over the last 30 days against the 30 before', async () => {
    const fresh = await createTestApp();
    try {
      const first = await registerAgent(fresh);
      const before = fresh.clock.now().getTime();
      // Two accounts 40 days ago, three now.
      const early = [await registerAgent(fresh), await registerAgent(fresh)];
      for (const { user } of early)
        await fresh.deps.db
          .update(users)
          .set({ createdAt: new Date(before - 40 * 86_400_000) })
          .where(eq(users.id, user.id));
      await registerAgent(fresh);
      await registerAgent(fresh);
      const activity = await first.agent.request('GET', '/api/admin/activity');
      expect(activity.json.userRegistration).toEqual({ current: 3, previous: 2, growth: 50, period: '30 days' });
      expect(activity.json.mealPlansCreated).toEqual({ current: 0, previous: 0, growth: null, period: '30 days' });
      const settings = await first.agent.request('GET', '/api/admin/settings');
      expect(settings.json).toMatchObject({
        sessionAbsoluteHours: 24,
        sessionIdleMinutes: 60,
        maxFailedSignIns: 5,
        lockMinutes: 15,
        mailTransport: 'none',
        foodDatabase: 'USDA SR28 (embedded)',
      });
      expect(settings.json.emailQuota).toEqual({
        perHour: 20,
        perDay: 100,
        perRecipientPerHour: 5,
        trialPerDay: 30,
        trialApplies: false,
      });
    } finally {
      await fresh.close();
    }
  });
});
