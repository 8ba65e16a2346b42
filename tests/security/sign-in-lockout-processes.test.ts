import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  postgresBin,
  postgresBinariesAvailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../support/private-postgres.ts';
import { HttpAgent, startServer, type ServerProcess } from '../support/server-process.ts';

const ATTEMPTS = 50;
const MAX_FAILED_SIGN_INS = 5;

/**
 * A database two real app processes can share: a new one on the DATABASE_URL server when the suite runs on
 * PostgreSQL, otherwise a private PostgreSQL 15 cluster of this test's own.
 */
async function sharedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `platewise_lockout_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const cluster: PrivatePostgres = await startPrivatePostgres();
  await cluster.createDatabase('platewise');
  return { url: cluster.url('platewise'), drop: () => cluster.destroy() };
}

describe('the sign-in lockout across two app processes on one PostgreSQL', () => {
  it(
    `checks at most ${MAX_FAILED_SIGN_INS} passwords when ${ATTEMPTS} wrong ones arrive at once on both`,
    { timeout: 300_000 },
    async (ctx) => {
      if (!process.env.DATABASE_URL && !postgresBinariesAvailable())
        ctx.skip(`no DATABASE_URL and no PostgreSQL binaries in ${postgresBin} (set PG_BIN)`);

      const database = await sharedDatabase();
      const servers: ServerProcess[] = [];
      try {
        // One after the other: the first loads the reference data, the second finds it there.
        const env = { DATABASE_URL: database.url, AUTH_RATE_LIMIT_PER_MINUTE: '10000' };
        servers.push(await startServer({ env }));
        servers.push(await startServer({ env }));
        const [first, second] = servers.map((server) => new HttpAgent(server.url));

        await first.register('Admin'); // the first account is the admin; the one attacked is a practitioner
        const owner = new HttpAgent(first.baseUrl);
        const user = await owner.register('Lockout');
        const { json: me } = await owner.request('GET', '/api/users/me');
        expect(me.id).toBe(user.id);

        const answers = await Promise.all(
          Array.from({ length: ATTEMPTS }, (_, i) =>
            new HttpAgent((i % 2 === 0 ? first : second).baseUrl).request('POST', '/api/auth/login', {
              username: me.username,
              password: `wrong-password-${i}`,
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.status);
        // 401 = a password checked and found wrong. The fifth check answers 423 as it sets the lock; every other
        // attempt is refused with 423 before any check.
        const checkedWrong = statuses.filter((status) => status === 401).length;
        expect(checkedWrong).toBe(MAX_FAILED_SIGN_INS - 1);
        expect(statuses.filter((status) => status === 423)).toHaveLength(ATTEMPTS - checkedWrong);
        for (const answer of answers.filter((a) => a.status === 423))
          expect(answer.json.message).toMatch(/locked after 5 failed sign-ins/);
        // Both processes took part in refusing.
        expect(new Set(answers.map((answer, i) => (answer.status === 423 ? i % 2 : -1)))).toEqual(new Set([-1, 0, 1]));

        // The right password is refused on either process while the lock holds.
        for (const agent of [first, second]) {
          const right = await new HttpAgent(agent.baseUrl).request('POST', '/api/auth/login', {
            username: me.username,
            password: 'correct horse battery',
          });
          expect(right.status).toBe(423);
        }
      } finally {
        for (const server of servers) await server.kill('SIGTERM');
        await database.drop();
      }
    },
  );
});
