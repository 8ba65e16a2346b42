// What the tests of a client's record and a practice's account (issue 38) share: a client signed in to the portal,
// a whole record with a marker in every text, a search of every row of every table for a text, and reading a ZIP
// back with nothing but zlib.
import { createHash, randomBytes } from 'node:crypto';
import { crc32, inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAgent, type TestAgent, type TestApp } from './test-app.ts';

export const PORTAL_PASSWORD = 'a portal passphrase';

/**
 * Invites the client to the portal and accepts the invitation. No mailbox runs in these tests, so the e-mailed
 * token is swapped for one the test knows (the e-mail path is tested in portal-access.test.ts and the journeys).
 */
export async function signInToPortal(t: TestApp, practitioner: TestAgent, clientId: string): Promise<TestAgent> {
  const invited = await practitioner.request('POST', `/api/clients/${clientId}/portal-invite`);
  expect(invited.status, invited.text).toBe(200);
  const token = randomBytes(32).toString('base64url');
  await t.deps.db.execute(
    sql`update portal_accounts set invite_token_hash = ${createHash('sha256').update(token).digest('hex')} where client_id = ${clientId}`,
  );
  const portal = createAgent(t);
  const accepted = await portal.request('POST', '/api/portal/accept', { body: { token, password: PORTAL_PASSWORD } });
  expect(accepted.status, accepted.text).toBe(200);
  return portal;
}

/** Lower case throughout: e-mail addresses are kept lower-cased, and kept answers are searched as bytes. */
export function markerSet() {
  const tag = `qzmk${randomBytes(4).toString('hex')}`;
  return { tag, field: (name: string) => `${tag}${name}` };
}
export type Markers = ReturnType<typeof markerSet>;

export interface DumpHit {
  table: string;
  rows: number;
}

/**
 * The tables holding `needle` anywhere in a row, with how many rows: every row of every table of the public schema
 * read as text (bytea as hex, so kept answers and uploads are searched too), on PGlite and PostgreSQL alike.
 */
export async function tablesHolding(t: TestApp, needle: string): Promise<DumpHit[]> {
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
export async function wholeRecord(t: TestApp, agent: TestAgent, m: Markers) {
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
  // The portal: invited, accepted, used.
  const portal = await signInToPortal(t, agent, client.id);
  await ok(portal, 'POST', '/api/portal/check-ins', {
    date: today,
    mealType: 'breakfast',
    status: 'swapped',
    note: m.field('checkinnote'),
  });
  await ok(portal, 'POST', '/api/portal/measurements', { date: today, weightKg: 70.2, waistCm: 80 });
  // The food diary: a meal with what the client wrote in words, and the day's water.
  await ok(portal, 'POST', '/api/portal/diary', {
    date: today,
    mealType: 'dinner',
    entries: [{ kind: 'text', text: m.field('diarytext') }],
  });
  await ok(portal, 'POST', '/api/portal/water', { date: today, ml: 1250 });
  const list = await ok(portal, 'GET', `/api/portal/shopping-list?today=${today}`);
  const item = list.groups?.[0]?.items?.[0]?.key as string | undefined;
  if (item) await ok(portal, 'PUT', '/api/portal/shopping-list/ticks', { mealPlanId: plan.id, item, ticked: true });
  // Reads leave audit rows naming the client.
  await ok(agent, 'GET', `/api/clients/${client.id}`);
  await ok(agent, 'GET', `/api/clients/${client.id}/progress`);
  await ok(agent, 'GET', `/api/meal-plans/${plan.id}`);
  await ok(agent, 'GET', '/api/clients');
  return { client, plan, recipe, share, portal, shoppingTicked: item ? 1 : 0 };
}

/**
 * The files of a ZIP by name, read from its central directory (end record without a comment, as ours), checking
 * every entry's CRC-32 and sizes as an unzip tool would.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const checksum = zip.readUInt32LE(at + 16);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(localAt), name).toBe(0x04034b50);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const packed = zip.subarray(dataAt, dataAt + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : Buffer.from(packed);
    expect([0, 8], name).toContain(method);
    expect(data.length, name).toBe(size);
    expect(crc32(data), name).toBe(checksum);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** A download as the browser makes it: the agent's session cookie, the answer's bytes. */
export async function download(t: TestApp, agent: TestAgent, path: string) {
  const response = await t.app.request(`http://localhost${path}`, { headers: { cookie: agent.cookie! } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
