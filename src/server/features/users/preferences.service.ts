import { eq } from 'drizzle-orm';
import { preferencesSchema, type Preferences, type PreferencesInput } from '../../../shared/schemas/preferences.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

const columns = {
  locale: users.locale,
  bodyUnits: users.bodyUnits,
  kitchenUnits: users.kitchenUnits,
  energyUnit: users.energyUnit,
};

/** The signed-in practice's locale and units (issue 34): how its figures are written, never how they are kept. */
export async function getPreferences(deps: AppDeps, actor: Actor): Promise<Preferences> {
  const [row] = await deps.db.select(columns).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw notFound('User');
  return preferencesSchema.parse(row);
}

/** Replaces the practice's locale and units; nothing stored in kcal, kg or cm changes. */
export async function updatePreferences(deps: AppDeps, actor: Actor, input: PreferencesInput): Promise<Preferences> {
  const [row] = await deps.db.update(users).set(input).where(eq(users.id, actor.id)).returning(columns);
  if (!row) throw notFound('User');
  return preferencesSchema.parse(row);
}
