import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/server/db/open-db.ts';

export const pgliteImagePath = path.resolve('.tmp/test-pglite-image.tar.gz');

/**
 * Creating a PGlite database takes seconds; loading a migrated image takes a fraction of that.
 * So the image is made once per test run and every test file starts from a copy of it.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const client = new PGlite();
  await migrate(drizzle(client) as never, { migrationsFolder });
  const image = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(path.dirname(pgliteImagePath), { recursive: true });
  writeFileSync(pgliteImagePath, new Uint8Array(await image.arrayBuffer()));
}
