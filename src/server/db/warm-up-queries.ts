import { sql } from 'drizzle-orm';
import { isoTimestampOf, jsonRowsOf } from './json-rows.ts';
import type { Database, OpenDatabase } from './open-db.ts';

/** Rows of the rehearsal: enough for the engine's hot paths to be compiled to fast code (2,000 did no better). */
const REHEARSAL_ROWS = 1_000;

/**
 * The embedded database is PostgreSQL compiled to WebAssembly, and Node compiles WebAssembly lazily: each part of
 * the engine starts as quickly made, slow code and is compiled again, on other threads, once it has run a while.
 * The first list of a few thousand rows after a start paid for that (the client list of 5,000: 140–170 ms on its
 * first computation, 35–45 ms after), and on a small machine those compiling threads took their share of the
 * processors from the first visitor's page. So before the server listens, a list of made-up rows is built the way
 * the lists are (one JSON text of records with ids, names joined from a second set, shortened text, dates, times as
 * ISO text, arrays, and figures and allergen labels read out of JSON documents, sorted by time and name), and the
 * engine's code for it is fast before anyone asks. It reads no table and writes nothing. PostgreSQL proper runs
 * compiled code from the start: nothing to do there.
 *
 * Returns the length of the text built, for the start-up log (0 on PostgreSQL).
 */
export async function rehearseListQueries(database: OpenDatabase): Promise<number> {
  if (database.kind !== 'pglite') return 0;
  return (await rehearsalList(database.db)).length;
}

/** The made-up list of the rehearsal, as the JSON text the database writes (with the lists' own `jsonRowsOf`). */
export async function rehearsalList(db: Database): Promise<string> {
  const rows = sql.raw(String(REHEARSAL_ROWS));
  const labels = sql`case when jsonb_typeof(items.facts->'labels') = 'array' then items.facts->'labels' else '[]'::jsonb end`;
  const list = jsonRowsOf(
    {
      id: sql`md5(items.n::text)::uuid`,
      personName: sql`case when people.id is null then null else people.first_name || ' ' || people.last_name end`,
      email: sql`'item' || items.n || '@example.test'`,
      dateOfBirth: sql`date '1960-01-01' + items.n`,
      goals: sql`left(repeat('Eat more greens. ', 12), 160)`,
      restrictions: sql`array['vegetarian', 'low-sodium-' || (items.n % 5)]`,
      amount: sql`(items.n % 7)::numeric / 4`,
      calories: sql`items.facts->'calories'`,
      contains: sql`coalesce((select json_agg(label->>'allergen') from jsonb_array_elements(${labels}) as label
        where label->>'status' = 'contains'), '[]'::json)`,
      createdAt: isoTimestampOf(sql`items.created_at`),
    },
    sql`items.created_at desc, people.last_name`,
  );
  const result = (await db.execute(sql`
    with people as (
      select md5(n::text)::uuid as id, 'First' || n as first_name, 'Last' || (n % 97) as last_name
      from generate_series(1, ${rows}) as n
    ), items as (
      select n, md5((n % 1500)::text)::uuid as person_id,
        timestamptz '2026-01-01 00:00:00+00' - n * interval '37 minutes' as created_at,
        jsonb_build_object('calories', n * 1.5, 'labels', jsonb_build_array(
          jsonb_build_object('allergen', 'milk', 'status', case when n % 2 = 0 then 'contains' else 'may' end),
          jsonb_build_object('allergen', 'egg', 'status', 'contains'))) as facts
      from generate_series(1, ${rows}) as n
    )
    select ${list} as list from items left join people on people.id = items.person_id`)) as unknown as {
    rows: { list: string }[];
  };
  return result.rows[0].list;
}
