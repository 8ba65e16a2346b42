import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpAgent, startServer, type ServerProcess } from '../support/server-process.ts';
import { newLedger, startWriteStream, waitFor } from './write-stream.ts';

// The server gets its own data folder, so this does not depend on DATABASE_URL. CI runs the suite twice;
// this one runs in the PGlite half only (RELIABILITY_ALL=1 runs it in both).
const runsHere = !process.env.DATABASE_URL || process.env.RELIABILITY_ALL === '1';
const KILL_CYCLES = 20;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-crash-'));
let server: ServerProcess | undefined;
let agent: HttpAgent;
const ledger = newLedger();

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function runBackup(folder: string): Promise<{ code: number; stderr: string }> {
  const out = path.join(folder, '..', `${path.basename(folder)}-backup.jsonl.gz`);
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', '--out', out],
      { cwd: repoRoot, env: { PATH: process.env.PATH, DATA_DIR: folder } },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
    ),
  );
}

/** Every write the server ever acknowledged, as acknowledged: asked of the (restarted) server itself. */
async function missingAcknowledgedWrites(): Promise<string[]> {
  const listed = await agent.request('GET', '/api/clients');
  expect(listed.status).toBe(200);
  const stored = new Map(
    (listed.json as { id: string; lastName: string }[]).map((client) => [client.id, client.lastName]),
  );
  return [...ledger.acknowledged].filter(([id, lastName]) => stored.get(id) !== lastName).map(([id]) => id);
}

describe('the PGlite app process killed with SIGKILL during writes', () => {
  it(
    `reopens after each of ${KILL_CYCLES} kills and keeps every acknowledged write`,
    { timeout: 900_000 },
    async (ctx) => {
      if (!runsHere)
        ctx.skip('runs in the PGlite run of the suite (DATABASE_URL unset), or here with RELIABILITY_ALL=1');
      server = await startServer({ env: { DATA_DIR: dataDir }, timeoutMs: 180_000 });
      agent = new HttpAgent(server.url);
      await agent.register('Crash');

      const reopenMs: number[] = [];
      let inFlightAtKills = 0;
      for (let cycle = 1; cycle <= KILL_CYCLES; cycle++) {
        const stream = startWriteStream(agent, ledger);
        const ackedBefore = ledger.acknowledged.size;
        await waitFor(() => ledger.acknowledged.size >= ackedBefore + 5, 30_000, `writes in cycle ${cycle}`);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
        const unansweredBefore = ledger.unanswered;
        const { signal } = await server.kill('SIGKILL');
        expect(signal).toBe('SIGKILL');
        await stream.stop();
        // The four writers each had a request out when the process died (or sent one into the void right after).
        inFlightAtKills += ledger.unanswered - unansweredBefore;

        const started = Date.now();
        server = await startServer({ env: { DATA_DIR: dataDir }, timeoutMs: 120_000 });
        reopenMs.push(Date.now() - started);
        agent = Object.assign(new HttpAgent(server.url), { cookie: agent.cookie }); // the session lives in the database
        expect((await agent.request('GET', '/api/health')).status).toBe(200);
        expect(await missingAcknowledgedWrites()).toEqual([]);
      }

      // After a crash and a reboot the pid in the lock file often names some other, unrelated process.
      await server.kill('SIGKILL');
      const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        const lockFile = path.join(dataDir, 'platewise.pid');
        expect(readFileSync(lockFile, 'utf8').split('\n')[0]).not.toBe(String(unrelated.pid));
        for (const leftBehind of [
          `${unrelated.pid}\nboot 00000000-0000-0000-0000-000000000000 start 1234\n`,
          `${unrelated.pid}\n`,
        ]) {
          writeFileSync(lockFile, leftBehind);
          server = await startServer({ env: { DATA_DIR: dataDir }, timeoutMs: 120_000 });
          agent = Object.assign(new HttpAgent(server.url), { cookie: agent.cookie });
          expect(await missingAcknowledgedWrites()).toEqual([]);
          expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(server.pid));
          if (leftBehind.includes('boot')) await server.kill('SIGKILL');
        }
      } finally {
        unrelated.kill('SIGKILL');
      }

      // Every refusal in between would be a bug: writes either got their 201 or no answer at all.
      expect(ledger.refused).toEqual([]);

      reopenMs.sort((a, b) => a - b);
      console.log(
        `PGlite SIGKILL: ${KILL_CYCLES} kills during writes, reopened every time (time to ready: median ${reopenMs[KILL_CYCLES >> 1]} ms, ` +
          `max ${reopenMs.at(-1)} ms); ${ledger.acknowledged.size} writes acknowledged, 0 lost; ${inFlightAtKills} requests cut by the kills`,
      );
    },
  );

  it(
    'refuses a second process on the same data folder with a clear message, and the first carries on',
    { timeout: 240_000 },
    async (ctx) => {
      if (!runsHere)
        ctx.skip('runs in the PGlite run of the suite (DATABASE_URL unset), or here with RELIABILITY_ALL=1');
      // Its own folder and server: this test stands whatever became of the previous one.
      const folder = mkdtempSync(path.join(os.tmpdir(), 'platewise-second-'));
      const first = await startServer({ env: { DATA_DIR: folder }, timeoutMs: 180_000 });
      try {
        const own = new HttpAgent(first.url);
        await own.register('Second');
        const before = await own.request('POST', '/api/clients', { firstName: 'Before', lastName: 'Second' });
        expect(before.status).toBe(201);

        const second = await startServer({ env: { DATA_DIR: folder } }).then(
          () => null,
          (error: Error & { code?: number; output?: string }) => error,
        );
        expect(second).not.toBeNull();
        expect(second!.code).not.toBe(0);
        expect(second!.output).toContain(
          `The data folder ${folder} is in use by another Platewise process (pid ${first.pid}). Stop it first, or give this one its own DATA_DIR or a DATABASE_URL.`,
        );
        expect(readFileSync(path.join(folder, 'platewise.pid'), 'utf8').split('\n')[0]).toBe(String(first.pid));

        // A backup of the embedded database waits for the server to stop: it takes the same lock.
        const backup = await runBackup(folder);
        expect(backup.code).toBe(1);
        expect(backup.stderr).toContain(`is in use by another Platewise process (pid ${first.pid})`);
        expect(backup.stderr).toContain('The embedded database is backed up with the server stopped');

        // The first carries on: it still writes, and what it wrote before is there.
        const after = await own.request('POST', '/api/clients', { firstName: 'After', lastName: 'Second' });
        expect(after.status).toBe(201);
        const listed = await own.request('GET', '/api/clients');
        expect((listed.json as { firstName: string }[]).map((client) => client.firstName).sort()).toEqual([
          'After',
          'Before',
        ]);

        // A clean stop gives the folder back.
        expect((await first.kill('SIGTERM')).code).toBe(0);
        expect(existsSync(path.join(folder, 'platewise.pid'))).toBe(false);
      } finally {
        await first.kill('SIGKILL');
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
