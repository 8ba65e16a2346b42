import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { takeDirectoryLock } from './directory-lock.ts';
import { readPgliteImage } from './pglite-image.ts';
import { oneTripQuery } from './pglite-one-trip.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * How a PGlite data folder came to be: found, unpacked from the empty cluster's image (pglite-image.ts), or made
   * by PGlite's initdb (no image for the installed PGlite: a first start then peaks some 500 MB higher).
   */
  created?: 'existing' | 'image' | 'initdb';
  close(): Promise<void>;
}

/** The driver under each open database, for the statements prepared by hand (prepared-statement.ts). */
export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
const drivers = new WeakMap<Database, Driver>();

/** False for a transaction's handle (`db.transaction(tx => …)`), which runs on one connection of its own. */
export function isOpenedDatabase(db: Database): boolean {
  return drivers.has(db);
}

export function driverOf(db: Database): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error('Not a database opened by openDb');
  return driver;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number that is ours: serialises migrations when several app processes start at once. */
const MIGRATION_LOCK_ID = 5_000_123;

export type OpenDbOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** An in-memory PGlite, optionally started from a `dumpDataDir()` image (tests). */
  | { memory: true; image?: Blob }
  /** A PGlite the caller started from a migrated image and will close itself (tests reuse one many times). */
  | { pglite: PGlite };

/**
 * Each database's driver is loaded when that database is opened, not with this module: a server runs on one of the
 * two, and loading the other's cost some 100–150 ms at every start (decision 0027).
 */
const pgliteDrizzle = async () => (await import('drizzle-orm/pglite')).drizzle;

export async function openDb(options: OpenDbOptions): Promise<OpenDatabase> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if ('dataDir' in options) return openPgliteDir(options.dataDir);
  if ('pglite' in options)
    return { db: registeredPglite(options.pglite, await pgliteDrizzle()), kind: 'pglite', close: async () => {} };
  const client = new PGlite({ loadDataDir: options.image });
  return { db: await migratedPglite(client), kind: 'pglite', close: () => client.close() };
}

/** The drizzle database over a PGlite client (in memory or in a folder), registered and migrated. */
async function migratedPglite(client: PGlite): Promise<Database> {
  const [drizzle, { migrate }] = await Promise.all([pgliteDrizzle(), import('drizzle-orm/pglite/migrator')]);
  await client.waitReady;
  const db = registeredPglite(client, drizzle);
  await migrate(db as never, { migrationsFolder });
  return db;
}

function registeredPglite(client: PGlite, drizzle: Awaited<ReturnType<typeof pgliteDrizzle>>): Database {
  const db = drizzle(withParsersOnce(client), { schema }) as unknown as Database;
  drivers.set(db, { kind: 'pglite', client });
  return db;
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<OpenDatabase> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(connection), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  drivers.set(db, { kind: 'postgres', pool });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PostgreSQL's own cache inside PGlite's WebAssembly memory. PGlite's default (128 MB) is written through at start,
 * so all of it was resident: some 100 MB more than 32 MB. A page not in it is read from the data folder, which
 * the operating system caches anyway (decision 0027).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * PGlite is single-process: a second process on the same folder would corrupt it, so a lock file refuses it
 * with a clear message (directory-lock.ts: a lock left by a killed process never keeps the next start out).
 */
async function openPgliteDir(dataDir: string): Promise<OpenDatabase> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const releaseLock = takeDirectoryLock(path.join(root, 'platewise.pid'));
  try {
    const folder = path.join(root, 'pglite');
    const existed = existsSync(path.join(folder, 'PG_VERSION'));
    const image = existed ? undefined : readPgliteImage();
    const client = new PGlite(folder, { startParams: pgliteStartParams, loadDataDir: image });
    return {
      db: await migratedPglite(client),
      kind: 'pglite',
      created: existed ? 'existing' : image ? 'image' : 'initdb',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

const keepText = (value: string) => value;
/** What drizzle-orm asks PGlite to leave as text: dates, times, intervals and arrays of them. */
const drizzleTextTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * drizzle-orm hands PGlite the same few parsers with every query, and PGlite then copies its whole table of
 * some 320 parsers for that query: as much time again as a small query itself takes (half the cost of a
 * health check, measured with the load benchmark). So the parsers are installed on the client once, and the
 * per-query copies are dropped. Results are unchanged: same parsers, set once.
 */
function withParsersOnce(client: PGlite): PGlite {
  for (const type of drizzleTextTypes) client.parsers[type] = keepText;
  type Query = PGlite['query'];
  const lean =
    (query: Query): Query =>
    (text, params, options) =>
      query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
  // drizzle calls only query and transaction (nested transactions are savepoints on the same transaction).
  return {
    query: lean(oneTripQuery(client, false)),
    transaction: (run) =>
      client.transaction(() => run({ query: lean(oneTripQuery(client, true)) } as Parameters<typeof run>[0])),
  } as PGlite;
}
