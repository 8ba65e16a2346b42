import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../../app-env.ts';
import { jsonResponse } from '../../lib/openapi-responses.ts';

const healthSchema = z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']), dbLatencyMs: z.number() });

const getHealth = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness: answers when the server and its database answer',
  responses: { 200: jsonResponse(healthSchema, 'Healthy') },
});

export const systemRoutes = createRouter().openapi(getHealth, async (c) => {
  const { db, dbKind } = c.get('deps');
  const started = performance.now();
  await db.execute(sql`select 1`);
  return c.json(
    { ok: true, database: dbKind, dbLatencyMs: Math.round((performance.now() - started) * 100) / 100 },
    200,
  );
});
