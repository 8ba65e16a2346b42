// npm run bench:load [-- --quick]: throughput, latency and errors of the real server (started as `npm start`
// runs it, in a child process) under autocannon at 20 connections, on PGlite and on PostgreSQL, with the
// server's memory sampled throughout. PostgreSQL: a new database on DATABASE_URL's server when it is set,
// else a throw-away local PostgreSQL 15 when its binaries are installed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { assessAdequacy, averageDay } from '../../src/shared/nutrition/adequacy.ts';
import { upperLimitAppliesToFood } from '../../src/shared/nutrition/dri/dri.ts';
import type { MealPlanDetail } from '../../src/shared/schemas/meal-plans.ts';
import { openScratchPostgres } from '../../tests/support/private-postgres.ts';
import { HttpAgent, startServer, type ServerProcess } from '../../tests/support/server-process.ts';

// Imported by scripts/bench/startup.ts for its users (seed, userRequests): the run below is only for `npm run bench:load`.
const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
const { values: flags } = runDirectly
  ? parseArgs({
      options: {
        quick: { type: 'boolean' },
        'pglite-only': { type: 'boolean' },
        'postgres-only': { type: 'boolean' },
      },
    })
  : { values: {} as { quick?: boolean; 'pglite-only'?: boolean; 'postgres-only'?: boolean } };
const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
/** Five measured routes: 5 × 30 s is the run over which memory is watched; --quick gives 5 × 5 s. */
const SECONDS_PER_ROUTE = flags.quick ? 5 : 30;
const TARGET_READ_SHARE = 0.4;
const TARGET_P99_MS = 100;

interface RouteResult {
  label: string;
  read: boolean;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** bytes of one answer's body and headers, as autocannon read them */
  answerBytes: number;
}

/**
 * The JavaScript heap still in use after each full collection (V8's Mark-Compact), read from the server's
 * --trace-gc lines: what the process really holds, where RSS also counts room V8 keeps for later.
 */
function liveHeapAfterFullGcs(log: string): number[] {
  return [...log.matchAll(/Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/g)].map((match) =>
    Number(match[1]),
  );
}

/**
 * Steady: the live heap's peak in the last third of the run stays within a quarter (or 16 MB, for small heaps) of
 * its peak in the first third. The thirds run different routes, so some difference is the work, not a leak; a
 * leak of 100 bytes a request would still add some 20 MB over the run.
 */
const TARGET_HEAP_GROWTH = 1.25;
const HEAP_SLACK_MB = 16;

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A practitioner with 50 clients and a 7-day plan of catalogue recipes (three meals and a snack a day). */
export async function seed(server: Pick<ServerProcess, 'url'>) {
  const agent = new HttpAgent(server.url);
  await agent.register('Bench');
  for (let n = 1; n <= 50; n++) {
    const created = await agent.request('POST', '/api/clients', {
      firstName: `Client${n}`,
      lastName: 'Benchmark',
      email: `client${n}@example.test`,
      dateOfBirth: '1980-05-17',
      gender: n % 2 ? 'female' : 'male',
      height: 150 + (n % 40),
      weight: 55 + (n % 45),
      activityLevel: 'moderately_active',
      healthGoals: 'Lower blood pressure and lose 5 kg over the next six months',
      notes: 'Prefers quick breakfasts; cooks for a family of four on weekdays.',
      dietaryRestrictions: ['Low-Sodium'],
      allergies: n % 5 === 0 ? ['Peanut'] : [],
      medicalConditions: ['Hypertension'],
    });
    if (created.status !== 201) throw new Error(`seeding clients failed: ${created.status} ${created.text}`);
  }
  const clients = (await agent.request('GET', '/api/clients')).json as { id: string }[];
  const recipes = (await agent.request('GET', '/api/recipes')).json as { id: string; mealTypes?: string[] }[];
  const of = (type: string) => recipes.filter((recipe) => recipe.mealTypes?.includes(type));
  const [breakfasts, lunches, dinners, snacks] = ['breakfast', 'lunch', 'dinner', 'snack'].map(of);
  if (!breakfasts.length || !lunches.length || !dinners.length || !snacks.length)
    throw new Error('the recipe catalogue is missing meal types');
  const plan = await agent.request('POST', '/api/meal-plans', {
    name: 'Benchmark week',
    clientId: clients[0].id,
    startDate: '2026-03-02',
    endDate: '2026-03-08',
    targetCalories: 1900,
    targetProtein: 95,
    targetCarbs: 220,
    targetFat: 65,
  });
  if (plan.status !== 201) throw new Error(`seeding the plan failed: ${plan.status} ${plan.text}`);
  for (let day = 1; day <= 7; day++) {
    const pick = (list: { id: string }[]) => ({ recipeId: list[day % list.length].id, servings: 1 });
    const saved = await agent.request('PUT', `/api/meal-plans/${plan.json.id}/days/${day}`, {
      meals: { breakfast: pick(breakfasts), lunch: pick(lunches), dinner: pick(dinners), snacks: [pick(snacks)] },
    });
    if (saved.status !== 200) throw new Error(`seeding plan days failed: ${saved.status} ${saved.text}`);
  }
  return { cookie: agent.cookie!, planId: plan.json.id as string, clientId: clients[0].id };
}

/**
 * What the benchmark's users ask, as autocannon requests: the health check, the client list (summaries and the
 * spec's whole clients), a plan's page, a client's nutrient targets, and creating a client.
 */
export interface UserRequest {
  label: string;
  /** a signed-in read, held to a share of the health check's throughput */
  read: boolean;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function userRequests(seeded: { cookie: string; planId: string; clientId: string }): UserRequest[] {
  const { cookie, planId, clientId } = seeded;
  return [
    { label: 'GET /api/health', read: false, path: '/api/health' },
    {
      label: 'GET /api/clients?view=summary (50 clients)',
      read: true,
      path: '/api/clients?view=summary',
      headers: { cookie },
    },
    // The spec's call: every field of every client.
    { label: 'GET /api/clients (50 whole clients)', read: true, path: '/api/clients', headers: { cookie } },
    { label: 'GET /api/meal-plans/{id} (7 days)', read: true, path: `/api/meal-plans/${planId}`, headers: { cookie } },
    // What the plan page's vitamins-and-minerals panel asks of the server, once per client (the browser keeps it).
    {
      label: 'GET /api/clients/{id}/nutrient-targets',
      read: true,
      path: `/api/clients/${clientId}/nutrient-targets`,
      headers: { cookie },
    },
    {
      label: 'POST /api/clients',
      read: false,
      path: '/api/clients',
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Load',
        lastName: 'Test',
        weight: 70.5,
        allergies: ['Peanut'],
        notes: 'Created by the load benchmark',
      }),
    },
  ];
}

/**
 * The adequacy panel's own work in the browser, per render: the plan's average day and both assessments
 * (selected day and average) against the client's targets, from the answers the server gave.
 */
async function adequacyPanelCost(
  server: ServerProcess,
  cookie: string,
  planId: string,
  clientId: string,
): Promise<number> {
  const get = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { cookie } })).json();
  const plan = (await get(`/api/meal-plans/${planId}`)) as MealPlanDetail;
  const { targets } = (await get(`/api/clients/${clientId}/nutrient-targets`)) as {
    targets: Parameters<typeof assessAdequacy>[2];
  };
  const render = () => {
    const average = averageDay(
      plan.days.map((day) => ({ totals: day.totals, incomplete: day.incomplete, planned: true })),
    );
    return (
      assessAdequacy(plan.days[0].totals, plan.days[0].incomplete ?? [], targets, upperLimitAppliesToFood).length +
      assessAdequacy(average.totals, average.incomplete, targets, upperLimitAppliesToFood).length
    );
  };
  for (let i = 0; i < 200; i++) render();
  const rounds = 2_000;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) render();
  return ((performance.now() - started) / rounds) * 1000;
}

async function measure(
  server: ServerProcess,
  label: string,
  read: boolean,
  options: { path: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<RouteResult> {
  const request = {
    url: `${server.url}${options.path}`,
    connections: CONNECTIONS,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  };
  await autocannon({ ...request, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...request, duration: SECONDS_PER_ROUTE });
  return {
    label,
    read,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    answerBytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

async function benchmark(kind: string, env: Record<string, string>): Promise<boolean> {
  // Other work on the machine moves these figures a lot: say how busy it was.
  const [load] = os.loadavg();
  console.log(`\n## ${kind}  (${os.cpus().length} cores, load average ${load.toFixed(1)} at the start)`);
  // Seeded on a first start, measured on a second: a first start on an empty PGlite folder unpacks a new database and
  // loads the reference data, which leaves the process larger than it will be in service.
  const first = await startServer({ compiled: true, env, timeoutMs: 300_000 });
  const seeded = await seed(first).finally(() => first.kill('SIGTERM'));
  const { cookie, planId, clientId } = seeded;
  const server = await startServer({
    compiled: true,
    env,
    timeoutMs: 300_000,
    nodeOptions: ['--trace-gc', '--trace-gc-ignore-scavenger'],
  });
  try {
    const fullGcsAtStart = liveHeapAfterFullGcs(server.log()).length;
    const samples: number[] = [rssMB(server.pid)];
    const sampler = setInterval(() => samples.push(rssMB(server.pid)), 1000);
    const runStarted = Date.now();
    const results: RouteResult[] = [];
    for (const route of userRequests(seeded)) results.push(await measure(server, route.label, route.read, route));
    clearInterval(sampler);
    samples.push(rssMB(server.pid));
    const panelMicroseconds = await adequacyPanelCost(server, cookie, planId, clientId);
    const minutes = (Date.now() - runStarted) / 60_000;

    const health = results[0].rps;
    const rows = results.map((r) => [
      r.label,
      Math.round(r.rps).toLocaleString('en'),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      String(r.errors),
      r.label.startsWith('GET /api/health') ? '' : `${Math.round((r.rps / health) * 100)} %`,
      `${(r.answerBytes / 1024).toFixed(1)} KB`,
    ]);
    const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of health', 'answer'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(
      `${CONNECTIONS} connections, ${SECONDS_PER_ROUTE} s per route after a ${WARMUP_SECONDS} s warm-up; every request authenticated by its session cookie except the health check`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));

    const misses: string[] = [];
    for (const r of results) {
      if (r.read && r.rps < TARGET_READ_SHARE * health)
        misses.push(
          `${r.label} at ${Math.round((r.rps / health) * 100)} % of health (target ≥ ${TARGET_READ_SHARE * 100} %)`,
        );
      if (r.p99 >= TARGET_P99_MS) misses.push(`${r.label} p99 ${r.p99} ms (target < ${TARGET_P99_MS} ms)`);
      if (r.errors > 0) misses.push(`${r.label}: ${r.errors} errors of ${r.total}`);
    }
    console.log(
      `adequacy panel in the browser (average day + both assessments, this process's CPU): ${panelMicroseconds.toFixed(0)} µs per render`,
    );
    const peak = Math.max(...samples);
    console.log(
      `server RSS over the ${minutes.toFixed(1)}-minute run (${samples.length} samples): start ${samples[0].toFixed(0)} MB, ` +
        `peak ${peak.toFixed(0)} MB, end ${samples.at(-1)!.toFixed(0)} MB`,
    );
    const heap = liveHeapAfterFullGcs(server.log()).slice(fullGcsAtStart);
    if (heap.length >= 3) {
      const third = Math.ceil(heap.length / 3);
      const [early, late] = [Math.max(...heap.slice(0, third)), Math.max(...heap.slice(-third))];
      console.log(
        `live JS heap after the run's ${heap.length} full collections: ${Math.min(...heap).toFixed(0)}–${Math.max(...heap).toFixed(0)} MB; ` +
          `peak ${early.toFixed(0)} MB in the first third, ${late.toFixed(0)} MB in the last`,
      );
      if (late > Math.max(early * TARGET_HEAP_GROWTH, early + HEAP_SLACK_MB)) {
        misses.push(
          `live heap grew from ${early.toFixed(0)} to ${late.toFixed(0)} MB (target: within ${Math.round((TARGET_HEAP_GROWTH - 1) * 100)} % or ${HEAP_SLACK_MB} MB)`,
        );
      }
    } else {
      console.log(`live JS heap: only ${heap.length} full collections during the run, too few to compare`);
    }
    console.log(
      misses.length === 0
        ? 'targets: all met (reads ≥ 40 % of health, p99 < 100 ms, 0 errors, live heap steady)'
        : `targets missed:\n  ${misses.join('\n  ')}`,
    );
    return misses.length === 0;
  } finally {
    await server.kill('SIGTERM');
  }
}

async function main() {
  let allMet = true;
  if (!flags['postgres-only']) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-load-'));
    try {
      allMet = (await benchmark('PGlite', { DATA_DIR: dataDir })) && allMet;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!flags['pglite-only']) {
    const scratch = await openScratchPostgres('platewise_load');
    if (!scratch) {
      console.log(
        '\n## PostgreSQL\nskipped: set DATABASE_URL, or install PostgreSQL 15 (/usr/lib/postgresql/15/bin) for a throw-away local server',
      );
    } else {
      try {
        allMet = (await benchmark(scratch.label, { DATABASE_URL: scratch.url })) && allMet;
      } finally {
        await scratch.cleanUp();
      }
    }
  }
  process.exitCode = allMet ? 0 : 1;
}

if (runDirectly) await main();
