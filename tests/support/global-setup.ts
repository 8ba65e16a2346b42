import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, type Database } from '../../src/server/db/open-db.ts';
import { ensureReferenceFoods } from '../../src/server/features/nutrition/foods-loader.service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite image (with the USDA foods) every test database starts from; empty on PostgreSQL. */
    pgliteImagePath: string;
  }
}

const imageFolder = path.resolve('.tmp');
const imagePrefix = 'test-pglite-image-';

/**
 * What the image is made from: the migrations and schema, the foods and the code that loads them, the shared
 * tables they use, the installed packages (PGlite, the SR28 data) and this file. A change to any makes a new image.
 */
const imageSources = [
  'src/server/db',
  'src/server/features/nutrition',
  'src/server/providers/foods',
  'src/shared',
  'tests/support/global-setup.ts',
  'package-lock.json',
];

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (
    !readdirSync(path.dirname(entry), { withFileTypes: true })
      .find((d) => d.name === path.basename(entry))
      ?.isDirectory()
  )
    return [entry];
  return readdirSync(entry, { withFileTypes: true, recursive: true })
    .filter((dirent) => dirent.isFile() && !dirent.name.endsWith('.test.ts'))
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

function imageKey(): string {
  const hash = createHash('sha256');
  for (const file of imageSources.flatMap(filesUnder).sort()) hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite database takes seconds (initdb, migrations, 8,789 foods); starting one from a migrated image
 * takes a fraction of that. So the image is made once and kept in .tmp under a key of what it is made from: a
 * run reuses it until a migration, the foods or their loader change.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteImagePath', '');
    return;
  }
  const imagePath = path.join(imageFolder, `${imagePrefix}${imageKey()}.tar`);
  project.provide('pgliteImagePath', imagePath);
  if (existsSync(imagePath)) return;
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db as never, { migrationsFolder });
  await ensureReferenceFoods(db as unknown as Database);
  // Uncompressed: each test database starts from it, and unpacking 67 MB would cost each of them ~150 ms.
  const image = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(imageFolder, { recursive: true });
  // Written aside and renamed, so a run starting alongside never reads half an image.
  const partial = `${imagePath}.${process.pid}`;
  writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
  renameSync(partial, imagePath);
  for (const old of readdirSync(imageFolder))
    if (old.startsWith(imagePrefix) && path.join(imageFolder, old) !== imagePath && !old.includes('.tar.'))
      rmSync(path.join(imageFolder, old), { force: true });
}
