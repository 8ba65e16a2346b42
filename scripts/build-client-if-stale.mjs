// `npm start` builds the browser app only when its sources changed since the last build,
// so later starts are not slowed down by a rebuild.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const builtIndex = 'dist/client/index.html';
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newestMtime(source) > builtAt)) {
  console.log('Building the web app...');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
