import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { emailLog, users } from '../../db/schema.ts';
import { createSmtpTransport } from '../../providers/email/mail-transport.ts';
import { createStripePaymentProvider } from '../../providers/payments/stripe-payment-provider.ts';

// A configured transport, so accepted e-mails are 'queued'. No worker runs here: nothing is ever sent to it.
const mail = () => createSmtpTransport('smtp://127.0.0.1:9', 'Platewise <no-reply@platewise.test>');
const MINUTE = 60_000;
// The clock moves by hours and days here; the sessions must outlive it.
const longSessions = { sessionIdleMs: 7 * 24 * 60 * MINUTE, sessionAbsoluteMs: 7 * 24 * 60 * MINUTE };

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAgent>>;
beforeAll(async () => {
  t = await createTestApp({ mail: mail(), config: longSessions });
  admin = await registerAgent(t);
});
afterAll(async () => {
  await t.close();
});

async function practitionerWithPlan(app: TestApp = t) {
  const practitioner = await registerAgent(app);
  const plan = await practitioner.agent.request('POST', '/api/meal-plans', {
    body: { name: 'Week one', startDate: '2026-03-28', endDate: '2026-03-30' },
  });
  expect(plan.status).toBe(201);
  const send = (to: string, message = 'Your list') =>
    practitioner.agent.request('POST', `/api/meal-plans/${plan.json.id}/email-shopping-list`, {
      body: { email: to, message },
    });
  return { ...practitioner, send };
}

async function statusesOf(app: TestApp, userId: string) {
  const rows = await app.deps.db.select({ status: emailLog.status }).from(emailLog).where(eq(emailLog.userId, userId));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

describe('the e-mail quota of a practitioner (defaults: 20 an hour, 100 a day, 5 an hour to one address)', () => {
  it('refuses the 21st e-mail of the hour with 429, Retry-After and a message saying when, and logs it as refused', async () => {
    const { user, send } = await practitionerWithPlan();
    for (let n = 1; n <= 20; n++) expect((await send(`client${n}@example.test`)).status).toBe(202);
    t.clock.advance(15 * MINUTE);

    const refused = await send('client21@example.test', 'Buy the oats in bulk');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(45 * 60));
    expect(refused.json).toEqual({
      code: 'RATE_LIMITED',
      message: 'E-mail limit reached: your practice can send 20 e-mails an hour. You can send more in 45 minutes.',
      errors: [],
    });
    expect(await statusesOf(t, user.id)).toEqual({ queued: 20, refused: 1 });
    const [row] = await t.deps.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.userId, user.id), eq(emailLog.status, 'refused')));
    const reason = 'Over the limit of 20 e-mails an hour per practitioner (EMAIL_QUOTA_PER_HOUR)';
    expect(row).toMatchObject({
      recipient: 'client21@example.test',
      kind: 'shopping_list',
      error: reason,
      nextAttemptAt: null,
      attempts: 0,
    });
    expect(row.body).toMatch(/^Buy the oats in bulk/);

    // Administrators see the refusal, with its reason, in the e-mail history.
    const history = await admin.agent.request('GET', '/api/admin/emails/history');
    expect(history.json.find((record: { id: string }) => record.id === row.id)).toMatchObject({
      status: 'refused',
      error: reason,
    });

    // Refused attempts do not count: trying again does not push the wait further out.
    t.clock.advance(44 * MINUTE);
    const stillRefused = await send('client21@example.test');
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers.get('retry-after')).toBe('60');
    expect(stillRefused.json.message).toContain('You can send more in 1 minute.');

    // An hour after the first twenty, the hour is free again (the day has room for 80 more).
    t.clock.advance(MINUTE);
    expect((await send('client21@example.test')).status).toBe(202);
    expect(await statusesOf(t, user.id)).toEqual({ queued: 21, refused: 2 });
  });

  it('queues exactly the quota from 50 requests sent at once', async () => {
    const { user, send } = await practitionerWithPlan();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => send(`parallel${n}@example.test`)));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30);
    expect(await statusesOf(t, user.id)).toEqual({ queued: 20, refused: 30 });
  });

  it('lets at most 5 e-mails an hour go to one address, however it is written', async () => {
    const { user, send } = await practitionerWithPlan();
    for (let n = 1; n <= 5; n++) expect((await send(n % 2 ? 'sam@example.test' : 'Sam@Example.TEST')).status).toBe(202);
    t.clock.advance(20 * MINUTE);
    for (const sameMailbox of ['sam@example.test', 'SAM@example.test', 'sam+list@example.test']) {
      const refused = await send(sameMailbox);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(40 * 60));
      expect(refused.json.message).toBe(
        `E-mail limit reached: at most 5 e-mails an hour can go to ${sameMailbox}. You can send to this address again in 40 minutes.`,
      );
    }
    const [recipientRow] = await t.deps.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.userId, user.id), eq(emailLog.status, 'refused')))
      .limit(1);
    expect(recipientRow.error).toBe(
      'Over the limit of 5 e-mails an hour to one address (EMAIL_QUOTA_PER_RECIPIENT_PER_HOUR)',
    );
    expect((await send('alex@example.test')).status).toBe(202);
    t.clock.advance(40 * MINUTE);
    expect((await send('sam@example.test')).status).toBe(202);
    expect(await statusesOf(t, user.id)).toEqual({ queued: 7, refused: 3 });
  });

  it("does not touch another practitioner's quota", async () => {
    const capped = await practitionerWithPlan();
    const other = await practitionerWithPlan();
    await Promise.all(Array.from({ length: 21 }, (_, n) => capped.send(`capped${n}@example.test`)));
    expect((await capped.send('one-more@example.test')).status).toBe(429);
    for (let n = 1; n <= 20; n++) expect((await other.send(`other${n}@example.test`)).status).toBe(202);
    expect(await statusesOf(t, other.user.id)).toEqual({ queued: 20 });
  });

  it('does not count messages from an administrator to users', async () => {
    for (let n = 1; n <= 25; n++) {
      const sent = await admin.agent.request('POST', '/api/admin/emails/send', {
        body: { recipient: 'everyone@example.test', subject: `Notice ${n}`, body: 'Maintenance tonight' },
      });
      expect(sent.status).toBe(202);
    }
    expect(await statusesOf(t, admin.user.id)).toEqual({ queued: 25 });
  });
});

describe('the daily quota, and the lower one of a practice on the free trial', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      mail: mail(),
      config: { ...longSessions, emailQuota: { perHour: 3, perDay: 5, perRecipientPerHour: 3, trialPerDay: 4 } },
      // Payments configured (the provider is never called here): a practice without a subscription is on the trial.
      payments: createStripePaymentProvider({
        secretKey: 'sk_test_quota',
        priceId: 'price_quota',
        apiBaseUrl: 'http://127.0.0.1:9',
      }),
    });
    await registerAgent(small); // the admin
  });
  afterAll(async () => {
    await small.close();
  });

  it('holds a trial practice to its day, and a subscribed one to the full day', async () => {
    const { user, send } = await practitionerWithPlan(small);
    for (let n = 1; n <= 3; n++) expect((await send(`day${n}@example.test`)).status).toBe(202);
    expect((await send('day4@example.test')).json.message).toBe(
      'E-mail limit reached: your practice can send 3 e-mails an hour. You can send more in 1 hour.',
    );
    small.clock.advance(3 * 60 * MINUTE);
    expect((await send('day4@example.test')).status).toBe(202);

    const trialRefusal = await send('day5@example.test');
    expect(trialRefusal.status).toBe(429);
    expect(trialRefusal.headers.get('retry-after')).toBe(String(21 * 3600));
    expect(trialRefusal.json.message).toBe(
      'E-mail limit reached: during the free trial a practice can send 4 e-mails a day (5 with a subscription). You can send more in 21 hours.',
    );

    await small.deps.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, user.id));
    expect((await send('day5@example.test')).status).toBe(202);
    const dayRefusal = await send('day6@example.test');
    expect(dayRefusal.json.message).toBe(
      'E-mail limit reached: your practice can send 5 e-mails a day. You can send more in 21 hours.',
    );

    small.clock.advance(21 * 60 * MINUTE);
    expect((await send('day6@example.test')).status).toBe(202);
    expect(await statusesOf(small, user.id)).toEqual({ queued: 6, refused: 3 });
    const reasons = await small.deps.db
      .select({ error: emailLog.error })
      .from(emailLog)
      .where(and(eq(emailLog.userId, user.id), eq(emailLog.status, 'refused')))
      .orderBy(emailLog.createdAt);
    expect(reasons.map((row) => row.error)).toEqual([
      'Over the limit of 3 e-mails an hour per practitioner (EMAIL_QUOTA_PER_HOUR)',
      "Over the free trial's limit of 4 e-mails a day (EMAIL_QUOTA_TRIAL_PER_DAY)",
      'Over the limit of 5 e-mails a day per practitioner (EMAIL_QUOTA_PER_DAY)',
    ]);
  });
});
