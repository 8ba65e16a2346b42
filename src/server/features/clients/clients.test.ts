import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog, clients, mealPlans } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin; the practitioners below are ordinary users
});
afterAll(async () => {
  await t.close();
});

const fullClient = {
  firstName: ' Priya ',
  lastName: 'Raman',
  email: 'Priya.Raman@Example.test',
  phone: '+44 20 7946 0000',
  dateOfBirth: '1988-04-12',
  gender: 'female',
  height: '165.1',
  weight: 62.35,
  activityLevel: 'moderately_active',
  healthGoals: 'Lower LDL cholesterol',
  notes: 'Prefers South Indian breakfasts',
  dietaryRestrictions: ['Vegetarian', ' vegetarian ', 'Low-Sodium', ''],
  allergies: ['Peanut'],
  medicalConditions: ['Hypercholesterolaemia'],
};

describe('clients API', () => {
  it('creates a client from the form payload: strings or numbers, trimmed, lists cleaned, owner from the session', async () => {
    const { agent, user } = await registerAgent(t);
    const created = await agent.request('POST', '/api/clients', { body: fullClient });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      firstName: 'Priya',
      email: 'priya.raman@example.test',
      height: 165.1,
      weight: 62.35,
      userId: user.id,
      dietaryRestrictions: ['Vegetarian', 'Low-Sodium'],
    });
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, created.json.id));
    expect(row.height).toBe('165.10'); // stored as numeric(5,2)
    expect(row.userId).toBe(user.id);
  });

  it('keeps a goal weight in kilograms like the weight (text or number), clears it with an empty box, and refuses one out of range', async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Gia', lastName: 'Lo', weight: '82', goalWeight: '69.9' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ weight: 82, goalWeight: 69.9 });
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, created.json.id));
    expect(row.goalWeight).toBe('69.90');
    expect((await agent.request('GET', `/api/clients/${created.json.id}`)).json.goalWeight).toBe(69.9);

    const refused = await agent.request('PUT', `/api/clients/${created.json.id}`, {
      body: { firstName: 'Gia', lastName: 'Lo', goalWeight: 900 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      expect.objectContaining({ path: 'goalWeight', message: 'Goal weight must be between 2 and 650 kg' }),
    ]);
    expect((await agent.request('GET', `/api/clients/${created.json.id}`)).json.goalWeight).toBe(69.9);

    const cleared = await agent.request('PUT', `/api/clients/${created.json.id}`, {
      body: { firstName: 'Gia', lastName: 'Lo', goalWeight: '' },
    });
    expect(cleared.json.goalWeight).toBeNull();
  });

  it("keeps a client's own units (issue 34): null is the practice's, a PUT without them keeps them, a bad one is a 400 naming the field", async () => {
    const { agent } = await registerAgent(t);
    const plain = await agent.request('POST', '/api/clients', { body: { firstName: 'Ann', lastName: 'Ode' } });
    expect(plain.status).toBe(201);
    expect(plain.json).toMatchObject({ bodyUnits: null, energyUnit: null });

    const created = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Rhys', lastName: 'Ellis', bodyUnits: 'uk', energyUnit: 'kJ' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ bodyUnits: 'uk', energyUnit: 'kJ' });
    const id = created.json.id as string;
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({ bodyUnits: 'uk', energyUnit: 'kJ' });
    expect((await agent.request('GET', `/api/clients/${id}`)).json).toMatchObject({
      bodyUnits: 'uk',
      energyUnit: 'kJ',
    });
    const list = await agent.request('GET', '/api/clients');
    expect(list.json.find((client: { id: string }) => client.id === id)).toMatchObject({
      bodyUnits: 'uk',
      energyUnit: 'kJ',
    });

    // The spec's form never sends them: its PUT leaves the client's choice as it was.
    const specPut = await agent.request('PUT', `/api/clients/${id}`, {
      body: { firstName: 'Rhys', lastName: 'Ellis' },
    });
    expect(specPut.status).toBe(200);
    expect(specPut.json).toMatchObject({ bodyUnits: 'uk', energyUnit: 'kJ' });

    for (const [patch, path, message] of [
      [{ bodyUnits: 'imperial' }, 'bodyUnits', 'Body units must be metric, us or uk'],
      [{ energyUnit: 'kj' }, 'energyUnit', 'Energy unit must be kcal or kJ'],
      [{ energyUnit: 4.184 }, 'energyUnit', 'Energy unit must be kcal or kJ'],
    ] as const) {
      const refused = await agent.request('PUT', `/api/clients/${id}`, {
        body: { firstName: 'Rhys', lastName: 'Ellis', ...patch },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([expect.objectContaining({ path, message })]);
    }
    expect((await agent.request('GET', `/api/clients/${id}`)).json).toMatchObject({
      bodyUnits: 'uk',
      energyUnit: 'kJ',
    });

    // The form's "As the practice" ('') and the API's null both clear the choice.
    const cleared = await agent.request('PUT', `/api/clients/${id}`, {
      body: { firstName: 'Rhys', lastName: 'Ellis', bodyUnits: '', energyUnit: null },
    });
    expect(cleared.json).toMatchObject({ bodyUnits: null, energyUnit: null });
  });

  it('defaults lists to empty and optional fields to null', async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Tom', lastName: 'Berg', email: '', height: '' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      email: null,
      height: null,
      weight: null,
      gender: null,
      dietaryRestrictions: [],
      allergies: [],
      medicalConditions: [],
    });
  });

  it.each([
    [{ gender: 'robot' }, 'gender'],
    [{ activityLevel: 'couch' }, 'activityLevel'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    [{ height: 'tall' }, 'height'],
    [{ weight: 1200 }, 'weight'],
    [{ email: 'not-an-email' }, 'email'],
    [{ firstName: '   ' }, 'firstName'],
    [{ allergies: 'peanut' }, 'allergies'],
  ])('refuses %j with 400 naming the field, and stores nothing', async (patch, path) => {
    const { agent } = await registerAgent(t);
    const response = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Val', lastName: 'Id', ...patch },
    });
    expect(response.status).toBe(400);
    expect(response.json.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect((await agent.request('GET', '/api/clients')).json).toEqual([]);
  });

  it('lists only the practitioner’s own clients, newest first', async () => {
    const { agent: ana } = await registerAgent(t);
    const { agent: ben } = await registerAgent(t);
    await ana.request('POST', '/api/clients', { body: { firstName: 'First', lastName: 'A' } });
    t.clock.advance(1000);
    await ana.request('POST', '/api/clients', { body: { firstName: 'Second', lastName: 'A' } });
    await ben.request('POST', '/api/clients', { body: { firstName: 'Other', lastName: 'B' } });
    const list = await ana.request('GET', '/api/clients');
    expect(list.json.map((client: { firstName: string }) => client.firstName)).toEqual(['Second', 'First']);
  });

  it('sends a long list compressed to a browser, the same bytes as the plain answer, from memory or not', async () => {
    const { agent, user } = await registerAgent(t);
    await t.deps.db.insert(clients).values(
      Array.from({ length: 120 }, (_, n) => ({
        userId: user.id,
        firstName: `Client ${n}`,
        lastName: 'Gzip',
        email: `client.${n}@example.test`,
        healthGoals: 'Steadier energy through the working day',
      })),
    );
    const ask = (encoding: string) =>
      t.app.request('http://localhost/api/clients', {
        headers: { cookie: agent.cookie!, 'accept-encoding': encoding },
      });
    const plain = Buffer.from(await (await ask('identity')).arrayBuffer());
    expect(JSON.parse(plain.toString('utf8'))).toHaveLength(120);
    for (let read = 0; read < 2; read++) {
      // What browsers send: brotli, the quickest to write.
      const brotli = await ask('gzip, deflate, br, zstd');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      const packed = Buffer.from(await brotli.arrayBuffer());
      expect(packed.byteLength).toBeLessThan(plain.byteLength / 3);
      expect(brotliDecompressSync(packed).equals(plain)).toBe(true);
      // A client without brotli gets gzip.
      const gzipped = await ask('gzip, deflate');
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      const sent = Buffer.from(await gzipped.arrayBuffer());
      expect(sent.byteLength).toBeLessThan(plain.byteLength / 3);
      expect(gunzipSync(sent).equals(plain)).toBe(true);
      expect((await ask('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    }
  });

  it("lists every client's card fields exactly as its own page shows them, odd values included", async () => {
    const { agent } = await registerAgent(t);
    const odd = await agent.request('POST', '/api/clients', {
      body: {
        ...fullClient,
        firstName: 'Zoë "Zed"',
        lastName: "O'Brien, Jr.",
        height: 172.35,
        weight: '',
        notes: 'Line one\nline two\ttabbed, emoji 🥑, backslash \\ and {"json": [1]}',
        allergies: ['Tree nuts, "all"', 'Sesame'],
        medicalConditions: [],
      },
    });
    const plain = await agent.request('POST', '/api/clients', { body: { firstName: 'Ann', lastName: 'Lee' } });
    expect([odd.status, plain.status]).toEqual([201, 201]);
    const list = await agent.request('GET', '/api/clients?view=summary');
    expect(list.status).toBe(200);
    for (const created of [odd, plain]) {
      const page = await agent.request('GET', `/api/clients/${created.json.id}`);
      const { mealPlans: _plans, reports: _reports, ...client } = page.json;
      // The list carries the card's fields of the client as stored, and nothing else.
      const {
        id,
        firstName,
        lastName,
        email,
        dateOfBirth,
        healthGoals,
        dietaryRestrictions,
        allergies,
        archivedAt,
        createdAt,
      } = client;
      expect(list.json.find((entry: { id: string }) => entry.id === created.json.id)).toEqual({
        id,
        firstName,
        lastName,
        email,
        dateOfBirth,
        healthGoals,
        dietaryRestrictions,
        allergies,
        archivedAt,
        createdAt,
      });
      expect(client).toEqual(created.json);
    }
    // 'Sesame' names an allergen of the list, so it is stored as its id; the odd words stay as typed.
    expect(list.json.find((entry: { id: string }) => entry.id === odd.json.id)).toMatchObject({
      allergies: ['Tree nuts, "all"', 'sesame'],
    });
    expect((await agent.request('GET', `/api/clients/${odd.json.id}`)).json).toMatchObject({
      height: 172.35,
      weight: null,
    });
  });

  it('updates a client and keeps the owner; a userId in the body (the form sends one) is ignored, an unknown key refused', async () => {
    const { agent, user } = await registerAgent(t);
    const { user: other } = await registerAgent(t);
    const { json: client } = await agent.request('POST', '/api/clients', { body: fullClient });
    const takeover = await agent.request('PUT', `/api/clients/${client.id}`, {
      body: { ...fullClient, weight: '61.2', userId: other.id },
    });
    expect(takeover.status).toBe(200);
    expect((await agent.request('GET', `/api/clients/${client.id}`)).json).toMatchObject({
      weight: 61.2,
      userId: user.id,
    });
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row.userId).toBe(user.id);
    const forged = await agent.request('PUT', `/api/clients/${client.id}`, {
      body: { ...fullClient, weight: '59', ownerId: other.id },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.errors).toEqual([{ path: 'ownerId', message: 'Unknown field "ownerId"' }]);
    expect((await agent.request('GET', `/api/clients/${client.id}`)).json).toMatchObject({ weight: 61.2 });
    const updated = await agent.request('PUT', `/api/clients/${client.id}`, {
      body: { ...fullClient, weight: '60.8', allergies: [] },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ weight: 60.8, allergies: [], userId: user.id });
    expect((await agent.request('GET', `/api/clients/${client.id}`)).json.weight).toBe(60.8);
  });

  it("answers 404 on every client route for another practitioner's client, and changes nothing", async () => {
    const { agent: owner } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { json: client } = await owner.request('POST', '/api/clients', { body: fullClient });
    const missing = '5d2f0c8e-1111-4222-8333-444455556666';
    for (const id of [client.id, missing, 'not-a-uuid']) {
      const get = await other.request('GET', `/api/clients/${id}`);
      const put = await other.request('PUT', `/api/clients/${id}`, { body: { firstName: 'Hacked', lastName: 'X' } });
      const del = await other.request('DELETE', `/api/clients/${id}`);
      for (const response of [get, put, del]) {
        expect(response.status).toBe(404);
        expect(response.json).toEqual({ code: 'NOT_FOUND', message: 'Client not found', errors: [] });
      }
    }
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row.firstName).toBe('Priya');
    expect((await other.request('GET', '/api/clients')).json).toEqual([]);
  });

  it('answers 401 to anonymous callers on every client route', async () => {
    const anonymous = createAgent(t);
    const id = '5d2f0c8e-1111-4222-8333-444455556666';
    for (const [method, path] of [
      ['GET', '/api/clients'],
      ['POST', '/api/clients'],
      ['GET', `/api/clients/${id}`],
      ['PUT', `/api/clients/${id}`],
      ['DELETE', `/api/clients/${id}`],
    ]) {
      expect(
        (await anonymous.request(method, path, method === 'POST' || method === 'PUT' ? { body: fullClient } : {}))
          .status,
      ).toBe(401);
    }
  });

  it('erases a client with their plans (issue 38; client-erasure.test.ts has the whole record)', async () => {
    const { agent, user } = await registerAgent(t);
    const { json: client } = await agent.request('POST', '/api/clients', { body: fullClient });
    await t.deps.db.insert(mealPlans).values({
      userId: user.id,
      clientId: client.id,
      name: 'Plan',
      startDate: '2026-01-01',
      endDate: '2026-01-07',
      shareToken: `tok-${client.id}`,
    });
    expect((await agent.request('DELETE', `/api/clients/${client.id}`)).status).toBe(204);
    expect((await agent.request('GET', `/api/clients/${client.id}`)).status).toBe(404);
    expect(await t.deps.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id))).toEqual([]);
  });

  it("shows the client's meal plans on the profile", async () => {
    const { agent, user } = await registerAgent(t);
    const { json: client } = await agent.request('POST', '/api/clients', { body: fullClient });
    await t.deps.db.insert(mealPlans).values({
      userId: user.id,
      clientId: client.id,
      name: 'Heart-healthy week',
      startDate: '2026-02-01',
      endDate: '2026-02-07',
      shareToken: `tok2-${client.id}`,
    });
    const profile = await agent.request('GET', `/api/clients/${client.id}`);
    expect(profile.json.mealPlans).toEqual([
      expect.objectContaining({ name: 'Heart-healthy week', status: 'active', startDate: '2026-02-01' }),
    ]);
    expect(profile.json.reports).toEqual([]);
  });
});

describe('audit trail', () => {
  it('records who read and changed which client, and when', async () => {
    const { agent, user } = await registerAgent(t);
    const { json: client } = await agent.request('POST', '/api/clients', { body: fullClient });
    await agent.request('GET', `/api/clients/${client.id}`);
    await agent.request('PUT', `/api/clients/${client.id}`, { body: fullClient });
    await agent.request('GET', '/api/clients');
    const trail = () =>
      t.deps.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.actorId, user.id), eq(activityLog.entityType, 'client')))
        .orderBy(activityLog.id);
    const rows = await trail();
    expect(rows.map((row) => row.action)).toEqual([
      'client.created',
      'client.viewed',
      'client.updated',
      'client.listed',
    ]);
    expect(rows.filter((row) => row.action !== 'client.listed').every((row) => row.entityId === client.id)).toBe(true);
    expect(rows.every((row) => row.createdAt instanceof Date)).toBe(true);
    // The trail names the person, never their health details.
    expect(rows.map((row) => row.summary).join(' ')).not.toMatch(/Peanut|cholesterol|Hypercholesterolaemia/i);

    // Erasing the client takes the rows about them (issue 38); the list read, which names no one, and the
    // tombstone stay.
    await agent.request('DELETE', `/api/clients/${client.id}`);
    const after = await trail();
    expect(after.map((row) => row.action)).toEqual(['client.listed', 'client.erased']);
    expect(after[1]).toMatchObject({ entityId: client.id });
    expect(after.map((row) => row.summary).join(' ')).not.toMatch(/Priya|Raman/);
  });
});

describe('dashboard', () => {
  it('counts the practitioner’s own rows and this week’s additions', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { json: old } = await agent.request('POST', '/api/clients', { body: { firstName: 'Old', lastName: 'One' } });
    // Added eight days ago: outside "this week".
    const eightDaysAgo = new Date(t.clock.now().getTime() - 8 * 86_400_000);
    await t.deps.db.update(clients).set({ createdAt: eightDaysAgo }).where(eq(clients.id, old.id));
    await agent.request('POST', '/api/clients', { body: { firstName: 'New', lastName: 'One' } });
    await agent.request('POST', '/api/clients', { body: { firstName: 'New', lastName: 'Two' } });
    await other.request('POST', '/api/clients', { body: { firstName: 'Not', lastName: 'Mine' } });
    const stats = await agent.request('GET', '/api/dashboard/stats');
    expect(stats.json).toEqual({
      activeClients: 3,
      mealPlans: 0,
      customRecipes: 0,
      reports: 0,
      trends: { clientsThisWeek: 2, mealPlansThisMonth: 0, recipesThisWeek: 0, reportsThisMonth: 0 },
    });
  });

  it('feeds Recent Activity from the practitioner’s own changes, newest first, without reads', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { json: client } = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Lena', lastName: 'Park' },
    });
    t.clock.advance(1000);
    await agent.request('GET', `/api/clients/${client.id}`);
    await agent.request('PUT', `/api/clients/${client.id}`, { body: { firstName: 'Lena', lastName: 'Park-Kim' } });
    await other.request('POST', '/api/clients', { body: { firstName: 'Hidden', lastName: 'Person' } });
    const feed = await agent.request('GET', '/api/dashboard/activity');
    expect(feed.json.map((item: { summary: string }) => item.summary)).toEqual([
      "Updated Lena Park-Kim's profile",
      'Added client Lena Park',
    ]);
  });
});
