// `npm test`: the unit and API tests (Vitest) and the user journeys in Chromium (Playwright), then one line
// `N passed, N failed` summed over them. Exits non-zero on any failure or when no test ran.
//
// Lanes (decision 0022), named as arguments and run in that order; `a+b` runs lanes a and b side by side.
// None means `vitest+journeys`, what `npm test` runs:
//   vitest    unit, API and database tests, every file with fresh modules; the fuzzer of tests/security at
//             10 generated inputs per write route and 3 per read route (its fixed corpus whole) unless
//             FUZZ_RUNS / FUZZ_READ_RUNS say otherwise, and not at all when the fuzz lane is in the same run
//   journeys  builds the web app when stale, then the Playwright journeys (one browser: they mostly wait on the
//             browser and the server, so they share the two cores with Vitest well)
//   fuzz      the fuzzer alone at its full counts: 1,000 generated inputs per write route, 100 per read route
//             (`npm run test:fuzz`; CI runs it too)
// A lane running beside another writes its output to .tmp/<lane>-<pid>.log, printed when it ends. Two runs may go
// at once from one checkout (CI runs its PGlite and PostgreSQL legs side by side): reports are named after the
// process id, and the journeys take their ports from E2E_PORT / E2E_MAIL_PORT.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';

const known = ['vitest', 'journeys', 'fuzz'];
const steps = (process.argv.length > 2 ? process.argv.slice(2) : ['vitest+journeys']).map((step) => step.split('+'));
const unknown = steps.flat().filter((lane) => !known.includes(lane));
if (unknown.length) {
  console.error(`Unknown lane ${unknown.join(', ')}: ${known.join(', ')} (a+b runs two side by side)`);
  process.exit(2);
}

mkdirSync('.tmp', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line per failed test, printed again above the summary so a long log's tail names them. */
const failures = [];
// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;
/** The first lines of an error (what was expected, what was received, what was waited for), on one line. */
const firstLines = (text, count = 6) =>
  String(text ?? '')
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' | ');
const firstLine = (text) => firstLines(text, 1);
const node = process.execPath;
const fuzzFile = 'tests/security/fuzz-write-routes.test.ts';

/** Runs a child to its end; its output goes to the terminal, or to `log` when it runs beside another lane. */
function run(label, args, env, log) {
  const started = Date.now();
  const heading = `\n=== ${label} ===`;
  if (!log) console.log(heading);
  return new Promise((resolve) => {
    const out = log ? createWriteStream(log) : undefined;
    out?.write(`${heading}\n`);
    const child = spawn(node, args, {
      stdio: ['ignore', out ? 'pipe' : 'inherit', out ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    child.on('close', (code) => {
      const footer = `=== ${label}: ${Math.round((Date.now() - started) / 1000)} s ===`;
      if (out) {
        out.end(`${footer}\n`, () => {
          console.log(readFileSync(log, 'utf8'));
          rmSync(log, { force: true });
          resolve(code ?? 1);
        });
      } else {
        console.log(footer);
        resolve(code ?? 1);
      }
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest(lane, label, files, env, log) {
  const report = `.tmp/${lane}-results-${process.pid}.json`;
  rmSync(report, { force: true });
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json'];
  const status = await run(label, [...args, `--outputFile.json=${report}`, ...files], env, log);
  const results = readJson(report);
  rmSync(report, { force: true });
  if (results) {
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests;
    totals.skipped += results.numPendingTests + results.numTodoTests;
    // A file that failed to load has no failed test of its own: count it, or it would vanish from the total.
    totals.failed += results.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    for (const file of results.testResults) {
      const where = file.name.replace(`${process.cwd()}/`, '');
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        failures.push(`${label}: ${where}: ${firstLine(file.message)}`);
      }
      for (const test of file.assertionResults.filter((one) => one.status === 'failed')) {
        failures.push(`${label}: ${where} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
      }
    }
  } else if (status !== 0) {
    totals.failed += 1;
    failures.push(`${label}: ended with status ${status} and no report`);
  }
}

/** The journeys that failed or passed only on a retry, from Playwright's JSON report. */
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        // A time-out's own message says only that; the errors after it say which step was waiting, and where.
        const result = test.results?.find((one) => one.error);
        const errors = (result?.errors?.length ? result.errors : [result?.error]).filter(Boolean);
        const said = errors
          .map((error) => `${error.location ? `line ${error.location.line}: ` : ''}${firstLines(error.message, 4)}`)
          .join(' || ');
        failures.push(
          `Playwright journeys: [${test.projectName}] ${[...here, spec.title].join(' › ')} (${test.status}): ${said}`,
        );
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

const lanes = {
  /** Unit, API and database tests; without the fuzzer when its own lane runs it in full in this same run. */
  vitest: (log) =>
    vitest(
      'vitest',
      'Vitest',
      [],
      {
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10',
        FUZZ_READ_RUNS: process.env.FUZZ_READ_RUNS ?? '3',
        ...(steps.flat().includes('fuzz') ? { FUZZ_IN_OWN_LANE: '1' } : {}),
      },
      log,
    ),

  /** The fuzzer at its full counts. */
  fuzz: (log) => {
    const runs = process.env.FUZZ_RUNS ?? '1000';
    return vitest(
      'fuzz',
      `Fuzz (${runs} inputs per write route)`,
      ['--project=server', fuzzFile],
      { FUZZ_RUNS: runs, FUZZ_READ_RUNS: process.env.FUZZ_READ_RUNS ?? '100' },
      log,
    );
  },

  /** Playwright journeys against the built app in Chromium (CHROMIUM_PATH, the system's or @sparticuz/chromium's). */
  journeys: async (log) => {
    try {
      buildIfStale('client');
    } catch {
      totals.failed += 1;
      return;
    }
    const report = `.tmp/playwright-results-${process.pid}.json`;
    const waiting = `.tmp/waiting-steps-${process.pid}.txt`;
    rmSync(report, { force: true });
    rmSync(waiting, { force: true });
    const args = ['node_modules/@playwright/test/cli.js', 'test'];
    const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: report, WAITING_STEPS_FILE: waiting };
    const status = await run('Playwright journeys', args, env, log);
    const playwright = readJson(report);
    rmSync(report, { force: true });
    if (playwright?.stats) {
      totals.passed += playwright.stats.expected;
      totals.failed += playwright.stats.unexpected + playwright.stats.flaky;
      totals.skipped += playwright.stats.skipped;
      for (const suite of playwright.suites ?? []) playwrightFailures(suite);
      // A time-out's step, from tests/e2e/waiting-step-reporter.ts: one line per journey that ran out of time.
      if (existsSync(waiting)) {
        for (const line of readFileSync(waiting, 'utf8').split('\n').filter(Boolean)) {
          failures.push(`Playwright journeys: ${line}`);
        }
        rmSync(waiting, { force: true });
      }
    } else if (status !== 0) {
      totals.failed += 1;
      failures.push(`Playwright journeys: ended with status ${status} and no report`);
    }
  },
};

for (const step of steps) {
  if (step.length === 1) await lanes[step[0]]();
  else {
    // The web app is built before the lanes start, so nothing builds while the other lane is under way.
    let runnable = step;
    if (step.includes('journeys')) {
      try {
        buildIfStale('client');
      } catch {
        totals.failed += 1;
        runnable = step.filter((lane) => lane !== 'journeys');
      }
    }
    console.log(`\n=== ${runnable.join(' and ')}, side by side: each one's output when it ends ===`);
    await Promise.all(runnable.map((lane) => lanes[lane](`.tmp/${lane}-${process.pid}.log`)));
  }
}

if (failures.length) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`FAILED ${failure.slice(0, 900)}`);
}
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
console.log(`\n${summary}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
