import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-app.ts';
import type { OpenDatabase } from './open-db.ts';
import { preparedStatement } from './prepared-statement.ts';

const echo = preparedStatement<{ first: string; second: string; length: number }>(
  'platewise_test_echo',
  'select $1 as first, $2 as second, length($1) as length',
  ['text', 'text'],
);

let a: OpenDatabase;
let b: OpenDatabase;
beforeAll(async () => {
  [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

describe('statements prepared by hand', () => {
  // On PGlite the parameters travel as literals in EXECUTE: whatever they hold must come back as it went in.
  const awkward = [
    "O'Brien",
    "''",
    'back\\slash and \\n and \\x41',
    "\\'; drop table users; --",
    "E'quoted'",
    '$1 $$ dollar $$',
    'line\nbreak\ttab',
    'emoji 🥑 and ñ, 漢字',
    '',
  ];

  it('return every parameter exactly as given', async () => {
    for (const text of awkward) {
      const [row] = await echo(a.db)([text, `${text}!`]);
      expect(row).toEqual({ first: text, second: `${text}!`, length: [...text].length });
    }
    // users is still there: nothing in a parameter ran as SQL
    const [row] = await echo(a.db)(['still here', 'yes']);
    expect(row.first).toBe('still here');
  });

  it('are prepared for each database on its own, and run many times', async () => {
    const runs = await Promise.all(Array.from({ length: 20 }, (_, i) => echo(i % 2 ? a.db : b.db)([`run ${i}`, 'x'])));
    expect(runs.map(([row]) => row.first)).toEqual(Array.from({ length: 20 }, (_, i) => `run ${i}`));
  });

  it("run inside a transaction on the transaction's connection, seeing what it wrote and not yet committed", async () => {
    const countOf = preparedStatement<{ n: number }>(
      'platewise_test_count_named',
      'select count(*)::int as n from data_loads where source = $1',
      ['text'],
    );
    const seen = await a.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into data_loads (source, row_count) values ('prepared-in-transaction', 1)`);
        // On PostgreSQL another connection of the pool would not see this row yet.
        const [inside] = await countOf(tx)(['prepared-in-transaction']);
        throw Object.assign(new Error('roll back'), { seen: inside.n });
      })
      .catch((error: { seen: unknown }) => error.seen);
    expect(seen).toBe(1);
    expect((await countOf(a.db)(['prepared-in-transaction']))[0].n).toBe(0);
    const [row] = await echo(a.db)(['$2 stays text', 'x']);
    expect(row.first).toBe('$2 stays text');
  });

  it('refuse text the database cannot hold', async () => {
    await expect(echo(a.db)(['nul \u0000 inside', 'x'])).rejects.toThrow();
    expect((await echo(a.db)(['after a refusal', 'x']))[0].first).toBe('after a refusal');
  });
});
