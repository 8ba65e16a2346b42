import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { pngImage } from '../../../../tests/support/test-images.ts';
import { clients, idempotencyKeys, mealPlans } from '../../db/schema.ts';

// A create retried after a dropped connection must not make a second row: the retry carries the same
// Idempotency-Key and gets the first answer back. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

const keyed = (key: string, body: unknown) => ({ body, headers: { 'idempotency-key': key } });
const countClients = async (userId: string) =>
  (await t.deps.db.select().from(clients).where(eq(clients.userId, userId))).length;

describe('Idempotency-Key on creates', () => {
  it('a retry after success returns the first answer (same id, marked as replayed) and makes no second row', async () => {
    const { agent, user } = await registerAgent(t);
    const body = { firstName: 'Amara', lastName: 'Osei', notes: 'Prefers mornings' };
    const first = await agent.request('POST', '/api/clients', keyed('create-client-7f3a', body));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let retry = 0; retry < 3; retry++) {
      const again = await agent.request('POST', '/api/clients', keyed('create-client-7f3a', body));
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('content-type')).toMatch(/^application\/json/);
      expect(again.headers.get('cache-control')).toBe('no-store');
      expect(again.json).toEqual(first.json);
    }
    expect(await countClients(user.id)).toBe(1);
    // Without a key, or with a new one, the same body is a new client: the key is what makes a retry a retry.
    expect((await agent.request('POST', '/api/clients', { body })).status).toBe(201);
    expect((await agent.request('POST', '/api/clients', keyed('create-client-8b1c', body))).status).toBe(201);
    expect(await countClients(user.id)).toBe(3);
  });

  it('concurrent requests with the same key create one row and all get its answer', async () => {
    const { agent, user } = await registerAgent(t);
    const body = { name: 'Race week', startDate: '2026-06-01', endDate: '2026-06-07' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => agent.request('POST', '/api/meal-plans', keyed('plan-race-1', body))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    expect(await t.deps.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id))).toHaveLength(1);
  });

  it('the same key with a different request is refused with 422 and changes nothing', async () => {
    const { agent, user } = await registerAgent(t);
    expect(
      (await agent.request('POST', '/api/clients', keyed('k-1', { firstName: 'Lea', lastName: 'Roth' }))).status,
    ).toBe(201);
    for (const [method, path, body] of [
      ['POST', '/api/clients', { firstName: 'Lea', lastName: 'Rothe' }],
      ['POST', '/api/meal-plans', { name: 'Other', startDate: '2026-06-01', endDate: '2026-06-02' }],
    ] as const) {
      const answer = await agent.request(method, path, keyed('k-1', body));
      expect(answer.status, path).toBe(422);
      expect(answer.json).toEqual({
        code: 'UNPROCESSABLE',
        message: 'This Idempotency-Key was already used for a different request. Use a new key for each new action.',
        errors: [{ path: 'Idempotency-Key', message: 'Already used for a different request' }],
      });
    }
    expect(await countClients(user.id)).toBe(1);
    expect(await t.deps.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id))).toHaveLength(0);
  });

  it('keys are per practitioner: another practice using the same key gets its own row', async () => {
    const one = await registerAgent(t);
    const two = await registerAgent(t);
    const body = { firstName: 'Same', lastName: 'Body' };
    const a = await one.agent.request('POST', '/api/clients', keyed('shared-key', body));
    const b = await two.agent.request('POST', '/api/clients', keyed('shared-key', body));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.json.id).not.toBe(a.json.id);
    expect(b.json.userId).toBe(two.user.id);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a refused request is not kept: corrected and sent again with the same key, it runs', async () => {
    const { agent, user } = await registerAgent(t);
    const refused = await agent.request(
      'POST',
      '/api/clients',
      keyed('fix-and-retry', { firstName: '', lastName: 'Ngata' }),
    );
    expect(refused.status).toBe(400);
    const again = await agent.request(
      'POST',
      '/api/clients',
      keyed('fix-and-retry', { firstName: '', lastName: 'Ngata' }),
    );
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const fixed = await agent.request(
      'POST',
      '/api/clients',
      keyed('fix-and-retry', { firstName: 'Aroha', lastName: 'Ngata' }),
    );
    expect(fixed.status).toBe(201);
    expect(await countClients(user.id)).toBe(1);
  });

  it('a request that fails after its row was written leaves neither the row nor the key (one transaction)', async () => {
    const { agent, user } = await registerAgent(t);
    // The audit row is written after the client: make it fail, as a crash after the insert would cut the request.
    await t.deps.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$ begin
      if new.actor_id = '${user.id}' then raise exception 'connection lost'; end if; return new; end $$`),
    );
    await t.deps.db.execute(
      sql.raw('create trigger refuse_audit before insert on activity_log for each row execute function refuse_audit()'),
    );
    const body = { firstName: 'Kofi', lastName: 'Boateng' };
    try {
      const cut = await agent.request('POST', '/api/clients', keyed('cut-off', body));
      expect(cut.status).toBe(500);
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger refuse_audit on activity_log'));
      await t.deps.db.execute(sql.raw('drop function refuse_audit()'));
    }
    expect(await countClients(user.id)).toBe(0);
    expect(await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id))).toEqual([]);
    const retried = await agent.request('POST', '/api/clients', keyed('cut-off', body));
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await countClients(user.id)).toBe(1);
  });

  it('a key is remembered for 24 hours; after that the same request runs again', async () => {
    const { agent, user } = await registerAgent(t);
    const body = { firstName: 'Ines', lastName: 'Duarte' };
    const first = await agent.request('POST', '/api/clients', keyed('day-old', body));
    const [stored] = await t.deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'day-old')));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(stored.status).toBe(201);
    expect(JSON.parse(stored.body.toString('utf8')).id).toBe(first.json.id);
    await t.deps.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(idempotencyKeys.userId, user.id));
    const later = await agent.request('POST', '/api/clients', keyed('day-old', body));
    expect(later.status).toBe(201);
    expect(later.json.id).not.toBe(first.json.id);
    expect(await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id))).toHaveLength(1);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const { agent, user } = await registerAgent(t);
    for (const [key, message] of [
      ['', 'Must not be empty'],
      ['x'.repeat(256), 'At most 255 characters'],
      ['clé-été', 'Only printable ASCII characters'],
    ]) {
      const answer = await agent.request('POST', '/api/clients', keyed(key, { firstName: 'No', lastName: 'Row' }));
      expect(answer.status, key).toBe(400);
      expect(answer.json).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The Idempotency-Key header is not valid',
        errors: [{ path: 'Idempotency-Key', message }],
      });
    }
    expect(
      (await agent.request('POST', '/api/clients', keyed('x'.repeat(255), { firstName: 'Long', lastName: 'Key' })))
        .status,
    ).toBe(201);
    expect(await countClients(user.id)).toBe(1);
  });

  it('covers the other creates: a day of a plan, a report, a new share link (replayed, not rotated twice)', async () => {
    const { agent, user } = await registerAgent(t);
    const client = (await agent.request('POST', '/api/clients', { body: { firstName: 'Yusuf', lastName: 'Demir' } }))
      .json;
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: { name: 'Keyed', clientId: client.id, startDate: '2026-06-01', endDate: '2026-06-03' },
      })
    ).json;

    const link = await agent.request(
      'POST',
      `/api/meal-plans/${plan.id}/share-link`,
      keyed('rotate-1', { expiresInDays: 30 }),
    );
    const linkAgain = await agent.request(
      'POST',
      `/api/meal-plans/${plan.id}/share-link`,
      keyed('rotate-1', { expiresInDays: 30 }),
    );
    expect([link.status, linkAgain.status]).toEqual([201, 201]);
    expect(linkAgain.json).toEqual(link.json);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareToken).toBe(link.json.shareToken);

    const report = { clientId: client.id, mealPlanId: plan.id, title: 'June summary', type: 'client_report' };
    const r1 = await agent.request('POST', '/api/reports', keyed('report-1', report));
    const r2 = await agent.request('POST', '/api/reports', keyed('report-1', report));
    expect([r1.status, r2.status]).toEqual([201, 201]);
    expect(r2.json.id).toBe(r1.json.id);
    expect((await agent.request('GET', '/api/reports')).json).toHaveLength(1);

    const day = { mealPlanId: plan.id, dayNumber: 2, meals: {} };
    const d1 = await agent.request('POST', '/api/meal-plan-days', keyed('day-1', day));
    const d2 = await agent.request('POST', '/api/meal-plan-days', keyed('day-1', day));
    expect([d1.status, d2.status]).toEqual([201, 201]);
    expect(d2.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id))).toHaveLength(3);
  });

  it('covers a logo upload, sent as raw bytes or as a form (a retried form has a new boundary, and is still the same request)', async () => {
    const { agent } = await registerAgent(t);
    const image = pngImage(16, 16);
    const upload = async (key: string, form: boolean) => {
      const body = form ? new FormData() : new Uint8Array(image);
      if (body instanceof FormData)
        body.append('file', new File([new Uint8Array(image)], 'logo.png', { type: 'image/png' }));
      const headers: Record<string, string> = { cookie: agent.cookie!, 'idempotency-key': key };
      if (!form) headers['content-type'] = 'image/png';
      const response = await t.app.request('http://localhost/api/users/me/logo', { method: 'POST', headers, body });
      return {
        status: response.status,
        replayed: response.headers.get('idempotent-replayed'),
        json: await response.json(),
      };
    };
    for (const form of [false, true]) {
      const first = await upload(`logo-${form}`, form);
      const again = await upload(`logo-${form}`, form);
      expect([first.status, again.status], `form: ${form}`).toEqual([201, 201]);
      expect(again.replayed).toBe('true');
      expect(again.json).toEqual(first.json);
    }
  });
});
