import { eq, type Column, type SQL } from 'drizzle-orm';
import type { Actor } from '../app-env.ts';

/**
 * The owner filter every practice-owned table is read and written through: its rows of the signed-in practice. One
 * place, so a query that forgets it reads as the exception it is (tests/security's tenancy matrix checks the rest).
 */
export function ownedBy(table: { userId: Column }, actor: Pick<Actor, 'id'>): SQL {
  return eq(table.userId, actor.id);
}
