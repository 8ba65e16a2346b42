import { createRoute } from '@hono/zod-openapi';
import { publicUserSchema } from '../../../shared/schemas/auth.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';
import { getCurrentUser } from '../auth/auth.service.ts';

const getMe = createRoute({
  method: 'get',
  path: '/api/users/me',
  tags: ['Accounts'],
  summary: 'The signed-in user with branding fields',
  responses: { 200: jsonResponse(publicUserSchema, 'The signed-in user'), ...errorResponses(401) },
});

export const usersRoutes = createRouter().openapi(getMe, async (c) => {
  return c.json(await getCurrentUser(c.get('deps'), actorOf(c)), 200);
});
