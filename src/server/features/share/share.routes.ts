import { createRoute, z } from '@hono/zod-openapi';
import { sharedPlanSchema } from '../../../shared/schemas/meal-plans.ts';
import { createRouter } from '../../app-env.ts';
import { imageResponse } from '../../lib/image-response.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';
import { getSharedLogo, getSharedPlan } from './share.service.ts';

const tags = ['Share'];
const binary = { type: 'string', format: 'binary' } as const;
const tokenParams = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' } }),
});

const share = createRoute({
  method: 'get',
  path: '/api/share/{token}',
  tags,
  summary: 'Public, read-only plan for a share link: branding, days, recipes, shopping list; no client data',
  request: { params: tokenParams },
  responses: { 200: jsonResponse(sharedPlanSchema, 'The shared plan'), ...errorResponses(404, 410) },
});
const getShareLogo = createRoute({
  method: 'get',
  path: '/api/share/{token}/logo',
  tags,
  summary: 'The uploaded logo of the practice that shared the plan (public, like the share page)',
  request: { params: tokenParams },
  responses: {
    200: { description: 'The image', content: { 'image/png': { schema: binary }, 'image/jpeg': { schema: binary } } },
    ...errorResponses(404),
  },
});

/** Public: the token is the only key (publicApiPrefixes in app.ts), and search engines are asked to keep out. */
export const shareRoutes = createRouter()
  .openapi(share, async (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.json(await getSharedPlan(c.get('deps'), c.req.valid('param').token), 200);
  })
  .openapi(getShareLogo, async (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    // short: a practice that changes its logo should see the share page follow soon
    return imageResponse(c, await getSharedLogo(c.get('deps'), c.req.valid('param').token), 'public, max-age=300');
  });
