import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedZeros, jpegImage, pngBomb, pngFromParts, pngImage } from '../../../../tests/support/test-images.ts';
import { decodeLogo, inspectLogoImage, pngInflatedSize } from './logo-image.ts';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('the size a PNG unpacks to', () => {
  it.each([
    // width, height, bits per pixel, interlaced, bytes: one filter byte per row plus the row's pixels in whole bytes
    [1, 1, 32, 0, 5],
    [24, 24, 32, 0, 24 * (1 + 96)],
    [8, 8, 8, 0, 72],
    [3, 2, 1, 0, 4], // 3 one-bit pixels fit one byte
    [1, 1, 32, 1, 5], // only the first Adam7 pass has a pixel
    // 8×8 grey interlaced: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels
    [8, 8, 8, 1, 2 + 2 + 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9],
  ])('%i × %i at %i bits, interlace %i: %i bytes', (width, height, bits, interlace, bytes) => {
    expect(pngInflatedSize(width, height, bits, interlace)).toBe(bytes);
  });
});

describe('inspectLogoImage', () => {
  it('takes ordinary logos: RGBA, interlaced grey, with a small colour profile and compressed text', () => {
    expect(inspectLogoImage(pngImage(48, 32))).toEqual({ ok: true, type: 'image/png', width: 48, height: 32 });
    const interlaced = pngFromParts(8, 8, deflateSync(Buffer.alloc(79)), { bits: 8, colorType: 0, interlace: 1 });
    expect(inspectLogoImage(interlaced)).toMatchObject({ ok: true, width: 8, height: 8 });
    const withMetadata = pngFromParts(2, 2, deflateSync(Buffer.alloc(2 * 9)), {
      extraChunks: [
        ['iCCP', Buffer.concat([latin1('sRGB\0\0'), deflateSync(Buffer.alloc(3_144, 7))])],
        ['zTXt', Buffer.concat([latin1('Comment\0\0'), deflateSync(latin1('Made for Greenleaf Nutrition'))])],
        ['iTXt', Buffer.concat([latin1('Author\0\x01\0en\0Author\0'), deflateSync(Buffer.from('Zoë', 'utf8'))])],
        ['iTXt', latin1('Title\0\0\0\0\0Greenleaf')],
      ],
    });
    expect(inspectLogoImage(withMetadata)).toMatchObject({ ok: true, type: 'image/png' });
    expect(inspectLogoImage(jpegImage(1200, 800))).toEqual({ ok: true, type: 'image/jpeg', width: 1200, height: 800 });
  });

  it('refuses a 1 × 1 PNG whose pixels inflate to 100 MB, stopping after the 5 bytes it declared', async () => {
    const bomb = await pngBomb(100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(512 * 1024); // small enough to pass the upload size limit
    const rssBefore = process.memoryUsage().rss;
    const inspection = inspectLogoImage(bomb);
    const grew = process.memoryUsage().rss - rssBefore;
    expect(inspection).toEqual({
      ok: false,
      problem: 'too_large',
      message: expect.stringContaining('unpacks to more data than its size in pixels allows'),
    });
    // the unchecked inflate this replaces held all 100 MB at once
    expect(grew).toBeLessThan(16 * 1024 * 1024);
    expect(decodeLogo(dataUrl('image/png', bomb))).toBeNull();
  });

  it('refuses a stream one byte longer than its header allows, and one that stops short', () => {
    expect(inspectLogoImage(pngFromParts(1, 1, deflateSync(Buffer.alloc(6))))).toMatchObject({
      ok: false,
      problem: 'too_large',
    });
    expect(inspectLogoImage(pngFromParts(1, 1, deflateSync(Buffer.alloc(4))))).toMatchObject({
      ok: false,
      problem: 'not_an_image',
    });
    expect(inspectLogoImage(pngFromParts(1, 1, deflateSync(Buffer.alloc(5))))).toMatchObject({ ok: true });
  });

  it('refuses huge dimensions from the header alone, before inflating anything', () => {
    const message =
      'The logo is too large once decoded: at most 4096 × 4096 pixels. Save it smaller and upload it again.';
    // The pixel stream is empty: inflating it would fail, so a refusal for size proves nothing was inflated.
    for (const [width, height] of [
      [100_000, 100_000],
      [4097, 4096],
      [1, 0x7fffffff],
    ]) {
      expect(inspectLogoImage(pngFromParts(width, height, Buffer.alloc(0))), `${width} × ${height}`).toEqual({
        ok: false,
        problem: 'too_large',
        message,
      });
    }
    // within the pixel count but over 64 MB unpacked: 16-bit RGBA is 8 bytes a pixel
    expect(inspectLogoImage(pngFromParts(4096, 4096, Buffer.alloc(0), { bits: 16 }))).toEqual({
      ok: false,
      problem: 'too_large',
      message,
    });
    expect(inspectLogoImage(jpegImage(65_535, 65_535))).toEqual({ ok: false, problem: 'too_large', message });
    expect(inspectLogoImage(jpegImage(4097, 4096))).toEqual({ ok: false, problem: 'too_large', message });
    expect(decodeLogo(dataUrl('image/jpeg', jpegImage(65_535, 65_535)))).toBeNull();
  });

  it('refuses compressed metadata that unpacks past 1 MB, and metadata chunks it cannot read', async () => {
    const zeros = await deflatedZeros(2 * 1024 * 1024);
    const pixels = deflateSync(Buffer.alloc(5));
    for (const chunk of [
      ['zTXt', Buffer.concat([latin1('Comment\0\0'), zeros])],
      ['iCCP', Buffer.concat([latin1('Printer\0\0'), zeros])],
      ['iTXt', Buffer.concat([latin1('Comment\0\x01\0en\0Comment\0'), zeros])],
    ] as [string, Buffer][]) {
      expect(inspectLogoImage(pngFromParts(1, 1, pixels, { extraChunks: [chunk] })), chunk[0]).toEqual({
        ok: false,
        problem: 'too_large',
        message: 'The logo carries more than 1 MB of embedded colour profile or text. Save it again without metadata.',
      });
    }
    // three chunks of 600 KB each: every one is small, together they are not
    const part = Buffer.concat([latin1('Comment\0\0'), await deflatedZeros(600 * 1024)]);
    expect(
      inspectLogoImage(
        pngFromParts(1, 1, pixels, {
          extraChunks: [
            ['zTXt', part],
            ['zTXt', part],
            ['zTXt', part],
          ],
        }),
      ),
    ).toMatchObject({ ok: false, problem: 'too_large' });
    expect(
      inspectLogoImage(pngFromParts(1, 1, pixels, { extraChunks: [['zTXt', latin1('no separator')]] })),
    ).toMatchObject({ ok: false, problem: 'not_an_image' });
    expect(
      inspectLogoImage(pngFromParts(1, 1, pixels, { extraChunks: [['iCCP', latin1('sRGB\0\0not zlib')]] })),
    ).toMatchObject({ ok: false, problem: 'not_an_image' });
  });
});
