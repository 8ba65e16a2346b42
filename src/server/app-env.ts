import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Role } from '../shared/schemas/auth.ts';
import type { Database } from './db/open-db.ts';
import { AppError } from './lib/app-error.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { RequestMetrics } from './lib/request-metrics.ts';
import type { MailTransport } from './providers/email/mail-transport.ts';
import type { FoodProvider } from './providers/foods/food-provider.ts';

export interface AppConfig {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  authRateLimitPerMinute: number;
  /** Behind an HTTPS reverse proxy: trust X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Folder of the built browser app; absent in API-only tests. */
  clientDir?: string;
  /** PGlite's data folder, for the storage figure on the admin health card */
  dataDir?: string;
}

export interface AppDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  logger: Logger;
  config: AppConfig;
  /** food search: embedded USDA SR28, or FoodData Central */
  foods: FoodProvider;
  /** how e-mail leaves the outbox */
  mail: MailTransport;
  metrics: RequestMetrics;
}

/** The signed-in user acting in this request. Every service touching practice data takes one. */
export interface Actor {
  id: string;
  role: Role;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    actor: Actor | null;
    sessionId: string | null;
    requestId: string;
    clientIp: string;
  };
};

/** Every feature router is made here so validation failures answer the same {message, errors} body. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError(
          'bad_request',
          'Some fields are not valid',
          result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
        );
      }
    },
  });
}

/** The acting user, or 401. Protected routers also refuse anonymous requests up front. */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('unauthorized', 'Please sign in to continue');
  return actor;
}
