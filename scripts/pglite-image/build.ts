// `npm run db:pglite-image`: makes the image a new PGlite data folder starts from (src/server/db/pglite-image.ts,
// decision 0032): an empty cluster as PGlite's own initdb leaves it, packed as a tar and compressed with brotli.
// Run it after upgrading @electric-sql/pglite; the test beside pglite-image.ts fails until it has been run.
// initdb peaks at ~900 MB here, in this process of its own, never in the server.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { installedPgliteVersion, pgliteImageFolder, pgliteImagePath } from '../../src/server/db/pglite-image.ts';

const version = installedPgliteVersion();
const client = new PGlite();
await client.waitReady;
const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
await client.close();
const packed = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
  },
});
const file = pgliteImagePath(version);
writeFileSync(file, packed);
for (const old of readdirSync(pgliteImageFolder))
  if (path.join(pgliteImageFolder, old) !== file) rmSync(path.join(pgliteImageFolder, old));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `PGlite ${version}: empty cluster ${mb(tar.length)}, packed ${mb(packed.length)} in ${path.relative(process.cwd(), file)}`,
);
