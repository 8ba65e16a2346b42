import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database } from '../../src/server/db/open-db.ts';
import { ensureReferenceFoods } from '../../src/server/features/nutrition/foods-loader.service.ts';

export const pgliteImagePath = path.resolve('.tmp/test-pglite-image.tar.gz');

/**
 * Creating a PGlite database takes seconds; loading a migrated image takes a fraction of that.
 * So the image (migrated, with the USDA foods loaded) is made once per run and every test file starts from a copy.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db as never, { migrationsFolder });
  await ensureReferenceFoods(db as unknown as Database);
  const image = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(path.dirname(pgliteImagePath), { recursive: true });
  // Written aside and renamed, so a run starting alongside never reads half an image.
  const partial = `${pgliteImagePath}.${process.pid}`;
  writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
  renameSync(partial, pgliteImagePath);
}
