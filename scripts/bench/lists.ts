// npm run bench:lists [-- --runs 7] [--list clients,recipes] [--screenshots /tmp/lists] [--data-dir /tmp/lists-db]
// (--data-dir keeps the seeded database there and reuses it on the next run)
//
// The list screens at 5,000 rows, in a real browser against the real server (as `npm start` runs it, on an embedded
// database seeded in bulk): a practice with 5,000 clients, 5,000 meal plans and 1,000 recipes of its own, and a
// platform of 5,000 accounts that has sent 5,000 e-mails, seen by its administrator. For each list, over several
// loads of the page in headless Chromium: the time from navigation to the first card on screen, the time from the
// last key typed in the search box to the filtered result on screen, and the page's JavaScript heap.
// Targets (issue 22): first content ≤ 1 s, search feedback ≤ 100 ms.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { openDb } from '../../src/server/db/open-db.ts';
import { findChromium } from '../../tests/support/chromium.ts';
import { HttpAgent, startServer } from '../../tests/support/server-process.ts';
import { rawQueryOf, seedPractices, sessionTokenOf, type PracticeShape } from './scale-seed.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string' },
    list: { type: 'string' },
    screenshots: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const RUNS = Math.max(5, Number(flags.runs ?? 7));
const TARGET_FIRST_CONTENT_MS = 1000;
const TARGET_SEARCH_MS = 100;
/** A quick typist: ten keys a second. */
const KEY_DELAY_MS = 100;

const practice: PracticeShape = {
  prefix: 'busy',
  practices: 1,
  clientsEach: 5_000,
  recipesEach: 1_000,
  plansEach: 5_000,
  daysEach: 7,
  emailsEach: 0,
  activityEach: 0,
};
/** 5,000 more accounts, each with one e-mail sent: the admin's users list and e-mail log. */
const platform: PracticeShape = {
  prefix: 'acct',
  practices: 5_000,
  clientsEach: 0,
  recipesEach: 0,
  plansEach: 0,
  daysEach: 0,
  emailsEach: 1,
  activityEach: 0,
};

interface ListScreen {
  name: string;
  path: string;
  who: 'practice' | 'admin';
  /** one card or row of the list */
  item: string;
  /** the list's answer (its path), for when it arrived */
  api: string;
  /** the search box's accessible name */
  search: string;
  /** typed into it: matches exactly one item, and only once the last key is in */
  query: string;
  /** the text the one item shows */
  found: string;
}

const screens: ListScreen[] = [
  {
    name: 'clients',
    path: '/clients',
    api: '/api/clients',
    who: 'practice',
    item: 'main ul > li:has(a[href^="/clients/"])',
    search: 'Search clients',
    query: 'client4321',
    found: 'Client4321',
  },
  {
    name: 'meal plans',
    path: '/meal-plans',
    api: '/api/meal-plans',
    who: 'practice',
    item: 'main ul > li:has(a[href^="/meal-plans/"])',
    search: 'Search meal plans',
    query: 'week 4321',
    found: 'Week 4321 for',
  },
  {
    name: 'recipes',
    path: '/recipes',
    api: '/api/recipes',
    who: 'practice',
    item: 'main ul > li:has(h2)',
    search: 'Search recipes',
    query: 'house 777',
    found: '(house 777)',
  },
  {
    name: 'admin users',
    path: '/admin/users',
    api: '/api/admin/users',
    who: 'admin',
    item: 'main tbody > tr',
    search: 'Search users',
    query: 'acct-4321',
    found: 'acct-4321@example.test',
  },
  {
    name: 'admin e-mails',
    path: '/admin/emails',
    api: '/api/admin/emails/history',
    who: 'admin',
    item: 'main ol > li',
    search: 'Search emails',
    query: 'p4321',
    found: 'client1.p4321@example.test',
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const loadavg = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

// The two scripts below run in the page. They are plain text, not functions: the TypeScript loader would otherwise
// add helpers of its own (__name) to them that do not exist in the page.

/**
 * Before the app's own code runs: note when the first item of the list is on screen (the frame after it entered
 * the document with a size), in milliseconds since the navigation started.
 */
const watchFirstItem = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  // The selector without its :has() test, checked first: a :has() query on every change of the page would itself
  // hold the page back while it builds.
  const quick = ${JSON.stringify(selector.replace(/:has\([^)]*\)/g, ''))};
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled || !document.querySelector(quick)) return;
    const element = document.querySelector(selector);
    if (!element || element.getBoundingClientRect().height === 0) return;
    scheduled = true;
    observer.disconnect();
    requestAnimationFrame(() => { window.benchFirstItemAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** Arms the search measurement: the time of the last input event, and when exactly one item showing `found` is on screen. */
const watchSearch = (screen: ListScreen) => `(() => {
  const selector = ${JSON.stringify(screen.item)};
  const found = ${JSON.stringify(screen.found)};
  window.benchLastInputAt = undefined;
  window.benchSearchDoneAt = undefined;
  document.querySelector(${JSON.stringify(`input[aria-label="${screen.search}"]`)}).addEventListener('input', () => { window.benchLastInputAt = performance.now(); });
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled || window.benchLastInputAt === undefined) return;
    const items = [...document.querySelectorAll(selector)].filter((element) => element.getBoundingClientRect().height > 0);
    if (items.length !== 1 || !items[0].textContent.includes(found)) return;
    scheduled = true;
    observer.disconnect();
    requestAnimationFrame(() => { window.benchSearchDoneAt = performance.now(); });
  });
  observer.observe(document.querySelector('main'), { childList: true, subtree: true, characterData: true });
})()`;

interface Run {
  firstItemMs: number;
  /** when the list's answer had arrived (ms since navigation) */
  answerMs: number;
  /** when the last script fetched before the first card had arrived (ms since navigation) */
  scriptsMs: number;
  searchMs: number | null;
  heapMb: number;
}

async function heapMb(page: Page, context: BrowserContext): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1048576;
}

async function measureOnce(context: BrowserContext, baseUrl: string, screen: ListScreen): Promise<Run> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchFirstItem(screen.item));
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
    await page
      .waitForFunction(
        () => (window as unknown as { benchFirstItemAt?: number }).benchFirstItemAt !== undefined,
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: Error) => {
        throw new Error(
          `${screen.name}: no "${screen.item}" on ${page.url()} within 60 s; the page says: ${(await page.locator('body').innerText()).slice(0, 400)}`,
          {
            cause: error,
          },
        );
      });
    const firstItemMs = await page.evaluate(() => (window as unknown as { benchFirstItemAt: number }).benchFirstItemAt);
    const answerMs = await page.evaluate(
      (api) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === api)
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd)[0] ?? Number.NaN,
      screen.api,
    );
    const scriptsMs = await page.evaluate(() =>
      Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter(
            (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
          )
          .filter((entry) => entry.startTime < (window as unknown as { benchFirstItemAt: number }).benchFirstItemAt)
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      ),
    );
    const heap = await heapMb(page, context);

    let searchMs: number | null = null;
    const box = page.getByRole('searchbox', { name: screen.search });
    if (await box.count()) {
      await page.evaluate(watchSearch(screen));
      await box.click();
      await page.keyboard.type(screen.query, { delay: KEY_DELAY_MS });
      await page.waitForFunction(
        () => (window as unknown as { benchSearchDoneAt?: number }).benchSearchDoneAt !== undefined,
        undefined,
        { timeout: 30_000 },
      );
      searchMs = await page.evaluate(() => {
        const state = window as unknown as {
          benchLastInputAt: number;
          benchSearchDoneAt: number;
        };
        return state.benchSearchDoneAt - state.benchLastInputAt;
      });
    }
    return { firstItemMs, answerMs, scriptsMs, searchMs, heapMb: heap };
  } finally {
    await page.close();
  }
}

async function screenshotsOf(context: BrowserContext, baseUrl: string, screen: ListScreen, folder: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const file = path.join(folder, `${screen.name.replace(/\W+/g, '-')}-${width}.png`);
    await page.screenshot({ path: file });
    await page
      .getByRole('searchbox', { name: screen.search })
      .fill(screen.query, { timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    await page.screenshot({ path: file.replace('.png', '-search.png') });
    await page.close();
  }
}

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

console.log(
  `bench:lists on ${os.cpus().length} cores, load average ${loadavg()} (1 / 5 / 15 min) at the start; ${RUNS} loads of each list`,
);
execFileSync(process.execPath, ['scripts/build-client-if-stale.mjs'], {
  stdio: 'inherit',
});

const keptDir = flags['data-dir'];
const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'platewise-bench-lists-'));
const adminCookieFile = path.join(dataDir, 'bench-admin-cookie');
const env = { DATA_DIR: dataDir };
try {
  const seeded = existsSync(adminCookieFile);
  if (seeded) console.log(`reusing the database seeded in ${dataDir}`);
  const adminCookie = seeded
    ? readFileSync(adminCookieFile, 'utf8')
    : await timed('first start (migrations, foods, catalogue) and the admin account', async () => {
        const server = await startServer({ compiled: true, env, timeoutMs: 600_000 });
        try {
          const admin = new HttpAgent(server.url);
          await admin.register('Admin');
          return admin.cookie!;
        } finally {
          await server.kill('SIGTERM');
        }
      });
  if (!seeded) {
    const database = await openDb({ dataDir });
    try {
      const query = rawQueryOf(database.db);
      const { rows } = await query(`select password from users where role = 'admin' limit 1`);
      const passwordHash = rows[0].password as string;
      await timed('seeding a practice with 5,000 clients, 5,000 plans of 7 days and 1,000 recipes', () =>
        seedPractices(query, practice, { passwordHash, sessions: 1 }),
      );
      await timed('seeding 5,000 more accounts with an e-mail each', () =>
        seedPractices(query, platform, { passwordHash, sessions: 0 }),
      );
      await query('vacuum analyze');
      const { rows: counts } = await query(`
      select (select count(*) from users) as users, (select count(*) from clients) as clients, (select count(*) from meal_plans) as plans,
             (select count(*) from recipes where user_id is not null) as "own recipes", (select count(*) from email_log) as emails`);
      console.log(
        `database: ${Object.entries(counts[0])
          .map(([key, value]) => `${key} ${Number(value).toLocaleString('en')}`)
          .join(', ')}`,
      );
    } finally {
      await database.close();
    }
    writeFileSync(adminCookieFile, adminCookie);
  }

  const server = await startServer({ compiled: true, env, timeoutMs: 300_000 });
  const launch = await findChromium();
  const browser = await chromium.launch({
    executablePath: launch.executablePath,
    args: ['--headless', ...launch.args],
    headless: true,
  });
  try {
    // The browser's own first page (its renderer and GPU processes, its font set) is not the app's: one page of
    // text that is not ours is drawn before the first measured load.
    const blank = await browser.newPage();
    await blank.setContent('<p style="font: 16px sans-serif">Platewise</p><p style="font: 14px monospace">1,234</p>');
    await blank.close();
    const contextOf = async (cookie: string) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
      });
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: server.url }]);
      return context;
    };
    const contexts = {
      practice: await contextOf(`pw_session=${sessionTokenOf(practice.prefix, 1)}`),
      admin: await contextOf(adminCookie),
    };
    const only = flags.list?.split(',').map((name) => name.trim());
    const misses: string[] = [];
    const rows: string[][] = [];
    for (const screen of screens.filter((s) => !only || only.some((name) => s.name.includes(name)))) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(contexts[screen.who], server.url, screen));
      const first = runs.map((r) => r.firstItemMs).sort((a, b) => a - b);
      const searches = runs.flatMap((r) => (r.searchMs === null ? [] : [r.searchMs])).sort((a, b) => a - b);
      const heaps = runs.map((r) => r.heapMb).sort((a, b) => a - b);
      const row = [
        screen.name,
        runs[0].firstItemMs.toFixed(0),
        runs[0].scriptsMs.toFixed(0),
        runs[0].answerMs.toFixed(0),
        percentile(first, 50).toFixed(0),
        percentile(first, 95).toFixed(0),
        percentile(
          runs.map((r) => r.answerMs).sort((a, b) => a - b),
          50,
        ).toFixed(0),
        searches.length ? percentile(searches, 50).toFixed(0) : '-',
        searches.length ? percentile(searches, 95).toFixed(0) : 'no search box',
        percentile(heaps, 50).toFixed(1),
        os.loadavg()[0].toFixed(2),
      ];
      rows.push(row);
      console.log(`  ${row.join('  ')}`);
      if (percentile(first, 95) > TARGET_FIRST_CONTENT_MS)
        misses.push(
          `${screen.name}: first card p95 ${percentile(first, 95).toFixed(0)} ms (target ≤ ${TARGET_FIRST_CONTENT_MS} ms)`,
        );
      if (!searches.length) misses.push(`${screen.name}: no search box`);
      else if (percentile(searches, 95) > TARGET_SEARCH_MS)
        misses.push(
          `${screen.name}: search p95 ${percentile(searches, 95).toFixed(0)} ms (target ≤ ${TARGET_SEARCH_MS} ms)`,
        );
      if (flags.screenshots) {
        mkdirSync(flags.screenshots, { recursive: true });
        await screenshotsOf(contexts[screen.who], server.url, screen, flags.screenshots);
      }
    }

    const header = [
      'list (5,000 rows)',
      'first load ms',
      'its scripts in',
      'its answer in',
      'first card p50',
      'p95',
      'answer in p50',
      'search p50',
      'p95',
      'heap MB',
      'load avg',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(`\n${line(header)}`);
    for (const row of rows) console.log(line(row));
    console.log(
      `\nms from navigation to the first card on screen, and from the last key typed to the one match on screen (keys ${KEY_DELAY_MS} ms apart); heap after a full garbage collection, list drawn`,
    );
    console.log(`load average at the end ${loadavg()}`);
    console.log(
      misses.length === 0
        ? `targets: all met (first card p95 ≤ ${TARGET_FIRST_CONTENT_MS} ms, search p95 ≤ ${TARGET_SEARCH_MS} ms)`
        : `targets missed:\n  ${misses.join('\n  ')}`,
    );
    process.exitCode = misses.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
  }
} finally {
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
