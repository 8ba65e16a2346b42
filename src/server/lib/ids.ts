import { MAX_INT4 } from '../../shared/schemas/common.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are UUIDs; anything else cannot name a row, so services answer "not found" without a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Whether a value read back from a stored document (a recipe's ingredient lines) can name a food. Rows written
 * before the schemas bounded food ids may hold any number; such an id names no food, and must not reach a query
 * (PostgreSQL refuses a comparison with an out-of-range integer, failing the whole request).
 */
export function isFoodId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT4;
}
