// npm run bench:scale [-- --requests 200] [--pg-port 54338] [--postgres-only | --pglite-only]
//
// A platform with 1,000 practices (100 clients, 20 recipes and 10 seven-day plans each) and one practice with
// 5,000 clients, seeded in bulk on PostgreSQL; the real server (as `npm start` runs it) then answers the main
// signed-in reads and writes, the admin pages and the health check, one request at a time, and `npm run backup` and
// `npm run restore` copy the whole database. The 5,000-client practice is measured again on PGlite. On a
// throw-away local PostgreSQL the statements the benchmark's requests run are logged with their plans
// (auto_explain) and every sequential scan of a table that grows with the platform is printed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { openDb } from '../../src/server/db/open-db.ts';
import { openScratchPostgres, type ScratchPostgres } from '../../tests/support/private-postgres.ts';
import { HttpAgent, startServer, type ServerProcess } from '../../tests/support/server-process.ts';
import {
  idsOfPractices,
  rawQueryOf,
  seedPractices,
  sessionTokenOf,
  type PracticeShape,
  type RawQuery,
} from './scale-seed.ts';

const run = promisify(execFile);
const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string' },
    'pg-port': { type: 'string' },
    'postgres-only': { type: 'boolean' },
    'pglite-only': { type: 'boolean' },
  },
});
/** Requests per signed-in route: each from another practice, so no answer comes from another request's work. */
const REQUESTS = Number(flags.requests ?? 200);
const ADMIN_REQUESTS = Math.max(10, Math.round(REQUESTS / 5));
const TARGET_READ_P95_MS = 50;
const TARGET_ADMIN_P95_MS = 200;
const TARGET_BACKUP_SECONDS = 120;

const platform: PracticeShape = {
  prefix: 'scale',
  practices: 1_000,
  clientsEach: 100,
  recipesEach: 20,
  plansEach: 10,
  daysEach: 7,
  emailsEach: 50,
  activityEach: 100,
};
const bigPractice: PracticeShape = {
  prefix: 'big',
  practices: 1,
  clientsEach: 5_000,
  recipesEach: 20,
  plansEach: 10,
  daysEach: 7,
  emailsEach: 50,
  activityEach: 100,
};
/** Tables that grow with the platform: a sequential scan of one of these on a request path is a finding. */
const GROWING_TABLES = [
  'users',
  'sessions',
  'clients',
  'recipes',
  'meal_plans',
  'meal_plan_days',
  'reports',
  'email_log',
  'activity_log',
  'recipe_bookmarks',
  'idempotency_keys',
  'uploads',
];

interface Timing {
  label: string;
  kind: 'read' | 'write' | 'admin' | 'health';
  count: number;
  first: number;
  p50: number;
  p95: number;
  kb: number;
  failures: number;
}

interface Call {
  method: string;
  path: string;
  cookie?: string;
  body?: unknown;
  /** the status that counts as success */
  expect: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeCalls(server: ServerProcess, label: string, kind: Timing['kind'], calls: Call[]): Promise<Timing> {
  const times: number[] = [];
  let bytes = 0;
  let failures = 0;
  for (const call of calls) {
    const headers: Record<string, string> = {};
    if (call.cookie) headers.cookie = call.cookie;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${server.url}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    bytes += body.byteLength;
    if (response.status !== call.expect) {
      failures += 1;
      if (failures === 1)
        console.log(`  ${label}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    label,
    kind,
    count: times.length,
    first: times[0],
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    kb: bytes / times.length / 1024,
    failures,
  };
}

function printTimings(timings: Timing[]): string[] {
  const rows = timings.map((t) => [
    t.label,
    String(t.count),
    t.first.toFixed(1),
    t.p50.toFixed(1),
    t.p95.toFixed(1),
    t.kb.toFixed(1),
    String(t.failures),
  ]);
  const header = ['request', 'n', 'first ms', 'p50 ms', 'p95 ms', 'answer KB', 'failed'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const misses: string[] = [];
  for (const t of timings) {
    const target = t.kind === 'admin' ? TARGET_ADMIN_P95_MS : t.kind === 'read' ? TARGET_READ_P95_MS : null;
    if (target !== null && t.p95 > target)
      misses.push(`${t.label}: p95 ${t.p95.toFixed(0)} ms (target ≤ ${target} ms)`);
    if (t.failures) misses.push(`${t.label}: ${t.failures} of ${t.count} failed`);
  }
  return misses;
}

type Practice = Awaited<ReturnType<typeof idsOfPractices>>[number];

/** The plan-day body of a save: the practice's own recipe in every slot. */
function dayBody(recipeId: string) {
  const meal = { recipeId, servings: 1 };
  return { meals: { breakfast: meal, lunch: meal, dinner: meal, snacks: [meal] } };
}

/** The signed-in reads and writes, request i made by practice i (round robin over the given ones). */
async function practiceRequests(
  server: ServerProcess,
  practices: Practice[],
  prefix: string,
  requests: number,
): Promise<Timing[]> {
  const pick = (i: number) => practices[i % practices.length];
  const cookieOf = (p: Practice) => `pw_session=${sessionTokenOf(prefix, p.n)}`;
  const calls = (make: (p: Practice, i: number) => Omit<Call, 'cookie' | 'expect'> & { expect?: number }) =>
    Array.from({ length: requests }, (_, i) => {
      const p = pick(i);
      const call = make(p, i);
      return { ...call, cookie: cookieOf(p), expect: call.expect ?? 200 };
    });
  // A few requests first, so the server's code is compiled before anything is timed.
  await timeCalls(
    server,
    'warm-up',
    'read',
    calls((p) => ({ method: 'GET', path: `/api/meal-plans/${p.planId}` })).slice(0, 5),
  );
  return [
    await timeCalls(
      server,
      'GET /api/clients',
      'read',
      calls(() => ({ method: 'GET', path: '/api/clients?view=summary' })),
    ),
    await timeCalls(
      server,
      'GET /api/clients/{id}',
      'read',
      calls((p) => ({ method: 'GET', path: `/api/clients/${p.clientId}` })),
    ),
    await timeCalls(
      server,
      'GET /api/recipes',
      'read',
      calls(() => ({ method: 'GET', path: '/api/recipes?view=summary' })),
    ),
    await timeCalls(
      server,
      'GET /api/recipes/{id}',
      'read',
      calls((p) => ({ method: 'GET', path: `/api/recipes/${p.recipeId}` })),
    ),
    await timeCalls(
      server,
      'GET /api/meal-plans',
      'read',
      calls(() => ({ method: 'GET', path: '/api/meal-plans?view=summary' })),
    ),
    await timeCalls(
      server,
      'GET /api/meal-plans/{id}',
      'read',
      calls((p) => ({ method: 'GET', path: `/api/meal-plans/${p.planId}` })),
    ),
    await timeCalls(
      server,
      'GET /api/meal-plans/{id}/shopping-list',
      'read',
      calls((p) => ({ method: 'GET', path: `/api/meal-plans/${p.planId}/shopping-list` })),
    ),
    await timeCalls(
      server,
      'GET /api/clients/{id}/nutrient-targets',
      'read',
      calls((p) => ({ method: 'GET', path: `/api/clients/${p.clientId}/nutrient-targets` })),
    ),
    await timeCalls(
      server,
      'POST /api/clients',
      'write',
      calls((_, i) => ({
        method: 'POST',
        path: '/api/clients',
        expect: 201,
        body: {
          firstName: 'Scale',
          lastName: `Test ${i}`,
          email: `scale.${i}@example.test`,
          weight: 70.5,
          allergies: ['peanuts'],
          notes: 'Created by the scale benchmark',
        },
      })),
    ),
    await timeCalls(
      server,
      'PUT /api/meal-plans/{id}/days/{n}',
      'write',
      calls((p, i) => ({
        method: 'PUT',
        path: `/api/meal-plans/${p.planId}/days/${1 + (i % 7)}`,
        body: dayBody(p.recipeId),
      })),
    ),
  ];
}

async function adminRequests(server: ServerProcess, adminCookie: string): Promise<Timing[]> {
  const calls = (requestPath: string) =>
    Array.from({ length: ADMIN_REQUESTS }, () => ({
      method: 'GET',
      path: requestPath,
      cookie: adminCookie,
      expect: 200,
    }));
  const health = Array.from({ length: REQUESTS }, () => ({ method: 'GET', path: '/api/health', expect: 200 }));
  return [
    await timeCalls(server, 'GET /api/health', 'health', health),
    await timeCalls(server, 'GET /api/admin/stats', 'admin', calls('/api/admin/stats')),
    await timeCalls(server, 'GET /api/admin/activity', 'admin', calls('/api/admin/activity')),
    await timeCalls(server, 'GET /api/admin/health', 'admin', calls('/api/admin/health')),
    await timeCalls(server, 'GET /api/admin/users', 'admin', calls('/api/admin/users')),
    await timeCalls(server, 'GET /api/admin/emails/history', 'admin', calls('/api/admin/emails/history')),
  ];
}

/** First start: migrations, foods and the catalogue; the admin (the first account) and a password hash to reuse. */
async function prepare(env: Record<string, string>) {
  const server = await startServer({ compiled: true, env, timeoutMs: 600_000 });
  try {
    const admin = new HttpAgent(server.url);
    await admin.register('Admin');
    return { adminCookie: admin.cookie! };
  } finally {
    await server.kill('SIGTERM');
  }
}

async function passwordHashOf(query: RawQuery): Promise<string> {
  const { rows } = await query(`select password from users where role = 'admin' limit 1`);
  return rows[0].password as string;
}

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function npmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { seconds: (performance.now() - started) / 1000, output: `${stdout}${stderr}` };
}

/**
 * Statements logged by auto_explain that read a growing table whole, by table: the statement from its FROM on
 * (the select list says little), with the plan when BENCH_SCALE_PLANS is set.
 */
function scansIn(log: string): Map<string, { table: string; statement: string; plan: string }> {
  const found = new Map<string, { table: string; statement: string; plan: string }>();
  for (const entry of log.split(/\n(?=\S.*LOG: {2}duration:)/)) {
    const text = /Query Text: ([\s\S]*?)\n[ \t]*(?:\S+.*\(cost=)/.exec(entry)?.[1];
    if (!text) continue;
    const flat = text.replace(/\s+/g, ' ');
    const from = flat.search(/ from /i);
    const statement = from > 0 && /^select/i.test(flat) ? `select … ${flat.slice(from + 1)}` : flat;
    for (const match of entry.matchAll(/Seq Scan on (\w+)/g)) {
      if (GROWING_TABLES.includes(match[1]))
        found.set(`${match[1]} ${statement}`, { table: match[1], statement: statement.slice(0, 400), plan: entry });
    }
  }
  return found;
}

/** Below this many rows a sequential scan is the planner's right choice, not a missing index. */
const SMALL_TABLE_ROWS = 5_000;

async function postgresPart(scratch: ScratchPostgres, logFile: string | undefined): Promise<string[]> {
  const env = { DATABASE_URL: scratch.url };
  console.log(`\n## ${scratch.label}`);
  const { adminCookie } = await timed('first start (migrations, foods, catalogue) and the admin account', () =>
    prepare(env),
  );
  const database = await openDb({ databaseUrl: scratch.url, poolSize: 2 });
  const query = rawQueryOf(database.db);
  let practices: Practice[];
  let big: Practice[];
  try {
    const passwordHash = await passwordHashOf(query);
    await timed(
      `seeding ${platform.practices.toLocaleString('en')} practices (${platform.clientsEach} clients, ${platform.recipesEach} recipes, ${platform.plansEach} plans of ${platform.daysEach} days each)`,
      () => seedPractices(query, platform, { passwordHash, sessions: REQUESTS }),
    );
    await timed(`seeding the practice with ${bigPractice.clientsEach.toLocaleString('en')} clients`, () =>
      seedPractices(query, bigPractice, { passwordHash, sessions: 1 }),
    );
    await timed('vacuum analyze', () => query('vacuum analyze'));
    const { rows } = await query(`
      select (select count(*) from users) as users, (select count(*) from clients) as clients, (select count(*) from recipes) as recipes,
             (select count(*) from meal_plans) as plans, (select count(*) from meal_plan_days) as days, (select count(*) from email_log) as emails,
             (select count(*) from activity_log) as activity, pg_size_pretty(pg_database_size(current_database())) as size`);
    console.log(
      `database: ${Object.entries(rows[0])
        .map(([key, value]) => `${key} ${Number.isNaN(Number(value)) ? value : Number(value).toLocaleString('en')}`)
        .join(', ')}`,
    );
    practices = await idsOfPractices(query, platform.prefix, REQUESTS);
    big = await idsOfPractices(query, bigPractice.prefix, 1);
  } finally {
    await database.close();
  }

  const misses: string[] = [];
  const server = await startServer({ compiled: true, env, timeoutMs: 300_000 });
  try {
    console.log(
      `\nsigned in, one request at a time, each from another of ${practices.length} practices (so each answer is computed, none is served from memory); load average ${os.loadavg()[0].toFixed(1)}`,
    );
    misses.push(...printTimings(await practiceRequests(server, practices, platform.prefix, REQUESTS)));
    console.log(
      `\nthe practice with ${bigPractice.clientsEach.toLocaleString('en')} clients, ${Math.round(REQUESTS / 4)} requests each (the first computes; the client list and plan page are then served from memory); load average ${os.loadavg()[0].toFixed(1)}`,
    );
    misses.push(
      ...printTimings(await practiceRequests(server, big, bigPractice.prefix, Math.round(REQUESTS / 4))).map(
        (miss) => `${bigPractice.clientsEach} clients: ${miss}`,
      ),
    );
    console.log(`\nadministrator and health check; load average ${os.loadavg()[0].toFixed(1)}`);
    misses.push(...printTimings(await adminRequests(server, adminCookie)));
  } finally {
    await server.kill('SIGTERM');
  }

  if (logFile) {
    // Once more with every statement's plan logged: which requests scan a table that grows with the platform.
    const admin = await openDb({ databaseUrl: scratch.url, poolSize: 1 });
    const adminQuery = rawQueryOf(admin.db);
    const database = new URL(scratch.url).pathname.slice(1);
    await adminQuery(`alter database ${database} set session_preload_libraries = 'auto_explain'`);
    await adminQuery(`alter database ${database} set auto_explain.log_min_duration = 0`);
    await admin.close();
    const offset = statSync(logFile).size;
    const explained = await startServer({ compiled: true, env, timeoutMs: 300_000 });
    try {
      await practiceRequests(explained, practices.slice(0, 3), platform.prefix, 3);
      await practiceRequests(explained, big, bigPractice.prefix, 1);
      await adminRequests(explained, adminCookie);
    } finally {
      await explained.kill('SIGTERM');
    }
    const reset = await openDb({ databaseUrl: scratch.url, poolSize: 1 });
    await rawQueryOf(reset.db)(`alter database ${database} reset all`);
    await reset.close();
    const scans = scansIn(readFileSync(logFile).subarray(offset).toString('utf8'));
    const sizes = await openDb({ databaseUrl: scratch.url, poolSize: 1 });
    const { rows } = await rawQueryOf(sizes.db)(
      `select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    await sizes.close();
    const rowsOf = new Map(rows.map((row) => [row.relname as string, Number(row.rows)]));
    const large = [...scans.values()].filter((scan) => (rowsOf.get(scan.table) ?? 0) >= SMALL_TABLE_ROWS);
    const small = [
      ...new Set(
        [...scans.values()]
          .filter((scan) => (rowsOf.get(scan.table) ?? 0) < SMALL_TABLE_ROWS)
          .map((scan) => scan.table),
      ),
    ];
    console.log(
      `\nsequential scans on the requests' paths (auto_explain) of tables with ≥ ${SMALL_TABLE_ROWS.toLocaleString('en')} rows: ${large.length === 0 ? 'none' : large.length}`,
    );
    for (const scan of large) {
      console.log(`- ${scan.table} (${(rowsOf.get(scan.table) ?? 0).toLocaleString('en')} rows): ${scan.statement}`);
      if (process.env.BENCH_SCALE_PLANS) console.log(scan.plan);
    }
    if (small.length)
      console.log(
        `(also scanned whole, being small here: ${small.map((table) => `${table} ${(rowsOf.get(table) ?? 0).toLocaleString('en')} rows`).join(', ')})`,
      );
  }

  // Backup and restore of the whole database, with the real commands.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'platewise-scale-backup-'));
  try {
    const file = path.join(dir, 'scale.jsonl.gz');
    const backup = await npmScript('backup', ['--out', file], env);
    const size = statSync(file).size / 1048576;
    console.log(
      `\nnpm run backup: ${backup.seconds.toFixed(1)} s, ${size.toFixed(1)} MB (${backup.output.match(/Backed up [^\n]*/)?.[0] ?? ''})`,
    );
    const target = await scratch.createDatabase('platewise_scale_restore');
    const restore = await npmScript('restore', [file], { DATABASE_URL: target });
    console.log(
      `npm run restore: ${restore.seconds.toFixed(1)} s (${restore.output.match(/Restored [^\n]*/)?.[0] ?? restore.output.trim().slice(-300)})`,
    );
    for (const [name, seconds] of [
      ['backup', backup.seconds],
      ['restore', restore.seconds],
    ] as const) {
      if (seconds > TARGET_BACKUP_SECONDS)
        misses.push(`npm run ${name}: ${seconds.toFixed(0)} s (target ≤ ${TARGET_BACKUP_SECONDS} s)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return misses;
}

async function pglitePart(): Promise<string[]> {
  console.log(`\n## PGlite: the practice with ${bigPractice.clientsEach.toLocaleString('en')} clients`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-scale-pglite-'));
  const env = { DATA_DIR: dataDir };
  try {
    await timed('first start (migrations, foods, catalogue) and the admin account', () => prepare(env));
    const database = await openDb({ dataDir });
    let big: Practice[];
    try {
      const query = rawQueryOf(database.db);
      const passwordHash = await passwordHashOf(query);
      await timed('seeding', () => seedPractices(query, bigPractice, { passwordHash, sessions: 1 }));
      await query('vacuum analyze');
      big = await idsOfPractices(query, bigPractice.prefix, 1);
    } finally {
      await database.close();
    }
    const server = await startServer({ compiled: true, env, timeoutMs: 300_000 });
    try {
      console.log(
        `${Math.round(REQUESTS / 4)} requests each, one at a time (the first computes; the client list and plan page are then served from memory); load average ${os.loadavg()[0].toFixed(1)}`,
      );
      return printTimings(await practiceRequests(server, big, bigPractice.prefix, Math.round(REQUESTS / 4))).map(
        (miss) => `PGlite: ${miss}`,
      );
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:scale on ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) at the start`,
);
const misses: string[] = [];
if (!flags['pglite-only']) {
  const scratch = await openScratchPostgres('platewise_scale', {
    port: flags['pg-port'] ? Number(flags['pg-port']) : undefined,
  });
  if (!scratch)
    console.log(
      '\n## PostgreSQL\nskipped: set DATABASE_URL, or install PostgreSQL 15 (/usr/lib/postgresql/15/bin) for a throw-away local server',
    );
  else {
    try {
      misses.push(...(await postgresPart(scratch, scratch.logFile)));
    } finally {
      await scratch.cleanUp();
    }
  }
}
if (!flags['postgres-only']) misses.push(...(await pglitePart()));
console.log(
  `\nload average at the end ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`,
);
console.log(
  misses.length === 0
    ? `targets: all met (signed-in reads p95 ≤ ${TARGET_READ_P95_MS} ms, admin pages p95 ≤ ${TARGET_ADMIN_P95_MS} ms, backup and restore ≤ 2 min)`
    : `targets missed:\n  ${misses.join('\n  ')}`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
