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
      return sql`${sql.raw(`'${key}'`)}, ${column}`;
    }),
    sql`, `,
  );
  return sql<string>`coalesce(json_agg(json_build_object(${fields}) order by ${orderBy}), '[]')::text`;
}
