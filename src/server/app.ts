import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from './app-env.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { brandingRoutes } from './features/branding/branding.routes.ts';
import { clientsRoutes } from './features/clients/clients.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { mealPlansRoutes } from './features/meal-plans/meal-plans.routes.ts';
import { planTemplatesRoutes } from './features/plan-templates/plan-templates.routes.ts';
import { generatorRoutes } from './features/generator/generator.routes.ts';
import { nutritionRoutes } from './features/nutrition/nutrition.routes.ts';
import { customFoodsRoutes } from './features/custom-foods/custom-foods.routes.ts';
import { recipesRoutes } from './features/recipes/recipes.routes.ts';
import { recipeImagesRoutes } from './features/recipe-images/recipe-images.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { shareRoutes } from './features/share/share.routes.ts';
import { requireAdmin, requireUser, resolveActor } from './features/auth/session.middleware.ts';
import {
  isPortalApiPath,
  requirePortalClient,
  resolvePortalActor,
} from './features/portal/portal-session.middleware.ts';
import { portalAccessRoutes } from './features/portal/portal-access.routes.ts';
import { portalRoutes } from './features/portal/portal.routes.ts';
import { foodDiaryRoutes } from './features/food-diary/food-diary.routes.ts';
import { idempotentCreates } from './features/idempotency/idempotency.middleware.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { errorForLog, isDatabaseUnavailable } from './db/db-errors.ts';
import { errorCodeForStatus } from '../shared/schemas/common.ts';
import { AppError, wireCode } from './lib/app-error.ts';
import { bodySizeLimit } from './lib/body-size-limit.ts';
import { jsonBodyGuard, requestContext, sameOriginGuard, securityHeaders } from './lib/http-guards.ts';
import { mountApiDocs } from './api-docs.ts';
import { mountClientApp } from './static-files.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Routes anyone may call. Everything else under /api requires a session; /api/admin also the admin role.
 * The tenancy test matrix reads this list, so a new public route has to be declared here on purpose.
 */
export const publicApiPaths = [
  '/api/health',
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/password-reset',
  '/api/auth/password-reset/confirm',
  '/api/portal/accept',
  '/api/openapi.json',
  '/api/docs',
  '/api/stripe/webhook',
];

/** Public route families: API docs assets, share links (token only), and catalogue illustrations (no client data). */
export const publicApiPrefixes = ['/api/docs/', '/api/share/', '/api/recipe-images/'];

function isPublicApiPath(path: string): boolean {
  return publicApiPaths.includes(path) || publicApiPrefixes.some((prefix) => path.startsWith(prefix));
}

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestContext());
  app.use('*', securityHeaders());
  // Before any refusal: every body is read to its end first, so no answer leaves one unread on a kept-alive connection.
  app.use('*', bodySizeLimit(MAX_JSON_BODY_BYTES));
  app.use('/api/*', sameOriginGuard());
  app.use('/api/*', jsonBodyGuard());
  app.use('/api/*', resolveActor());
  app.use('/api/portal/*', resolvePortalActor());
  app.use('/api/admin/*', requireAdmin());
  app.use('/api/*', async (c, next) => {
    if (isPublicApiPath(c.req.path)) return next();
    // A client's portal session opens the portal routes and nothing else; a practitioner's opens everything but them.
    if (isPortalApiPath(c.req.path)) return requirePortalClient()(c, next);
    return requireUser()(c, next);
  });
  app.use('/api/*', idempotentCreates());

  app.route('/', systemRoutes);
  app.route('/', authRoutes);
  app.route('/', usersRoutes);
  app.route('/', adminRoutes);
  app.route('/', clientsRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', nutritionRoutes);
  app.route('/', customFoodsRoutes);
  app.route('/', recipeImagesRoutes);
  app.route('/', recipesRoutes);
  app.route('/', mealPlansRoutes);
  app.route('/', planTemplatesRoutes);
  app.route('/', generatorRoutes);
  app.route('/', reportsRoutes);
  app.route('/', brandingRoutes);
  app.route('/', shareRoutes);
  app.route('/', billingRoutes);
  app.route('/', chatRoutes);
  app.route('/', portalAccessRoutes);
  app.route('/', portalRoutes);
  app.route('/', foodDiaryRoutes);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Platewise API',
      version: '1.0.0',
      description:
        'JSON in and out. Errors answer {code, message, errors[]}; bodies with a field the contract does not name are refused. Sign in with POST /api/auth/login; the session cookie does the rest.',
    },
  });
  mountApiDocs(app);

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API route');
  });
  if (deps.config.clientDir) mountClientApp(app, deps.config.clientDir);

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found', errors: [] }, 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ code: wireCode(error), message: error.message, errors: error.errors }, error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own refusals (malformed JSON and the like) keep their status, in our body.
      const status = error.status as ContentfulStatusCode;
      return c.json(
        {
          code: errorCodeForStatus(status),
          message: error.status === 400 ? 'The request body is not valid JSON' : error.message,
          errors: [],
        },
        status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn('database unavailable', { requestId: c.get('requestId'), error: errorForLog(error) });
      c.header('Retry-After', '5');
      return c.json(
        {
          code: 'UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a moment.',
          errors: [],
        },
        503,
      );
    }
    deps.logger.error('unhandled error', { requestId: c.get('requestId'), error: errorForLog(error) });
    return c.json(
      { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', errors: [] },
      500,
    );
  });
  return app;
}
