import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { startEmailWorker } from './features/email/email.service.ts';
import { convertClientAllergies } from './features/clients/clients.service.ts';
import { ensureCatalogue } from './features/catalogue/catalogue-loader.service.ts';
import { ensureRecipeAllergens, prepareSharedRecipeSummaries } from './features/recipes/recipes.service.ts';
import { resolveSession } from './features/auth/auth.service.ts';
import { ensureRecipeWeights } from './features/nutrition/recipe-nutrition-refresh.service.ts';
import { ensureReferenceFoods } from './features/nutrition/foods-loader.service.ts';
import { createResendTransport, createSmtpTransport, noMailTransport } from './providers/email/mail-transport.ts';
import { createFdcFoodProvider } from './providers/foods/fdc-food-provider.ts';
import { createLocalFoodProvider } from './providers/foods/local-food-provider.ts';
import { createCatalogueRecipeProvider } from './providers/recipes/catalogue-recipe-provider.ts';
import { createSpoonacularRecipeProvider } from './providers/recipes/spoonacular-recipe-provider.ts';
import { noPaymentProvider } from './providers/payments/payment-provider.ts';
import { openDb } from './db/open-db.ts';
import { rehearseListQueries } from './db/warm-up-queries.ts';
import { parseEnv } from './env.ts';
import { answerClientError } from './lib/client-error-answer.ts';
import { systemClock } from './lib/clock.ts';
import { RequestMetrics } from './lib/request-metrics.ts';
import { createPdfRenderPool } from './lib/pdf/pdf-render-pool.ts';
import { createLogger } from './lib/logger.ts';

const bootStarted = performance.now();
const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const clientDir = env.CLIENT_DIR
  ? path.resolve(env.CLIENT_DIR)
  : fileURLToPath(new URL('../../dist/client', import.meta.url));

const database = env.DATABASE_URL
  ? await openDb({ databaseUrl: env.DATABASE_URL })
  : await openDb({ dataDir: env.DATA_DIR });

const databaseOpenedMs = Math.round(performance.now() - bootStarted);
if (database.created === 'image')
  logger.info('created the database from the empty cluster image', { dataDir: env.DATA_DIR });
if (database.created === 'initdb')
  logger.warn('no database image for this PGlite version: created the database with initdb (npm run db:pglite-image)');

const foodLoad = await ensureReferenceFoods(database.db);
if (!foodLoad.skipped) logger.info('loaded USDA SR28 foods', { foods: foodLoad.loaded });
const catalogueLoad = await ensureCatalogue(database.db);
if (!catalogueLoad.skipped) logger.info('loaded the recipe catalogue', { recipes: catalogueLoad.loaded });
const allergenRelabel = await ensureRecipeAllergens(database.db);
if (!allergenRelabel.skipped)
  logger.info('re-derived recipe allergens from the allergen table', { recipes: allergenRelabel.updated });
const reweighed = await ensureRecipeWeights(database.db);
if (!reweighed.skipped)
  logger.info(
    "weighed practitioners' recipes again with the household-measure conversion, recording each weight used",
    { recipes: reweighed.updated },
  );
const allergyConversion = await convertClientAllergies(database.db, systemClock.now());
if (!allergyConversion.skipped)
  logger.info(
    'converted client allergies from free text to the allergen list; unmapped words are screened by name only',
    {
      clientsConverted: allergyConversion.clientsConverted,
      wordsMapped: allergyConversion.wordsMapped,
      unmappedWords: allergyConversion.unmapped.length,
      unmapped: allergyConversion.unmapped.slice(0, 50),
    },
  );

const dataCheckedMs = Math.round(performance.now() - bootStarted);

const mail = env.SMTP_URL
  ? createSmtpTransport(env.SMTP_URL, env.EMAIL_FROM)
  : env.RESEND_API_KEY
    ? createResendTransport(env.RESEND_API_KEY, env.EMAIL_FROM, env.RESEND_BASE_URL)
    : noMailTransport;

const deps = {
  db: database.db,
  dbKind: database.kind,
  clock: systemClock,
  logger,
  config: {
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    appUrl: env.APP_URL,
    clientDir,
    dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR),
    chat: { propertyId: env.CHAT_PROPERTY_ID, widgetId: env.CHAT_WIDGET_ID },
    emailQuota: {
      perHour: env.EMAIL_QUOTA_PER_HOUR,
      perDay: env.EMAIL_QUOTA_PER_DAY,
      perRecipientPerHour: env.EMAIL_QUOTA_PER_RECIPIENT_PER_HOUR,
      trialPerDay: env.EMAIL_QUOTA_TRIAL_PER_DAY,
    },
  },
  payments:
    env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID
      ? // Stripe's SDK is loaded only when payments are configured (some 100 ms at every start otherwise).
        (await import('./providers/payments/stripe-payment-provider.ts')).createStripePaymentProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          priceId: env.STRIPE_PRICE_ID,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBaseUrl: env.STRIPE_API_BASE_URL,
        })
      : noPaymentProvider,
  foods: env.FDC_API_KEY
    ? createFdcFoodProvider({ apiKey: env.FDC_API_KEY, baseUrl: env.FDC_BASE_URL, db: database.db })
    : createLocalFoodProvider(database.db),
  recipeProvider: env.SPOONACULAR_API_KEY
    ? createSpoonacularRecipeProvider({ apiKey: env.SPOONACULAR_API_KEY, baseUrl: env.SPOONACULAR_BASE_URL })
    : createCatalogueRecipeProvider(database.db),
  mail,
  metrics: new RequestMetrics(),
  pdf: createPdfRenderPool({ logger }),
};
if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PRICE_ID)) {
  logger.warn('payments are off: they need both STRIPE_SECRET_KEY and STRIPE_PRICE_ID');
} else if (env.STRIPE_SECRET_KEY && (!env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
  logger.warn(
    'payments are incomplete: the browser needs STRIPE_PUBLISHABLE_KEY and webhooks need STRIPE_WEBHOOK_SECRET',
  );
}
if (env.TRUST_PROXY === true) {
  logger.warn(
    "TRUST_PROXY=true trusts exactly one proxy hop (the right-most X-Forwarded-For entry is the client); set a number of hops or the proxies' addresses if there are more",
  );
}
if (mail !== noMailTransport && !env.APP_URL) {
  logger.warn(
    'APP_URL is not set: links in password-reset e-mails use the host each request names; set APP_URL to the address people open the app at',
  );
}
const app = createApp(deps);
// Without a transport there is nothing to send, and a worker would only claim (and fail) e-mails that another
// process sharing the database could deliver.
const stopEmailWorker = mail !== noMailTransport ? startEmailWorker(deps) : () => {};

// Listening comes first: once the database is open and its data checked the server answers, health included, so a
// restart is back in service as soon as it can be (decision 0027). The warm-up below follows at once (0.15–0.3 s);
// a request that comes in meanwhile is served, only without the head start the warm-up gives.
let listening: (address: { address: string; port: number }) => void;
const listened = new Promise<{ address: string; port: number }>((resolve) => (listening = resolve));
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => listening(info));
const info = await listened;
const listeningMs = Math.round(performance.now() - bootStarted);

// Then, before the first visitor's page: the shared part of every recipe list is built and compressed, the session
// lookup has run once, and the embedded database has built a list like ours, so the first pages after a start are
// not slowed by work done only the first time.
const warmUpStarted = performance.now();
const sharedRecipeSummaries = await prepareSharedRecipeSummaries(database.db);
await resolveSession(deps, randomBytes(32).toString('hex'));
const rehearsedListBytes = await rehearseListQueries(database);
logger.info('warmed up', {
  sharedRecipeSummaries,
  rehearsedListBytes,
  ms: Math.round(performance.now() - warmUpStarted),
});
const warmedUpMs = Math.round(performance.now() - bootStarted);

logger.info('ready', {
  url: `http://${info.address === '0.0.0.0' ? 'localhost' : info.address}:${info.port}`,
  database: database.kind === 'pglite' ? `PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)',
  startupMs: Math.round(performance.now() - bootStarted),
  // since the process began: loading the code, then (in startupMs) the database open, its data checked, listening
  // (health answers from here) and the warm-up done, each counted from the start of this file
  uptimeMs: Math.round(process.uptime() * 1000),
  phasesMs: {
    databaseOpened: databaseOpenedMs,
    dataChecked: dataCheckedMs,
    listening: listeningMs,
    warmedUp: warmedUpMs,
  },
  rssMB: Math.round(process.memoryUsage().rss / 1048576),
  heapMB: Math.round(process.memoryUsage().heapUsed / 1048576),
});
// After the warm-up, not before: the food ranking index (about 0.4 s on the embedded database) is built while the
// first visitor's pages load, so the first food search finds it ready and a restart is not held up by it. A
// search that comes sooner waits for the same build.
const preparing = performance.now();
deps.foods.prepare?.().then(
  () => logger.info('food search ready', { ms: Math.round(performance.now() - preparing) }),
  (error: unknown) =>
    logger.warn('food search index not built yet; the first search builds it', { error: String(error) }),
);

// Requests Node's parser refuses (a URL over its header limit, malformed HTTP) get our JSON error body too.
server.on('clientError', answerClientError);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopEmailWorker();
  server.close();
  // renders under way finish before the render threads stop
  await deps.pdf.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
