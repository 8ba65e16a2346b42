import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

/**
 * A new PGlite data folder starts from an image of an empty cluster instead of running initdb.
 *
 * PGlite's initdb runs a second WebAssembly instance beside the first and peaks at some 900 MB of resident memory
 * in a process that does nothing else: more than a 1 GB server can give a first start. Unpacking the same cluster
 * from an image peaks at under 400 MB and takes a second. The image is what initdb makes, nothing of ours (no
 * table, no row): `npm run db:pglite-image` makes it in a process of its own, for the PGlite version installed,
 * and a test fails when the installed version has no image (decision 0032).
 */
export const pgliteImageFolder = fileURLToPath(new URL('./pglite-image/', import.meta.url));

/** The installed `@electric-sql/pglite` version (its package.json, found from its entry point). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let folder = path.dirname(entry);
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

export function pgliteImagePath(version = installedPgliteVersion()): string {
  return path.join(pgliteImageFolder, `initdb-pglite-${version}.tar.br`);
}

/** The empty cluster's image (a tar) for the installed PGlite, or undefined when there is none. */
export function readPgliteImage(version = installedPgliteVersion()): Blob | undefined {
  const file = pgliteImagePath(version);
  if (!existsSync(file)) return undefined;
  return new Blob([new Uint8Array(brotliDecompressSync(readFileSync(file)))]);
}
