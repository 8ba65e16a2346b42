// What `npm start` builds before it serves: the browser app (Vite, into dist/client) and the server (esbuild,
// into dist/server, scripts/build-server.mjs), each only when a file it is built from is newer than the build.
// The check walks the source folders by modification time: some 1,000 entries, about 15 ms.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The newest modification time under `entry` (0 when it does not exist). */
function newestMtime(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function builtAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const targets = {
  client: {
    built: 'dist/client/index.html',
    sources: ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'],
    message: 'Building the web app...',
    command: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  },
  server: {
    built: 'dist/server/main.mjs',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'tsconfig.json', 'package-lock.json'],
    message: 'Building the server...',
    command: ['scripts/build-server.mjs'],
  },
};

/** Builds `which` ('client' or 'server') when it is missing or older than one of its sources. */
export function buildIfStale(which) {
  const target = targets[which];
  const at = builtAt(path.join(root, target.built));
  if (at > 0 && !target.sources.some((source) => newestMtime(path.join(root, source)) > at)) return false;
  console.log(target.message);
  // In a child process: the build tools' memory (and esbuild's service process) never stay with the server.
  execFileSync(process.execPath, target.command, { cwd: root, stdio: 'inherit' });
  return true;
}

// `node scripts/build-if-stale.mjs client server`: builds those named, each only when stale. CI builds both before
// its two legs start, so that no two processes ever build into dist/ at once (the compiled-server test of one leg
// would otherwise build dist/server while the other leg's runs from it).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  const unknown = named.filter((which) => !(which in targets));
  if (named.length === 0 || unknown.length) {
    console.error(`Usage: node scripts/build-if-stale.mjs ${Object.keys(targets).join(' ')}`);
    process.exit(2);
  }
  for (const which of named) buildIfStale(which);
}
