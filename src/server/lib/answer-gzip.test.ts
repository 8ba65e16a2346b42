import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliOf, gzipOf } from './answer-gzip.ts';

/** `[{"id":n,…},…]` for n in [from, to): text that compresses like a list's summaries. */
function summaries(from: number, to: number): Buffer {
  const items = [];
  for (let n = from; n < to; n++)
    items.push(`{"id":${n},"name":"Lentil soup no. ${n % 41}","tags":["vegan","quick"],"calories":${(n * 7.3) % 900}}`);
  return Buffer.from(`[${items.join(',')}]`);
}

describe('kept answers, compressed', () => {
  it('gzip a plain answer once, however often it is sent', async () => {
    const body = summaries(0, 300);
    const packed = await gzipOf(body);
    expect(gunzipSync(packed).equals(body)).toBe(true);
    expect(await gzipOf(body)).toBe(packed);
  });

  it('brotli a plain answer once, however often it is sent, in fewer bytes than its gzip', async () => {
    const body = summaries(0, 3_000);
    const packed = await brotliOf(body);
    expect(brotliDecompressSync(packed).equals(body)).toBe(true);
    expect(await brotliOf(body)).toBe(packed);
    expect(packed.byteLength).toBeLessThan((await gzipOf(body)).byteLength);
  });
});
