// Logo images, checked before pdfkit sees them: pdfkit decodes some PNGs in an asynchronous callback that would
// crash the process on corrupt data. Only PNG and JPEG are drawn, and only from bytes the app already holds
// (an inline data URL, or an uploaded logo read from the database): a logo is never fetched (no SSRF).
import { inflateSync } from 'node:zlib';

const MAX_LOGO_BYTES = 4 * 1024 * 1024;
const MAX_LOGO_PIXELS = 16_000_000;

export function pngLooksSound(data: Buffer): boolean {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length < 33 || signature.some((byte, index) => data[index] !== byte)) return false;
  let pos = 8;
  let header: { width: number; height: number; bits: number; colorType: number; interlace: number } | null = null;
  let hasPalette = false;
  let ended = false;
  const idat: Buffer[] = [];
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    if (length > 0x7fffffff || start + length + 4 > data.length) return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (length !== 13 || header) return false;
      header = {
        width: data.readUInt32BE(start),
        height: data.readUInt32BE(start + 4),
        bits: data[start + 8],
        colorType: data[start + 9],
        interlace: data[start + 12],
      };
      if (data[start + 10] !== 0 || data[start + 11] !== 0) return false;
    } else if (type === 'PLTE') hasPalette = length > 0 && length % 3 === 0;
    else if (type === 'IDAT') idat.push(data.subarray(start, start + length));
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos = start + length + 4;
  }
  if (!header || !ended || idat.length === 0) return false;
  const { width, height, bits, colorType, interlace } = header;
  const allowedBits: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
  const channels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
  if (!allowedBits[colorType]?.includes(bits) || (interlace !== 0 && interlace !== 1)) return false;
  if (width < 1 || height < 1 || width * height > MAX_LOGO_PIXELS) return false;
  if (colorType === 3 && !hasPalette) return false;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(idat));
  } catch {
    return false;
  }
  // Every scanline starts with a filter byte 0–4; pdfkit throws asynchronously on anything else.
  const bitsPerPixel = bits * channels[colorType];
  const rowBytes = (w: number) => Math.ceil((w * bitsPerPixel) / 8);
  const passes = interlace
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  let offset = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    for (let row = 0; row < h; row++) {
      if (offset >= pixels.length || pixels[offset] > 4) return false;
      offset += 1 + rowBytes(w);
    }
  }
  return offset <= pixels.length;
}

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG whose frame header (size, 1/3/4 colour channels) can be found the way pdfkit looks for it. */
export function jpegLooksSound(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return false;
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return false;
    const marker = data[pos + 1];
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (pos + 10 > data.length) return false;
      const bits = data[pos + 4];
      const height = data.readUInt16BE(pos + 5);
      const width = data.readUInt16BE(pos + 7);
      const channels = data[pos + 9];
      return bits === 8 && width > 0 && height > 0 && width * height <= MAX_LOGO_PIXELS && [1, 3, 4].includes(channels);
    }
    const length = data.readUInt16BE(pos + 2);
    if (length < 2) return false;
    pos += 2 + length;
  }
  return false;
}

/** The logo's bytes when it is an inline PNG/JPEG data URL that decodes cleanly; otherwise null (never fetched). */
export function decodeLogo(url: string | null): Buffer | null {
  if (!url) return null;
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url.trim());
  if (!match || match[2].length > (MAX_LOGO_BYTES * 4) / 3 + 16) return null;
  const data = Buffer.from(match[2].replace(/\s+/g, ''), 'base64');
  const isPng = match[1].toLowerCase() === 'png';
  if (isPng ? !pngLooksSound(data) : !jpegLooksSound(data)) return null;
  return data;
}

export type LogoImageType = 'image/png' | 'image/jpeg';

/**
 * What the bytes are, read from the bytes themselves (signature and structure), never from a file name or a
 * declared content type: a PNG or JPEG that pdfkit can draw, or null for anything else.
 */
export function logoImageTypeOf(data: Buffer): LogoImageType | null {
  if (pngLooksSound(data)) return 'image/png';
  if (jpegLooksSound(data)) return 'image/jpeg';
  return null;
}
