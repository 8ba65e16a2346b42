// Starts the real server for the Playwright journeys on a fresh data folder, removed again on exit.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.argv[2];
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
