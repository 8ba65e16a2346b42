import { createRoute } from '@hono/zod-openapi';
import { chatConfigSchema } from '../../../shared/schemas/chat.ts';
import { createRouter } from '../../app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';

const getChatConfig = createRoute({
  method: 'get',
  path: '/api/chat/config',
  tags: ['Chat'],
  summary: 'The live-chat widget ids (CHAT_PROPERTY_ID, CHAT_WIDGET_ID) for the practitioner screens; null when unset',
  responses: { 200: jsonResponse(chatConfigSchema, 'Chat widget ids'), ...errorResponses(401) },
});

/** Read at run time from the server's environment, so one build serves any deployment. */
export const chatRoutes = createRouter().openapi(getChatConfig, (c) => {
  const chat = c.get('deps').config.chat;
  return c.json({ propertyId: chat?.propertyId ?? null, widgetId: chat?.widgetId ?? null }, 200);
});
