// npm run restore -- <file>: loads a backup made by `npm run backup` into an empty database (a new DATA_DIR,
// or a newly created PostgreSQL database at DATABASE_URL), in one transaction, and checks every table's row
// count and checksum against the backup before it commits. See README "Backups".
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBackupHeader, restoreBackup } from '../src/server/db/backup.ts';
import { openDb, type OpenDatabase } from '../src/server/db/open-db.ts';
import { parseEnv } from '../src/server/env.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1)
  fail('Usage: npm run restore -- <backup file>   (into DATA_DIR, or DATABASE_URL when set)');
const file = path.resolve(positionals[0]);
if (!existsSync(file)) fail(`No such file: ${file}`);
const env = parseEnv();
const started = performance.now();

const header = await readBackupHeader(file).catch((error: Error) => fail(error.message));
let database: OpenDatabase;
if (env.DATABASE_URL) {
  database = await openDb({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
} else {
  const dataDir = path.resolve(env.DATA_DIR);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    fail(`${dataDir} (DATA_DIR) is not empty. Restore into a new folder, then point DATA_DIR at it.`);
  database = await openDb({ dataDir });
}

try {
  const { tables } = await restoreBackup(database.db, file);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${tables.length} tables, ${rows.toLocaleString('en')} rows (backup of ${header.source}, ${header.createdAt}) into ` +
      `${database.kind === 'pglite' ? `PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log('Every table has the row count and checksum the backup recorded.');
} catch (error) {
  console.error(`Nothing was restored: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
