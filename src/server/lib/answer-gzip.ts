import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib';

/** The deflate level of answers compressed when they are asked for: zlib's default trade of time for bytes. */
const LEVEL = 6;
/** Pieces deflated once and reused by many answers are worth the slowest, smallest deflate. */
const READY_LEVEL = 9;
/** Pieces up to this size are deflated on the event loop (well under a millisecond); larger ones in the pool. */
const SYNC_DEFLATE_BYTES = 64 * 1024;

/**
 * Brotli at its quickest setting, for answers kept whole (every list but the recipes, whose shared part is
 * deflated once for all practices). On the 5,000-row lists it took 3–7 ms where gzip's default took 12–36 ms, and
 * wrote fewer bytes (clients 203 KB against 215 KB, meal plans 518 KB against 549 KB): on the first read after a
 * start, the compression is part of the wait for the list.
 */
const BROTLI_QUALITY = 1;
/** Up to this size brotli runs on the event loop (about 10 ms at most): in the pool it waited behind other work. */
const SYNC_BROTLI_BYTES = 4 * 1024 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const deflateRawAsync = promisify(deflateRaw);

/** ID1 ID2, deflate, no flags, no time, no extra flags, Unix: what zlib's own gzip writes. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** An empty final block with fixed codes: ends a deflate stream whose blocks all ended with a sync flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A run of bytes that many answers contain (the shared recipes of every practice's list), deflated once.
 * It ends with a sync flush: byte-aligned, not final, so any deflate stream may continue after it. The piece was
 * deflated on its own, so its back-references never reach before its first byte, whatever came before it.
 */
export interface DeflatedPiece {
  readonly bytes: Buffer;
  readonly deflated: Promise<Buffer>;
}

export function deflatedPiece(bytes: Buffer): DeflatedPiece {
  const deflated = deflateRawAsync(bytes, { level: READY_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  // Asked for only when an answer is gzipped; a failure then fails that answer, not the process meanwhile.
  deflated.catch(() => undefined);
  return { bytes, deflated };
}

function deflateFresh(bytes: Buffer): Buffer | Promise<Buffer> {
  const options = { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH };
  return bytes.byteLength <= SYNC_DEFLATE_BYTES ? deflateRawSync(bytes, options) : deflateRawAsync(bytes, options);
}

// One gzip per kept answer: the answer cache hands out the same Buffer until the data changes, so a list read a
// thousand times is compressed once. Answers computed each time are compressed each time, off the event loop.
const gzipped = new WeakMap<Buffer, Promise<Buffer>>();

/** The answer's bytes gzip-compressed, made once per answer. */
export function gzipOf(body: Buffer | JsonPieces): Promise<Buffer> {
  if (body instanceof JsonPieces) return body.gzip();
  let packed = gzipped.get(body);
  if (!packed) {
    packed = gzipAsync(body, { level: LEVEL });
    gzipped.set(body, packed);
  }
  return packed;
}

const brotlied = new WeakMap<Buffer, Promise<Buffer>>();

/** The answer's bytes brotli-compressed, made once per answer (like its gzip). */
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

/**
 * An answer's JSON made of fresh bytes and pieces deflated before, in order, kept as those pieces: the ready ones
 * are shared with every other answer that holds them, so an answer costs only its fresh bytes until someone asks
 * for it whole. Its gzip deflates only the fresh bytes and joins them to the ready pieces in one stream: each part
 * ends with a sync flush, an empty final block closes it, and the trailer is the CRC-32 and length of the whole
 * answer. A gzip reader sees one ordinary member that unpacks to exactly `bytes()`.
 */
export class JsonPieces {
  readonly byteLength: number;
  private packed: Promise<Buffer> | undefined;

  constructor(private readonly pieces: readonly (Buffer | DeflatedPiece)[]) {
    this.byteLength = pieces.reduce((sum, piece) => sum + bytesOf(piece).byteLength, 0);
  }

  /** The whole answer, for a client that does not take gzip: put together on each call, not kept. */
  bytes(): Buffer<ArrayBuffer> {
    return Buffer.concat(this.pieces.map(bytesOf));
  }

  gzip(): Promise<Buffer> {
    this.packed ??= this.pack();
    return this.packed;
  }

  private async pack(): Promise<Buffer> {
    const parts = this.pieces.filter((piece) => bytesOf(piece).byteLength > 0);
    const deflated = await Promise.all(
      parts.map((piece) => (Buffer.isBuffer(piece) ? deflateFresh(piece) : piece.deflated)),
    );
    let crc = 0;
    for (const piece of parts) crc = crc32(bytesOf(piece), crc);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(this.byteLength % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, ...deflated, FINAL_BLOCK, trailer]);
  }
}

function bytesOf(piece: Buffer | DeflatedPiece): Buffer {
  return Buffer.isBuffer(piece) ? piece : piece.bytes;
}
