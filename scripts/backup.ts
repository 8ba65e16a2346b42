// npm run backup [-- --out <file>]: a consistent, verified copy of the whole database (PGlite in DATA_DIR, or
// PostgreSQL at DATABASE_URL) in one gzip file that `npm run restore` loads into either. See README "Backups".
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../src/server/db/backup.ts';
import { openDb, type OpenDatabase } from '../src/server/db/open-db.ts';
import { parseEnv } from '../src/server/env.ts';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const env = parseEnv();
const started = performance.now();

let database: OpenDatabase;
if (env.DATABASE_URL) {
  database = await openDb({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
} else {
  if (!existsSync(path.join(env.DATA_DIR, 'pglite', 'PG_VERSION')))
    fail(`There is no Platewise database in ${path.resolve(env.DATA_DIR)} (DATA_DIR).`);
  database = await openDb({ dataDir: env.DATA_DIR }).catch((error: Error) =>
    fail(
      `${error.message}\nThe embedded database is backed up with the server stopped: stop it, run the backup (seconds), start it again.`,
    ),
  );
}

const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replaceAll(':', '-');
const file = path.resolve(values.out ?? path.join('backups', `platewise-${database.kind}-${stamp}.jsonl.gz`));
mkdirSync(path.dirname(file), { recursive: true });
try {
  const header = await writeBackup(database.db, database.kind, file);
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up ${header.tables.length} tables, ${rows.toLocaleString('en')} rows from ${database.kind === 'pglite' ? `PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  for (const table of header.tables)
    console.log(`  ${table.table.padEnd(18)} ${String(table.rows).padStart(9)} rows  checksum ${table.checksum}`);
  console.log(
    `Wrote ${file} (${(statSync(file).size / 1048576).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
