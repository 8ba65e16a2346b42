import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  markerSet,
  tablesHolding as tablesHoldingIn,
  wholeRecord as wholeRecordOf,
} from '../../../../tests/support/client-record.ts';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
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

const tablesHolding = (needle: string) => tablesHoldingIn(t, needle);
const wholeRecord = (...args: [Parameters<typeof wholeRecordOf>[1], Parameters<typeof wholeRecordOf>[2]]) =>
  wholeRecordOf(t, ...args);

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
        'client_diary_meals',
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
        diaryMeals: 1,
        waterLogs: 1,
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
