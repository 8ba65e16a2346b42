import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../app-env.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { getRecipeImage } from './recipe-images.service.ts';

const image = createRoute({
  method: 'get',
  path: '/api/recipe-images/{file}',
  tags: ['Recipe Database'],
  summary: "A catalogue recipe's illustration (SVG, drawn by the app; public, no client data)",
  request: {
    params: z.object({
      file: z
        .string()
        .max(200)
        .openapi({ param: { name: 'file', in: 'path' }, example: 'green-shakshuka.svg' }),
    }),
  },
  responses: {
    200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
    ...errorResponses(404),
  },
});

export const recipeImagesRoutes = createRouter().openapi(image, async (c) => {
  const file = c.req.valid('param').file;
  const svg = await getRecipeImage(c.get('deps'), file.endsWith('.svg') ? file.slice(0, -4) : '');
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400');
  return c.body(svg, 200);
});
