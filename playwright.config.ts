import { defineConfig } from '@playwright/test';
import { mailServerPort } from './tests/e2e/mail';
import { findChromium } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 5179);
// A second server, with a mail server, for the journeys that need an e-mail delivered.
const mailPort = mailServerPort;
// CHROMIUM_PATH, else the system's Chromium, else the one inside the @sparticuz/chromium npm package.
const chromium = await findChromium();
// A fresh embedded database per run and server; with DATABASE_URL set both servers share that PostgreSQL instead.
const dataDir = `.tmp/e2e-data-${process.pid}`;
const mailDataDir = `.tmp/e2e-mail-data-${process.pid}`;
// Many sign-ups from one address in a minute: the limiter itself is tested in Vitest.
const serverEnv = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
// Asked to stop rather than killed, so each server closes its database and its launcher removes the data folder.
const gracefulShutdown = { signal: 'SIGTERM', timeout: 15_000 } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  // Waits, not speed claims (speed is the benchmarks' business): in CI the journeys share two cores with Vitest's
  // workers and the other leg's fuzzer, and a screen that opens in 1 s here has been seen to take several there
  // (an edit dialog's 5 s expect and a 30 s journey of four axe scans both ran out). A wait that ends early on
  // success costs nothing when all is well.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  // The last names the step a journey that ran out of time was waiting on (for run-tests' FAILED lines).
  reporter: [['list'], ['json'], ['./tests/e2e/waiting-step-reporter.ts']],
  // Per journey server, so two runs from one checkout (CI's PGlite and PostgreSQL legs) keep their own results.
  outputDir: `test-results/${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
  },
  projects: [
    { name: 'setup', testMatch: /admin\.setup\.ts/ },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      // At phone width only the journeys about touch (the touch alternatives to dragging: Move and Swap) or layout
      // (the phone's navigation and tab strips, the client's portal and share page, axe at phone width), tagged
      // @touch or @layout; every other journey runs at desktop width. Mouse and keyboard journeys
      // (*.desktop.spec.ts) have their touch alternatives tested in the tagged specs.
      grep: /@touch|@layout/,
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // Playwright starts these one after the other. Each loads the USDA foods and the recipe catalogue into its fresh
  // database first (25-30 s on a busy 2-core machine; on a shared PostgreSQL the second finds them loaded).
  webServer: [
    {
      // Without a mail server, as a fresh install: e-mails are logged as not delivered.
      command: `node scripts/start-e2e-server.mjs ${dataDir}`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      gracefulShutdown,
      env: { ...serverEnv, PORT: String(port) },
    },
    {
      // With SMTP to the journeys' mailbox in .tmp/e2e-mail-<port>/; its links point back at this server.
      command: `node scripts/start-e2e-server.mjs ${mailDataDir} --mail-sink .tmp/e2e-mail-${mailPort}`,
      url: `http://127.0.0.1:${mailPort}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      gracefulShutdown,
      env: { ...serverEnv, PORT: String(mailPort), APP_URL: `http://127.0.0.1:${mailPort}` },
    },
  ],
});
