import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Role } from '../shared/schemas/roles.ts';
import type { Database } from './db/open-db.ts';
import { AppError, fieldErrorsOf } from './lib/app-error.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { PdfRenderPool } from './lib/pdf/pdf-render-pool.ts';
import type { TrustProxySetting } from './lib/trust-proxy.ts';
import type { RequestMetrics } from './lib/request-metrics.ts';
import type { MailTransport } from './providers/email/mail-transport.ts';
import type { FoodProvider } from './providers/foods/food-provider.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import type { RecipeProvider } from './providers/recipes/recipe-provider.ts';

export interface AppConfig {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  authRateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY): none, a number of hops, or their addresses. */
  trustProxy: TrustProxySetting;
  /** The public address of the app (APP_URL), for links in e-mails; without it, the request's own origin. */
  appUrl?: string;
  /** Folder of the built browser app; absent in API-only tests. */
  clientDir?: string;
  /** PGlite's data folder, for the storage figure on the admin health card */
  dataDir?: string;
  /** Live-chat widget ids (CHAT_PROPERTY_ID, CHAT_WIDGET_ID), handed to the browser at run time. */
  chat?: { propertyId?: string; widgetId?: string };
  /** Limits on the e-mail each practitioner can send (EMAIL_QUOTA_*); absent: the defaults in email.service.ts. */
  emailQuota?: EmailQuota;
}

export interface EmailQuota {
  perHour: number;
  perDay: number;
  /** to one address, per hour */
  perRecipientPerHour: number;
  /** a day's limit for a practice without a paid subscription, where payments are configured */
  trialPerDay: number;
}

export interface AppDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  logger: Logger;
  config: AppConfig;
  /** food search: embedded USDA SR28, or FoodData Central */
  foods: FoodProvider;
  /** Recipe Database search: the embedded catalogue, or Spoonacular */
  recipeProvider: RecipeProvider;
  /** how e-mail leaves the outbox */
  mail: MailTransport;
  metrics: RequestMetrics;
  /** every PDF is rendered here, off the event loop, with a per-practitioner limit on exports under way */
  pdf: PdfRenderPool;
  /** subscriptions: Stripe, or none (absent = none: the trial goes on, the page says payments are not configured) */
  payments?: PaymentProvider;
}

/** The signed-in user acting in this request. Every service touching practice data takes one. */
export interface Actor {
  id: string;
  role: Role;
  /**
   * The versions of the data this actor sees, read with the session at the start of the request; absent when
   * unknown (then nothing is answered from the answer cache). See src/server/db/answer-cache.ts.
   */
  dataVersion?: string;
}

/**
 * A client signed in to the portal (decision 0021): never an Actor, so no practitioner service can be handed one.
 * Every portal query filters by the client and their practice.
 */
export interface PortalActor {
  accountId: string;
  clientId: string;
  /** the practitioner whose client this is */
  practitionerId: string;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    actor: Actor | null;
    sessionId: string | null;
    /** set on /api/portal/* only, from the portal's own cookie */
    portalActor?: PortalActor | null;
    requestId: string;
    clientIp: string;
  };
};

/** Every feature router is made here so validation failures answer the same {message, errors} body. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('bad_request', 'Some fields are not valid', fieldErrorsOf(result.error.issues));
      }
      // PostgreSQL cannot store U+0000, nor jsonb a lone UTF-16 surrogate: refused as bad input, not as a failed query.
      // (Path parameters only name records: a malformed one is simply not found.)
      const bad = result.target === 'param' ? null : unstorableText(result.data);
      if (bad) throw new AppError('bad_request', 'Some fields are not valid', [bad]);
    },
  });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first string in validated input that the database cannot store, with its path ('' for the top level). */
export function unstorableText(value: unknown): { path: string; message: string } | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path, message: 'Text cannot contain the NUL character (U+0000)' };
      if (LONE_SURROGATE.test(current))
        return { path, message: 'Text must be valid Unicode (it holds half of a character)' };
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) pending.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** The signed-in portal client, or 401 (a practitioner's session is no portal session). */
export function portalActorOf(c: Context<AppEnv>): PortalActor {
  const actor = c.get('portalActor');
  if (!actor) throw new AppError('unauthorized', 'Please sign in to continue');
  return actor;
}

/** The acting user, or 401. Protected routers also refuse anonymous requests up front. */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('unauthorized', 'Please sign in to continue');
  return actor;
}
