// npm run bench:pdf-isolation [-- --quick]: does PDF rendering leave the rest of the server responsive?
// Starts the real server (as `npm start` runs it, on a fresh embedded database), creates a 365-day plan, and
// has one practitioner export it six times at once, round after round; then three practitioners two at a time
// (six renders for a pool of two threads). Meanwhile GET /api/health is timed at a steady pace: p50 / p99
// against the idle server. Before that, the logo check: a 500 MB decompression bomb (a 1×1 PNG of under
// 512 KB) is uploaded, and the server's time to refuse it and its memory are reported. Ends with SIGTERM and
// checks the server stops cleanly.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HttpAgent, startServer, type ServerProcess } from '../../tests/support/server-process.ts';
import { pngBomb, pngImage } from '../../tests/support/test-images.ts';

const { values: flags } = parseArgs({ options: { quick: { type: 'boolean' } } });
const PHASE_SECONDS = flags.quick ? 8 : 30;
const PLAN_DAYS = 365;
const HEALTH_EVERY_MS = 25;
const TARGET_P99_MS = 100;

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function yearPlan(agent: HttpAgent, name: string): Promise<string> {
  const recipes = (await agent.request('GET', '/api/recipes')).json as { id: string; mealTypes?: string[] }[];
  const of = (type: string) => recipes.filter((recipe) => recipe.mealTypes?.includes(type));
  const [breakfasts, lunches, dinners, snacks] = ['breakfast', 'lunch', 'dinner', 'snack'].map(of);
  if (!breakfasts.length || !lunches.length || !dinners.length || !snacks.length)
    throw new Error('the recipe catalogue is missing meal types');
  const plan = await agent.request('POST', '/api/meal-plans', {
    name,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    targetCalories: 1900,
    targetProtein: 95,
    targetCarbs: 220,
    targetFat: 65,
  });
  if (plan.status !== 201) throw new Error(`creating the plan failed: ${plan.status} ${plan.text}`);
  for (let day = 1; day <= PLAN_DAYS; day++) {
    const pick = (list: { id: string }[]) => ({ recipeId: list[day % list.length].id, servings: 1 });
    const saved = await agent.request('PUT', `/api/meal-plans/${plan.json.id}/days/${day}`, {
      meals: { breakfast: pick(breakfasts), lunch: pick(lunches), dinner: pick(dinners), snacks: [pick(snacks)] },
    });
    if (saved.status !== 200) throw new Error(`saving day ${day} failed: ${saved.status} ${saved.text}`);
  }
  return plan.json.id;
}

/** GET /api/health every HEALTH_EVERY_MS until stopped: each answer's time, from sending to the last byte. */
function sampleHealth(server: ServerProcess) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}/api/health`);
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      const took = performance.now() - started;
      latencies.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, HEALTH_EVERY_MS - took)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { sorted: latencies.sort((a, b) => a - b), failures };
    },
  };
}

interface ExportTally {
  ok: number;
  refused: number;
  other: number;
  retryAfterMissing: number;
  durations: number[];
  bytes: number;
}

async function exportOnce(server: ServerProcess, cookie: string, planId: string, tally: ExportTally) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/meal-plans/${planId}/export-pdf`, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status === 200 && body.subarray(0, 5).toString('latin1') === '%PDF-') {
    tally.ok++;
    tally.durations.push(performance.now() - started);
    tally.bytes = body.length;
  } else if (response.status === 429) {
    tally.refused++;
    if (!response.headers.get('retry-after')) tally.retryAfterMissing++;
  } else tally.other++;
}

/** Rounds of exports (each round: every practitioner sends `each` at once, and the round ends when all answer). */
async function exportPhase(server: ServerProcess, practitioners: { cookie: string; planId: string }[], each: number) {
  const tally: ExportTally = { ok: 0, refused: 0, other: 0, retryAfterMissing: 0, durations: [], bytes: 0 };
  const health = sampleHealth(server);
  const until = Date.now() + PHASE_SECONDS * 1000;
  let rounds = 0;
  while (Date.now() < until) {
    await Promise.all(
      practitioners.flatMap(({ cookie, planId }) =>
        Array.from({ length: each }, () => exportOnce(server, cookie, planId, tally)),
      ),
    );
    rounds++;
  }
  return { tally, rounds, health: await health.stop() };
}

/** Prints the health check's latencies; answers their p99. */
function report(label: string, health: { sorted: number[]; failures: number }): number {
  const { sorted, failures } = health;
  const line = `${label}: GET /api/health ×${sorted.length}  p50 ${ms(percentile(sorted, 0.5))}  p99 ${ms(percentile(sorted, 0.99))}  max ${ms(sorted.at(-1) ?? NaN)}`;
  console.log(failures ? `${line}  (${failures} failed)` : line);
  return percentile(sorted, 0.99);
}

const [load] = os.loadavg();
console.log(
  `PDF isolation benchmark (${os.cpus().length} cores, load average ${load.toFixed(1)} at the start; ${PHASE_SECONDS} s per phase)`,
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-pdf-isolation-'));
let server: ServerProcess | undefined;
const misses: string[] = [];
try {
  // Seeded on a first start, measured on a second: a first start on an empty embedded database unpacks a new one and
  // loads the reference data, which leaves the process larger than it will be in service.
  const first = await startServer({ compiled: true, env: { DATA_DIR: dataDir }, timeoutMs: 300_000 });
  const seedStarted = performance.now();
  const practitioners: { cookie: string; planId: string }[] = [];
  let bombOwnerCookie = '';
  try {
    for (const name of ['Year', 'Second', 'Third']) {
      const agent = new HttpAgent(first.url);
      await agent.register(name);
      practitioners.push({ cookie: agent.cookie!, planId: await yearPlan(agent, `${name} plan`) });
    }
    const owner = new HttpAgent(first.url);
    await owner.register('Logo');
    bombOwnerCookie = owner.cookie!;
  } finally {
    await first.kill('SIGTERM');
  }
  console.log(
    `seeded three practitioners with a ${PLAN_DAYS}-day plan each (4 meals a day) in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  server = await startServer({ compiled: true, env: { DATA_DIR: dataDir }, timeoutMs: 300_000 });

  // --- the logo check ----------------------------------------------------------------------------------
  const bomb = await pngBomb(500 * 1024 * 1024);
  const logo = pngImage(256, 256);
  const uploadLogo = async (bytes: Buffer) => {
    const started = performance.now();
    const response = await fetch(`${server!.url}/api/users/me/logo`, {
      method: 'POST',
      headers: { cookie: bombOwnerCookie, 'content-type': 'image/png' },
      body: new Uint8Array(bytes),
    });
    return {
      status: response.status,
      body: (await response.json()) as { message?: string },
      ms: performance.now() - started,
    };
  };
  // a first upload warms the route up, so the next ones time the checks rather than the first request's start
  await uploadLogo(logo);
  const accepted = await uploadLogo(logo);
  const rssBefore = rssMB(server.pid);
  const refused = await uploadLogo(bomb);
  const rssAfter = rssMB(server.pid);
  console.log(
    `\nlogo bomb (${(bomb.length / 1024).toFixed(0)} KB PNG declaring 1×1 pixels, inflating to 500 MB): answered ${refused.status} in ${ms(refused.ms)}; ` +
      `server RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB\n  "${refused.body.message}"\n` +
      `a sound 256×256 logo (${(logo.length / 1024).toFixed(1)} KB): answered ${accepted.status} in ${ms(accepted.ms)}`,
  );
  if (accepted.status !== 201) misses.push(`the sound logo answered ${accepted.status}, not 201`);
  if (refused.status !== 400) misses.push(`the bomb upload answered ${refused.status}, not 400`);

  // --- PDF rendering beside other requests ------------------------------------------------------------
  // a first export starts the render threads; the second shows what one export takes on its own
  const warm: ExportTally = { ok: 0, refused: 0, other: 0, retryAfterMissing: 0, durations: [], bytes: 0 };
  for (let i = 0; i < 2; i++) await exportOnce(server, practitioners[0].cookie, practitioners[0].planId, warm);
  if (warm.ok !== 2) throw new Error('the warm-up exports failed');
  console.log(
    `\none export of the ${PLAN_DAYS}-day plan, alone: ${ms(warm.durations[1])}, ${(warm.bytes / 1024).toFixed(0)} KB (the first, starting a render thread: ${ms(warm.durations[0])})`,
  );

  const idle = sampleHealth(server);
  await new Promise((resolve) => setTimeout(resolve, Math.min(10, PHASE_SECONDS) * 1000));
  const idleHealth = await idle.stop();
  report('\nidle server', idleHealth);

  const phases: [string, { cookie: string; planId: string }[], number][] = [
    ['one practitioner, six exports at once', practitioners.slice(0, 1), 6],
    ['three practitioners, two exports at once each', practitioners, 2],
  ];
  for (const [label, who, each] of phases) {
    const { tally, rounds, health } = await exportPhase(server, who, each);
    const p99 = report(`${label} (${rounds} rounds)`, health);
    const durations = tally.durations.sort((a, b) => a - b);
    console.log(
      `  exports: ${tally.ok} PDFs (p50 ${ms(percentile(durations, 0.5))}, max ${ms(durations.at(-1) ?? NaN)}), ${tally.refused} refused with 429` +
        (tally.other ? `, ${tally.other} other answers` : ''),
    );
    if (p99 >= TARGET_P99_MS) misses.push(`${label}: health p99 ${ms(p99)} (target < ${TARGET_P99_MS} ms)`);
    if (tally.other || health.failures)
      misses.push(`${label}: ${tally.other} exports and ${health.failures} health checks failed`);
    if (tally.retryAfterMissing) misses.push(`${label}: ${tally.retryAfterMissing} refusals without Retry-After`);
    if (tally.ok === 0) misses.push(`${label}: no PDF was exported`);
  }

  const stopped = await server.kill('SIGTERM');
  server = undefined;
  console.log(`\nSIGTERM: the server stopped with exit code ${stopped.code ?? stopped.signal}`);
  if (stopped.code !== 0) misses.push(`the server did not stop cleanly (${stopped.code ?? stopped.signal})`);
} finally {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  misses.length === 0
    ? `targets: all met (health p99 < ${TARGET_P99_MS} ms while exporting, bomb refused with 400, clean stop)`
    : `targets missed:\n  ${misses.join('\n  ')}`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
