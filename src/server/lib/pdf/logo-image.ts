// Logo images, checked before anything decodes them. Two dangers: pdfkit decodes some PNGs in an asynchronous
// callback that would crash the process on corrupt data, and a PNG's header says nothing binding about how far
// its compressed pixels unpack (a 498 KB file declaring 1×1 pixels once inflated to 500 MB inside pdfkit). So the
// size an image will take once decoded is worked out from its header and enforced while inflating, with a cap,
// before any decoder sees it. Only PNG and JPEG are drawn, and only from bytes the app already holds (an inline
// data URL, or an uploaded logo read from the database): a logo is never fetched (no SSRF).
import { inflateSync } from 'node:zlib';

const MAX_LOGO_BYTES = 4 * 1024 * 1024;
/** Far beyond what a 64-point tile on a page needs, and what a 512 KB upload can honestly hold. */
export const LOGO_MAX_PIXELS = 4096 * 4096;
/** The PNG's pixel rows as stored (filter bytes included), fully unpacked. */
export const LOGO_MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** Compressed colour profiles and text (iCCP, zTXt, iTXt) together: a real sRGB profile is a few KB. */
export const LOGO_MAX_METADATA_BYTES = 1024 * 1024;

export type LogoImageType = 'image/png' | 'image/jpeg';

export type LogoInspection =
  | { ok: true; type: LogoImageType; width: number; height: number }
  /** not_an_image: not a PNG or JPEG a PDF can draw; too_large: sound, but too large once decoded */
  | { ok: false; problem: 'not_an_image' | 'too_large'; message: string };

const NOT_AN_IMAGE: LogoInspection = {
  ok: false,
  problem: 'not_an_image',
  message: 'The logo must be a PNG or JPEG image',
};
const tooLarge = (message: string): LogoInspection => ({ ok: false, problem: 'too_large', message });
const TOO_MANY_PIXELS = tooLarge(
  'The logo is too large once decoded: at most 4096 × 4096 pixels. Save it smaller and upload it again.',
);
const INFLATES_TOO_FAR = tooLarge(
  'The logo unpacks to more data than its size in pixels allows, so it cannot be used. Save it again from your image editor.',
);
const METADATA_TOO_LARGE = tooLarge(
  'The logo carries more than 1 MB of embedded colour profile or text. Save it again without metadata.',
);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_BITS_BY_COLOR_TYPE: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7: x0, y0, dx, dy of each of the seven passes. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/** The rows (width, height) of the reduced images the stream holds: one for a plain PNG, up to seven interlaced. */
function pngPasses(width: number, height: number, interlace: number): [number, number][] {
  if (!interlace) return [[width, height]];
  return ADAM7.map(
    ([x0, y0, dx, dy]) => [Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)] as [number, number],
  ).filter(([w, h]) => w > 0 && h > 0);
}

/**
 * The exact number of bytes a sound PNG's IDAT stream inflates to: per row one filter byte and the row's pixels
 * rounded up to whole bytes, over every pass.
 */
export function pngInflatedSize(width: number, height: number, bitsPerPixel: number, interlace: number): number {
  return pngPasses(width, height, interlace).reduce(
    (sum, [w, h]) => sum + h * (1 + Math.ceil((w * bitsPerPixel) / 8)),
    0,
  );
}

/** Inflates at most `cap` bytes; 'over' when the stream holds more, null when it is not a zlib stream. */
function inflateCapped(data: Buffer, cap: number): Buffer | 'over' | null {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, cap) });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'over' : null;
  }
}

/**
 * The compressed part of an iCCP, zTXt or compressed iTXt chunk, or null for an uncompressed iTXt;
 * 'malformed' when the chunk does not follow the PNG specification.
 */
function compressedPayload(type: string, chunk: Buffer): Buffer | null | 'malformed' {
  const keywordEnd = chunk.indexOf(0);
  if (keywordEnd < 1 || keywordEnd > 79) return 'malformed';
  if (type === 'iCCP' || type === 'zTXt') {
    if (chunk[keywordEnd + 1] !== 0) return 'malformed'; // compression method 0 (zlib) is the only one
    return chunk.subarray(keywordEnd + 2);
  }
  // iTXt: keyword, compression flag, method, language tag, translated keyword, text
  const flag = chunk[keywordEnd + 1];
  if (flag === 0) return null;
  if (flag !== 1 || chunk[keywordEnd + 2] !== 0) return 'malformed';
  const languageEnd = chunk.indexOf(0, keywordEnd + 3);
  const translatedEnd = languageEnd < 0 ? -1 : chunk.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return 'malformed';
  return chunk.subarray(translatedEnd + 1);
}

/** A PNG that pdfkit and browsers can decode within the limits: its header, every chunk, the inflated size. */
export function inspectPng(data: Buffer): LogoInspection {
  if (data.length < 33 || PNG_SIGNATURE.some((byte, index) => data[index] !== byte)) return NOT_AN_IMAGE;
  let pos = 8;
  let header: { width: number; height: number; bits: number; colorType: number; interlace: number } | null = null;
  let hasPalette = false;
  let ended = false;
  let metadataBudget = LOGO_MAX_METADATA_BYTES;
  const idat: Buffer[] = [];
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    if (length > 0x7fffffff || start + length + 4 > data.length) return NOT_AN_IMAGE;
    if (!header && type !== 'IHDR') return NOT_AN_IMAGE;
    const chunk = data.subarray(start, start + length);
    if (type === 'IHDR') {
      if (length !== 13 || header) return NOT_AN_IMAGE;
      header = {
        width: chunk.readUInt32BE(0),
        height: chunk.readUInt32BE(4),
        bits: chunk[8],
        colorType: chunk[9],
        interlace: chunk[12],
      };
      if (chunk[10] !== 0 || chunk[11] !== 0) return NOT_AN_IMAGE;
      const { width, height, bits, colorType, interlace } = header;
      if (!PNG_BITS_BY_COLOR_TYPE[colorType]?.includes(bits) || (interlace !== 0 && interlace !== 1))
        return NOT_AN_IMAGE;
      if (width < 1 || height < 1 || width > 0x7fffffff || height > 0x7fffffff) return NOT_AN_IMAGE;
      // Refused from the header alone, before a byte is inflated.
      if (width * height > LOGO_MAX_PIXELS) return TOO_MANY_PIXELS;
      if (pngInflatedSize(width, height, bits * PNG_CHANNELS[colorType], interlace) > LOGO_MAX_DECODED_BYTES)
        return TOO_MANY_PIXELS;
    } else if (type === 'PLTE') hasPalette = length > 0 && length % 3 === 0;
    else if (type === 'IDAT') idat.push(chunk);
    else if (type === 'iCCP' || type === 'zTXt' || type === 'iTXt') {
      // Browsers unpack these too: each is inflated under what is left of one shared budget.
      const payload = compressedPayload(type, chunk);
      if (payload === 'malformed') return NOT_AN_IMAGE;
      if (payload) {
        const unpacked = inflateCapped(payload, metadataBudget);
        if (unpacked === 'over') return METADATA_TOO_LARGE;
        if (unpacked === null) return NOT_AN_IMAGE;
        metadataBudget -= unpacked.length;
      }
    } else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos = start + length + 4;
  }
  if (!header || !ended || idat.length === 0) return NOT_AN_IMAGE;
  const { width, height, bits, colorType, interlace } = header;
  if (colorType === 3 && !hasPalette) return NOT_AN_IMAGE;

  const bitsPerPixel = bits * PNG_CHANNELS[colorType];
  const expected = pngInflatedSize(width, height, bitsPerPixel, interlace);
  // Never more than the header allows: the inflate stops at that size instead of following the stream.
  const pixels = inflateCapped(Buffer.concat(idat), expected);
  if (pixels === 'over') return INFLATES_TOO_FAR;
  if (pixels === null || pixels.length !== expected) return NOT_AN_IMAGE;
  // Every row starts with a filter byte 0–4; pdfkit throws asynchronously on anything else.
  let offset = 0;
  for (const [w, h] of pngPasses(width, height, interlace)) {
    const rowBytes = 1 + Math.ceil((w * bitsPerPixel) / 8);
    for (let row = 0; row < h; row++, offset += rowBytes) if (pixels[offset] > 4) return NOT_AN_IMAGE;
  }
  return { ok: true, type: 'image/png', width, height };
}

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A JPEG whose frame header (size, 1/3/4 colour channels) can be found the way pdfkit looks for it, within the
 * pixel limit. pdfkit embeds JPEG data as it is; the limit protects whoever decodes it (a browser, a PDF viewer).
 */
export function inspectJpeg(data: Buffer): LogoInspection {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return NOT_AN_IMAGE;
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return NOT_AN_IMAGE;
    const marker = data[pos + 1];
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (pos + 10 > data.length) return NOT_AN_IMAGE;
      const bits = data[pos + 4];
      const height = data.readUInt16BE(pos + 5);
      const width = data.readUInt16BE(pos + 7);
      const channels = data[pos + 9];
      if (bits !== 8 || width < 1 || height < 1 || ![1, 3, 4].includes(channels)) return NOT_AN_IMAGE;
      if (width * height > LOGO_MAX_PIXELS || width * height * channels > LOGO_MAX_DECODED_BYTES)
        return TOO_MANY_PIXELS;
      return { ok: true, type: 'image/jpeg', width, height };
    }
    const length = data.readUInt16BE(pos + 2);
    if (length < 2) return NOT_AN_IMAGE;
    pos += 2 + length;
  }
  return NOT_AN_IMAGE;
}

/**
 * What the bytes are, read from the bytes themselves (signature and structure), never from a file name or a
 * declared content type, and whether they decode within the limits.
 */
export function inspectLogoImage(data: Buffer): LogoInspection {
  if (data[0] === 0x89) return inspectPng(data);
  if (data[0] === 0xff) return inspectJpeg(data);
  return NOT_AN_IMAGE;
}

const INLINE_LOGO = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i;

/** The bytes of an inline PNG/JPEG data URL (not yet checked), or null for anything else. */
export function inlineLogoBytes(url: string | null): { declared: LogoImageType; data: Buffer } | null {
  const match = INLINE_LOGO.exec((url ?? '').trim());
  if (!match || match[2].length > (MAX_LOGO_BYTES * 4) / 3 + 16) return null;
  return {
    declared: match[1].toLowerCase() === 'png' ? 'image/png' : 'image/jpeg',
    data: Buffer.from(match[2].replace(/\s+/g, ''), 'base64'),
  };
}

/**
 * The logo's bytes when it is an inline PNG/JPEG data URL that decodes cleanly within the limits; otherwise
 * null (never fetched), and the letterhead shows the practice's name alone. Logos stored before the limits
 * existed pass through here too, so an old decompression bomb is left out rather than unpacked.
 */
export function decodeLogo(url: string | null): Buffer | null {
  const inline = inlineLogoBytes(url);
  if (!inline) return null;
  const inspection = inline.declared === 'image/png' ? inspectPng(inline.data) : inspectJpeg(inline.data);
  return inspection.ok ? inline.data : null;
}
