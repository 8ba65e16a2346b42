import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  download,
  markerSet,
  tablesHolding,
  unzip,
  wholeRecord,
  type Markers,
} from '../../../../tests/support/client-record.ts';
import { pngImage } from '../../../../tests/support/test-images.ts';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type TestAgent,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { allergens } from '../../../shared/nutrition/allergens.ts';
import { accountFileSchema } from '../../../shared/schemas/account.ts';
import { clientRecordFileSchema } from '../../../shared/schemas/client-record.ts';
import { activityLog, sessions, users } from '../../db/schema.ts';
import { SOLE_ADMIN_MESSAGE } from './account-erasure.service.ts';

// A practice's own account (issue 38 item 4): everything of it leaves as one ZIP, and deleting the account, once
// its password confirms it, leaves nothing of the practice in any row of any table but one tombstone.

const PASSWORD = 'correct horse battery';
const FOOD_ID = 9003; // Apples, raw, with skin (USDA SR28)

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  admin = (await registerAgent(t)).agent; // the first account: the administrator
});
afterAll(async () => {
  await t.close();
});

async function ok(agent: TestAgent, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await agent.request(method, path, { body, headers });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return answer.json;
}

/**
 * A practice with a marker in every text of its own (name, address, branding, a recipe, a plan given to no one, an
 * allergen entry, an e-mail from the administrator and a password-reset e-mail to its address, a kept answer) and
 * two whole client records.
 */
async function wholePractice(m: Markers) {
  const { agent, user } = await registerAgent(t, {
    username: m.field('user'),
    email: `${m.field('own')}@example.test`,
    firstName: m.field('firstname'),
    lastName: m.field('lastname'),
  });
  const logo = await t.app.request('http://localhost/api/users/me/logo', {
    method: 'POST',
    headers: { cookie: agent.cookie!, 'content-type': 'image/png' },
    body: new Uint8Array(pngImage(24, 24)),
  });
  expect(logo.status).toBe(201);
  await ok(agent, 'PUT', '/api/users/me/branding', {
    businessName: m.field('business'),
    businessLogo: (await logo.json()).url,
    tagline: m.field('tagline'),
    brandColorPrimary: '#0f766e',
    brandColorSecondary: '#f59e0b',
    contactEmail: `${m.field('contact')}@example.test`,
    contactPhone: '+44 20 7946 0321',
    website: `https://${m.tag}.example.test`,
  });
  const recipe = await ok(
    agent,
    'POST',
    '/api/recipes',
    {
      name: m.field('recipe'),
      description: m.field('recipedescription'),
      instructions: m.field('method'),
      servings: 2,
      ingredients: [{ name: 'Apple', amount: 1, unit: 'piece', fdcId: FOOD_ID }],
    },
    { 'Idempotency-Key': randomBytes(8).toString('hex') },
  );
  const today = t.clock.now().toISOString().slice(0, 10);
  const plan = await ok(agent, 'POST', '/api/meal-plans', {
    name: m.field('freeplan'),
    clientId: null,
    startDate: today,
    endDate: today,
  });
  await ok(agent, 'PUT', `/api/meal-plans/${plan.id}/days/1`, {
    meals: { breakfast: { recipeId: recipe.id, servings: 1 } },
  });
  const template = await ok(agent, 'POST', '/api/plan-templates', {
    fromMealPlanId: plan.id,
    name: m.field('template'),
    description: m.field('templatenote'),
  });
  await ok(agent, 'PUT', `/api/nutrition/foods/${FOOD_ID}/allergens`, {
    statuses: Object.fromEntries(allergens.map((allergen) => [allergen, allergen === 'milk' ? 'contains' : 'free'])),
    note: m.field('label'),
  });
  await ok(agent, 'POST', '/api/foods', {
    description: m.field('ownfood'),
    servingSize: { amount: 30, unit: 'g' },
    nutrientsPerServing: { calories: 120, protein: 3, carbs: 15, fat: 5 },
    ingredientsText: `${m.field('ownfoodingredients')} oats, honey`,
  });
  await ok(admin, 'POST', '/api/admin/emails/send', {
    recipient: user.email,
    subject: m.field('notice'),
    body: 'Maintenance tonight.',
  });
  await ok(createAgent(t), 'POST', '/api/auth/password-reset', { email: user.email });
  const first = await wholeRecord(t, agent, m);
  const second = await wholeRecord(t, agent, { tag: m.tag, field: (name) => m.field(`two${name}`) });
  return { agent, user, recipe, plan, template, clients: [first, second] };
}

describe("exporting the practice's account", () => {
  it("answers a ZIP with the profile, branding, recipes, plans, allergen entries, e-mails, audit and each client's record", async () => {
    const m = markerSet();
    const practice = await wholePractice(m);
    const stranger = await wholePractice(markerSet());

    const { response, bytes } = await download(t, practice.agent, '/api/users/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="platewise-account-${m.tag}business-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    const files = unzip(bytes);
    const text = (name: string) => {
      expect([...files.keys()], name).toContain(name);
      return files.get(name)!.toString('utf8');
    };

    const account = accountFileSchema.parse(JSON.parse(text('account.json')));
    expect(account.profile).toMatchObject({ id: practice.user.id, businessName: m.field('business') });
    expect(account.sessions.length).toBeGreaterThan(0);
    // No password hash and no session token (nor its hash) anywhere in the archive.
    const [stored] = await t.deps.db.select().from(users).where(eq(users.id, practice.user.id));
    const sessionIds = (await t.deps.db.select().from(sessions).where(eq(sessions.userId, practice.user.id))).map(
      (row) => row.id,
    );
    const everything = [...files.values()].map((data) => data.toString('latin1')).join('\n');
    expect(everything).not.toContain(stored.password);
    for (const id of sessionIds) expect(everything).not.toContain(id);
    expect(everything).not.toContain(practice.agent.cookie!.split('=')[1]);

    expect([...files.keys()].filter((name) => name.startsWith('branding/'))).toEqual(['branding/01-logo.png']);
    // Its own recipes only: the marked one and the one each client record's plan uses.
    const recipes = JSON.parse(text('recipes.json')) as { id: string; userId: string }[];
    expect(recipes).toHaveLength(3);
    expect(recipes.every((recipe) => recipe.userId === practice.user.id)).toBe(true);
    expect(recipes).toContainEqual(
      expect.objectContaining({ id: practice.recipe.id, name: m.field('recipe'), instructions: m.field('method') }),
    );
    const freePlan = `meal-plans/01-${m.tag}freeplan`;
    expect(JSON.parse(text(`${freePlan}.json`))).toMatchObject({ id: practice.plan.id, clientId: null });
    expect(files.get(`${freePlan}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(JSON.parse(text('plan-templates.json'))).toEqual([
      expect.objectContaining({
        id: practice.template.id,
        name: m.field('template'),
        description: m.field('templatenote'),
        days: [expect.objectContaining({ meals: expect.objectContaining({ breakfast: expect.anything() }) })],
      }),
    ]);
    // The entry set on a USDA food, and the one the practice's own food got from its label.
    expect(JSON.parse(text('allergen-entries.json'))).toEqual([
      expect.objectContaining({
        foodId: FOOD_ID,
        note: m.field('label'),
        statuses: expect.objectContaining({ milk: 'contains', egg: 'free' }),
      }),
      expect.objectContaining({
        food: m.field('ownfood'),
        statuses: expect.objectContaining({ gluten: 'may contain' }),
      }),
    ]);
    expect(JSON.parse(text('foods.json'))).toEqual([
      expect.objectContaining({
        description: m.field('ownfood'),
        label: expect.objectContaining({ servingSize: { amount: 30, unit: 'g' } }),
        animalFacts: expect.objectContaining({ honey: 'contains' }),
      }),
    ]);
    const emails = JSON.parse(text('emails.json')) as { subject: string }[];
    expect(emails.length).toBeGreaterThanOrEqual(6); // two invitations and four shopping lists
    const audit = JSON.parse(text('audit.json')) as { action: string }[];
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['user.registered', 'client.created']));

    // Each client in a folder of their own, laid out as the client's own export.
    for (const [index, { client, plan }] of practice.clients.entries()) {
      const [folder] = [...files.keys()]
        .filter((name) => name.endsWith('/client.json') && name.startsWith('clients/'))
        .filter((name) => JSON.parse(text(name)).client.id === client.id);
      expect(folder, `client ${index + 1}`).toMatch(/^clients\/0[12]-[a-z0-9-]+\/client\.json$/);
      const base = folder.slice(0, -'client.json'.length);
      const record = clientRecordFileSchema.parse(JSON.parse(text(folder)));
      expect(record.client).toMatchObject({ id: client.id, firstName: client.firstName, notes: client.notes });
      expect(record.portal.status).toBe('active');
      for (const name of [
        'README.txt',
        'emails.json',
        'audit.json',
        'portal/check-ins.json',
        'portal/measurements.json',
      ])
        expect([...files.keys()]).toContain(`${base}${name}`);
      const planFile = [...files.keys()].find(
        (name) => name.startsWith(`${base}meal-plans/`) && name.endsWith('.json'),
      );
      expect(JSON.parse(text(planFile!))).toMatchObject({ id: plan.id, clientId: client.id });
      expect([...files.keys()].some((name) => name.startsWith(`${base}reports/`) && name.endsWith('.pdf'))).toBe(true);
    }

    // The README names every file at the top and the client folders.
    const readme = text('README.txt');
    for (const name of [
      'account.json',
      'recipes.json',
      'plan-templates.json',
      'allergen-entries.json',
      'foods.json',
      'emails.json',
      'audit.json',
      `${freePlan}.pdf`,
    ])
      expect(readme).toContain(name);
    expect(readme).toContain('clients/NN-name/');

    // Nothing of another practice.
    expect(everything).not.toContain(stranger.recipe.id);
    expect(everything).not.toContain(stranger.clients[0].client.id);

    const exported = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, practice.user.id), eq(activityLog.action, 'account.exported')));
    expect(exported).toEqual([expect.objectContaining({ entityType: 'user', entityId: practice.user.id })]);
  });

  it('needs a signed-in practitioner', async () => {
    const answer = await createAgent(t).request('GET', '/api/users/me/export');
    expect(answer.status).toBe(401);
  });
});

describe("deleting the practice's account", () => {
  it('with a wrong password changes nothing; with the right one erases every row of the practice and signs out', async () => {
    const gone = markerSet();
    const kept = markerSet();
    const practice = await wholePractice(gone);
    const other = await wholePractice(kept);
    const before = await tablesHolding(t, gone.tag);
    expect(before.map((hit) => hit.table)).toEqual(
      expect.arrayContaining([
        'activity_log',
        'clients',
        'email_log',
        'idempotency_keys',
        'meal_plans',
        'plan_templates',
        'practice_food_allergens',
        'recipes',
        'users',
      ]),
    );
    const keptBefore = await tablesHolding(t, kept.tag);

    // A wrong password: refused, and every row stays.
    const wrong = await practice.agent.request('POST', '/api/users/me/delete', {
      body: { password: 'not my password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ path: 'password', message: 'This is not your password' }]);
    expect(await tablesHolding(t, gone.tag)).toEqual(before);
    expect((await practice.agent.request('GET', '/api/users/me')).status).toBe(200);
    // No body or an unknown key: 400 too.
    expect((await practice.agent.request('POST', '/api/users/me/delete', { body: {} })).status).toBe(400);

    const deleted = await practice.agent.request('POST', '/api/users/me/delete', { body: { password: PASSWORD } });
    expect(deleted.status, deleted.text).toBe(204);
    expect(deleted.headers.get('set-cookie')).toMatch(/Max-Age=0/i);

    // Nothing of the practice in any row of any table; its id stays only in the tombstone.
    expect(await tablesHolding(t, gone.tag)).toEqual([]);
    expect(await tablesHolding(t, practice.user.id)).toEqual([{ table: 'activity_log', rows: 1 }]);
    for (const { client } of practice.clients) expect(await tablesHolding(t, client.id)).toEqual([]);
    const [tombstone] = await t.deps.db.select().from(activityLog).where(eq(activityLog.actorId, practice.user.id));
    expect(tombstone).toMatchObject({ action: 'account.erased', entityType: 'user', entityId: practice.user.id });
    expect(tombstone.summary).toMatch(
      /^Erased a practice account: 2 client records, 3 recipes, 1 meal plans without a client, 1 plan templates, .*\(in the client records: 2 meal plans, /,
    );
    expect(tombstone.summary).not.toContain(practice.user.email);

    // Signed out, and the account is gone: sign-in, the share page and the portal all refuse.
    expect((await practice.agent.request('GET', '/api/users/me')).status).toBe(401);
    const signIn = await createAgent(t).request('POST', '/api/auth/login', {
      body: { username: practice.user.username, password: PASSWORD },
    });
    expect(signIn.status).toBe(401);
    expect((await createAgent(t).request('GET', `/api/share/${practice.clients[0].share.shareToken}`)).status).toBe(
      404,
    );
    expect((await practice.clients[0].portal.request('GET', '/api/portal/me')).status).toBe(401);

    // The other practice keeps everything.
    expect(await tablesHolding(t, kept.tag)).toEqual(keptBefore);
    expect((await other.agent.request('GET', `/api/recipes/${other.recipe.id}`)).status).toBe(200);
    expect((await other.clients[0].portal.request('GET', '/api/portal/me')).status).toBe(200);
  });

  it('refuses the only administrator with 409 and deletes nothing; with a second administrator it goes', async () => {
    const before = await admin.request('GET', '/api/users/me');
    const refused = await admin.request('POST', '/api/users/me/delete', { body: { password: PASSWORD } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ code: 'CONFLICT', message: SOLE_ADMIN_MESSAGE, errors: [] });
    expect((await admin.request('GET', '/api/users/me')).json).toEqual(before.json);

    const { user: next } = await registerAgent(t);
    expect((await admin.request('PUT', `/api/admin/users/${next.id}/role`, { body: { role: 'admin' } })).status).toBe(
      200,
    );
    expect((await admin.request('POST', '/api/users/me/delete', { body: { password: PASSWORD } })).status).toBe(204);
    expect((await admin.request('GET', '/api/users/me')).status).toBe(401);
  });
});
