/**
 * The Chromium the journeys run in, so `npm install && npm test` works with nothing but Node and npm:
 * CHROMIUM_PATH when set, else the system's Chromium (Debian's /usr/bin/chromium), else the Chromium shipped inside
 * the `@sparticuz/chromium` npm package (unpacked into the temp folder on first use). Never a download.
 * CHROMIUM_NO_SYSTEM=1 skips the system's browser, so CI can prove the npm-only path on a machine that has one.
 */
import { existsSync } from 'node:fs';

export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  /** where it came from, for the message when something goes wrong */
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** The flags every journey browser gets: no sandbox (root in containers) and nothing talking to Google. */
const quiet = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * Every browser gets these flags, the package's too. Its own (`chromium.args`) are for serverless functions: one
 * process, software GL, web security off. The journeys test that security (the content security policy, XSS
 * payloads), and with those flags on a shared 2-core machine 3 of the 4 account journeys timed out (17-35 s each)
 * that pass in 4-7 s with these. The package's browser is a headless shell: it has no PDF viewer, so a PDF opened in
 * a new tab is downloaded rather than shown.
 */
const args = ['--disable-gpu', ...quiet];

export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumLaunch> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH}: no such file.`);
    return { executablePath: env.CHROMIUM_PATH, args, source: 'CHROMIUM_PATH' };
  }
  if (env.CHROMIUM_NO_SYSTEM !== '1' && existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, args, source: 'system' };
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  const executablePath = await packaged.executablePath();
  return { executablePath, args, source: '@sparticuz/chromium' };
}
