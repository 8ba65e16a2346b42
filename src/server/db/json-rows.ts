import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The rows of a list as one JSON text built by the database: `[{"firstName": ..., ...}, ...]`, keys as given.
 *
 * For lists read on every visit (the client list). The embedded database hands each value of a result to
 * JavaScript separately, which cost more than the query itself (50 clients × 18 columns: 1.5 ms as rows,
 * 0.6 ms as one JSON text); PostgreSQL's driver likewise parses one string instead of 900. Values arrive in
 * JSON's types: numeric as numbers, date as "YYYY-MM-DD", timestamptz as ISO 8601 text with an offset,
 * arrays as arrays. Keys are our own column names, never input.
 */
export function jsonRowsOf(columns: Record<string, PgColumn | SQL>, orderBy: SQL): SQL<string> {
  const fields = sql.join(
    Object.entries(columns).map(([key, column]) => {
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`not a plain key: ${key}`);
      return sql`${column} as ${sql.raw(`"${key}"`)}`;
    }),
    sql`, `,
  );
  // Each row as a record, not json_build_object: a record's JSON is written without spaces ({"id":"…","name":…}),
  // 7% fewer bytes for the client list than json_build_object's {"id" : "…"}, and as quick to build.
  return sql<string>`coalesce(json_agg((select line from (select ${fields}) as line) order by ${orderBy}), '[]')::text`;
}

/**
 * A timestamptz as JSON's usual text for a moment, `2026-01-05T09:30:00.000Z` (what `Date.toISOString()` writes),
 * whatever the session's time zone: a list built with it is the API's answer as it is, with no parsing and
 * writing again in JavaScript.
 */
export function isoTimestampOf(column: PgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
