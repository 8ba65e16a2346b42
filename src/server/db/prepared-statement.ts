import { sql, type SQL } from 'drizzle-orm';
import { driverOf, isOpenedDatabase, type Database } from './open-db.ts';
import { perDatabase } from './per-database.ts';

/**
 * A statement the database parses and plans once, then runs by name with text parameters ($1, $2, ... in
 * `text`, typed by `parameterTypes`). For the few statements every request runs.
 *
 * drizzle's `.prepare()` does this on node-postgres, but PGlite's query() parses, describes and plans its text
 * on every call (six protocol messages). On PGlite the statement is therefore PREPAREd on the server and run
 * with EXECUTE, its parameters written as quoted literals: one message, no planning. Columns come back with the
 * client's parsers (timestamps as text on PGlite, as dates on node-postgres), so select numbers or text.
 */
export function preparedStatement<Row>(
  name: string,
  text: string,
  parameterTypes: string[],
): (db: Database) => (parameters: string[]) => Promise<Row[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain statement name: ${name}`);
  const onDatabase = perDatabase((db): ((parameters: string[]) => Promise<Row[]>) => {
    const driver = driverOf(db);
    if (driver.kind === 'postgres') {
      return async (parameters) => (await driver.pool.query({ name, text, values: parameters })).rows as Row[];
    }
    const { client } = driver;
    let prepared: Promise<unknown> | null = null;
    return async (parameters) => {
      prepared ??= client.exec(`prepare ${name}(${parameterTypes.join(', ')}) as ${text}`).catch((error: unknown) => {
        prepared = null;
        throw error;
      });
      await prepared;
      const [result] = await client.exec(`execute ${name}(${parameters.map(quoteLiteral).join(', ')})`);
      return result.rows as Row[];
    };
  });
  // Inside a transaction (an idempotent create runs its service in one) the statement must run on the
  // transaction's own connection: the same text, planned as an ordinary query.
  const inTransaction = (db: Database) => async (parameters: string[]) =>
    ((await db.execute(withParameters(text, parameters, parameterTypes))) as unknown as { rows: Row[] }).rows;
  return (db) => (isOpenedDatabase(db) ? onDatabase(db) : inTransaction(db));
}

/** `text` with each $n bound to its parameter, cast to its declared type as PREPARE would. */
function withParameters(text: string, parameters: string[], parameterTypes: string[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else {
      const n = Number(part) - 1;
      chunks.push(sql`${parameters[n]}::${sql.raw(parameterTypes[n])}`);
    }
  });
  return sql.join(chunks);
}

/**
 * A text value as an escape-string literal (E'...'), whose meaning does not hang on standard_conforming_strings:
 * backslashes and quotes are doubled, nothing else has a meaning inside it.
 */
function quoteLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('Text cannot contain the NUL character');
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
