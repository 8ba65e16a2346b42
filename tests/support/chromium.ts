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
const quiet = ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * Some of the package's flags are for serverless functions and are left out: those that weaken the page's security
 * model (the journeys test it: the content security policy, XSS payloads, cross-origin requests), the one that runs
 * every page in the browser's own process (a journey opens several contexts at once), and headless, which is
 * Playwright's to set.
 */
const leftOut = /^--(disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|disable-features=.*IsolateOrigins|single-process|headless)/;

export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumLaunch> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH}: no such file.`);
    return { executablePath: env.CHROMIUM_PATH, args: ['--disable-gpu', ...quiet], source: 'CHROMIUM_PATH' };
  }
  if (env.CHROMIUM_NO_SYSTEM !== '1' && existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, args: ['--disable-gpu', ...quiet], source: 'system' };
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  const executablePath = await packaged.executablePath();
  const args = [...packaged.args.filter((arg) => !leftOut.test(arg)), ...quiet];
  return { executablePath, args: [...new Set(args)], source: '@sparticuz/chromium' };
}
