import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-app.ts';
import type { OpenDatabase } from './open-db.ts';
import { rehearsalList, rehearseListQueries } from './warm-up-queries.ts';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the start-up rehearsal of list queries', () => {
  it('builds a list the way the lists are built: records with joined names, shortened text, labels and ISO times', async () => {
    const list = JSON.parse(await rehearsalList(database.db)) as Record<string, unknown>[];
    expect(list).toHaveLength(1_000);
    const [newest] = list;
    expect(Object.keys(newest)).toEqual([
      'id',
      'personName',
      'email',
      'dateOfBirth',
      'goals',
      'restrictions',
      'amount',
      'calories',
      'contains',
      'createdAt',
    ]);
    // Newest first: item 1 is 37 minutes before the new year, and every second item contains milk as well as egg.
    expect(newest).toMatchObject({
      personName: 'First1 Last1',
      createdAt: '2025-12-31T23:23:00.000Z',
      contains: ['egg'],
      restrictions: ['vegetarian', 'low-sodium-1'],
    });
    expect(list[1]).toMatchObject({ contains: ['milk', 'egg'], amount: 0.5 });
    expect((newest.goals as string).length).toBeLessThanOrEqual(160);
  });

  it('runs before the server listens on the embedded database only: PostgreSQL runs compiled code from the start', async () => {
    const built = await rehearseListQueries(database);
    if (database.kind === 'pglite') expect(built).toBeGreaterThan(100_000);
    else expect(built).toBe(0);
  });
});
