/** drizzle wraps driver errors, so what PostgreSQL said may sit on a cause a few levels down. */
function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

function driverField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  for (const link of errorChain(error)) if (typeof link[field] === 'string') return link[field] as string;
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return driverField(error, 'code') === '23505';
}

export function violatedConstraint(error: unknown): string | undefined {
  return driverField(error, 'constraint');
}

// Socket failures and PostgreSQL's "admin shutdown" / connection-exception classes.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

/** True when the database is away (restarting, unreachable), as opposed to a query being wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && unavailableCodes.has(link.code)) return true;
    if (/Connection terminated|Client has encountered a connection error/i.test(String(link.message))) return true;
  }
  return false;
}

/**
 * What may go to the log about an error. drizzle's query errors carry the query's parameters in their message
 * and stack (client names, notes, allergies), so those give way to the SQL text and the driver's own error.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  if (!('params' in error)) return { name: error.name, message: error.message, stack: error.stack };
  const message = `Failed query: ${String((error as { query?: unknown }).query)}`;
  const cause = [...errorChain(error.cause)][0];
  return {
    name: error.name,
    message,
    cause: cause ? { code: cause.code, message: cause.message } : undefined,
    stack: error.stack?.replace(error.message, message),
  };
}
