// Small images written byte by byte for upload and PDF tests (no image library needed).
import { randomBytes } from 'node:crypto';
import { createDeflate, deflateSync } from 'node:zlib';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/**
 * An RGBA PNG: a teal square on a transparent ground, or random pixels (which do not compress, so the file
 * is about width × height × 4 bytes: a way to make a real PNG of a given size).
 */
export function pngImage(width = 24, height = 24, options: { noise?: boolean } = {}): Buffer {
  const rowBytes = 1 + width * 4;
  const rows = Buffer.alloc(height * rowBytes);
  for (let y = 0; y < height; y++) {
    const pixels = options.noise ? randomBytes(width * 4) : null;
    for (let x = 0; x < width; x++) {
      const at = y * rowBytes + 1 + x * 4;
      if (pixels) pixels.copy(rows, at, x * 4, x * 4 + 4);
      else {
        const inside = x > width / 6 && x < (width * 5) / 6 && y > height / 6 && y < (height * 5) / 6;
        rows.set(inside ? [13, 148, 136, 255] : [0, 0, 0, 0], at);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: options.noise ? 0 : 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PngParts {
  /** chunks placed between the header and the pixels (iCCP, zTXt, iTXt...) */
  extraChunks?: [string, Buffer][];
  bits?: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA (the default) */
  colorType?: number;
  interlace?: 0 | 1;
}

/**
 * A PNG put together from its parts: a header declaring `width` × `height`, the given IDAT payload, and any
 * extra chunks before it. What a hostile file looks like: the header need not match the pixels.
 */
export function pngFromParts(width: number, height: number, idat: Buffer, parts: PngParts = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = parts.bits ?? 8;
  header[9] = parts.colorType ?? 6;
  header[12] = parts.interlace ?? 0;
  const extraChunks = parts.extraChunks ?? [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extraChunks.map(([type, data]) => pngChunk(type, data)),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * `bytes` of zeros, zlib-compressed a megabyte at a time (deflate packs zeros about 1,000 to 1), so a test can
 * hold a stream that inflates to 100 MB without ever holding the 100 MB.
 */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += block.length) {
    const part = Math.min(block.length, bytes - written);
    if (!deflate.write(part === block.length ? block : block.subarray(0, part)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A decompression bomb: a PNG declaring 1 × 1 pixels whose pixel stream inflates to `inflatedBytes`. */
export async function pngBomb(inflatedBytes: number): Promise<Buffer> {
  return pngFromParts(1, 1, await deflatedZeros(inflatedBytes));
}

/** A baseline JPEG's structure (SOI, JFIF header, frame header for a colour image, EOI): what a PDF embeds as is. */
export function jpegImage(width = 16, height = 16): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const sof0 = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A GIF header: a real image type the app does not take. */
export function gifImage(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]),
    Buffer.alloc(16),
    Buffer.from([0x3b]),
  ]);
}
