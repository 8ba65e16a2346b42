import { and, eq, isNull, or } from 'drizzle-orm';
import {
  allergenLabels,
  allergens,
  encodeStatuses,
  type AllergenStatuses,
} from '../../../shared/nutrition/allergens.ts';
import type {
  FoodAllergens,
  PracticeAllergenStatus,
  PracticeFoodAllergensInput,
} from '../../../shared/schemas/nutrition.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { foods, practiceFoodAllergens, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isFoodId } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { relabelOwnRecipesUsingFood } from '../recipes/practice-labels.service.ts';
import { getFoodAllergenNotes, getFoodAllergens } from './allergens/allergen-table.ts';
import { decodeStatuses } from '../../../shared/nutrition/allergens.ts';
import { ownedBy } from '../../db/owned-by.ts';

/**
 * A practice's own allergen statuses for a food, read from the product's label (decision 0025): read, set and
 * cleared here, each change audited and applied to the practice's own recipes in the same transaction. Only the
 * acting practice's entry is ever read or written; another practice's is never named.
 */

/** A food id from the path: anything that cannot be one is simply not found. */
function foodIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!isFoodId(id)) throw notFound('Food');
  return id;
}

async function findFood(db: Database, actor: Actor, id: number) {
  // Reference foods, and the practice's own (decision 0031); another practice's food is not found.
  const [food] = await db
    .select({ id: foods.id, description: foods.description, foodGroup: foods.foodGroup })
    .from(foods)
    .where(and(eq(foods.id, id), or(isNull(foods.userId), eq(foods.userId, actor.id))))
    .limit(1);
  if (!food) throw notFound('Food');
  return food;
}

async function readEntry(db: Database, actor: Actor, foodId: number) {
  const [row] = await db
    .select({
      statuses: practiceFoodAllergens.statuses,
      note: practiceFoodAllergens.note,
      setAt: practiceFoodAllergens.setAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(practiceFoodAllergens)
    .leftJoin(users, eq(users.id, practiceFoodAllergens.setBy))
    .where(and(ownedBy(practiceFoodAllergens, actor), eq(practiceFoodAllergens.foodId, foodId)))
    .limit(1);
  return row;
}

async function answerFor(
  db: Database,
  actor: Actor,
  food: { id: number; description: string; foodGroup: string | null },
): Promise<FoodAllergens> {
  const entry = await readEntry(db, actor, food.id);
  return {
    food: { id: food.id, description: food.description },
    table: { statuses: getFoodAllergens(food), reasons: getFoodAllergenNotes(food) },
    practice: entry
      ? {
          statuses: decodeStatuses(entry.statuses) as Record<keyof AllergenStatuses, PracticeAllergenStatus>,
          note: entry.note,
          setBy: entry.firstName === null ? null : `${entry.firstName} ${entry.lastName ?? ''}`.trim(),
          setAt: entry.setAt.toISOString(),
        }
      : null,
  };
}

/** What the table says of a food, and the practice's own entry if it has one. */
export async function readFoodAllergens(deps: AppDeps, actor: Actor, rawId: string): Promise<FoodAllergens> {
  const food = await findFood(deps.db, actor, foodIdOf(rawId));
  return answerFor(deps.db, actor, food);
}

/** "peanuts free → contains, milk may contain → free" (only what changed; "no change" when nothing did). */
function changesOf(before: AllergenStatuses, after: AllergenStatuses): string {
  const changed = allergens
    .filter((allergen) => before[allergen] !== after[allergen])
    .map((allergen) => `${allergenLabels[allergen].toLowerCase()} ${before[allergen]} → ${after[allergen]}`);
  return changed.length ? changed.join(', ') : 'no change';
}

/** Sets the practice's statuses for a food; its recipes using the food are relabelled in the same transaction. */
export async function setFoodAllergens(
  deps: AppDeps,
  actor: Actor,
  rawId: string,
  input: PracticeFoodAllergensInput,
): Promise<FoodAllergens> {
  const food = await findFood(deps.db, actor, foodIdOf(rawId));
  const now = deps.clock.now();
  const statuses = input.statuses as AllergenStatuses;
  const { before, relabelled } = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ statuses: practiceFoodAllergens.statuses })
      .from(practiceFoodAllergens)
      .where(and(ownedBy(practiceFoodAllergens, actor), eq(practiceFoodAllergens.foodId, food.id)))
      .for('update');
    const values = { statuses: encodeStatuses(statuses), note: input.note, setBy: actor.id, setAt: now };
    await tx
      .insert(practiceFoodAllergens)
      .values({ userId: actor.id, foodId: food.id, ...values })
      .onConflictDoUpdate({ target: [practiceFoodAllergens.userId, practiceFoodAllergens.foodId], set: values });
    return {
      before: previous ? decodeStatuses(previous.statuses) : getFoodAllergens(food),
      relabelled: await relabelOwnRecipesUsingFood(tx, actor.id, food.id),
    };
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'food.allergens_set',
    entityType: 'food',
    entityId: String(food.id),
    summary: `Set the allergens of ${food.description} for the practice: ${changesOf(before, statuses)} (${relabelled} of your recipes relabelled)`,
    at: now,
  });
  return answerFor(deps.db, actor, food);
}

/** Back to the table: the practice's entry for the food goes, its recipes using the food are relabelled. */
export async function clearFoodAllergens(deps: AppDeps, actor: Actor, rawId: string): Promise<FoodAllergens> {
  const food = await findFood(deps.db, actor, foodIdOf(rawId));
  const now = deps.clock.now();
  const cleared = await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(practiceFoodAllergens)
      .where(and(ownedBy(practiceFoodAllergens, actor), eq(practiceFoodAllergens.foodId, food.id)))
      .returning({ statuses: practiceFoodAllergens.statuses });
    if (!removed) return null;
    return {
      before: decodeStatuses(removed.statuses),
      relabelled: await relabelOwnRecipesUsingFood(tx, actor.id, food.id),
    };
  });
  // Nothing of this practice to clear: the same answer as for a food that does not exist.
  if (!cleared) throw notFound('Practice allergen entry');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'food.allergens_cleared',
    entityType: 'food',
    entityId: String(food.id),
    summary: `Cleared the practice's allergens of ${food.description}, back to the table: ${changesOf(cleared.before, getFoodAllergens(food))} (${cleared.relabelled} of your recipes relabelled)`,
    at: now,
  });
  return answerFor(deps.db, actor, food);
}
