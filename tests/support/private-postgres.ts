import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (what CI installs); PG_BIN points elsewhere. */
export const postgresBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresBinariesAvailable(): boolean {
  return ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(postgresBin, name)));
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl restart -m immediate`: the server is killed without a clean shutdown and recovers from its WAL. */
  restartImmediate(): Promise<void>;
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A throw-away PostgreSQL cluster in a temporary folder, on loopback and its own port, like `.ci/run` starts
 * one: initdb refuses root, so as root the binaries run as the postgres user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'platewise-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(dir, Number(stdout.trim()), 0);
  }
  const pg = (binary: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(postgresBin, binary), ...args]) : run(path.join(postgresBin, binary), args);

  const port = await freePort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const pgCtl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);

  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await pgCtl('-o', serverOptions, 'start');

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    },
    async restartImmediate() {
      await pgCtl('-m', 'immediate', '-o', serverOptions, 'restart');
    },
    async stopImmediate() {
      await pgCtl('-m', 'immediate', 'stop');
    },
    async start() {
      await pgCtl('-o', serverOptions, 'start');
    },
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
