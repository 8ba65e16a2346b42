import { and, eq } from 'drizzle-orm';
import { preferencesSchema, type Preferences, type PreferencesInput } from '../../../shared/schemas/preferences.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clients, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

const columns = {
  locale: users.locale,
  bodyUnits: users.bodyUnits,
  kitchenUnits: users.kitchenUnits,
  energyUnit: users.energyUnit,
};

/** The signed-in practice's locale and units (issue 34): how its figures are written, never how they are kept. */
export async function getPreferences(deps: AppDeps, actor: Actor): Promise<Preferences> {
  return preferencesOf(deps, actor.id);
}

export async function preferencesOf(deps: AppDeps, userId: string): Promise<Preferences> {
  const [row] = await deps.db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('User');
  return preferencesSchema.parse(row);
}

/** Replaces the practice's locale and units; nothing stored in kcal, kg or cm changes. */
export async function updatePreferences(deps: AppDeps, actor: Actor, input: PreferencesInput): Promise<Preferences> {
  const [row] = await deps.db.update(users).set(input).where(eq(users.id, actor.id)).returning(columns);
  if (!row) throw notFound('User');
  return preferencesSchema.parse(row);
}

/**
 * How a document or e-mail of the practice `userId` writes its figures (decision 0033): the practice's locale and
 * kitchen units, and for one about a client the client's own body units and energy unit where set (null: the
 * practice's). A client of another practice, or none, leaves the practice's choice.
 */
export async function documentPreferences(
  deps: AppDeps,
  userId: string,
  clientId: string | null = null,
): Promise<Preferences> {
  const practice = await preferencesOf(deps, userId);
  if (!clientId) return practice;
  const [own] = await deps.db
    .select({ bodyUnits: clients.bodyUnits, energyUnit: clients.energyUnit })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .limit(1);
  return preferencesSchema.parse({
    ...practice,
    bodyUnits: own?.bodyUnits ?? practice.bodyUnits,
    energyUnit: own?.energyUnit ?? practice.energyUnit,
  });
}
