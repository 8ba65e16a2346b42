import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTripQuery } from './pglite-one-trip.ts';

// PGlite only: the PostgreSQL runs use node-postgres, which already sends parameters this way.
let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec(`create table kinds (
    id serial primary key, label text, amount numeric(6,2), count integer, big bigint, ratio float8, flag boolean,
    tags text[], facts jsonb, at timestamptz, day date, data bytea)`);
});
afterAll(async () => {
  await client.close();
});

const insert = `insert into kinds (label, amount, count, big, ratio, flag, tags, facts, at, day, data)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`;
const awkward = [
  'O\'Brien \\ "quoted" 🥑',
  '12.50',
  42,
  9007199254740993n,
  0.1,
  false,
  ['plain', 'with space', 'comma,inside', 'quote"inside', 'back\\slash', '', 'NULL'],
  JSON.stringify({ allergies: ['Peanut'], note: 'line\nbreak' }),
  new Date('2026-03-02T06:07:08.123Z'),
  '2026-03-02',
  Buffer.from([0, 1, 2, 250, 255]),
];

describe('PGlite queries in one trip', () => {
  it('store and return every kind of value exactly as PGlite’s own query does', async () => {
    const own = (
      await client.query(
        insert,
        awkward.map((value) => (typeof value === 'bigint' ? value.toString() : value)),
      )
    ).rows[0] as Record<string, unknown>;
    const oneTrip = (await oneTripQuery(client, false)(insert, awkward)).rows[0] as Record<string, unknown>;
    expect({ ...oneTrip, id: null }).toEqual({ ...own, id: null });
    expect(oneTrip.tags).toEqual(awkward[6]);
    expect(oneTrip.label).toBe(awkward[0]);
    expect(Buffer.from(oneTrip.data as Uint8Array)).toEqual(awkward[10]);
  });

  it('answers in the row mode asked for, and with nulls', async () => {
    const result = await oneTripQuery(client, false)('select $1::text as a, $2::int as b', [null, 7], {
      rowMode: 'array',
    });
    expect(result.rows).toEqual([[null, 7]]);
    expect(result.fields.map((field) => field.name)).toEqual(['a', 'b']);
  });

  it('throws the database’s error and stays usable', async () => {
    const query = oneTripQuery(client, false);
    await expect(query('insert into kinds (count) values ($1)', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(query('select count(*)::int as n from missing_table', [])).rejects.toMatchObject({ code: '42P01' });
    expect((await query('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
  });

  it('runs inside a transaction, which a failure rolls back', async () => {
    const before = ((await client.query('select count(*)::int as n from kinds')).rows[0] as { n: number }).n;
    await expect(
      client.transaction(async () => {
        await oneTripQuery(client, true)('insert into kinds (label) values ($1)', ['inside']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = ((await client.query('select count(*)::int as n from kinds')).rows[0] as { n: number }).n;
    expect(after).toBe(before);
  });
});
