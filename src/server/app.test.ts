import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../tests/support/test-app.ts';
import { clients, mealPlans, sessions, users } from './db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validRegistration = {
  username: 'conventions',
  email: 'conv@example.test',
  password: 'long enough pw',
  firstName: 'A',
  lastName: 'B',
};

describe('API conventions', () => {
  it('answers 415 to a body that is not JSON', async () => {
    const response = await createAgent(t).request('POST', '/api/auth/register', {
      rawBody: 'username=conventions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.json).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the request body as JSON (Content-Type: application/json)',
      errors: [],
    });
  });

  it('answers 400 with the error body to malformed JSON', async () => {
    const response = await createAgent(t).request('POST', '/api/auth/login', {
      rawBody: '{"username": "x", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON', errors: [] });
  });

  it('answers 413 to a body over 1 MB and stores nothing', async () => {
    const huge = { ...validRegistration, firstName: 'x'.repeat(1_100_000) };
    const response = await createAgent(t).request('POST', '/api/auth/register', { body: huge });
    expect(response.status).toBe(413);
    expect(response.json.message).toMatch(/larger than 1 MB/);
    const [{ count }] = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(count).toBe(0);
  });

  it('answers 400 with every invalid field for wrong types and ignores nothing silently', async () => {
    const response = await createAgent(t).request('POST', '/api/auth/register', {
      body: { username: 42, password: null },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Some fields are not valid');
    expect(response.json.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'username',
    ]);
  });

  it('answers 404 in the error body for an unknown API route (401 before sign-in: routes are not probed)', async () => {
    expect((await createAgent(t).request('GET', '/api/no-such-thing')).status).toBe(401);
    const { agent } = await registerAgent(t);
    const response = await agent.request('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ code: 'NOT_FOUND', message: 'No such API route', errors: [] });
  });

  it('sends hardening headers and no-store on API answers, including errors', async () => {
    for (const path of ['/api/health', '/api/no-such-thing', '/api/users/me']) {
      const response = await createAgent(t).request('GET', path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('API description', () => {
  it('serves an OpenAPI 3.1 document that lists the account routes', async () => {
    const response = await createAgent(t).request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.json.openapi).toBe('3.1.0');
    expect(Object.keys(response.json.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/users/me',
        '/api/admin/stats',
      ]),
    );
    const registerBody = response.json.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.properties.password.minLength).toBe(8);
  });

  it('serves a browsable page whose scripts come from this server, not a CDN', async () => {
    const page = await createAgent(t).request('GET', '/api/docs');
    expect(page.status).toBe(200);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await createAgent(t).request('GET', source);
      expect(asset.status).toBe(200);
      expect(asset.text.length).toBeGreaterThan(20);
    }
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/); // no inline script under the CSP
  });
});

describe('data model', () => {
  it("removes a practitioner's sessions, clients and plans with the account", async () => {
    const { user } = await registerAgent(t);
    const [client] = await t.deps.db
      .insert(clients)
      .values({ userId: user.id, firstName: 'Cas', lastName: 'Cade', height: '172.50', weight: '68.25' })
      .returning();
    expect(client.height).toBe('172.50');
    expect(client.dietaryRestrictions).toEqual([]);
    await t.deps.db.insert(mealPlans).values({
      userId: user.id,
      clientId: client.id,
      name: 'Week 1',
      startDate: '2026-01-01',
      endDate: '2026-01-07',
      shareToken: 'token-for-cascade-test',
    });
    await t.deps.db.delete(users).where(eq(users.id, user.id));
    expect(await t.deps.db.select().from(clients).where(eq(clients.userId, user.id))).toEqual([]);
    expect(await t.deps.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id))).toEqual([]);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('refuses values outside the spec lists and duplicate share tokens', async () => {
    const { user } = await registerAgent(t);
    await expect(
      t.deps.db.insert(clients).values({ userId: user.id, firstName: 'A', lastName: 'B', gender: 'unknown' }),
    ).rejects.toThrow();
    const plan = {
      userId: user.id,
      name: 'P',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
      shareToken: 'dup-token',
    };
    await t.deps.db.insert(mealPlans).values(plan);
    await expect(t.deps.db.insert(mealPlans).values(plan)).rejects.toThrow();
    const [saved] = await t.deps.db.select().from(mealPlans).where(eq(mealPlans.shareToken, 'dup-token'));
    expect(saved.status).toBe('active');
    expect(saved.startDate).toBe('2026-01-01');
  });
});
