import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog, mealPlans } from '../../db/schema.ts';

// A practitioner must be able to take back a link they gave out: withdraw it, replace it, let it expire, and
// a cancelled plan stops being public. After any of these the old link shows nothing of the plan.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];
const anonymous = () => createAgent(t);
const DAY_MS = 86_400_000;
const gone = {
  code: 'GONE',
  message: 'This link is no longer available. Ask your practitioner for a new one.',
  errors: [],
};

async function planOf(agent: Agent, status = 'active') {
  const client = (
    await agent.request('POST', '/api/clients', {
      body: { firstName: 'Tomasz', lastName: 'Wójcik', notes: 'Private clinical note' },
    })
  ).json;
  const body = { name: 'Spring reset', clientId: client.id, startDate: '2026-04-06', endDate: '2026-04-08', status };
  const created = await agent.request('POST', '/api/meal-plans', { body });
  expect(created.status).toBe(201);
  return { plan: created.json, body };
}

/** The share page's answer for a token, and whether it showed anything of the plan. */
async function sharePage(token: string) {
  const answer = await anonymous().request('GET', `/api/share/${token}`);
  return { status: answer.status, json: answer.json, showsPlan: answer.text.includes('Spring reset') };
}

describe('share links', () => {
  it('a new plan is shared at once with a link that never expires; the plan page and the list say so', async () => {
    const { agent } = await registerAgent(t);
    const { plan } = await planOf(agent);
    expect(plan.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(plan.shareExpiresAt).toBeNull();
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json).toMatchObject({
      shareToken: plan.shareToken,
      shareExpiresAt: null,
    });
    expect((await agent.request('GET', '/api/meal-plans')).json[0]).toMatchObject({
      shareToken: plan.shareToken,
      shareExpiresAt: null,
    });
    expect(await sharePage(plan.shareToken)).toMatchObject({ status: 200, showsPlan: true });
  });

  it('revoke: the link is dead at once, the plan page shows no link, a second revoke is 404, and POST makes a new one', async () => {
    const { agent } = await registerAgent(t);
    const { plan } = await planOf(agent);
    // Read the plan page first, so the next read could come from memory (answer-cache.ts) if a revoke were missed.
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareToken).toBe(plan.shareToken);

    const revoked = await agent.request('DELETE', `/api/meal-plans/${plan.id}/share-link`);
    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');
    expect(await sharePage(plan.shareToken)).toEqual({
      status: 404,
      json: { code: 'NOT_FOUND', message: 'Shared plan not found', errors: [] },
      showsPlan: false,
    });
    expect((await anonymous().request('GET', `/api/share/${plan.shareToken}/logo`)).status).toBe(404);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json).toMatchObject({
      shareToken: null,
      shareExpiresAt: null,
    });
    expect((await agent.request('GET', '/api/meal-plans')).json[0]).toMatchObject({ shareToken: null });

    const again = await agent.request('DELETE', `/api/meal-plans/${plan.id}/share-link`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ code: 'NOT_FOUND', message: 'Share link not found', errors: [] });
    // Changing the expiry of a link that does not exist says what to do.
    const noLink = await agent.request('PUT', `/api/meal-plans/${plan.id}/share-link`, { body: { expiresInDays: 7 } });
    expect(noLink.status).toBe(409);
    expect(noLink.json.message).toBe('This plan has no share link. Create a new link first.');

    const fresh = await agent.request('POST', `/api/meal-plans/${plan.id}/share-link`, {
      body: { expiresInDays: null },
    });
    expect(fresh.status).toBe(201);
    expect(fresh.json).toEqual({
      shareToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      sharePath: `/share/${fresh.json.shareToken}`,
      shareExpiresAt: null,
    });
    expect(fresh.json.shareToken).not.toBe(plan.shareToken);
    expect(await sharePage(fresh.json.shareToken)).toMatchObject({ status: 200, showsPlan: true });
    expect(await sharePage(plan.shareToken)).toMatchObject({ status: 404, showsPlan: false });
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareToken).toBe(fresh.json.shareToken);
  });

  it('rotate: the new link works and the old one is dead at once; the plan page shows the new link at once', async () => {
    const { agent, user } = await registerAgent(t);
    const { plan } = await planOf(agent);
    const tokens = new Set([plan.shareToken]);
    let current = plan.shareToken as string;
    for (let round = 0; round < 3; round++) {
      expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareToken).toBe(current);
      const rotated = await agent.request('POST', `/api/meal-plans/${plan.id}/share-link`, {
        body: { expiresInDays: null },
      });
      expect(rotated.status).toBe(201);
      expect(tokens.has(rotated.json.shareToken)).toBe(false);
      expect(Buffer.from(rotated.json.shareToken, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(await sharePage(current)).toMatchObject({ status: 404, showsPlan: false });
      current = rotated.json.shareToken;
      tokens.add(current);
      expect(await sharePage(current)).toMatchObject({ status: 200, showsPlan: true });
      expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareToken).toBe(current);
    }
    const audit = await t.deps.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.actorId, user.id));
    expect(audit.filter((row) => row.action === 'meal_plan.share_link_created')).toHaveLength(3);
  });

  it('expiry: the link works until the chosen moment and not after; it can be changed or lifted without a new link', async () => {
    const { agent } = await registerAgent(t);
    const { plan } = await planOf(agent);
    const link = (await agent.request('POST', `/api/meal-plans/${plan.id}/share-link`, { body: { expiresInDays: 7 } }))
      .json;
    expect(Date.parse(link.shareExpiresAt)).toBe(t.clock.now().getTime() + 7 * DAY_MS);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareExpiresAt).toBe(link.shareExpiresAt);

    t.clock.advance(7 * DAY_MS - 1000);
    expect(await sharePage(link.shareToken)).toMatchObject({ status: 200, showsPlan: true });
    t.clock.advance(1000);
    expect(await sharePage(link.shareToken)).toEqual({ status: 410, json: gone, showsPlan: false });
    expect((await anonymous().request('GET', `/api/share/${link.shareToken}/logo`)).status).toBe(404);

    // Back to the practitioner's time (their session would have timed out in a week): lifting the expiry keeps
    // the same link working for good, and a new expiry counts from now.
    t.clock.advance(-7 * DAY_MS);
    const lifted = await agent.request('PUT', `/api/meal-plans/${plan.id}/share-link`, {
      body: { expiresInDays: null },
    });
    expect(lifted.status).toBe(200);
    expect(lifted.json).toEqual({
      shareToken: link.shareToken,
      sharePath: `/share/${link.shareToken}`,
      shareExpiresAt: null,
    });
    t.clock.advance(30 * DAY_MS);
    expect(await sharePage(link.shareToken)).toMatchObject({ status: 200, showsPlan: true });
    t.clock.advance(-30 * DAY_MS);
    const shortened = (
      await agent.request('PUT', `/api/meal-plans/${plan.id}/share-link`, { body: { expiresInDays: 30 } })
    ).json;
    expect(Date.parse(shortened.shareExpiresAt)).toBe(t.clock.now().getTime() + 30 * DAY_MS);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareExpiresAt).toBe(
      shortened.shareExpiresAt,
    );
  });

  it('a cancelled plan is not public; made active again, the same link works again', async () => {
    const { agent } = await registerAgent(t);
    const { plan, body } = await planOf(agent);
    expect(
      (await agent.request('PUT', `/api/meal-plans/${plan.id}`, { body: { ...body, status: 'cancelled' } })).status,
    ).toBe(200);
    expect(await sharePage(plan.shareToken)).toEqual({ status: 410, json: gone, showsPlan: false });
    expect(
      (await agent.request('PUT', `/api/meal-plans/${plan.id}`, { body: { ...body, status: 'completed' } })).status,
    ).toBe(200);
    expect(await sharePage(plan.shareToken)).toMatchObject({ status: 200, showsPlan: true });

    const cancelledFromStart = await planOf(agent, 'cancelled');
    expect(await sharePage(cancelledFromStart.plan.shareToken)).toMatchObject({ status: 410, showsPlan: false });
  });

  it('refuses bad expiries and unknown keys with 400, and changes nothing', async () => {
    const { agent } = await registerAgent(t);
    const { plan } = await planOf(agent);
    for (const body of [
      {},
      { expiresInDays: 0 },
      { expiresInDays: 366 },
      { expiresInDays: 2.5 },
      { expiresInDays: '7' },
      { shareToken: 'mine-mine-mine-mine' },
    ]) {
      for (const method of ['POST', 'PUT']) {
        const answer = await agent.request(method, `/api/meal-plans/${plan.id}/share-link`, { body });
        expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.json.errors.length).toBeGreaterThan(0);
      }
    }
    const [row] = await t.deps.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(row.shareToken).toBe(plan.shareToken);
    expect(row.shareExpiresAt).toBeNull();
  });

  it('another practice cannot see, rotate, change or revoke the link (404, nothing changes)', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { plan } = await planOf(agent);
    for (const [method, body] of [
      ['POST', { expiresInDays: null }],
      ['PUT', { expiresInDays: 7 }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await other.request(
        method,
        `/api/meal-plans/${plan.id}/share-link`,
        body === undefined ? {} : { body },
      );
      expect(answer.status, method).toBe(404);
      expect(answer.json).toEqual({ code: 'NOT_FOUND', message: 'Meal plan not found', errors: [] });
    }
    expect(await sharePage(plan.shareToken)).toMatchObject({ status: 200, showsPlan: true });
  });

  it('a link withdrawn straight in the database (another app process, an operator) is dead on the next read', async () => {
    const { agent } = await registerAgent(t);
    const { plan } = await planOf(agent);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareToken).toBe(plan.shareToken);
    await t.deps.db.execute(sql`update meal_plans set share_token = null where id = ${plan.id}`);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.shareToken).toBeNull();
    expect(await sharePage(plan.shareToken)).toMatchObject({ status: 404, showsPlan: false });
  });

  it("answers how the page writes figures (issue 34): the practice's locale, the client's own units if set, else the practice's", async () => {
    const { agent } = await registerAgent(t);
    const { plan } = await planOf(agent);
    expect((await sharePage(plan.shareToken)).json.formats).toEqual({
      locale: 'en-US',
      bodyUnits: 'us',
      kitchenUnits: 'us',
      energyUnit: 'kcal',
    });

    const practice = { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' };
    expect((await agent.request('PUT', '/api/users/me/preferences', { body: practice })).status).toBe(200);
    expect((await sharePage(plan.shareToken)).json.formats).toEqual(practice);

    const client = (await agent.request('GET', `/api/clients/${plan.clientId}`)).json;
    const own = await agent.request('PUT', `/api/clients/${plan.clientId}`, {
      body: { firstName: client.firstName, lastName: client.lastName, bodyUnits: 'metric', energyUnit: 'kJ' },
    });
    expect(own.status).toBe(200);
    expect((await sharePage(plan.shareToken)).json.formats).toEqual({
      locale: 'en-GB',
      bodyUnits: 'metric',
      kitchenUnits: 'metric',
      energyUnit: 'kJ',
    });
  });
});
