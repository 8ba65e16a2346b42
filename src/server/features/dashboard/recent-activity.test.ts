import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog, clientCheckIns, clientMeasurements, portalAccounts } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];
const minutes = (n: number) => new Date(t.clock.now().getTime() + n * 60_000);

async function addClient(agent: Agent, firstName: string, lastName: string) {
  return (await agent.request('POST', '/api/clients', { body: { firstName, lastName } })).json as { id: string };
}

const summaries = async (agent: Agent) =>
  ((await agent.request('GET', '/api/dashboard/activity')).json as { summary: string }[]).map((item) => item.summary);

describe('Recent Activity with what clients log in the portal', () => {
  it("interleaves the practitioner's changes with their own clients' check-offs and weights, newest first, and never another practice's", async () => {
    const { agent: ana, user } = await registerAgent(t);
    const { agent: ben } = await registerAgent(t);
    const maria = await addClient(ana, 'Maria', 'Lopez');
    t.clock.advance(60_000);
    const bo = await addClient(ben, 'Bo', 'Stranger');

    await t.deps.db.insert(clientCheckIns).values([
      {
        clientId: maria.id,
        date: '2026-01-15',
        mealType: 'breakfast',
        status: 'eaten',
        createdAt: minutes(1),
        updatedAt: minutes(1),
      },
      {
        clientId: maria.id,
        date: '2026-01-15',
        mealType: 'lunch',
        status: 'swapped',
        createdAt: minutes(3),
        updatedAt: minutes(3),
      },
      {
        clientId: bo.id,
        date: '2026-01-15',
        mealType: 'lunch',
        status: 'eaten',
        createdAt: minutes(4),
        updatedAt: minutes(4),
      },
    ]);
    await t.deps.db.insert(clientMeasurements).values([
      { clientId: maria.id, date: '2026-01-15', weightKg: '71.20', createdAt: minutes(2) },
      { clientId: bo.id, date: '2026-01-15', weightKg: '99.90', createdAt: minutes(5) },
    ]);
    // Ben's client's portal account writes its own audit rows; an entity id naming Ana's client must not carry it over.
    const [account] = await t.deps.db
      .insert(portalAccounts)
      .values({ clientId: bo.id, email: `bo.${bo.id}@example.test` })
      .returning();
    await t.deps.db.insert(activityLog).values({
      actorId: account.id,
      action: 'portal.check_in',
      entityType: 'client',
      entityId: maria.id,
      summary: 'Checked off dinner',
      createdAt: minutes(6),
    });
    t.clock.advance(4 * 60_000);
    await ana.request('PUT', `/api/clients/${maria.id}`, { body: { firstName: 'Maria', lastName: 'Lopez' } });

    expect(await summaries(ana)).toEqual([
      "Updated Maria Lopez's profile",
      'Maria Lopez checked off lunch — swapped',
      'Maria Lopez logged 71.2 kg',
      'Maria Lopez checked off breakfast — eaten',
      'Added client Maria Lopez',
    ]);
    const feed = (await ana.request('GET', '/api/dashboard/activity')).json;
    expect(feed[1]).toMatchObject({
      action: 'portal.check_in',
      entityType: 'client',
      entityId: maria.id,
      createdAt: minutes(-1).toISOString(),
    });
    expect(new Set(feed.map((item: { id: string }) => item.id)).size).toBe(feed.length);

    expect(await summaries(ben)).toEqual([
      'Bo Stranger logged 99.9 kg',
      'Bo Stranger checked off lunch — eaten',
      'Added client Bo Stranger',
    ]);

    // Weights on the dashboard are a read of health data: audited, without the figures.
    const audit = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, 'client.log_viewed')));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0].summary).toBe('Viewed the latest check-ins and weights of 1 client on the dashboard');
  });

  it('keeps the eight newest entries whichever side they come from', async () => {
    const { agent } = await registerAgent(t);
    const client = await addClient(agent, 'Ada', 'Moss');
    const days = [
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
    ];
    await t.deps.db.insert(clientMeasurements).values(
      days.map((date, index) => ({
        clientId: client.id,
        date,
        weightKg: `${80 - index}.00`,
        // a weight each evening: separate visits, each its own entry
        createdAt: minutes(10 + index * 24 * 60),
      })),
    );
    const shown = await summaries(agent);
    expect(shown).toHaveLength(8);
    expect(shown[0]).toBe('Ada Moss logged 72 kg');
    expect(shown.at(-1)).toBe('Ada Moss logged 79 kg');
    expect(shown).not.toContain('Added client Ada Moss');
  });

  it('shows a week of weights typed in at one sitting as one entry, and leaves room for the rest', async () => {
    const { agent } = await registerAgent(t);
    const ada = await addClient(agent, 'Ada', 'Moss');
    const bo = await addClient(agent, 'Bo', 'Lind');
    // Ada copies seven days from her paper diary within four minutes, latest day not typed last; Bo logs once
    // in between; an hour later Ada logs again.
    const diary = ['2026-01-07', '2026-01-05', '2026-01-06', '2026-01-09', '2026-01-10', '2026-01-11', '2026-01-08'];
    await t.deps.db.insert(clientMeasurements).values([
      ...diary.map((date, index) => ({
        clientId: ada.id,
        date,
        weightKg: date === '2026-01-11' ? '78.40' : '79.00',
        createdAt: new Date(minutes(100).getTime() + index * 40_000),
      })),
      { clientId: bo.id, date: '2026-01-11', weightKg: '91.00', createdAt: minutes(102) },
      { clientId: ada.id, date: '2026-01-12', weightKg: '78.10', createdAt: minutes(170) },
    ]);
    const shown = await summaries(agent);
    expect(shown.slice(0, 3)).toEqual([
      'Ada Moss logged 78.1 kg',
      // the burst stands at its last entry, 104 minutes in; Bo's weight typed meanwhile does not split it
      'Ada Moss logged 7 weights, latest 78.4 kg',
      'Bo Lind logged 91 kg',
    ]);
    // The practitioner's own changes still fit in the eight.
    expect(shown).toContain('Added client Ada Moss');
    expect(shown).toContain('Added client Bo Lind');
  });
});
