import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { activityLog } from '../../db/schema.ts';
import { MAX_FAILED_SIGN_INS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const password = 'correct horse battery';

describe('registration', () => {
  it('makes the first account an admin and later ones practitioners', async () => {
    const first = await registerAgent(t);
    const second = await registerAgent(t);
    expect(first.user.role).toBe('admin');
    expect(second.user.role).toBe('user');
  });

  it('never serialises the password or its hash', async () => {
    const { agent, user } = await registerAgent(t, { password: 'a-very-secret-phrase' });
    const me = await agent.request('GET', '/api/users/me');
    for (const text of [JSON.stringify(user), me.text]) {
      expect(text).not.toContain('a-very-secret-phrase');
      expect(text).not.toContain('argon2');
      expect(text).not.toMatch(/"password"/);
    }
    expect(me.json.id).toBe(user.id);
  });

  it('refuses a taken username or e-mail in any letter case with 409', async () => {
    const { input } = await registerAgent(t);
    const agent = createAgent(t);
    const sameName = await agent.request('POST', '/api/auth/register', {
      body: { ...input, username: input.username.toUpperCase(), email: 'other-address@example.test' },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json.errors[0].path).toBe('username');
    const sameEmail = await agent.request('POST', '/api/auth/register', {
      body: { ...input, username: 'someone_else_entirely', email: input.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.message).toBe('An account with this email already exists');
  });

  it('answers 400 with the failing fields and creates nothing', async () => {
    const agent = createAgent(t);
    const response = await agent.request('POST', '/api/auth/register', {
      body: { username: 'shortpw', email: 'not-an-email', password: 'short', firstName: '', lastName: 'X' },
    });
    expect(response.status).toBe(400);
    const paths = response.json.errors.map((error: { path: string }) => error.path).sort();
    expect(paths).toEqual(['email', 'firstName', 'password']);
    expect(response.json.errors.find((e: { path: string }) => e.path === 'password').message).toBe(
      'Password must be at least 8 characters',
    );
    const login = await agent.request('POST', '/api/auth/login', { body: { username: 'shortpw', password: 'short' } });
    expect(login.status).toBe(401);
  });
});

describe('sign-in', () => {
  it('accepts the username or the e-mail, in any case, and sets a hardened cookie', async () => {
    const { input } = await registerAgent(t);
    for (const identifier of [input.username, input.email.toUpperCase()]) {
      const agent = createAgent(t);
      const response = await agent.request('POST', '/api/auth/login', { body: { username: identifier, password } });
      expect(response.status).toBe(200);
      expect(response.json.username).toBe(input.username);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/); // plain http here
      expect((await agent.request('GET', '/api/users/me')).status).toBe(200);
    }
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const { input } = await registerAgent(proxied);
      const response = await createAgent(proxied).request('POST', '/api/auth/login', {
        body: { username: input.username, password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('set-cookie')).toMatch(/Secure/);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    } finally {
      await proxied.close();
    }
  });

  it('gives the same 401 for a wrong password and an unknown account', async () => {
    const { input } = await registerAgent(t);
    const agent = createAgent(t);
    const wrong = await agent.request('POST', '/api/auth/login', {
      body: { username: input.username, password: 'nope-nope-nope' },
    });
    const unknown = await agent.request('POST', '/api/auth/login', { body: { username: 'nobody-here', password } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.message).toBe('Invalid username or password');
    expect(agent.cookie).toBeNull();
  });

  it('locks the account for 15 minutes after 5 failed sign-ins in a row', async () => {
    const { input } = await registerAgent(t);
    const agent = createAgent(t);
    const attempt = (pw: string) =>
      agent.request('POST', '/api/auth/login', { body: { username: input.username, password: pw } });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const fifth = await attempt('wrong-password');
    expect(fifth.status).toBe(423);
    expect(fifth.json.message).toMatch(/locked/i);
    expect(fifth.json.message).toMatch(/15 minutes/);

    // Even the right password is refused while the lock holds.
    const whileLocked = await attempt(password);
    expect(whileLocked.status).toBe(423);
    t.clock.advance(14 * 60_000);
    expect((await attempt(password)).status).toBe(423);
    t.clock.advance(60_000 + 1);
    expect((await attempt(password)).status).toBe(200);
  });

  it('checks at most five passwords however many wrong ones arrive at once', async () => {
    const { input, user } = await registerAgent(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createAgent(t).request('POST', '/api/auth/login', {
          body: { username: input.username, password: `wrong-password-${i}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // A 401 is a checked password that was wrong; the fifth check answers 423 as it sets the lock; every
    // other attempt is refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_SIGN_INS - 1);
    expect(statuses.filter((status) => status === 423)).toHaveLength(50 - (MAX_FAILED_SIGN_INS - 1));
    const lockNotes = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, user.id), eq(activityLog.action, 'user.locked')));
    expect(lockNotes).toHaveLength(1);
    expect(
      (await createAgent(t).request('POST', '/api/auth/login', { body: { username: input.username, password } }))
        .status,
    ).toBe(423);
  });

  it('starts a new streak once a lock has run out', async () => {
    const { input } = await registerAgent(t);
    const attempt = (pw: string) =>
      createAgent(t).request('POST', '/api/auth/login', { body: { username: input.username, password: pw } });
    for (let i = 0; i < 4; i++) await attempt('wrong-password');
    expect((await attempt('wrong-password')).status).toBe(423);
    t.clock.advance(15 * 60_000 + 1);
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt('wrong-password')).status).toBe(423);
  });

  it('counts failures in a row: a success in between starts the count again', async () => {
    const { input } = await registerAgent(t);
    const agent = createAgent(t);
    const attempt = (pw: string) =>
      agent.request('POST', '/api/auth/login', { body: { username: input.username, password: pw } });
    for (let i = 0; i < 4; i++) await attempt('wrong-password');
    expect((await attempt(password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('ends after the idle timeout, and activity keeps it alive', async () => {
    const { agent } = await registerAgent(t);
    t.clock.advance(50 * 60_000);
    expect((await agent.request('GET', '/api/users/me')).status).toBe(200);
    t.clock.advance(50 * 60_000);
    expect((await agent.request('GET', '/api/users/me')).status).toBe(200);
    t.clock.advance(60 * 60_000 + 1);
    const expired = await agent.request('GET', '/api/users/me');
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('Please sign in to continue');
  });

  it('ends 24 hours after sign-in however active the user is', async () => {
    const { agent } = await registerAgent(t);
    for (let hour = 0; hour < 23; hour++) {
      t.clock.advance(59 * 60_000);
      expect((await agent.request('GET', '/api/users/me')).status).toBe(200);
    }
    t.clock.advance(60 * 60_000);
    expect((await agent.request('GET', '/api/users/me')).status).toBe(401);
  });

  it('is gone on the server after logout: replaying the old cookie is refused', async () => {
    const { agent } = await registerAgent(t);
    const stolenCookie = agent.cookie;
    const out = await agent.request('POST', '/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/pw_session=;/);
    const replay = createAgent(t);
    replay.cookie = stolenCookie;
    expect((await replay.request('GET', '/api/users/me')).status).toBe(401);
  });

  it('ignores a made-up cookie', async () => {
    const agent = createAgent(t);
    agent.cookie = 'pw_session=made-up-token';
    expect((await agent.request('GET', '/api/users/me')).status).toBe(401);
  });
});

describe('access', () => {
  it('answers 401 to anonymous callers and 403 to practitioners on admin routes', async () => {
    const anonymous = createAgent(t);
    expect((await anonymous.request('GET', '/api/users/me')).status).toBe(401);
    expect((await anonymous.request('GET', '/api/admin/stats')).status).toBe(401);

    const { agent: practitioner } = await registerAgent(t);
    const refused = await practitioner.request('GET', '/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ code: 'FORBIDDEN', message: 'Administrator access is required', errors: [] });
  });

  it('lets the admin read real platform counts', async () => {
    // A database of its own, so the counts are known exactly.
    const fresh = await createTestApp();
    try {
      const { agent: adminAgent } = await registerAgent(fresh);
      await registerAgent(fresh);
      const stats = await adminAgent.request('GET', '/api/admin/stats');
      expect(stats.status).toBe(200);
      expect(stats.json).toMatchObject({ totalUsers: 2, adminUsers: 1, totalClients: 0 });
    } finally {
      await fresh.close();
    }
  });
});

describe('cross-site protection', () => {
  it('refuses a state change whose Origin is another site, and creates nothing', async () => {
    const agent = createAgent(t);
    const input = { username: 'crosssite1', email: 'crosssite1@example.test', password, firstName: 'C', lastName: 'S' };
    const refused = await agent.request('POST', '/api/auth/register', {
      body: input,
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Cross-site requests are not allowed');
    const login = await agent.request('POST', '/api/auth/login', { body: { username: 'crosssite1', password } });
    expect(login.status).toBe(401);
  });

  it('refuses Sec-Fetch-Site cross-site and same-site, accepts same-origin and header-less calls', async () => {
    const { agent, input } = await registerAgent(t);
    const login = (headers: Record<string, string>) =>
      agent.request('POST', '/api/auth/login', { body: { username: input.username, password }, headers });
    expect((await login({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await login({ origin: 'null' })).status).toBe(403);
    expect((await login({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost' })).status).toBe(200);
    expect((await login({})).status).toBe(200);
  });

  it('refuses a cross-site logout, so another site cannot sign the user out', async () => {
    const { agent } = await registerAgent(t);
    expect(
      (await agent.request('POST', '/api/auth/logout', { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect((await agent.request('GET', '/api/users/me')).status).toBe(200);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the per-minute budget, and lets the caller back in a minute later', async () => {
    const limited = await createTestApp({ config: { authRateLimitPerMinute: 3 } });
    try {
      const agent = createAgent(limited);
      const attempt = () =>
        agent.request('POST', '/api/auth/login', { body: { username: 'whoever', password: 'whatever1' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Registration shares the budget: a second way in is not a way around it.
      const register = await agent.request('POST', '/api/auth/register', {
        body: { username: 'ratelimited', email: 'rl@example.test', password, firstName: 'R', lastName: 'L' },
      });
      expect(register.status).toBe(429);
      limited.clock.advance(61_000);
      expect((await attempt()).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limiting behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy appended, not the entries the client wrote: 40 made-up X-Forwarded-For get 429', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1, authRateLimitPerMinute: 30 } });
    // A real socket, so the peer the app sees (the "proxy", 127.0.0.1 here) is a real address.
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: proxied.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // What nginx's $proxy_add_x_forwarded_for passes on: the client's own header, then the address it saw.
            'x-forwarded-for': `10.${i}.${i}.${i}, 198.51.100.${i}, 203.0.113.7`,
          },
          body: JSON.stringify({ username: 'nobody-here', password: 'whatever1' }),
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual(Array(10).fill(429));

      // Another client behind the same proxy has a budget of its own.
      const other = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
        body: JSON.stringify({ username: 'nobody-here', password: 'whatever1' }),
      });
      expect(other.status).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await proxied.close();
    }
  });
});
