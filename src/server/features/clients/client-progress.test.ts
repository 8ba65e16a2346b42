import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog, clientCheckIns, clientDiaryMeals, clientMeasurements, portalAccounts } from '../../db/schema.ts';
import { plannedSlots, weeklyAdherence } from './weekly-adherence.ts';

// The test clock stands at Thursday 2026-01-15, 09:00 UTC; its ISO week starts on Monday 2026-01-12.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];

const oats = {
  name: 'Overnight oats',
  instructions: 'Soak the oats in the milk overnight.',
  servings: 1,
  ingredients: [
    { name: 'Rolled oats', amount: 50, unit: 'g', fdcId: 8120 },
    { name: 'Whole milk', amount: 200, unit: 'ml', fdcId: 1077 },
  ],
};

async function plan(
  agent: Agent,
  clientId: string,
  startDate: string,
  endDate: string,
  days: Record<number, Record<string, unknown>>,
  status = 'active',
) {
  const created = (
    await agent.request('POST', '/api/meal-plans', {
      body: { name: `Plan from ${startDate}`, clientId, startDate, endDate, status },
    })
  ).json as { id: string };
  for (const [dayNumber, meals] of Object.entries(days)) {
    const saved = await agent.request('PUT', `/api/meal-plans/${created.id}/days/${dayNumber}`, { body: { meals } });
    expect(saved.status).toBe(200);
  }
  return created;
}

const at = (iso: string) => new Date(iso);

async function checkIn(
  clientId: string,
  date: string,
  mealType: string,
  status: string,
  when = `${date}T20:00:00Z`,
  note: string | null = null,
) {
  await t.deps.db
    .insert(clientCheckIns)
    .values({ clientId, date, mealType, status, note, createdAt: at(when), updatedAt: at(when) });
}

async function weigh(clientId: string, date: string, weightKg: string, waistCm: string | null = null) {
  await t.deps.db
    .insert(clientMeasurements)
    .values({ clientId, date, weightKg, waistCm, createdAt: at(`${date}T07:30:00Z`) });
}

/** A practitioner with one client (goal 75 kg) whose two plans cover the last two weeks, one cancelled plan beside them. */
async function clientWithPlans() {
  const { agent, user } = await registerAgent(t);
  const client = (
    await agent.request('POST', '/api/clients', {
      body: { firstName: 'Maria', lastName: 'Lopez', weight: 82, goalWeight: 75 },
    })
  ).json as { id: string };
  const recipe = (await agent.request('POST', '/api/recipes', { body: oats })).json as { id: string };
  const meal = { recipeId: recipe.id, servings: 1 };
  // Mon 5 Jan: all three meals and two snacks (4 planned); Tue 6 Jan: lunch; Tue 13 Jan: breakfast and dinner;
  // Fri 16 Jan (tomorrow): breakfast, not due yet.
  await plan(agent, client.id, '2026-01-05', '2026-01-18', {
    1: { breakfast: meal, lunch: meal, dinner: meal, snacks: [meal, meal] },
    2: { lunch: meal },
    9: { breakfast: meal, dinner: meal },
    12: { breakfast: meal },
  });
  // A second plan over Tue 6 Jan: its lunch is the same meal slot (counted once), its dinner one more.
  await plan(agent, client.id, '2026-01-06', '2026-01-06', { 1: { lunch: meal, dinner: meal } });
  // A cancelled plan's meals were never the client's to eat.
  await plan(agent, client.id, '2026-01-07', '2026-01-07', { 1: { breakfast: meal } }, 'cancelled');
  return { agent, user, client, meal };
}

describe('client progress', () => {
  it('answers the last twelve ISO weeks by default: weights oldest first, the share of planned meals eaten per week, and the latest check-ins first', async () => {
    const { agent, user, client } = await clientWithPlans();
    await checkIn(client.id, '2026-01-05', 'breakfast', 'eaten');
    await checkIn(client.id, '2026-01-05', 'lunch', 'eaten');
    await checkIn(client.id, '2026-01-05', 'dinner', 'swapped', '2026-01-05T20:00:00Z', 'Had the soup instead');
    await checkIn(client.id, '2026-01-05', 'snacks', 'skipped');
    await checkIn(client.id, '2026-01-06', 'lunch', 'eaten');
    await checkIn(client.id, '2026-01-07', 'breakfast', 'eaten'); // only the cancelled plan had it: not a planned meal
    await checkIn(client.id, '2026-01-13', 'breakfast', 'eaten');
    await checkIn(client.id, '2026-01-13', 'dinner', 'eaten');
    await weigh(client.id, '2026-01-12', '81.20', '91.5');
    await weigh(client.id, '2025-12-01', '83.50');
    await weigh(client.id, '2026-01-05', '82.00');
    await weigh(client.id, '2025-09-01', '85.00'); // before the twelve weeks

    const response = await agent.request('GET', `/api/clients/${client.id}/progress`);
    expect(response.status).toBe(200);
    const progress = response.json;
    expect(progress).toMatchObject({ clientId: client.id, from: '2025-10-27', to: '2026-01-15', goalWeightKg: 75 });
    expect(
      progress.measurements.map((m: { date: string; weightKg: number; waistCm: number | null }) => [
        m.date,
        m.weightKg,
        m.waistCm,
      ]),
    ).toEqual([
      ['2025-12-01', 83.5, null],
      ['2026-01-05', 82, null],
      ['2026-01-12', 81.2, 91.5],
    ]);
    expect(progress.adherence).toHaveLength(12);
    expect(progress.adherence[0]).toEqual({
      weekStart: '2025-10-27',
      planned: 0,
      eaten: 0,
      skipped: 0,
      swapped: 0,
      share: null,
    });
    // Week of 5 Jan: 4 meals on Monday, lunch and dinner on Tuesday (two plans, one lunch): 3 of 6 eaten.
    expect(progress.adherence[10]).toEqual({
      weekStart: '2026-01-05',
      planned: 6,
      eaten: 3,
      skipped: 1,
      swapped: 1,
      share: 0.5,
    });
    // This week: Tuesday's two meals are due, Friday's breakfast is not yet.
    expect(progress.adherence[11]).toEqual({
      weekStart: '2026-01-12',
      planned: 2,
      eaten: 2,
      skipped: 0,
      swapped: 0,
      share: 1,
    });
    expect(
      progress.recentCheckIns.map(
        (c: { date: string; mealType: string; status: string }) => `${c.date} ${c.mealType} ${c.status}`,
      ),
    ).toEqual([
      '2026-01-13 dinner eaten',
      '2026-01-13 breakfast eaten',
      '2026-01-07 breakfast eaten',
      '2026-01-06 lunch eaten',
      '2026-01-05 dinner swapped',
      '2026-01-05 snacks skipped',
      '2026-01-05 lunch eaten',
      '2026-01-05 breakfast eaten',
    ]);
    expect(progress.recentCheckIns[4].note).toBe('Had the soup instead');
    expect(progress.portal).toEqual({ status: 'none', invitedAt: null, lastActiveAt: null });
    expect(progress.lastActivityAt).toBe('2026-01-13T20:00:00.000Z');

    // Health data: the read is in the audit trail, without the figures.
    const audit = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, 'client.progress_viewed')));
    expect(audit).toEqual([
      expect.objectContaining({ entityType: 'client', entityId: client.id, summary: "Viewed Maria Lopez's progress" }),
    ]);
  });

  it("counts the food diary's records like check-ins, a record winning over a check-in of the same meal", async () => {
    const { agent, client } = await clientWithPlans();
    const record = (date: string, mealType: string, entries: unknown[]) =>
      t.deps.db.insert(clientDiaryMeals).values({ clientId: client.id, date, mealType, entries });
    await record('2026-01-05', 'breakfast', [{ kind: 'planned', portion: 0.5 }]); // half the planned meal: eaten
    await record('2026-01-05', 'lunch', []); // nothing: skipped
    await record('2026-01-05', 'dinner', [{ kind: 'text', text: 'Pizza at a friend’s' }]); // something else
    await checkIn(client.id, '2026-01-06', 'lunch', 'skipped');
    await record('2026-01-06', 'lunch', [{ kind: 'planned' }, { kind: 'text', text: 'and an apple' }]); // wins
    await record('2026-01-07', 'breakfast', [{ kind: 'planned' }]); // only the cancelled plan had it

    const progress = (await agent.request('GET', `/api/clients/${client.id}/progress`)).json;
    expect(progress.adherence[10]).toEqual({
      weekStart: '2026-01-05',
      planned: 6,
      eaten: 2,
      skipped: 1,
      swapped: 1,
      share: 0.333,
    });
  });

  it('takes a period: weeks that overlap it, only its days counted, and at most ten check-ins', async () => {
    const { agent, client } = await clientWithPlans();
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snacks'])
      await checkIn(client.id, '2026-01-05', meal, 'eaten');
    for (const day of [
      '2025-12-20',
      '2025-12-21',
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
    ])
      await checkIn(client.id, day, 'lunch', 'skipped');

    const progress = (await agent.request('GET', `/api/clients/${client.id}/progress?from=2026-01-06&to=2026-01-13`))
      .json;
    expect(progress.adherence).toEqual([
      // Monday 5 Jan is before the period: only Tuesday's lunch and dinner count in its week.
      { weekStart: '2026-01-05', planned: 2, eaten: 0, skipped: 0, swapped: 0, share: 0 },
      { weekStart: '2026-01-12', planned: 2, eaten: 0, skipped: 0, swapped: 0, share: 0 },
    ]);
    expect(progress.recentCheckIns).toEqual([]);

    const wide = (await agent.request('GET', `/api/clients/${client.id}/progress?from=2025-12-01&to=2026-01-31`)).json;
    expect(wide.recentCheckIns).toHaveLength(10);
    expect(wide.recentCheckIns[0]).toMatchObject({ date: '2026-01-05', mealType: 'dinner' });
    expect(wide.recentCheckIns.at(-1)).toMatchObject({ date: '2025-12-21', mealType: 'lunch' });
    // Weeks after today have nothing due yet.
    expect(wide.adherence.at(-1)).toMatchObject({ weekStart: '2026-01-26', planned: 0, share: null });
  });

  it('shows the portal access as the practitioner sees it: invited, active with the last visit, still active when invited again, revoked', async () => {
    const { agent, client } = await clientWithPlans();
    const read = async () => (await agent.request('GET', `/api/clients/${client.id}/progress`)).json;
    const [account] = await t.deps.db
      .insert(portalAccounts)
      .values({ clientId: client.id, email: `maria.${client.id}@example.test`, invitedAt: at('2026-01-02T10:00:00Z') })
      .returning();
    expect((await read()).portal).toEqual({
      status: 'invited',
      invitedAt: '2026-01-02T10:00:00.000Z',
      lastActiveAt: null,
    });

    await t.deps.db
      .update(portalAccounts)
      .set({
        password: 'hash',
        acceptedAt: at('2026-01-03T08:00:00Z'),
        lastLoginAt: at('2026-01-03T08:00:00Z'),
        lastSeenAt: at('2026-01-14T18:45:00Z'),
      })
      .where(eq(portalAccounts.id, account.id));
    const active = await read();
    expect(active.portal).toEqual({
      status: 'active',
      invitedAt: '2026-01-02T10:00:00.000Z',
      lastActiveAt: '2026-01-14T18:45:00.000Z',
    });
    expect(active.lastActivityAt).toBe('2026-01-14T18:45:00.000Z');

    // The portal's own audit rows (a plan viewed) count as activity, when the account acted on its own client.
    await t.deps.db.insert(activityLog).values({
      actorId: account.id,
      action: 'portal.view_plan',
      entityType: 'client',
      entityId: client.id,
      createdAt: at('2026-01-15T06:10:00Z'),
    });
    expect((await read()).lastActivityAt).toBe('2026-01-15T06:10:00.000Z');

    await t.deps.db
      .update(portalAccounts)
      .set({ invitedAt: at('2026-01-15T08:00:00Z') })
      .where(eq(portalAccounts.id, account.id));
    expect((await read()).portal).toMatchObject({ status: 'active', invitedAt: '2026-01-15T08:00:00.000Z' });
    await t.deps.db
      .update(portalAccounts)
      .set({ revokedAt: at('2026-01-15T08:30:00Z') })
      .where(eq(portalAccounts.id, account.id));
    expect((await read()).portal.status).toBe('revoked');
  });

  it("answers 404 for another practice's client and for a missing one, and never counts another client's log", async () => {
    const mine = await clientWithPlans();
    const theirs = await clientWithPlans();
    await checkIn(theirs.client.id, '2026-01-13', 'breakfast', 'eaten');
    await weigh(theirs.client.id, '2026-01-13', '70.00');

    for (const path of [
      `/api/clients/${theirs.client.id}/progress`,
      '/api/clients/00000000-0000-4000-8000-000000000000/progress',
      '/api/clients/not-an-id/progress',
    ]) {
      const response = await mine.agent.request('GET', path);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ code: 'NOT_FOUND', message: 'Client not found', errors: [] });
    }
    const progress = (await mine.agent.request('GET', `/api/clients/${mine.client.id}/progress`)).json;
    expect(progress.measurements).toEqual([]);
    expect(progress.recentCheckIns).toEqual([]);
    expect(progress.adherence.at(-1)).toMatchObject({ planned: 2, eaten: 0 });
    expect(progress.lastActivityAt).toBeNull();
  });

  it.each([
    ['from=2026-02-01&to=2026-01-01', 'from', 'The period must start on or before its end'],
    ['from=2024-01-01&to=2026-01-31', 'to', 'The period can be at most 732 days'],
    ['from=2026-02-30', 'from', 'Not a real calendar date'],
    ['to=15-01-2026', 'to', 'Use the format YYYY-MM-DD'],
  ])('refuses ?%s with 400 naming %s', async (query, path, message) => {
    const { agent, client } = await clientWithPlans();
    const response = await agent.request('GET', `/api/clients/${client.id}/progress?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.errors).toContainEqual({ path, message });
    expect(new Set(response.json.errors.map((error: { path: string }) => error.path))).toEqual(new Set([path]));
  });
});

describe('weekly adherence', () => {
  it.each([
    [{ breakfast: { recipeId: 'r', servings: 1 }, snacks: [] }, ['breakfast']],
    [{ lunch: null, dinner: { recipeId: 'r', servings: 2 }, snacks: [{}, {}, {}] }, ['dinner', 'snacks']],
    [{}, []],
    [null, []],
  ])('a day %j plans %j', (meals, slots) => {
    expect(plannedSlots(meals)).toEqual(slots);
  });

  it('gives every week of the period, Monday first, even a period starting on a Sunday', () => {
    const weeks = weeklyAdherence(
      [{ date: '2026-03-01', meals: { lunch: {} } }],
      [{ date: '2026-03-01', mealType: 'lunch', status: 'eaten' }],
      '2026-03-01',
      '2026-03-02',
      '2026-04-01',
    );
    expect(weeks).toEqual([
      { weekStart: '2026-02-23', planned: 1, eaten: 1, skipped: 0, swapped: 0, share: 1 },
      { weekStart: '2026-03-02', planned: 0, eaten: 0, skipped: 0, swapped: 0, share: null },
    ]);
  });
});
