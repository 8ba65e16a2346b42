import { and, eq, inArray, isNull } from 'drizzle-orm';
import { allergensFromWords, clientExclusions } from '../../../shared/nutrition/allergen-screening.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clients, recipes } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PlanNote } from '../../../shared/schemas/generator.ts';
import type { PlanCandidate } from './plan-generator/index.ts';
import { clientAllergyName } from '../../../shared/nutrition/client-allergies.ts';
import { ownedBy } from '../../db/owned-by.ts';

/**
 * The generator, given a client, screens before proposing: every allergy and restriction of the client is a hard
 * exclusion on top of the health filters, by the same clientExclusions the day editor's picker uses. Only the
 * actor's own clients can be named (anyone else's answers 404).
 */
export async function screenCandidatesForClient(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  candidates: PlanCandidate[],
): Promise<{ candidates: PlanCandidate[]; note: PlanNote }> {
  if (!isUuid(clientId)) throw notFound('Client');
  const [client] = await deps.db
    .select({
      firstName: clients.firstName,
      lastName: clients.lastName,
      allergies: clients.allergies,
      dietaryRestrictions: clients.dietaryRestrictions,
    })
    .from(clients)
    // An archived client is out of the generator's choice (issue 38), as out of the picker.
    .where(and(eq(clients.id, clientId), ownedBy(clients, actor), isNull(clients.archivedAt)))
    .limit(1);
  if (!client) throw notFound('Client');
  const rules = [...client.allergies.map(clientAllergyName), ...client.dietaryRestrictions]
    .map((word) => word.trim())
    .filter(Boolean);
  const name = `${client.firstName} ${client.lastName}`;
  if (!rules.length)
    return {
      candidates,
      note: {
        code: 'client-unrestricted',
        message: `${name} has no allergies or diet restrictions on record, so no recipe was left out for them.`,
      },
    };
  // Words outside the allergen list are matched against ingredient names, so those are read only when needed.
  const needsNames = client.allergies.some(
    (allergy) => allergy.trim() !== '' && allergensFromWords(allergy).length === 0,
  );
  const names = new Map<string, string[]>();
  if (needsNames && candidates.length) {
    const rows = await deps.db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .where(
        inArray(
          recipes.id,
          candidates.map((candidate) => candidate.id),
        ),
      );
    for (const row of rows)
      names.set(
        row.id,
        (row.ingredients as { name: string }[]).map((line) => line.name),
      );
  }
  const kept = candidates.filter(
    (candidate) =>
      clientExclusions({ ...candidate, ingredientNames: names.get(candidate.id) ?? [] }, client).length === 0,
  );
  const left = candidates.length - kept.length;
  return {
    candidates: kept,
    note: {
      code: 'client-screened',
      message: `Screened for ${name}: ${rules.join(', ')}. ${left} ${left === 1 ? 'recipe was' : 'recipes were'} left out as hard exclusions.`,
    },
  };
}
