// npm run bench:startup [-- --minutes 10] [--restarts 5] [--users 30] [--pglite-only | --postgres-only]
//                          [--npm] [--root <checkout>]
//
// How fast `npm start` serves and how much memory the server holds (decision 0027), on PGlite and on PostgreSQL:
// 1. the first start on a fresh data folder (or a new PostgreSQL database): time from spawning the start command
//    to the first 200 from GET /api/health, and the server process's peak resident memory (VmHWM);
// 2. `--restarts` restarts on that data: the same time (median) and the resident memory (VmRSS) when the first
//    health check answers and 5 s later, once the food search index is built;
// 3. the users of `npm run bench:load` (scripts/bench/load.ts: its seeded practice and its read routes) at
//    `--users` connections for `--minutes`, the resident memory sampled every 5 s: it must stay flat after the
//    first minute.
// The start command is package.json's `start` script run by sh in the checkout, as npm runs it (`--npm`: through
// `npm start` itself, npm's own start included); `--root` measures another checkout (the "before" of a change).
// Memory is read from /proc/<pid>/status of the server process: the Node process that runs the server, not npm or
// sh; PostgreSQL's own processes are not counted, nor is the load generator (this process).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, postgresBinariesAvailable, startPrivatePostgres } from '../../tests/support/private-postgres.ts';
import { seed, userRequests } from './load.ts';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string' },
    restarts: { type: 'string' },
    users: { type: 'string' },
    'pglite-only': { type: 'boolean' },
    'postgres-only': { type: 'boolean' },
    npm: { type: 'boolean' },
    root: { type: 'string' },
  },
});
const MINUTES = Number(flags.minutes ?? 10);
const RESTARTS = Number(flags.restarts ?? 5);
const USERS = Number(flags.users ?? 30);
const root = path.resolve(flags.root ?? fileURLToPath(new URL('../..', import.meta.url)));
const startScript = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

const TARGET_RESTART_MS = 1_500;
const TARGET_FIRST_PEAK_MB = 600;
const TARGET_READY_MB = { PGlite: 300, PostgreSQL: 200 } as const;
/** Flat: the last minute's median within this much of the second minute's (both after the first minute). */
const FLAT_SLACK = { share: 0.05, mb: 12 };
const SETTLE_MS = 5_000;

type Kind = keyof typeof TARGET_READY_MB;

interface Memory {
  rss: number;
  hwm: number;
}

function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The Node process serving: the deepest `node` under the start command that is not a build step. */
function serverPid(top: number): number | null {
  let found: number | null = null;
  const visit = (pid: number) => {
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (comm === 'node' && !/build|vite|npm-cli|\/npm /.test(cmdline)) found = pid;
    } catch {
      return;
    }
    for (const child of childrenOf(pid)) visit(child);
  };
  visit(top);
  return found;
}

interface Started {
  child: ChildProcess;
  pid: number;
  url: string;
  /** from spawning the start command to the first 200 of GET /api/health */
  ms: number;
  atReady: Memory;
  logFile: string;
  stop(): Promise<void>;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `platewise-startup-${port}.log`);
  const logFd = openSync(logFile, 'w');
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATA_DIR', 'DATABASE_URL', 'PORT', 'HOST', 'NODE_OPTIONS']) delete clean[key];
  const started = performance.now();
  const child = spawn(flags.npm ? 'npm' : 'sh', flags.npm ? ['start', '--silent'] : ['-c', startScript], {
    cwd: root,
    env: { ...clean, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 600_000) throw new Error('no health check answered within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const pid = serverPid(child.pid!);
  if (pid === null) throw new Error('the server process was not found under the start command');
  const atReady = memoryOf(pid);
  return {
    child,
    pid,
    url,
    ms,
    atReady,
    logFile,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // gone already
      }
      await exited;
      // the PGlite folder's lock goes with the server process itself
      while (readFileSafe(`/proc/${pid}/status`)) await new Promise((resolve) => setTimeout(resolve, 20));
      rmSync(logFile, { force: true });
    },
  };
}

function readFileSafe(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mb = (value: number) => `${value.toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchmark(kind: Kind, env: Record<string, string>): Promise<string[]> {
  const misses: string[] = [];
  const [load] = os.loadavg();
  console.log(`\n## ${kind}  (${os.cpus().length} cores, load average ${load.toFixed(1)} at the start)`);

  const first = await start(env);
  await sleep(SETTLE_MS);
  const firstAfter = memoryOf(first.pid);
  await first.stop();
  console.log(
    `first start (fresh ${kind === 'PGlite' ? 'data folder' : 'database'}): health in ${Math.round(first.ms)} ms; ` +
      `RSS ${mb(first.atReady.rss)} at ready, ${mb(firstAfter.rss)} ${SETTLE_MS / 1000} s later; peak (VmHWM) ${mb(firstAfter.hwm)}`,
  );
  if (firstAfter.hwm > TARGET_FIRST_PEAK_MB)
    misses.push(`${kind}: first start peak ${mb(firstAfter.hwm)} (target < ${TARGET_FIRST_PEAK_MB} MB)`);

  const restarts: { ms: number; ready: number; settled: number; hwm: number }[] = [];
  for (let n = 0; n < RESTARTS; n++) {
    const again = await start(env);
    await sleep(SETTLE_MS);
    const settled = memoryOf(again.pid);
    await again.stop();
    restarts.push({ ms: again.ms, ready: again.atReady.rss, settled: settled.rss, hwm: settled.hwm });
  }
  const restartMs = median(restarts.map((r) => r.ms));
  const readyMb = median(restarts.map((r) => r.ready));
  const settledMb = median(restarts.map((r) => r.settled));
  console.log(
    `${RESTARTS} restarts: health in ${restarts.map((r) => Math.round(r.ms)).join(', ')} ms (median ${Math.round(restartMs)} ms); ` +
      `RSS at ready median ${mb(readyMb)}, ${SETTLE_MS / 1000} s later ${mb(settledMb)} (peak ${mb(Math.max(...restarts.map((r) => r.hwm)))})`,
  );
  if (restartMs > TARGET_RESTART_MS)
    misses.push(`${kind}: restart median ${Math.round(restartMs)} ms (target ≤ ${TARGET_RESTART_MS} ms)`);
  const readyTarget = TARGET_READY_MB[kind];
  if (Math.max(readyMb, settledMb) > readyTarget)
    misses.push(`${kind}: RSS at ready ${mb(Math.max(readyMb, settledMb))} (target ≤ ${readyTarget} MB)`);

  if (MINUTES > 0) {
    const server = await start(env);
    try {
      const seeded = await seed(server);
      const requests = userRequests(seeded)
        // Reads only: each write would grow the lists the next reads answer, and memory with them.
        .filter((route) => route.method === undefined)
        .map(({ path: requestPath, headers }) => ({ path: requestPath, headers, method: 'GET' as const }));
      const samples: { at: number; rss: number }[] = [];
      const runStarted = Date.now();
      const sampler = setInterval(
        () => samples.push({ at: Date.now() - runStarted, rss: memoryOf(server.pid).rss }),
        5_000,
      );
      const result = await autocannon({
        url: server.url,
        connections: USERS,
        duration: MINUTES * 60,
        requests,
      });
      clearInterval(sampler);
      const minuteMedians = Array.from({ length: MINUTES }, (_, minute) =>
        median(samples.filter((s) => s.at >= minute * 60_000 && s.at < (minute + 1) * 60_000).map((s) => s.rss)),
      ).filter((value) => Number.isFinite(value));
      console.log(
        `${USERS} users for ${MINUTES} min (${requests.length} read routes in turn): ${Math.round(result.requests.average).toLocaleString('en')} req/s, ` +
          `p99 ${result.latency.p99} ms, ${result.errors + result.timeouts + result.non2xx} errors`,
      );
      console.log(`RSS median per minute: ${minuteMedians.map((value) => value.toFixed(0)).join(', ')} MB`);
      if (minuteMedians.length >= 2) {
        const base = minuteMedians[Math.min(1, minuteMedians.length - 1)];
        const last = minuteMedians.at(-1)!;
        const allowed = Math.max(base * FLAT_SLACK.share, FLAT_SLACK.mb);
        console.log(
          `after the first minute: ${mb(base)} → ${mb(last)} in the last (${last - base >= 0 ? '+' : ''}${(last - base).toFixed(0)} MB; flat within ${allowed.toFixed(0)} MB)`,
        );
        if (last - base > allowed) misses.push(`${kind}: RSS grew ${(last - base).toFixed(0)} MB under load`);
      }
      if (result.errors + result.timeouts + result.non2xx > 0) misses.push(`${kind}: errors under load`);
    } finally {
      await server.stop();
    }
  }
  return misses;
}

console.log(
  `start command: ${flags.npm ? 'npm start' : `sh -c '${startScript}'`} in ${path.basename(root)}; ${RESTARTS} restarts; ` +
    `${USERS} users for ${MINUTES} min`,
);
const misses: string[] = [];
if (!flags['postgres-only']) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-startup-'));
  try {
    misses.push(...(await benchmark('PGlite', { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!flags['pglite-only']) {
  if (!postgresBinariesAvailable()) {
    console.log('\n## PostgreSQL\nskipped: install PostgreSQL 15 (/usr/lib/postgresql/15/bin, or PG_BIN)');
  } else {
    const postgres = await startPrivatePostgres();
    try {
      await postgres.createDatabase('platewise_startup');
      misses.push(...(await benchmark('PostgreSQL', { DATABASE_URL: postgres.url('platewise_startup') })));
    } finally {
      await postgres.destroy();
    }
  }
}
console.log(misses.length === 0 ? '\ntargets: all met' : `\ntargets missed:\n  ${misses.join('\n  ')}`);
process.exitCode = misses.length === 0 ? 0 : 1;
