import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (what CI installs); PG_BIN points elsewhere. */
export const postgresBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresBinariesAvailable(): boolean {
  return ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(postgresBin, name)));
}

export interface PrivatePostgres {
  port: number;
  /** The server's own log (pg_ctl -l). */
  logFile: string;
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
export async function startPrivatePostgres(options: { port?: number } = {}): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'platewise-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(dir, Number(stdout.trim()), 0);
  }
  const pg = (binary: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(postgresBin, binary), ...args])
      : run(path.join(postgresBin, binary), args);

  const port = options.port ?? (await freePort());
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const pgCtl = (...args: string[]) =>
    pg('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);

  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await pgCtl('-o', serverOptions, 'start');

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    logFile: path.join(dir, 'server.log'),
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

/** A database a benchmark may fill and throw away, and how to make more beside it (a restore needs an empty one). */
export interface ScratchPostgres {
  /** Where the database lives, for the printed figures. */
  label: string;
  url: string;
  /** The server's log, when the server is a throw-away one started here. */
  logFile?: string;
  /** Another new, empty database on the same server, dropped by cleanUp too. */
  createDatabase(prefix: string): Promise<string>;
  cleanUp(): Promise<void>;
}

/**
 * A new database on DATABASE_URL's server when it is set (never that database itself: one beside it, dropped
 * afterwards), else on a throw-away local PostgreSQL 15 when its binaries are installed, else null.
 */
export async function openScratchPostgres(
  prefix: string,
  options: { port?: number } = {},
): Promise<ScratchPostgres | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const created: string[] = [];
    const onServer = async (statement: string) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(statement);
      } finally {
        await admin.end();
      }
    };
    const createDatabase = async (namePrefix: string) => {
      const name = `${namePrefix}_${randomBytes(4).toString('hex')}`;
      await onServer(`create database ${name}`);
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    return {
      label: "PostgreSQL (a new database on DATABASE_URL's server)",
      url: await createDatabase(prefix),
      createDatabase,
      async cleanUp() {
        for (const name of created) await onServer(`drop database if exists ${name} with (force)`);
      },
    };
  }
  if (!postgresBinariesAvailable()) return null;
  const cluster = await startPrivatePostgres(options);
  const createDatabase = async (name: string) => {
    await cluster.createDatabase(name);
    return cluster.url(name);
  };
  return {
    label: 'PostgreSQL 15 (a throw-away local server)',
    url: await createDatabase(prefix),
    logFile: cluster.logFile,
    createDatabase,
    cleanUp: () => cluster.destroy(),
  };
}
