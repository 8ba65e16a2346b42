// Starts the real server for the Playwright journeys on a fresh data folder, removed again on exit.
// `--mail-sink <folder>`: also starts the journeys' mailbox (scripts/e2e-mail-sink.mjs) and sends the server's
// e-mail there over SMTP, so a journey can open what the app really delivered.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startMailSink } from './e2e-mail-sink.mjs';

const [dataDir, ...options] = process.argv.slice(2);
const sinkFolder = options[0] === '--mail-sink' ? options[1] : undefined;
rmSync(dataDir, { recursive: true, force: true });
const sink = sinkFolder ? await startMailSink(sinkFolder) : undefined;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, ...(sink ? { SMTP_URL: sink.url } : {}) },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await sink?.stop();
  process.exit(code ?? 0);
});
