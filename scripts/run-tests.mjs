// `npm test`: every runner in turn (Vitest, then Playwright journeys in Chromium), then one line
// `N passed, N failed` summed over them. Exits non-zero on any failure or when no test ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const node = process.execPath;

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// 1. Vitest: unit, API and database tests.
rmSync('.tmp/vitest-results.json', { force: true });
const vitestStatus = run('Vitest', [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest-results.json',
]);
const vitest = readJson('.tmp/vitest-results.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that failed to load has no failed test of its own: count it, or it would vanish from the total.
  totals.failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} else if (vitestStatus !== 0) totals.failed += 1;

// 2. Playwright journeys against the built app in Chromium (CHROMIUM_PATH, the system's or @sparticuz/chromium's).
const buildStatus = run('Build the web app', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
if (buildStatus !== 0) totals.failed += 1;
else {
  rmSync('.tmp/playwright-results.json', { force: true });
  const playwrightStatus = run('Playwright', ['node_modules/@playwright/test/cli.js', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright-results.json',
  });
  const playwright = readJson('.tmp/playwright-results.json');
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected;
    totals.failed += playwright.stats.unexpected + playwright.stats.flaky;
    totals.skipped += playwright.stats.skipped;
  } else if (playwrightStatus !== 0) totals.failed += 1;
}

const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
console.log(`\n${summary}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
