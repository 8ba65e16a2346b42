import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Query = PGlite['query'];

/**
 * PGlite's query() talks to its engine six times per statement (parse, describe the statement to learn the
 * parameter types, bind, describe the portal, execute, sync), and each call into the engine has its own fixed
 * cost. This one sends the same messages in one call, with the parameters as text of unstated type, which the
 * server types from their use: what node-postgres does for the same drizzle queries on PostgreSQL. The answer
 * is parsed by PGlite's own parser with the client's parsers, so rows come back exactly as from query().
 *
 * `inTransaction`: the query runs inside client.transaction(), which already holds the transaction lock.
 */
export function oneTripQuery(client: PGlite, inTransaction: boolean): Query {
  return (async (text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<unknown>> => {
    const message = joinMessages([
      protocol.serialize.parse({ text }),
      protocol.serialize.bind({ values: params.map(asParameterText) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const run = () =>
      client._runExclusiveQuery(async () => {
        const { messages } = await client.execProtocol(message);
        return parse.parseResults(messages, client.parsers, options)[0];
      });
    return inTransaction ? run() : client._runExclusiveTransaction(run);
  }) as Query;
}

function joinMessages(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

/** A parameter as PostgreSQL's text input (drizzle has already turned dates, arrays and JSON into text). */
function asParameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array)
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((item) => {
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = asParameterText(item);
    return text === null ? 'NULL' : `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
