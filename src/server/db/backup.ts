import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { migrationsFolder, type Database } from './open-db.ts';

/**
 * Backups are made through the database driver, so one format serves PGlite and PostgreSQL alike (and moves a
 * practice from one to the other): a gzip file of text lines. Line 1 is a JSON header (format, source, the
 * migrations the schema was at, and every table's row count and checksum); then, table by table in
 * foreign-key order, a line {"table": name, "rows": n} followed by that table's rows, one row_to_json each.
 * Rows are never parsed in JavaScript: the database writes the text and reads it back, so numerics, big
 * integers, timestamps to the microsecond, arrays, jsonb and bytea come back exactly.
 */
export const BACKUP_FORMAT = 'platewise-backup/1';

export interface TableFingerprint {
  table: string;
  rows: number;
  /** order-independent digest of every row's JSON text */
  checksum: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** drizzle migration timestamps (the journal's `when`) the schema had */
  migrations: string[];
  tables: TableFingerprint[];
}

type Executor = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const ident = (name: string) => sql.raw(quoted(name));

/** Text output that must not depend on the server's or session's defaults. */
async function pinOutputSettings(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone to 'UTC'`);
  await tx.execute(sql`set local bytea_output to 'hex'`);
  await tx.execute(sql`set local extra_float_digits to 1`);
}

/**
 * Tables a backup leaves out: both are kept by triggers, which fill them again as the restore inserts the rows.
 * data_versions only says which answers an app process may serve from memory; the restore's own inserts give
 * every practice a new version (and restoring the old rows would clash with those). account_counts counts each
 * account's clients and plans, which the restored rows count again.
 */
const NOT_BACKED_UP = ['account_counts', 'data_versions'];

/** The application's tables (schema public) that backups hold, parents before children. */
export async function listTablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not in (${sql.join(
            NOT_BACKED_UP.map((name) => sql`${name}`),
            sql`, `,
          )}) order by c.relname`,
    )
  ).map((row) => row.name);
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of links) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !ordered.includes(table) && [...parents.get(table)!].every((parent) => ordered.includes(parent)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle; a backup cannot order them');
    ordered.push(...ready);
  }
  return ordered;
}

async function fingerprintTable(tx: Executor, table: string): Promise<TableFingerprint> {
  // Two 60-bit slices of each row's md5, summed: independent of row order, so no sort of a big table is needed.
  const [row] = await rowsOf<{ rows: string; a: string; b: string }>(
    tx,
    sql`select count(*)::text as rows,
          coalesce(sum(('x' || substr(h, 1, 15))::bit(60)::bigint), 0)::text as a,
          coalesce(sum(('x' || substr(h, 16, 15))::bit(60)::bigint), 0)::text as b
        from (select md5(row_to_json(t)::text) as h from ${ident(table)} t) digests`,
  );
  const checksum = createHash('sha256').update(`${row.rows}:${row.a}:${row.b}`).digest('hex').slice(0, 32);
  return { table, rows: Number(row.rows), checksum };
}

/** Row count and checksum of every table, read in one snapshot. */
export async function fingerprintTables(db: Database): Promise<TableFingerprint[]> {
  const tables = await listTablesInDependencyOrder(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await pinOutputSettings(tx);
    const prints: TableFingerprint[] = [];
    for (const table of tables) prints.push(await fingerprintTable(tx, table));
    return prints;
  });
}

async function appliedMigrations(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => row.created_at);
}

function migrationTags(stamps: string[]): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const tags = new Map(journal.entries.map((entry) => [String(entry.when), entry.tag]));
  return stamps.map((stamp) => tags.get(stamp) ?? `unknown migration ${stamp}`).join(', ') || 'none';
}

const FETCH_ROWS = 1000;

/**
 * Writes a backup of the whole database to `file` (through a temporary name, renamed when complete).
 * Everything is read in one repeatable-read snapshot, so a live PostgreSQL database gives a consistent copy.
 */
export async function writeBackup(db: Database, kind: 'pglite' | 'postgres', file: string): Promise<BackupHeader> {
  const tables = await listTablesInDependencyOrder(db);
  const partial = `${file}.partial`;
  const header = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await pinOutputSettings(tx);
    const fingerprints: TableFingerprint[] = [];
    for (const table of tables) fingerprints.push(await fingerprintTable(tx, table));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      source: kind,
      migrations: await appliedMigrations(tx),
      tables: fingerprints,
    };
    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const { table, rows } of fingerprints) {
        yield `${JSON.stringify({ table, rows })}\n`;
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${ident(table)} t`,
        );
        for (;;) {
          const batch = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
          if (batch.length === 0) break;
          // A json (not jsonb) column could hold a raw line break; the schema has none, and this keeps it so.
          if (batch.some((row) => row.line.includes('\n')))
            throw new Error(`A row of ${table} holds a line break outside a JSON string`);
          yield `${batch.map((row) => row.line).join('\n')}\n`;
        }
        await tx.execute(sql`close backup_rows`);
      }
    }
    await pipeline(lines, createGzip(), createWriteStream(partial));
    return header;
  });
  renameSync(partial, file);
  return header;
}

/** Reads just the header of a backup file (and checks it is one). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of backupLines(file)) return parseHeader(line, file);
  throw new Error(`${file} is empty`);
}

function parseHeader(line: string, file: string): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(line) as BackupHeader;
  } catch {
    throw new Error(`${file} is not a Platewise backup`);
  }
  if (header.format !== BACKUP_FORMAT)
    throw new Error(`${file} is not a Platewise backup (format ${String(header.format)})`);
  return header;
}

function backupLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

const INSERT_ROWS = 2000;
const INSERT_CHARS = 8 * 1024 * 1024;

interface DeferredSchema {
  /** run in this order after the rows are in: keys and unique constraints, other indexes, then foreign keys */
  recreate: string[];
}

/**
 * Drops the restored tables' foreign keys, keys, unique constraints and indexes inside the restore's transaction,
 * and says how to make them again from their own definitions (pg_get_constraintdef / pg_get_indexdef, so the
 * names and every option come back as they were). Loaded into bare tables and indexed afterwards, each index is
 * built once by sorting instead of growing row by row, and each foreign key is checked by one join instead of one
 * lookup per row: the restore of the scale benchmark's database (decision 0015) spent most of its time there.
 * Check and not-null constraints stay: they cost little per row. If anything fails the transaction rolls back
 * and the schema is as it was.
 */
async function dropKeysAndIndexes(tx: Executor, tables: string[]): Promise<DeferredSchema> {
  const list = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const constraints = await rowsOf<{ table: string; name: string; type: string; definition: string }>(
    tx,
    sql`select c.relname as table, k.conname as name, k.contype::text as type, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where c.relnamespace = 'public'::regnamespace and c.relname in (${list}) and k.contype in ('f', 'p', 'u')
        order by c.relname, k.conname`,
  );
  const indexes = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
        where c.relnamespace = 'public'::regnamespace and c.relname in (${list})
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.conrelid = x.indrelid and k.contype in ('p', 'u', 'x'))
        order by i.relname`,
  );
  const foreign = constraints.filter((row) => row.type === 'f');
  const keys = constraints.filter((row) => row.type !== 'f');
  const alter = (row: { table: string }) => `alter table ${quoted(row.table)}`;
  const drops = [
    ...foreign.map((row) => `${alter(row)} drop constraint ${quoted(row.name)}`),
    ...indexes.map((row) => `drop index ${quoted(row.name)}`),
    ...keys.map((row) => `${alter(row)} drop constraint ${quoted(row.name)}`),
  ];
  for (const statement of drops) await tx.execute(sql.raw(statement));
  return {
    recreate: [
      ...keys.map((row) => `${alter(row)} add constraint ${quoted(row.name)} ${row.definition}`),
      ...indexes.map((row) => row.definition),
      ...foreign.map((row) => `${alter(row)} add constraint ${quoted(row.name)} ${row.definition}`),
    ],
  };
}

export interface RestoreSummary {
  header: BackupHeader;
  tables: TableFingerprint[];
}

/**
 * Loads a backup into an empty database whose schema is at the backup's migrations, in one transaction:
 * either every row is restored and every table's count and checksum match the backup, or nothing changes.
 */
export async function restoreBackup(db: Database, file: string): Promise<RestoreSummary> {
  const lines = backupLines(file)[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.done) throw new Error(`${file} is empty`);
  const header = parseHeader(first.value, file);

  const migrations = await appliedMigrations(db);
  if (migrations.join() !== header.migrations.join()) {
    throw new Error(
      `The backup's schema (migrations ${migrationTags(header.migrations)}) differs from this version's (${migrationTags(migrations)}). ` +
        'Restore it with the Platewise version that made it, then start this version: it migrates the data forward.',
    );
  }
  const tables = await listTablesInDependencyOrder(db);
  const expected = new Set(header.tables.map((table) => table.table));
  if (tables.length !== expected.size || tables.some((table) => !expected.has(table)))
    throw new Error('The backup does not hold the same tables as this database');

  const restored = await db.transaction(async (tx) => {
    await pinOutputSettings(tx);
    const occupied: string[] = [];
    for (const table of tables) {
      const [row] = await rowsOf<{ any: boolean }>(tx, sql`select exists (select 1 from ${ident(table)}) as any`);
      if (row.any) occupied.push(table);
    }
    if (occupied.length > 0) {
      throw new Error(
        `The target database is not empty (${occupied.join(', ')} hold rows). Restore into a new DATA_DIR or a newly created database.`,
      );
    }
    const deferred = await dropKeysAndIndexes(tx, tables);

    let table: string | null = null;
    let remaining = 0;
    let pending: string[] = [];
    let pendingChars = 0;
    // One insert runs in the database while the next batch is read and unzipped here: on PostgreSQL the two
    // overlap (on PGlite they take turns, as before).
    let inFlight: Promise<unknown> = Promise.resolve();
    const flush = async () => {
      if (!table || pending.length === 0) return;
      const insert = sql`insert into ${ident(table)} overriding system value select * from json_populate_recordset(null::${ident(table)}, ${`[${pending.join(',')}]`}::json)`;
      pending = [];
      pendingChars = 0;
      await inFlight;
      // drizzle's query runs each time it is awaited: made into one promise here, so it runs once.
      inFlight = Promise.resolve(tx.execute(insert));
      // A failure is thrown by the next await of inFlight; this only keeps it from counting as unhandled meanwhile.
      inFlight.catch(() => {});
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (remaining === 0) {
        // A table's marker line; its row count says how many of the following lines are its rows.
        await flush();
        const marker = JSON.parse(line) as { table: string; rows: number };
        if (!expected.has(marker.table)) throw new Error(`${file} is damaged: unexpected table ${marker.table}`);
        table = marker.table;
        remaining = marker.rows;
        continue;
      }
      pending.push(line);
      pendingChars += line.length;
      remaining -= 1;
      if (pending.length >= INSERT_ROWS || pendingChars >= INSERT_CHARS) await flush();
    }
    if (remaining !== 0) throw new Error(`${file} is incomplete: ${table} is missing ${remaining} rows`);
    await flush();
    await inFlight;
    for (const statement of deferred.recreate) await tx.execute(sql.raw(statement));

    // Serial columns continue after the restored rows.
    const serials = await rowsOf<{ table: string; column: string; sequence: string }>(
      tx,
      sql`select c.relname as table, a.attname as column, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
    );
    for (const serial of serials) {
      await tx.execute(
        sql`select setval(${serial.sequence}, coalesce(max(${ident(serial.column)}), 1), max(${ident(serial.column)}) is not null) from ${ident(serial.table)}`,
      );
    }

    const restored = new Map<string, TableFingerprint>();
    for (const name of tables) restored.set(name, await fingerprintTable(tx, name));
    const differing = header.tables.filter((want) => {
      const got = restored.get(want.table)!;
      return got.rows !== want.rows || got.checksum !== want.checksum;
    });
    if (differing.length > 0) {
      throw new Error(
        `After loading, ${differing.map((t) => t.table).join(', ')} differ from the backup; nothing was restored`,
      );
    }
    return [...restored.values()];
  });
  // What was counted and checksummed inside the transaction is what it committed: no second read of every table.
  return { header, tables: restored };
}
