import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** A stored image answered as itself, shown inline, kept by the browser as `cacheControl` says. */
export function imageResponse(c: Context<AppEnv>, image: { data: Buffer; contentType: string }, cacheControl: string) {
  return c.body(new Uint8Array(image.data), 200, {
    'Content-Type': image.contentType,
    'Content-Length': String(image.data.length),
    'Content-Disposition': 'inline',
    'Cache-Control': cacheControl,
  });
}
