// Compiles the server for `npm start` (decision 0027): src/server/main.ts and the PDF render thread's entry are
// bundled by esbuild into dist/server/*.mjs, the npm packages left outside (Node loads them from node_modules).
// So production runs JavaScript, without a TypeScript loader compiling ~400 files at every start.
//
// The server reads files beside its sources at run time (migrations, the recipe catalogue, data tables, the
// USDA package through createRequire). Each source file's `import.meta.url` is therefore rewritten to that file's
// own address, taken relative to the bundle: the bundle finds them where they are, in src/, and nothing is
// copied. Run as `node scripts/build-server.mjs` (scripts/start.mjs runs it when the sources changed).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverOutDir = path.join(root, 'dist/server');

const importMetaUrl = /\bimport\.meta\.url\b/g;

/** `import.meta.url` of every bundled source file, as the address of that file (not of the bundle). */
const sourceAddresses = {
  name: 'source-addresses',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!importMetaUrl.test(text)) return undefined;
      const fromBundle = path.relative(serverOutDir, args.path).split(path.sep).join('/');
      return {
        contents: text.replace(importMetaUrl, `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  await rm(serverOutDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts', 'pdf-worker': 'src/server/pdf-worker.ts' },
    outdir: serverOutDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shared code in chunks, and the modules loaded only on first use (the recipe illustrations) stay out of
    // the start-up path.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces and logs keep their function and class names.
    keepNames: true,
    // pdf-render-pool.ts starts the bundled render thread instead of the tsx one.
    define: { PLATEWISE_COMPILED_SERVER: 'true' },
    plugins: [sourceAddresses],
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`Built the server into dist/server in ${Math.round(performance.now() - started)} ms`);
}
