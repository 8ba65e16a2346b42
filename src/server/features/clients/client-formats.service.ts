/**
 * How figures are written for one client (issue 34, decision 0033): the practice's locale and kitchen units, and the
 * client's own body and energy units where the practice set them on the client (null: the practice's). The share
 * page and the portal build their formats from this; it carries nothing of the client's health.
 */
import { eq } from 'drizzle-orm';
import { preferencesSchema, type Preferences } from '../../../shared/schemas/preferences.ts';
import type { AppDeps } from '../../app-env.ts';
import { clients, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

export async function formatsForClient(
  deps: AppDeps,
  practitionerId: string,
  clientId: string | null,
): Promise<Preferences> {
  const [practice] = await deps.db
    .select({
      locale: users.locale,
      bodyUnits: users.bodyUnits,
      kitchenUnits: users.kitchenUnits,
      energyUnit: users.energyUnit,
    })
    .from(users)
    .where(eq(users.id, practitionerId))
    .limit(1);
  if (!practice) throw notFound('Practice');
  const [own] = clientId
    ? await deps.db
        .select({ bodyUnits: clients.bodyUnits, energyUnit: clients.energyUnit })
        .from(clients)
        .where(eq(clients.id, clientId))
        .limit(1)
    : [];
  return preferencesSchema.parse({
    ...practice,
    bodyUnits: own?.bodyUnits ?? practice.bodyUnits,
    energyUnit: own?.energyUnit ?? practice.energyUnit,
  });
}
