import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';

/** The gzip level, for clients without brotli: zlib's default trade of time for bytes. */
const GZIP_LEVEL = 6;

/**
 * Brotli at its quickest setting, for every kept answer a browser asks for (browsers take brotli). On the
 * 5,000-row lists it took 3–7 ms where gzip's default took 12–36 ms, and wrote fewer bytes (clients 203 KB against
 * 215 KB, meal plans 518 KB against 549 KB): on the first read after a start, the compression is part of the wait
 * for the list.
 */
const BROTLI_QUALITY = 1;
/** Up to this size brotli runs on the event loop (about 10 ms at most): in the pool it waited behind other work. */
const SYNC_BROTLI_BYTES = 4 * 1024 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// One compression per kept answer and coding: the answer cache hands out the same Buffer until the data changes,
// so a list read a thousand times is compressed once. Answers computed each time are compressed each time.
const gzipped = new WeakMap<Buffer, Promise<Buffer>>();
const brotlied = new WeakMap<Buffer, Promise<Buffer>>();

/** The answer's bytes gzip-compressed, made once per answer: for clients that do not take brotli. */
export function gzipOf(body: Buffer): Promise<Buffer> {
  let packed = gzipped.get(body);
  if (!packed) {
    packed = gzipAsync(body, { level: GZIP_LEVEL });
    gzipped.set(body, packed);
  }
  return packed;
}

/** The answer's bytes brotli-compressed, made once per answer. */
export function brotliOf(body: Buffer): Promise<Buffer> {
  let packed = brotlied.get(body);
  if (!packed) {
    const options = {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    };
    packed =
      body.byteLength <= SYNC_BROTLI_BYTES
        ? Promise.resolve(brotliCompressSync(body, options))
        : brotliAsync(body, options);
    brotlied.set(body, packed);
  }
  return packed;
}
