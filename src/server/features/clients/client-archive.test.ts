import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToPortal } from '../../../../tests/support/client-record.ts';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type TestAgent,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { activityLog, clients, mealPlans } from '../../db/schema.ts';

// Archiving a client (issue 38 item 2): out of every list and choice, their links and portal closed, nothing
// deleted; restoring brings all of it back as it was.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10);
const ids = (answer: { json: { id: string }[] }) => answer.json.map((row) => row.id);

/** A client with a plan shared by link and a portal account signed in. */
async function clientInUse(agent: TestAgent, firstName: string) {
  const client = (
    await agent.request('POST', '/api/clients', {
      body: {
        firstName,
        lastName: 'Archer',
        email: `${firstName.toLowerCase()}.${randomBytes(3).toString('hex')}@example.test`,
      },
    })
  ).json;
  const plan = (
    await agent.request('POST', '/api/meal-plans', {
      body: { name: `${firstName}'s week`, clientId: client.id, startDate: today(), endDate: today() },
    })
  ).json;
  const share = (await agent.request('POST', `/api/meal-plans/${plan.id}/share-link`, { body: { expiresInDays: 30 } }))
    .json;
  const portal = await signInToPortal(t, agent, client.id);
  return { client, plan, shareToken: share.shareToken as string, portal, email: client.email as string };
}

describe('archiving a client', () => {
  it('takes them out of the lists, counts and choices, stops their links and portal, and restore brings all back', async () => {
    const { agent, user } = await registerAgent(t);
    const kept = await clientInUse(agent, 'Kim');
    const archived = await clientInUse(agent, 'Ari');
    const anonymous = createAgent(t);
    expect((await anonymous.request('GET', `/api/share/${archived.shareToken}`)).status).toBe(200);
    expect((await agent.request('GET', '/api/dashboard/stats')).json.activeClients).toBe(2);

    const answer = await agent.request('POST', `/api/clients/${archived.client.id}/archive`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: archived.client.id, archivedAt: t.clock.now().toISOString() });

    // Out of both views of the list, the dashboard count and the plan list; found with archived=true.
    expect(ids(await agent.request('GET', '/api/clients'))).toEqual([kept.client.id]);
    expect(ids(await agent.request('GET', '/api/clients?view=summary'))).toEqual([kept.client.id]);
    expect(ids(await agent.request('GET', '/api/clients?archived=true'))).toEqual([archived.client.id]);
    const archivedSummaries = await agent.request('GET', '/api/clients?view=summary&archived=true');
    expect(archivedSummaries.json).toEqual([
      expect.objectContaining({ id: archived.client.id, archivedAt: t.clock.now().toISOString() }),
    ]);
    expect((await agent.request('GET', '/api/dashboard/stats')).json.activeClients).toBe(1);
    expect(ids(await agent.request('GET', '/api/meal-plans'))).toEqual([kept.plan.id]);
    expect(ids(await agent.request('GET', '/api/meal-plans?view=summary'))).toEqual([kept.plan.id]);
    // The generator cannot be pointed at them.
    const generated = await agent.request('POST', '/api/generate-meal-plan', {
      body: {
        clientId: archived.client.id,
        caloriesPerDay: 2000,
        mealsPerDay: 3,
        numberOfDays: 1,
        healthFilters: [],
        macroPreference: 'percentage',
        macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
      },
    });
    expect(generated.status).toBe(404);

    // Their share link and portal stop; the other client's keep working.
    expect((await anonymous.request('GET', `/api/share/${archived.shareToken}`)).status).toBe(410);
    expect((await anonymous.request('GET', `/api/share/${kept.shareToken}`)).status).toBe(200);
    expect((await archived.portal.request('GET', '/api/portal/me')).status).toBe(401);
    expect((await kept.portal.request('GET', '/api/portal/me')).status).toBe(200);
    const signIn = await createAgent(t).request('POST', '/api/auth/login', {
      body: { username: archived.email, password: 'a portal passphrase' },
    });
    expect(signIn.status).toBe(401);

    // Nothing is deleted: the profile and the plan are still there for the practitioner.
    expect((await agent.request('GET', `/api/clients/${archived.client.id}`)).json).toMatchObject({
      archivedAt: expect.any(String),
      mealPlans: [expect.objectContaining({ id: archived.plan.id })],
    });
    expect((await agent.request('GET', `/api/meal-plans/${archived.plan.id}`)).status).toBe(200);
    expect(await t.deps.db.select().from(mealPlans).where(eq(mealPlans.id, archived.plan.id))).toHaveLength(1);

    // Archiving again changes nothing.
    t.clock.advance(60_000);
    expect((await agent.request('POST', `/api/clients/${archived.client.id}/archive`)).json.archivedAt).toBe(
      answer.json.archivedAt,
    );

    const restored = await agent.request('POST', `/api/clients/${archived.client.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json.archivedAt).toBeNull();
    expect(ids(await agent.request('GET', '/api/clients')).sort()).toEqual([kept.client.id, archived.client.id].sort());
    expect(ids(await agent.request('GET', '/api/clients?archived=true'))).toEqual([]);
    expect(ids(await agent.request('GET', '/api/meal-plans')).sort()).toEqual([kept.plan.id, archived.plan.id].sort());
    expect((await agent.request('GET', '/api/dashboard/stats')).json.activeClients).toBe(2);
    expect((await anonymous.request('GET', `/api/share/${archived.shareToken}`)).status).toBe(200);
    // The portal cookie was dropped when it stopped working; the client signs in again with their own password.
    const back = createAgent(t);
    expect(
      (
        await back.request('POST', '/api/auth/login', {
          body: { username: archived.email, password: 'a portal passphrase' },
        })
      ).status,
    ).toBe(200);
    expect((await back.request('GET', '/api/portal/me')).status).toBe(200);

    const trail = await t.deps.db
      .select({ action: activityLog.action, summary: activityLog.summary })
      .from(activityLog)
      .where(eq(activityLog.entityId, archived.client.id));
    expect(trail.map((row) => row.action)).toEqual(expect.arrayContaining(['client.archived', 'client.restored']));
    expect(trail.filter((row) => row.action === 'client.archived')).toHaveLength(1);
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, archived.client.id));
    expect(row.userId).toBe(user.id);
  });

  it("answers another practice's client exactly as a missing one, and refuses an unknown list filter", async () => {
    const { agent } = await registerAgent(t);
    const { agent: stranger } = await registerAgent(t);
    const client = (await agent.request('POST', '/api/clients', { body: { firstName: 'Mo', lastName: 'Lee' } })).json;
    for (const action of ['archive', 'restore']) {
      const theirs = await stranger.request('POST', `/api/clients/${client.id}/${action}`);
      const missing = await stranger.request('POST', `/api/clients/${crypto.randomUUID()}/${action}`);
      expect(theirs.status).toBe(404);
      expect(theirs.json).toEqual(missing.json);
    }
    expect((await agent.request('GET', `/api/clients/${client.id}`)).json.archivedAt).toBeNull();
    const refused = await agent.request('GET', '/api/clients?archived=maybe');
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([expect.objectContaining({ path: 'archived' })]);
  });
});
