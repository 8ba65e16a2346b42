import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type TestAgent,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { keptAnswerCountOf } from '../../db/answer-cache.ts';
import { activityLog } from '../../db/schema.ts';
import { erasureSummary } from '../../../shared/schemas/client-record.ts';

// Erasing a client's record (issue 38 item 3): every text of the record is written with a marker, the record is
// erased, and a dump of every row of every table must hold none of them, while one tombstone stays.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

/** Lower case throughout: e-mail addresses are kept lower-cased, and kept answers are searched as bytes. */
function markerSet() {
  const tag = `qzmk${randomBytes(4).toString('hex')}`;
  return { tag, field: (name: string) => `${tag}${name}` };
}

interface DumpHit {
  table: string;
  rows: number;
}

/** Every row of every table of the public schema, as text (bytea as hex, so kept answers are searched too). */
async function tablesHolding(needle: string): Promise<DumpHit[]> {
  const { rows: tables } = (await t.deps.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  expect(tables.length).toBeGreaterThan(15);
  const hex = Buffer.from(needle, 'utf8').toString('hex');
  const hits: DumpHit[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = (await t.deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} as x
          where strpos(lower(x::text), ${needle.toLowerCase()}) > 0 or strpos(x::text, ${hex}) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0].n > 0) hits.push({ table, rows: rows[0].n });
  }
  return hits;
}

async function ok(agent: TestAgent, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await agent.request(method, path, { body, headers });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return answer.json;
}

/** A client with a marker in every text field, and everything the app can hang off them, each with markers. */
async function wholeRecord(agent: TestAgent, m: ReturnType<typeof markerSet>) {
  const today = t.clock.now().toISOString().slice(0, 10);
  const key = () => ({ 'Idempotency-Key': randomBytes(8).toString('hex') });
  const client = await ok(
    agent,
    'POST',
    '/api/clients',
    {
      firstName: m.field('first'),
      lastName: m.field('last'),
      email: `${m.field('mail')}@example.test`,
      phone: m.field('phone'),
      dateOfBirth: '1984-06-02',
      gender: 'female',
      height: 168,
      weight: 71.5,
      goalWeight: 65,
      activityLevel: 'lightly_active',
      healthGoals: m.field('goals'),
      notes: m.field('notes'),
      allergies: ['Peanut', m.field('allergy')],
      dietaryRestrictions: [m.field('diet')],
      medicalConditions: [m.field('condition')],
    },
    key(),
  );
  const recipe = await ok(agent, 'POST', '/api/recipes', {
    name: 'Apple bowl',
    instructions: 'Slice the apple.',
    servings: 1,
    ingredients: [{ name: 'Apple', amount: 1, unit: 'piece' }],
  });
  const plan = await ok(
    agent,
    'POST',
    '/api/meal-plans',
    {
      name: m.field('plan'),
      description: m.field('plandescription'),
      notes: m.field('plannotes'),
      clientId: client.id,
      startDate: today,
      endDate: today,
      targetCalories: 1800,
    },
    key(),
  );
  await ok(agent, 'PUT', `/api/meal-plans/${plan.id}/days/1`, {
    meals: { breakfast: { recipeId: recipe.id, servings: 1 } },
  });
  const share = await ok(agent, 'POST', `/api/meal-plans/${plan.id}/share-link`, { expiresInDays: 30 }, key());
  await ok(
    agent,
    'POST',
    '/api/reports',
    { clientId: client.id, mealPlanId: plan.id, title: m.field('report'), type: 'medical_report' },
    key(),
  );
  // E-mails about the plan: one to the client's own address, one to someone else (a carer).
  await ok(agent, 'POST', `/api/meal-plans/${plan.id}/email-shopping-list`, {
    email: client.email,
    message: m.field('mailnote'),
  });
  await ok(agent, 'POST', `/api/meal-plans/${plan.id}/email-shopping-list`, {
    email: `${m.tag}carer@example.test`,
    message: m.field('carernote'),
  });
  // The portal: invited, accepted (the token swapped for one the test knows: no mailbox here), used.
  await ok(agent, 'POST', `/api/clients/${client.id}/portal-invite`);
  const token = randomBytes(32).toString('base64url');
  await t.deps.db.execute(
    sql`update portal_accounts set invite_token_hash = ${createHash('sha256').update(token).digest('hex')} where client_id = ${client.id}`,
  );
  const portal = createAgent(t);
  await ok(portal, 'POST', '/api/portal/accept', { token, password: 'a portal passphrase' });
  await ok(portal, 'POST', '/api/portal/check-ins', {
    date: today,
    mealType: 'breakfast',
    status: 'swapped',
    note: m.field('checkinnote'),
  });
  await ok(portal, 'POST', '/api/portal/measurements', { date: today, weightKg: 70.2, waistCm: 80 });
  const list = await ok(portal, 'GET', `/api/portal/shopping-list?today=${today}`);
  const item = list.groups?.[0]?.items?.[0]?.key as string | undefined;
  if (item) await ok(portal, 'PUT', '/api/portal/shopping-list/ticks', { mealPlanId: plan.id, item, ticked: true });
  // Reads leave audit rows naming the client.
  await ok(agent, 'GET', `/api/clients/${client.id}`);
  await ok(agent, 'GET', `/api/clients/${client.id}/progress`);
  await ok(agent, 'GET', `/api/meal-plans/${plan.id}`);
  await ok(agent, 'GET', '/api/clients');
  return { client, plan, share, portal, shoppingTicked: item ? 1 : 0 };
}

describe('erasing a client', () => {
  it('removes every row and every text of the record in one go and leaves one tombstone without a name', async () => {
    const { agent, user } = await registerAgent(t);
    const { agent: stranger } = await registerAgent(t);
    const gone = markerSet();
    const kept = markerSet();
    const record = await wholeRecord(agent, gone);
    const sibling = await wholeRecord(agent, kept); // another client of the same practice: untouched

    expect((await tablesHolding(gone.tag)).map((hit) => hit.table)).toEqual(
      expect.arrayContaining([
        'activity_log',
        'client_check_ins',
        'clients',
        'email_log',
        'idempotency_keys',
        'meal_plans',
        'portal_accounts',
        'reports',
      ]),
    );
    expect(keptAnswerCountOf(t.deps.db, user.id)).toBeGreaterThan(0);

    // Another practice cannot erase it: the same 404 as a missing client, and nothing changes.
    const before = await tablesHolding(gone.tag);
    const refused = await stranger.request('DELETE', `/api/clients/${record.client.id}`);
    const missing = await stranger.request('DELETE', `/api/clients/${crypto.randomUUID()}`);
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual(missing.json);
    expect(await tablesHolding(gone.tag)).toEqual(before);

    expect((await agent.request('DELETE', `/api/clients/${record.client.id}`)).status).toBe(204);

    expect(await tablesHolding(gone.tag)).toEqual([]);
    // The client's id stays in one row only: the tombstone.
    expect(await tablesHolding(record.client.id)).toEqual([{ table: 'activity_log', rows: 1 }]);
    expect(await tablesHolding(record.plan.id)).toEqual([]);
    const [tombstone] = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'client'), eq(activityLog.entityId, record.client.id)));
    expect(tombstone).toMatchObject({ actorId: user.id, action: 'client.erased', createdAt: t.clock.now() });
    const auditRows = Number(/(\d+) audit rows/.exec(tombstone.summary ?? '')?.[1]);
    expect(auditRows).toBeGreaterThan(5);
    expect(tombstone.summary).toBe(
      erasureSummary({
        mealPlans: 1,
        mealPlanDays: 1,
        reports: 1,
        portalAccounts: 1,
        portalSessions: 1,
        checkIns: 1,
        measurements: 1,
        shoppingTicks: record.shoppingTicked,
        emails: 3, // the invitation and the two shopping lists
        idempotencyKeys: 4, // the client, the plan, the share link and the report
        auditRows,
      }),
    );
    // No answer about the practice stays in memory either.
    expect(keptAnswerCountOf(t.deps.db, user.id)).toBe(0);

    // What the record was reachable by is gone: the profile, the share page, the portal session.
    expect((await agent.request('GET', `/api/clients/${record.client.id}`)).status).toBe(404);
    expect((await createAgent(t).request('GET', `/api/share/${record.share.shareToken}`)).status).toBe(404);
    expect((await record.portal.request('GET', '/api/portal/me')).status).toBe(401);

    // The other client of the practice keeps everything.
    expect((await tablesHolding(kept.tag)).length).toBeGreaterThanOrEqual(8);
    expect((await agent.request('GET', `/api/clients/${sibling.client.id}`)).status).toBe(200);
    expect((await sibling.portal.request('GET', '/api/portal/me')).status).toBe(200);
    // A second erase of the same id is a missing client.
    expect((await agent.request('DELETE', `/api/clients/${record.client.id}`)).status).toBe(404);
  });

  it('shows in Recent Activity as an erasure without the name', async () => {
    const { agent } = await registerAgent(t);
    const { json: client } = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Rosa', lastName: 'Quint' },
    });
    expect((await agent.request('DELETE', `/api/clients/${client.id}`)).status).toBe(204);
    const feed = await agent.request('GET', '/api/dashboard/activity');
    expect(feed.json.map((item: { summary: string }) => item.summary)).toEqual([
      expect.stringMatching(/^Erased a client record: 0 meal plans, /),
    ]);
    expect(JSON.stringify(feed.json)).not.toMatch(/Rosa|Quint/);
  });
});
