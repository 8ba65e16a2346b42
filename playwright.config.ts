import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 5179);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}
// A fresh embedded database per run; with DATABASE_URL set the server uses that PostgreSQL instead.
const dataDir = `.tmp/e2e-data-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
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
      // Mouse and keyboard journeys (*.desktop.spec.ts) have touch alternatives tested in the shared specs.
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node scripts/start-e2e-server.mjs ${dataDir}`,
    url: `http://127.0.0.1:${port}/api/health`,
    // A fresh database loads the USDA foods and the recipe catalogue first; a busy 2-core machine needs a while.
    timeout: 240_000,
    reuseExistingServer: false,
    // Many sign-ups from one address in a minute: the limiter itself is tested in Vitest.
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  },
});
