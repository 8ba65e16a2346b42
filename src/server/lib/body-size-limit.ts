import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

/**
 * How much of an oversized body is read and thrown away after refusing it, so the connection can carry the
 * client's next request. A body declared larger than this is refused at once, with `Connection: close`.
 */
export const MAX_DISCARDED_BODY_BYTES = 16 * 1024 * 1024;
/** A client still sending after this long is told `Connection: close` instead of being waited for. */
const DISCARD_DEADLINE_MS = 5_000;

/**
 * Reads every request body to its end before anything else looks at it, refusing one over `maxBytes` with a 413.
 *
 * Why not hono's bodyLimit: it answers 413 with the body still unread. The Node adapter then tries to drain it, but
 * the stream it had already opened on the request pauses the socket again after every chunk, so the drain times out
 * and the socket is destroyed, after an answer that said `Connection: keep-alive`: the client's next request on
 * that connection failed. Here the rest of an oversized body is read and discarded (up to
 * MAX_DISCARDED_BODY_BYTES, within DISCARD_DEADLINE_MS) and the connection stays usable; past either, the answer
 * says `Connection: close`, which Node honours by closing the socket once the answer is written.
 * Running first also means a refusal that never needs the body (403, 415, 401) leaves none unread.
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (closing: boolean) =>
    new AppError(
      'payload_too_large',
      `The request body is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`,
      [],
      closing ? { Connection: 'close' } : {},
    );

  return async (c, next) => {
    // GET and HEAD bodies are never read; asking for one makes the Node adapter build a full fetch Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('transfer-encoding') === undefined ? c.req.header('content-length') : undefined;
    const declaredBytes = declared === undefined ? null : Number(declared);
    if (declaredBytes !== null && declaredBytes > MAX_DISCARDED_BODY_BYTES) throw tooLarge(true);

    const reader = body.getReader();
    const deadline = Date.now() + DISCARD_DEADLINE_MS;
    const chunks: Uint8Array[] = [];
    let size = 0;
    let refused = declaredBytes !== null && declaredBytes > maxBytes;
    for (;;) {
      const next = refused ? await readBefore(reader, deadline) : await reader.read();
      if (next === 'late') throw tooLarge(true);
      if (next.done) break;
      size += next.value.byteLength;
      if (refused) {
        if (size > MAX_DISCARDED_BODY_BYTES) throw tooLarge(true);
        continue;
      }
      if (size > maxBytes) {
        refused = true;
        chunks.length = 0;
        continue;
      }
      chunks.push(next.value);
    }
    if (refused) throw tooLarge(false);
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

/** The next chunk, or 'late' once the deadline passes (the read is left pending: cancelling it would destroy the socket before the answer is out). */
async function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: number,
): Promise<ReadableStreamReadResult<Uint8Array> | 'late'> {
  const wait = deadline - Date.now();
  if (wait <= 0) return 'late';
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      reader.read(),
      new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), wait))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
