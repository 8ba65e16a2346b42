import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig, AppDeps } from '../../src/server/app-env.ts';
import { createApp } from '../../src/server/app.ts';
import { openDb, type Database, type OpenDatabase } from '../../src/server/db/open-db.ts';
import { ensureCatalogue } from '../../src/server/features/catalogue/catalogue-loader.service.ts';
import { ensureReferenceFoods } from '../../src/server/features/nutrition/foods-loader.service.ts';
import { noMailTransport, type MailTransport } from '../../src/server/providers/email/mail-transport.ts';
import type { FoodProvider } from '../../src/server/providers/foods/food-provider.ts';
import type { PaymentProvider } from '../../src/server/providers/payments/payment-provider.ts';
import { createCatalogueRecipeProvider } from '../../src/server/providers/recipes/catalogue-recipe-provider.ts';
import type { RecipeProvider } from '../../src/server/providers/recipes/recipe-provider.ts';
import { createLocalFoodProvider } from '../../src/server/providers/foods/local-food-provider.ts';
import { createManualClock } from '../../src/server/lib/clock.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { RequestMetrics } from '../../src/server/lib/request-metrics.ts';
import { createPdfRenderPool, type PdfRenderPoolOptions } from '../../src/server/lib/pdf/pdf-render-pool.ts';
import { givePgliteBack, takePglite } from './pglite-pool.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite from the prepared image, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server (dropped again at the end).
 */
export async function openTestDatabase(options: { bare?: boolean } = {}): Promise<OpenDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // bare: migrated from nothing, without the foods the prepared image carries
    if (options.bare) return openDb({ memory: true });
    const pglite = await takePglite();
    const opened = await openDb({ pglite });
    return { ...opened, close: () => givePgliteBack(pglite) };
  }
  const name = `platewise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Load the USDA SR28 foods (the PGlite image already holds them; a PostgreSQL test database does not). */
  withFoods?: boolean;
  /** Load the recipe catalogue (and the foods it needs) into the test database. */
  withCatalogue?: boolean;
  foods?: (db: Database) => FoodProvider;
  mail?: MailTransport;
  recipeProvider?: (db: Database) => RecipeProvider;
  /** Payments: absent means none (the trial, "not configured"); tests pass Stripe pointed at a stand-in. */
  payments?: PaymentProvider;
  /** The PDF render pool's limits (render threads start only when a test exports a PDF). */
  pdf?: PdfRenderPoolOptions;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  if (options.withFoods || options.withCatalogue) await ensureReferenceFoods(database.db);
  if (options.withCatalogue) await ensureCatalogue(database.db);
  const clock = createManualClock();
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    clock,
    logger: createLogger('silent'),
    config: {
      sessionIdleMs: 60 * 60_000,
      sessionAbsoluteMs: 24 * 3_600_000,
      authRateLimitPerMinute: 1000,
      trustProxy: false,
      ...options.config,
    },
    foods: (options.foods ?? createLocalFoodProvider)(database.db),
    recipeProvider: (options.recipeProvider ?? createCatalogueRecipeProvider)(database.db),
    mail: options.mail ?? noMailTransport,
    metrics: new RequestMetrics(),
    payments: options.payments,
    pdf: createPdfRenderPool(options.pdf),
  };
  const app = createApp(deps);
  const close = async () => {
    await deps.pdf.close();
    await database.close();
  };
  return { app, deps, clock, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send this exact text as the body instead of JSON-encoding `body`. */
  rawBody?: string;
}

/** A browser-like caller: keeps the session cookie between requests, like a real client would. */
export function createAgent(testApp: TestApp) {
  let cookie: string | null = null;
  const agent = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | null) {
      cookie = value;
    },
    async request(method: string, path: string, options: RequestOptions = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body));
      if (cookie) headers.cookie = cookie;
      const response = await testApp.app.request(`http://localhost${path}`, { method, headers, body });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) {
        const [pair] = setCookie.split(';');
        const value = pair.slice(pair.indexOf('=') + 1);
        cookie = value ? pair : null;
      }
      const text = await response.text();
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.status, headers: response.headers, json, text };
    },
  };
  return agent;
}

let counter = 0;
/** Registers a new practitioner (or the admin, when the database is empty) and returns a signed-in agent. */
export async function registerAgent(testApp: TestApp, overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  const input = {
    username: `user${suffix}`,
    email: `user${suffix}@example.test`,
    password: 'correct horse battery',
    firstName: 'Dana',
    lastName: `Tester${counter}`,
    ...overrides,
  };
  const agent = createAgent(testApp);
  const response = await agent.request('POST', '/api/auth/register', { body: input });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
  return { agent, user: response.json, input };
}

/** A signed-in request maker, as `registerAgent` gives one. */
export type TestAgent = Awaited<ReturnType<typeof registerAgent>>['agent'];
