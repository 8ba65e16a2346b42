import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../../src/server/providers/payments/stripe-payment-provider.ts';
import { chatSources, stripeSources } from '../../src/server/lib/third-party-sources.ts';
import { pngImage } from '../support/test-images.ts';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../support/test-app.ts';

/**
 * Browser hardening on every answer the server gives: each API route of the app's own route table (so a route
 * added later is covered without touching this file), as its owner, as a stranger and anonymously, the
 * screens of the web app, its built files, the API docs, 404s of both kinds, the share API and page, and the
 * recipe illustrations. Then the same policy with Stripe and the chat widget configured.
 */

type Answer = { status: number; headers: Headers; label: string };

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** What every answer must carry, whatever its status. Returns the problems found (empty when none). */
/** inlineStyles: the API docs page (Swagger UI) and the chat widget's frames need inline styles; scripts never. */
function hardeningProblems(answer: Answer, options: { inlineStyles?: boolean } = {}): string[] {
  const problems: string[] = [];
  const policy = answer.headers.get('content-security-policy');
  if (!policy) return [`${answer.label}: no Content-Security-Policy`];
  const csp = directivesOf(policy);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  if (scripts.length === 0) problems.push(`${answer.label}: no script-src (nor default-src)`);
  for (const source of scripts) {
    // Only named origins and 'self': no inline or eval'd script, no wildcard, no whole scheme (https:, data:, blob:).
    if (/^'(unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval)'$/.test(source))
      problems.push(`${answer.label}: script-src allows ${source}`);
    if (source === '*' || /^[a-z][a-z0-9+.-]*:$/i.test(source))
      problems.push(`${answer.label}: script-src allows any ${source}`);
  }
  if (!csp.has('script-src-attr') && !csp.has('script-src'))
    problems.push(`${answer.label}: inline handlers not governed`);
  for (const [name, expected] of [
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ] as const) {
    if ((csp.get(name) ?? []).join(' ') !== expected)
      problems.push(`${answer.label}: ${name} is ${csp.get(name)?.join(' ') ?? 'missing'}, not ${expected}`);
  }
  if (!options.inlineStyles && (csp.get('style-src') ?? []).includes("'unsafe-inline'"))
    problems.push(`${answer.label}: style-src allows 'unsafe-inline'`);
  if (answer.headers.get('x-content-type-options') !== 'nosniff')
    problems.push(`${answer.label}: X-Content-Type-Options is ${answer.headers.get('x-content-type-options')}`);
  const referrer = answer.headers.get('referrer-policy');
  if (
    !referrer ||
    !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)
  ) {
    problems.push(`${answer.label}: Referrer-Policy is ${referrer}`);
  }
  return problems;
}

/**
 * API answers that a browser or proxy may keep, and why; everything else under /api must answer no-store.
 * None of them holds client data.
 */
const cacheableApi: { pattern: RegExp; cacheControl: RegExp; why: string }[] = [
  {
    pattern: /^\/api\/recipe-images\/[^/]+\.svg$/,
    cacheControl: /^public, max-age=\d+$/,
    why: 'catalogue illustrations drawn by the app',
  },
  {
    pattern: /^\/api\/docs\/(swagger-ui\.css|swagger-ui-bundle\.js|favicon-32x32\.png)$/,
    cacheControl: /^public, max-age=\d+$/,
    why: 'the installed Swagger UI files',
  },
  {
    pattern: /^\/api\/nutrition\/(search|foods)$/,
    cacheControl: /^private, max-age=\d+$/,
    why: 'USDA reference data, the same for everyone',
  },
  {
    pattern: /^\/api\/uploads\/[0-9a-f-]{36}$/,
    cacheControl: /^private, max-age=\d+$/,
    why: "the practice's own logo, for the signed-in owner only",
  },
  {
    pattern: /^\/api\/share\/[^/]+\/logo$/,
    cacheControl: /^public, max-age=\d+$/,
    why: 'the logo on a shared plan (no client data)',
  },
];

function cachingProblems(pathname: string, answer: Answer): string[] {
  if (!pathname.startsWith('/api/')) return [];
  const cacheControl = answer.headers.get('cache-control') ?? '';
  const exception = answer.status < 400 ? cacheableApi.find((entry) => entry.pattern.test(pathname)) : undefined;
  if (exception)
    return exception.cacheControl.test(cacheControl)
      ? []
      : [`${answer.label}: Cache-Control ${cacheControl} (${exception.why})`];
  return cacheControl === 'no-store' ? [] : [`${answer.label}: Cache-Control is "${cacheControl}", not no-store`];
}

/** User text (names, notes, plans) comes back only as JSON, text or PDF: never as a page the browser would run. */
function contentTypeProblems(pathname: string, answer: Answer): string[] {
  if (!pathname.startsWith('/api/') || pathname === '/api/docs') return [];
  const type = answer.headers.get('content-type') ?? '';
  return /html|xml(?!.*svg)/i.test(type) && !/image\/svg\+xml/.test(type) ? [`${answer.label}: served as ${type}`] : [];
}

let t: TestApp;
let clientDir: string;
let builtClient: boolean;
let standInDir: string | null = null;
const ids: Record<string, string> = {};
let owner: ReturnType<typeof createAgent>;
let admin: ReturnType<typeof createAgent>;
let stranger: ReturnType<typeof createAgent>;

/** The built web app when there is one; otherwise a small stand-in with the same layout. */
function pickClientDir(): { dir: string; built: boolean } {
  const candidates = [process.env.CLIENT_DIR, 'dist/client'].filter((dir): dir is string => Boolean(dir));
  const built = candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
  if (built) return { dir: path.resolve(built), built: true };
  standInDir = mkdtempSync(path.join(tmpdir(), 'platewise-headers-'));
  mkdirSync(path.join(standInDir, 'assets'));
  writeFileSync(
    path.join(standInDir, 'index.html'),
    '<!doctype html><title>Platewise</title><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>',
  );
  writeFileSync(path.join(standInDir, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(path.join(standInDir, 'assets', 'index-abc.css'), 'body{margin:0}');
  writeFileSync(path.join(standInDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir: standInDir, built: false };
}

function filesUnder(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const full = path.join(root, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

async function send(
  agent: ReturnType<typeof createAgent> | null,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<Answer> {
  const caller = agent ?? createAgent(t);
  const response = await caller.request(method, pathname, body === undefined ? {} : { body });
  return {
    status: response.status,
    headers: response.headers,
    label: `${method} ${pathname} (${agent === owner ? 'owner' : agent === admin ? 'admin' : agent === stranger ? 'stranger' : 'anonymous'}) → ${response.status}`,
  };
}

beforeAll(async () => {
  const picked = pickClientDir();
  clientDir = picked.dir;
  builtClient = picked.built;
  t = await createTestApp({ config: { clientDir }, withCatalogue: true });
  admin = (await registerAgent(t)).agent; // the first account is the admin
  const registered = await registerAgent(t);
  owner = registered.agent;
  ids.userId = registered.user.id;
  stranger = (await registerAgent(t)).agent;

  const client = await owner.request('POST', '/api/clients', {
    body: { firstName: 'Hana', lastName: 'Ito', healthGoals: 'Lower LDL', allergies: ['Peanut'] },
  });
  ids.clientId = client.json.id;
  const recipe = await owner.request('POST', '/api/recipes', {
    body: {
      name: 'Oat bowl',
      instructions: 'Stir.',
      servings: 1,
      ingredients: [{ name: 'Rolled oats', amount: 50, unit: 'g', fdcId: 8120 }],
    },
  });
  ids.recipeId = recipe.json.id;
  const plan = await owner.request('POST', '/api/meal-plans', {
    body: {
      name: 'Week one',
      clientId: ids.clientId,
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      targetCalories: 1800,
    },
  });
  ids.planId = plan.json.id;
  ids.shareToken = plan.json.shareToken;
  await owner.request('PUT', `/api/meal-plans/${ids.planId}/days/1`, {
    body: { meals: { breakfast: { recipeId: ids.recipeId, servings: 1 } } },
  });
  const report = await owner.request('POST', '/api/reports', {
    body: { clientId: ids.clientId, mealPlanId: ids.planId, title: 'March progress', type: 'client_report' },
  });
  ids.reportId = report.json.id;
  const png = pngImage();
  const upload = await t.app.request('http://localhost/api/users/me/logo', {
    method: 'POST',
    headers: { cookie: owner.cookie ?? '', 'content-type': 'image/png', 'content-length': String(png.length) },
    body: new Uint8Array(png),
  });
  ids.uploadId = ((await upload.json()) as { id: string }).id;
  await owner.request('PUT', '/api/users/me/branding', {
    body: {
      businessName: 'Greenleaf',
      businessLogo: `/api/uploads/${ids.uploadId}`,
      brandColorPrimary: '#10b981',
      brandColorSecondary: '#059669',
    },
  });
  const shared = await owner.request('GET', '/api/recipes');
  const illustrated = (shared.json as { imageUrl: string | null }[]).find((row) =>
    row.imageUrl?.startsWith('/api/recipe-images/'),
  );
  const catalogue = illustrated ? null : await owner.request('GET', '/api/recipes/random');
  ids.imageFile = (illustrated?.imageUrl ?? catalogue?.json.recipes?.[0]?.image ?? '/api/recipe-images/none.svg')
    .split('/')
    .at(-1);
  for (const [name, value] of Object.entries(ids)) expect(value, name).toBeTruthy();
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (standInDir) rmSync(standInDir, { recursive: true, force: true });
});

/** The route table's paths with real ids in: the owner's records, so GETs answer 200 with real content. */
function concretePath(routePath: string): string {
  return routePath.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (name === 'token') return ids.shareToken;
    if (name === 'file') return routePath.startsWith('/api/docs') ? 'swagger-ui.css' : ids.imageFile;
    if (name === 'dayNumber') return '1';
    if (name === 'userId') return ids.userId;
    if (routePath.startsWith('/api/clients')) return ids.clientId;
    if (routePath.startsWith('/api/recipes/external')) return '1';
    if (routePath.startsWith('/api/recipes')) return ids.recipeId;
    if (routePath.startsWith('/api/meal-plans')) return ids.planId;
    if (routePath.startsWith('/api/reports')) return ids.reportId;
    if (routePath.startsWith('/api/uploads')) return ids.uploadId;
    return '00000000-0000-4000-8000-000000000000';
  });
}

function routeTable(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path });
  }
  return routes;
}

/** Routes whose 200 answer carries a client's data or a shared plan: must never be stored anywhere. */
const healthDataReads = [
  '/api/users/me',
  '/api/clients',
  '/api/clients/:id',
  '/api/clients/:id/progress',
  '/api/dashboard/stats',
  '/api/dashboard/activity',
  '/api/meal-plans',
  '/api/meal-plans/:id',
  '/api/meal-plans/:id/shopping-list',
  '/api/meal-plans/:id/shopping-list/txt',
  '/api/meal-plans/:id/export-pdf',
  '/api/reports',
  '/api/reports/:id/download',
  '/api/share/:token',
  '/api/admin/users',
  '/api/admin/emails/history',
];

describe('hardening headers on every API route of the route table', () => {
  it('covers the routes the app has (the table is read, not copied)', () => {
    const paths = routeTable().map((route) => `${route.method} ${route.path}`);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/clients/:id',
        'GET /api/share/:token',
        'GET /api/reports/:id/download',
        'GET /api/recipe-images/:file',
      ]),
    );
  });

  it('reads as the owner (admin routes as the admin): the policy, nosniff, a referrer policy and no-store on health data', async () => {
    const problems: string[] = [];
    const okReads: string[] = [];
    for (const route of routeTable().filter((entry) => entry.method === 'GET')) {
      const pathname = concretePath(route.path);
      const agent = route.path.startsWith('/api/admin') ? admin : owner;
      const answer = await send(agent, 'GET', pathname);
      if (answer.status >= 500 && answer.status !== 503) problems.push(`${answer.label}: server error`);
      if (answer.status === 200) okReads.push(route.path);
      problems.push(
        ...hardeningProblems(answer, { inlineStyles: pathname.startsWith('/api/docs') }),
        ...cachingProblems(pathname, answer),
        ...contentTypeProblems(pathname, answer),
      );
    }
    expect(problems).toEqual([]);
    // The reads that carry client data really answered (with their data) and so really were checked.
    expect(okReads).toEqual(
      expect.arrayContaining([
        ...healthDataReads,
        '/api/recipe-images/:file',
        '/api/uploads/:id',
        '/api/share/:token/logo',
      ]),
    );
  });

  it('answers health data and shared plans with no-store, whatever else the route says', async () => {
    for (const routePath of healthDataReads) {
      const answer = await send(routePath.startsWith('/api/admin') ? admin : owner, 'GET', concretePath(routePath));
      expect(answer.status, answer.label).toBe(200);
      expect(answer.headers.get('cache-control'), answer.label).toBe('no-store');
    }
    const shared = await send(null, 'GET', `/api/share/${ids.shareToken}`);
    expect(shared.headers.get('cache-control')).toBe('no-store');
    expect(shared.headers.get('x-robots-tag')).toMatch(/noindex/);
  });

  it('refusals carry the same headers: anonymous, another practitioner, a practitioner on admin routes, and every write', async () => {
    const problems: string[] = [];
    const routes = routeTable();
    // Writes go last for each caller, logout at the very end: it ends the stranger's session.
    routes.sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'));
    for (const route of routes) {
      const pathname = concretePath(route.path);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const agent of [null, stranger]) {
        const answer = await send(agent, route.method, pathname, body);
        if (answer.status >= 500 && answer.status !== 503) problems.push(`${answer.label}: server error`);
        problems.push(
          ...hardeningProblems(answer, { inlineStyles: pathname.startsWith('/api/docs') }),
          ...cachingProblems(pathname, answer),
          ...contentTypeProblems(pathname, answer),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds on 404s, unknown methods, malformed requests and the 401 before them', async () => {
    const answers = [
      await send(null, 'GET', '/api/no-such-route'),
      await send(owner, 'GET', '/api/no-such-route'),
      await send(owner, 'GET', '/api/clients/00000000-0000-4000-8000-000000000000'),
      await send(owner, 'GET', '/api/clients/not-a-uuid'),
      await send(owner, 'PATCH', '/api/clients'),
      await send(null, 'GET', '/api/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      await send(null, 'GET', '/api/recipe-images/no-such-recipe.svg'),
      await send(owner, 'GET', '/api/uploads/00000000-0000-4000-8000-000000000000'),
      await send(null, 'GET', '/api/docs/not-a-swagger-file.js'),
    ];
    const raw = await t.app.request('http://localhost/api/clients', {
      method: 'POST',
      headers: { cookie: owner.cookie ?? '', 'content-type': 'application/json', 'content-length': '9' },
      body: '{"first":',
    });
    answers.push({
      status: raw.status,
      headers: raw.headers,
      label: `POST /api/clients (malformed JSON) → ${raw.status}`,
    });
    const problems = answers.flatMap((answer) => [
      ...hardeningProblems(answer, { inlineStyles: answer.label.includes('/api/docs') }),
      ...cachingProblems(answer.label.split(' ')[1], answer),
    ]);
    expect(problems).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 404, 404, 404, 404, 404, 404, 404, 404, 400]);
  });

  it('holds on addresses that do not decode', async () => {
    for (const address of ['/%E0%A4%A', '/assets/%ZZ.js', '/api/clients/%ZZ', '/api/share/%E0%A4%A', '/share/%ZZ']) {
      const answer = await send(owner, 'GET', address);
      expect(answer.status, answer.label).toBeLessThan(500);
      expect(hardeningProblems(answer), answer.label).toEqual([]);
      expect(cachingProblems(address, answer), answer.label).toEqual([]);
    }
  });
});

describe('hardening headers on the web app, its files and the API docs', () => {
  it('serves every screen address, the 404 page and the share page under the policy', async () => {
    const screens = [
      '/',
      '/login',
      '/register',
      '/clients',
      `/clients/${ids.clientId}`,
      '/meal-plans',
      `/meal-plans/${ids.planId}`,
      '/recipes',
      '/recipe-database',
      '/generate-meal-plan',
      '/reports',
      '/settings',
      '/subscription',
      '/admin',
      '/admin/users',
      '/admin/emails',
      '/admin/settings',
      `/share/${ids.shareToken}`,
      '/share/no-such-token',
      '/no/such/page',
    ];
    const problems: string[] = [];
    for (const screen of screens) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await send(null, method, screen);
        expect(answer.status, answer.label).toBe(200);
        expect(answer.headers.get('content-type'), answer.label).toMatch(/^text\/html/);
        problems.push(...hardeningProblems(answer));
        if (answer.headers.get('x-frame-options') !== 'DENY')
          problems.push(`${answer.label}: X-Frame-Options ${answer.headers.get('x-frame-options')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the page itself needs nothing the policy forbids: no inline script, no inline handler, no outside script', async () => {
    const page = await createAgent(t).request('GET', '/');
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim(), 'inline script').toBe('');
      expect(attributes).toMatch(/src="\/[^/]/);
    }
    expect(page.text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(page.text).not.toMatch(/style\s*=/i);
  });

  it('serves every built file, and a missing one, under the policy with nosniff', async () => {
    const files = filesUnder(clientDir).map((file) => `/${path.relative(clientDir, file).split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(builtClient ? 5 : 2);
    const problems: string[] = [];
    for (const file of [...files, '/assets/no-such-chunk-123.js', '/no-such-file.png']) {
      const answer = await send(null, 'GET', file);
      problems.push(...hardeningProblems(answer));
      // The build's own notes sit in dot folders (Vite's .vite/manifest.json, read by the server to name a list
      // screen's chunks): built, but never served.
      const missing = file.includes('no-such') || file.split('/').some((part) => part.startsWith('.'));
      if (answer.status !== (missing ? 404 : 200)) problems.push(`${answer.label}: unexpected status`);
      if (!missing && file.startsWith('/assets/') && !/immutable/.test(answer.headers.get('cache-control') ?? ''))
        problems.push(`${answer.label}: hashed asset not immutable`);
      if (file.endsWith('.js') && !missing && !/javascript/.test(answer.headers.get('content-type') ?? ''))
        problems.push(`${answer.label}: script served as ${answer.headers.get('content-type')}`);
    }
    expect(problems).toEqual([]);
  });

  it('serves the API docs and their files under a policy that still forbids inline script', async () => {
    const problems: string[] = [];
    for (const file of [
      '/api/docs',
      '/api/docs/start.js',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/swagger-ui.css',
      '/api/docs/favicon-32x32.png',
      '/api/openapi.json',
    ]) {
      const answer = await send(null, 'GET', file);
      expect(answer.status, answer.label).toBe(200);
      problems.push(
        ...hardeningProblems(answer, { inlineStyles: file.startsWith('/api/docs') }),
        ...cachingProblems(file, answer),
      );
    }
    expect(problems).toEqual([]);
  });

  it('serves the recipe illustrations (SVG) under the policy, so a script inside one could not run', async () => {
    const answer = await send(null, 'GET', `/api/recipe-images/${ids.imageFile}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(hardeningProblems(answer)).toEqual([]);
    const svg = await createAgent(t).request('GET', `/api/recipe-images/${ids.imageFile}`);
    expect(svg.text).not.toMatch(/<script|\son[a-z]+\s*=|javascript:|href="http/i);
  });

  it('never serves an upload as anything but the PNG or JPEG it proved to be', async () => {
    for (const [type, bytes] of [
      ['image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['image/png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ] as const) {
      const response = await t.app.request('http://localhost/api/users/me/logo', {
        method: 'POST',
        headers: { cookie: owner.cookie ?? '', 'content-type': type, 'content-length': String(bytes.length) },
        body: new Uint8Array(bytes),
      });
      expect(response.status, type).toBeGreaterThanOrEqual(400);
      expect(response.status, type).toBeLessThan(500);
    }
    const logo = await send(owner, 'GET', `/api/uploads/${ids.uploadId}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('content-disposition')).toBe('inline');
  });
});

describe('the policy with Stripe and the chat widget configured', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({
      config: { clientDir, trustProxy: true, chat: { propertyId: '64f0c0ffee0123456789abcd', widgetId: '1h9abcdef' } },
      payments: createStripePaymentProvider({
        secretKey: 'sk_test_headers',
        priceId: 'price_headers',
        publishableKey: 'pk_test_headers',
        apiBaseUrl: 'http://127.0.0.1:9',
      }),
    });
  });
  afterAll(async () => {
    await configured?.close();
  });

  async function answerOf(app: TestApp, pathname: string): Promise<Answer> {
    const response = await createAgent(app).request('GET', pathname);
    return {
      status: response.status,
      headers: response.headers,
      label: `GET ${pathname} (configured) → ${response.status}`,
    };
  }

  it('adds only the named Stripe and chat origins, keeps script-src free of inline and eval, and keeps the rest none', async () => {
    for (const pathname of ['/', '/subscription', '/api/health', '/api/no-such-route', `/share/x`]) {
      const answer = await answerOf(configured, pathname);
      // The chat widget draws its frames with inline styles (its documented need); scripts stay strict.
      const problems = hardeningProblems(answer, { inlineStyles: true });
      expect(problems).toEqual([]);
      const csp = directivesOf(answer.headers.get('content-security-policy') ?? '');
      const scripts = csp.get('script-src') ?? [];
      expect(new Set(scripts)).toEqual(
        new Set(["'self'", ...stripeSources['script-src'], ...chatSources['script-src']]),
      );
      expect(csp.get('frame-src')).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
      );
      expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
      expect(answer.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
    }
  });

  it('asks browsers to keep to HTTPS when the request came over HTTPS (here: through a trusted proxy), and only then', async () => {
    const overHttps = await createAgent(configured).request('GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const overHttp = await createAgent(configured).request('GET', '/');
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY the header a client sends is not believed.
    const untrusted = await createAgent(t).request('GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });

  it('names none of them when they are not configured', async () => {
    const answer = await answerOf(t, '/');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).not.toMatch(/stripe|tawk|jsdelivr|googleapis|amazonaws/);
    expect(directivesOf(policy).get('script-src')).toEqual(["'self'"]);
    expect(directivesOf(policy).get('frame-src') ?? directivesOf(policy).get('default-src')).toEqual(["'self'"]);
    expect(answer.headers.get('permissions-policy')).toContain('payment=()');
  });
});
