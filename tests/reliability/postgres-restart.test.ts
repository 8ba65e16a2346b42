import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  postgresBin,
  postgresBinariesAvailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../support/private-postgres.ts';
import { HttpAgent, startServer, type ServerProcess } from '../support/server-process.ts';
import { newLedger, startWriteStream, waitFor } from './write-stream.ts';

// The test brings its own PostgreSQL (it has to kill it), so it does not depend on DATABASE_URL. CI runs the
// suite twice; this one runs in the PostgreSQL half only, to keep the PGlite half's time for the PGlite faults.
const runsHere = Boolean(process.env.DATABASE_URL) || process.env.RELIABILITY_ALL === '1';

describe('PostgreSQL restarted during a stream of writes', () => {
  it(
    'loses no acknowledged write, answers 503 while the database is away and recovers by itself',
    { timeout: 240_000 },
    async (ctx) => {
      if (!runsHere)
        ctx.skip('runs in the PostgreSQL run of the suite (DATABASE_URL set), or here with RELIABILITY_ALL=1');
      if (!postgresBinariesAvailable()) ctx.skip(`no PostgreSQL binaries in ${postgresBin} (set PG_BIN)`);

      let cluster: PrivatePostgres | undefined;
      let server: ServerProcess | undefined;
      try {
        cluster = await startPrivatePostgres();
        await cluster.createDatabase('platewise');
        server = await startServer({ env: { DATABASE_URL: cluster.url('platewise') } });
        const agent = new HttpAgent(server.url);
        await agent.register('Restart');

        const ledger = newLedger();
        const stream = startWriteStream(agent, ledger);
        await waitFor(() => ledger.acknowledged.size >= 20, 30_000, 'the first writes');

        // 1. pg_ctl restart -m immediate in the middle of the stream.
        const beforeRestart = ledger.acknowledged.size;
        await cluster.restartImmediate();
        await waitFor(
          () => ledger.acknowledged.size >= beforeRestart + 20,
          30_000,
          'writes to be acknowledged after the restart',
        );

        // 2. The database stays away for a while: every answer is our 503, reads included.
        const refusedBefore = ledger.refused.length;
        await cluster.stopImmediate();
        const outageStarted = Date.now();
        await waitFor(() => ledger.refused.length >= refusedBefore + 10, 15_000, 'refusals while the database is down');
        const read = await agent.request('GET', '/api/clients');
        const health = await agent.request('GET', '/api/health');
        await cluster.start();
        const restarted = Date.now();
        const ackedAtRestart = ledger.acknowledged.size;
        await waitFor(
          () => ledger.acknowledged.size > ackedAtRestart,
          30_000,
          'the first acknowledged write after PostgreSQL came back',
        );
        const recoveryMs = Date.now() - restarted;
        await waitFor(() => ledger.acknowledged.size >= ackedAtRestart + 20, 30_000, 'writes to flow again');
        await stream.stop();

        for (const answer of [read, health]) {
          expect(answer.status).toBe(503);
          expect(answer.json).toEqual({
            code: 'UNAVAILABLE',
            message: 'The service is briefly unavailable. Please try again in a moment.',
            errors: [],
          });
          expect(answer.headers.get('retry-after')).toBe('5');
        }
        // Every write got an answer; the ones not acknowledged were 503 with our body and Retry-After, never a 500.
        expect(ledger.unanswered).toBe(0);
        expect(ledger.refused.length).toBeGreaterThanOrEqual(10);
        for (const refusal of ledger.refused) {
          expect(refusal).toEqual({
            status: 503,
            body: { code: 'UNAVAILABLE', message: expect.any(String), errors: [] },
            retryAfter: '5',
          });
        }
        // The same process served before, during and after: it recovered without a restart of its own.
        expect(server.child.exitCode).toBeNull();
        // The log says what happened, without the refused requests' data (names, allergies) in it.
        const log = server.log();
        expect(log).toContain('"msg":"database unavailable"');
        expect(log).not.toMatch(/Peanut|Stream\d/);

        // Every acknowledged write is in the database, as acknowledged.
        const direct = new pg.Client({ connectionString: cluster.url('platewise') });
        await direct.connect();
        const { rows } = await direct.query<{ id: string; last_name: string }>(
          `select id, last_name from clients where first_name = 'Fault'`,
        );
        await direct.end();
        const stored = new Map(rows.map((row) => [row.id, row.last_name]));
        const lost = [...ledger.acknowledged].filter(([id, lastName]) => stored.get(id) !== lastName);
        expect(lost).toEqual([]);
        const listed = await agent.request('GET', '/api/clients');
        expect(listed.status).toBe(200);
        const listedIds = new Set((listed.json as { id: string }[]).map((client) => client.id));
        expect([...ledger.acknowledged.keys()].filter((id) => !listedIds.has(id))).toEqual([]);

        console.log(
          `PostgreSQL faults: ${ledger.acknowledged.size} writes acknowledged, 0 lost; ${refusedBefore} answered 503 across ` +
            `pg_ctl restart -m immediate, ${ledger.refused.length - refusedBefore} during a ${restarted - outageStarted} ms outage; ` +
            `first write acknowledged ${recoveryMs} ms after PostgreSQL was back, same server process throughout`,
        );
      } finally {
        await server?.kill('SIGTERM');
        await cluster?.destroy();
      }
    },
  );
});
