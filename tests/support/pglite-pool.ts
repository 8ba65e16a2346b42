import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import './global-setup.ts';

/**
 * Starting a PGlite from the prepared image costs 1.5–2 s (unpacking 67 MB into memory and starting Postgres);
 * emptying one costs a few tens of milliseconds. So a test database that is closed goes back to this worker's
 * pool, emptied to the image's state, and the next test database of the worker starts from it.
 *
 * "The image's state" is checked, not assumed: the pool keeps an instance only when its schema (tables, columns,
 * indexes, constraints, triggers, functions) has the image's fingerprint and the reference rows (the foods, the
 * data loads, the migrations journal) are the image's; anything else closes it, and the next test gets a fresh
 * one. Rows of every other table go, identity sequences restart, and the session forgets its prepared statements
 * and settings (`DISCARD ALL`).
 */

/** Tables whose rows the image holds; every other table of the public schema starts empty. */
const referenceTables = ['foods', 'data_loads', 'data_versions'] as const;

interface Pristine {
  fingerprint: string;
  /** One query naming the tables (of those the image has empty) that hold rows now. */
  tablesWithRows: string;
  /** Restarts every sequence of the public schema. */
  restartSequences: string;
  dataLoads: string;
  dataVersions: string;
  migrations: string;
  foods: number;
}

const idle: PGlite[] = [];
/** Each lent instance with the transaction id current when it was lent: rows written later have a newer xmin. */
const lent = new Map<PGlite, bigint>();
let pristine: Promise<Pristine> | undefined;

const fingerprintQuery = `
  select md5(string_agg(item, '|' order by item)) as fingerprint from (
    select 'r:' || c.relname || ':' || c.relkind::text || ':' || c.relnatts as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
    union all select 'a:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and a.attnum > 0 and not a.attisdropped
    union all select 'i:' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
    union all select 'k:' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
      where connamespace = 'public'::regnamespace
    union all select 't:' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
    union all select 'f:' || p.proname || ':' || md5(p.prosrc) from pg_proc p where p.pronamespace = 'public'::regnamespace
  ) items`;

async function one<T>(client: PGlite, text: string): Promise<T> {
  return (await client.query<T>(text)).rows[0];
}

async function describe(client: PGlite): Promise<Pristine> {
  const { fingerprint } = await one<{ fingerprint: string }>(client, fingerprintQuery);
  const { tablesWithRows } = await one<{ tablesWithRows: string }>(
    client,
    `select string_agg(format('select %L as name where exists (select from %I)', tablename, tablename), ' union all ')
        as "tablesWithRows"
      from pg_tables
      where schemaname = 'public' and tablename <> all (array[${referenceTables.map((t) => `'${t}'`).join(', ')}])`,
  );
  const { restartSequences } = await one<{ restartSequences: string }>(
    client,
    `select coalesce(string_agg(format('alter sequence %I restart;', sequencename), ' '), '') as "restartSequences"
      from pg_sequences where schemaname = 'public'`,
  );
  const rowsOf = async (table: string) =>
    (
      await one<{ rows: string }>(
        client,
        `select coalesce(json_agg(t order by t::text)::text, '[]') as rows from ${table} t`,
      )
    ).rows;
  return {
    fingerprint,
    tablesWithRows,
    restartSequences,
    dataLoads: await rowsOf('data_loads'),
    dataVersions: await rowsOf('data_versions'),
    migrations: await rowsOf('drizzle.__drizzle_migrations'),
    foods: (await one<{ n: number }>(client, 'select count(*)::int as n from foods')).n,
  };
}

async function currentXid(client: PGlite): Promise<bigint> {
  return BigInt((await one<{ xid: string }>(client, 'select pg_current_xact_id()::text as xid')).xid);
}

/** A PGlite holding the prepared image's data, from the pool or newly started. */
export async function takePglite(): Promise<PGlite> {
  const client = idle.pop() ?? (await startFromImage());
  pristine ??= describe(client);
  await pristine;
  lent.set(client, await currentXid(client));
  return client;
}

async function startFromImage(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteImagePath'))]) });
  await client.waitReady;
  return client;
}

/** Empties a PGlite taken with takePglite back to the image's state and keeps it, or closes it if it cannot be. */
export async function givePgliteBack(client: PGlite): Promise<void> {
  const since = lent.get(client);
  lent.delete(client);
  if (since === undefined || client.closed) return;
  try {
    if (await emptiedToImage(client, since)) {
      idle.push(client);
      return;
    }
  } catch {
    // An instance that cannot be emptied is not reused.
  }
  await client.close();
}

async function emptiedToImage(client: PGlite, since: bigint): Promise<boolean> {
  const image = await pristine!;
  if (client.isInTransaction()) return false;
  // Rows of the reference tables written since the instance was lent, or some deleted: not the image any more.
  const foods = await one<{ n: number; newer: number }>(
    client,
    `select count(*)::int as n, count(*) filter (where xmin::text::bigint >= ${since})::int as newer from foods`,
  );
  if (foods.n !== image.foods || foods.newer > 0) return false;
  // Only the tables a test wrote to are emptied: truncating all of them costs more than the rest of the reset.
  const written = (await client.query<{ name: string }>(image.tablesWithRows)).rows.map((row) => row.name);
  // `users` is emptied by DELETE with the foreign-key triggers off (replica role): TRUNCATE ... CASCADE on it would
  // also empty `foods`, whose practice rows reference their owner (decision 0031), and with them the image's foods.
  const truncated = written.filter((name) => name !== 'users').map((name) => `"${name}"`);
  await client.exec(`
    set session_replication_role = replica;
    ${truncated.length ? `truncate ${truncated.join(', ')} cascade;` : ''}
    ${written.includes('users') ? 'delete from users;' : ''}
    ${image.restartSequences}
    delete from data_loads; delete from data_versions;
    insert into data_loads select * from json_populate_recordset(null::data_loads, '${image.dataLoads.replaceAll("'", "''")}');
    insert into data_versions select * from json_populate_recordset(null::data_versions, '${image.dataVersions.replaceAll("'", "''")}');
  `);
  await client.exec('discard all');
  const now = await describe(client);
  return (
    now.foods === image.foods &&
    now.fingerprint === image.fingerprint &&
    now.migrations === image.migrations &&
    now.dataLoads === image.dataLoads &&
    now.dataVersions === image.dataVersions
  );
}
