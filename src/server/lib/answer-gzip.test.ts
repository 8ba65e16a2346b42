import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPiece, gzipOf, JsonPieces } from './answer-gzip.ts';

/** `,{"id":n,…}` for n in [from, to): text that compresses like a list's summaries. */
function summaries(from: number, to: number): Buffer {
  const items = [];
  for (let n = from; n < to; n++)
    items.push(
      `,{"id":${n},"name":"Lentil soup no. ${n % 41}","tags":["vegan","quick"],"calories":${(n * 7.3) % 900}}`,
    );
  return Buffer.from(items.join(''));
}

describe('answers made of pieces', () => {
  it('gzip to one stream that any reader unpacks to exactly the joined bytes, ready pieces anywhere', async () => {
    const shared = [summaries(0, 800), summaries(800, 1_600), summaries(1_600, 1_700)].map(deflatedPiece);
    const cases = [
      [Buffer.from('[{"own":1}'), ...shared, Buffer.from(']')],
      [
        Buffer.from('['),
        Buffer.from(summaries(0, 1).subarray(1)),
        shared[1],
        Buffer.from(''),
        shared[2],
        Buffer.from(']'),
      ],
      [shared[0], shared[0], Buffer.from('x')],
      // fresh bytes beyond what is deflated on the event loop
      [Buffer.from('['), summaries(5_000, 6_500).subarray(1), shared[2], Buffer.from(']')],
      [Buffer.from('[]')],
    ];
    for (const pieces of cases) {
      const answer = new JsonPieces(pieces);
      const whole = Buffer.concat(pieces.map((piece) => (Buffer.isBuffer(piece) ? piece : piece.bytes)));
      expect(answer.byteLength).toBe(whole.byteLength);
      expect(answer.bytes().equals(whole)).toBe(true);
      const packed = await gzipOf(answer);
      // gunzip checks the trailer's CRC-32 and length against what it unpacked
      expect(gunzipSync(packed).equals(whole)).toBe(true);
      expect(await gzipOf(answer)).toBe(packed);
    }
  });

  it('compress nearly as well as the answer gzipped whole', async () => {
    const pieces = [Buffer.from('['), ...[0, 1, 2, 3, 4].map((k) => deflatedPiece(summaries(k * 600, k * 600 + 600)))];
    const answer = new JsonPieces([...pieces, Buffer.from(']')]);
    const whole = gzipSync(answer.bytes(), { level: 6 });
    expect((await gzipOf(answer)).byteLength).toBeLessThanOrEqual(whole.byteLength * 1.1);
  });

  it('gzip a plain answer once, however often it is sent', async () => {
    const body = Buffer.from(`[${summaries(0, 300).subarray(1).toString()}]`);
    const packed = await gzipOf(body);
    expect(gunzipSync(packed).equals(body)).toBe(true);
    expect(await gzipOf(body)).toBe(packed);
  });
});
