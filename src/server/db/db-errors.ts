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
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

/** True when the database is away (restarting, unreachable), as opposed to a query being wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && unavailableCodes.has(link.code)) return true;
    if (/Connection terminated|Client has encountered a connection error/i.test(String(link.message))) return true;
  }
  return false;
}
