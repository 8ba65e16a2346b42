import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { decodeStatuses, encodeStatuses, type AllergenStatuses } from '../../../shared/nutrition/allergens.ts';
import {
  animalFacts as animalFactIds,
  decodeAnimalFacts,
  encodeAnimalFacts,
  type AnimalFactStatuses,
} from '../../../shared/nutrition/animal-facts.ts';
import { micronutrientKeys } from '../../../shared/nutrition/nutrients.ts';
import {
  computeRecipeNutrition,
  nutrientKeys,
  withRecordedWeights,
  type IngredientLine,
} from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Portion } from '../../../shared/nutrition/units.ts';
import type {
  CustomFood,
  CustomFoodDeletion,
  CustomFoodValues,
  LabelReading,
  LabelReadingInput,
} from '../../../shared/schemas/custom-foods.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { ownedBy } from '../../db/owned-by.ts';
import { foods, practiceFoodAllergens, recipes } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isFoodId } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getFoodAllergens } from '../nutrition/allergens/allergen-table.ts';
import { getFoodCompositions } from '../nutrition/nutrition.service.ts';
import { relabelOwnRecipesUsingFood } from '../recipes/practice-labels.service.ts';
import { FIRST_PRACTICE_FOOD_ID, PRACTICE_FOOD_SOURCE } from './own-foods.ts';
import { readLabel } from './read-label.ts';

/**
 * A practice's own foods, typed from a label (issue 35, decision 0031). They live in `foods` beside USDA's, with
 * their practice as owner and ids from 2,000,000,000 up, so recipes, plans, the shopping list and reports read
 * them by the same fdcId as any food. Their allergen statuses are the practice's entry for the food (decision
 * 0025), so every screening of the practice reads them; another practice never finds them.
 */

export interface StoredLabel {
  servingSize: CustomFood['servingSize'];
  householdServing: CustomFood['householdServing'];
  nutrientsPerServing: Record<string, number>;
  ingredientsText: string | null;
  allergenStatement: string | null;
}

type FoodRow = typeof foods.$inferSelect;

/** A practice food id from the path: anything else is simply not found. */
function foodIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!isFoodId(id) || id < FIRST_PRACTICE_FOOD_ID) throw notFound('Food');
  return id;
}

async function findOwnFood(db: Database, actor: Actor, id: number): Promise<FoodRow> {
  const [row] = await db
    .select()
    .from(foods)
    .where(and(eq(foods.id, id), ownedBy(foods, actor)))
    .limit(1);
  if (!row) throw notFound('Food');
  return row;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Per 100 g (a millilitre counted as a gram) from the label's per-serving figures; an absent nutrient stays null. */
export function per100gOf(
  label: Pick<StoredLabel, 'servingSize' | 'nutrientsPerServing'>,
): Record<string, number | null> {
  const factor = 100 / label.servingSize.amount;
  return Object.fromEntries(
    [...nutrientKeys, ...micronutrientKeys].map((key) => {
      const value = label.nutrientsPerServing[key];
      return [key, typeof value === 'number' ? round(value * factor) : null];
    }),
  );
}

function portionsOf(label: StoredLabel): Portion[] {
  const portions: Portion[] = [
    { label: `1 serving (${label.servingSize.amount} ${label.servingSize.unit})`, grams: label.servingSize.amount },
  ];
  const household = label.householdServing;
  if (household) portions.push({ label: `${household.amount} ${household.unit}`, grams: household.grams });
  return portions;
}

/** The statuses the practice entry holds: only contains, may contain and free (a practitioner read the label). */
function confirmedAllergens(values: CustomFoodValues, reading: LabelReading): AllergenStatuses | null {
  if (values.allergens) return values.allergens as AllergenStatuses;
  const read = reading.allergens as AllergenStatuses;
  return Object.values(read).includes('unknown') ? null : read;
}

function rowValues(values: CustomFoodValues) {
  const nutrientsPerServing = Object.fromEntries(
    Object.entries(values.nutrientsPerServing).filter(([, value]) => typeof value === 'number'),
  ) as Record<string, number>;
  const label: StoredLabel = {
    servingSize: values.servingSize,
    householdServing: values.householdServing,
    nutrientsPerServing,
    ingredientsText: values.ingredientsText,
    allergenStatement: values.allergenStatement,
  };
  const per100g = per100gOf(label);
  const reading = readLabel(values);
  const facts = (values.animalFacts ?? reading.animalFacts) as AnimalFactStatuses;
  return {
    reading,
    allergens: confirmedAllergens(values, reading),
    row: {
      description: values.description,
      brandOwner: values.brandOwner,
      energyKcal: per100g.calories,
      protein: per100g.protein,
      carbs: per100g.carbs,
      fat: per100g.fat,
      fiber: per100g.fiber,
      sugar: per100g.sugar,
      sodium: per100g.sodium,
      nutrients: Object.fromEntries(micronutrientKeys.map((key) => [key, per100g[key]])),
      portions: portionsOf(label),
      label,
      animalFacts: encodeAnimalFacts(facts),
    },
  };
}

async function entryOf(db: Database, actor: Actor, foodId: number) {
  const [entry] = await db
    .select({ statuses: practiceFoodAllergens.statuses })
    .from(practiceFoodAllergens)
    .where(and(ownedBy(practiceFoodAllergens, actor), eq(practiceFoodAllergens.foodId, foodId)))
    .limit(1);
  return entry ? decodeStatuses(entry.statuses) : null;
}

function toCustomFood(row: FoodRow, allergens: AllergenStatuses | null): CustomFood {
  const label = row.label as StoredLabel;
  return {
    id: row.id,
    description: row.description,
    brandOwner: row.brandOwner,
    servingSize: label.servingSize,
    householdServing: label.householdServing,
    nutrientsPerServing: label.nutrientsPerServing,
    per100g: per100gOf(label),
    ingredientsText: label.ingredientsText,
    allergenStatement: label.allergenStatement,
    allergens: allergens ?? getFoodAllergens({ id: row.id, description: row.description, foodGroup: null }),
    animalFacts: row.animalFacts
      ? decodeAnimalFacts(row.animalFacts)
      : (Object.fromEntries(animalFactIds.map((fact) => [fact, 'unknown'])) as AnimalFactStatuses),
    archived: row.archivedAt !== null,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    updatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
  };
}

const ENTRY_NOTE = 'Read from the label of the practice’s own food and confirmed';

async function writeEntry(tx: Database, actor: Actor, foodId: number, statuses: AllergenStatuses | null, at: Date) {
  if (!statuses) {
    await tx
      .delete(practiceFoodAllergens)
      .where(and(ownedBy(practiceFoodAllergens, actor), eq(practiceFoodAllergens.foodId, foodId)));
    return;
  }
  const values = { statuses: encodeStatuses(statuses), note: ENTRY_NOTE, setBy: actor.id, setAt: at };
  await tx
    .insert(practiceFoodAllergens)
    .values({ userId: actor.id, foodId, ...values })
    .onConflictDoUpdate({ target: [practiceFoodAllergens.userId, practiceFoodAllergens.foodId], set: values });
}

/** The practice's recipes whose ingredient lines name the food. */
const ownRecipesUsing = (actor: Actor, foodId: number) =>
  and(
    ownedBy(recipes, actor),
    sql`${recipes.ingredients} @> jsonb_build_array(jsonb_build_object('fdcId', ${foodId}::int))`,
  );

/** After a food's label changed: its recipes' nutrition computed again, then their labels. */
async function refreshRecipesUsing(tx: Database, actor: Actor, foodId: number): Promise<number> {
  const rows = await tx
    .select({ id: recipes.id, ingredients: recipes.ingredients, servings: recipes.servings })
    .from(recipes)
    .where(ownRecipesUsing(actor, foodId));
  if (rows.length === 0) return 0;
  const ids = [
    ...new Set(
      rows.flatMap((row) =>
        (row.ingredients as IngredientLine[]).flatMap((line) => (isFoodId(line.fdcId) ? [line.fdcId] : [])),
      ),
    ),
  ];
  const byId = new Map((await getFoodCompositions(tx, ids, actor)).map((food) => [food.id, food]));
  for (const row of rows) {
    const lines = row.ingredients as IngredientLine[];
    const computed = computeRecipeNutrition(lines, row.servings, byId);
    await tx
      .update(recipes)
      .set({
        ingredients: withRecordedWeights(lines, computed.ingredients),
        nutrition: computed.resolvedIngredients > 0 ? computed.perServing : null,
        nutritionCoverage: {
          resolvedIngredients: computed.resolvedIngredients,
          totalIngredients: computed.totalIngredients,
          incomplete: computed.incomplete,
        },
        updatedAt: sql`now()`,
      })
      .where(eq(recipes.id, row.id));
  }
  await relabelOwnRecipesUsingFood(tx, actor.id, foodId);
  return rows.length;
}

/** What the label's words say, for the practitioner to confirm. */
export function readFoodLabel(input: LabelReadingInput): LabelReading {
  return readLabel(input);
}

export async function listCustomFoods(deps: AppDeps, actor: Actor): Promise<CustomFood[]> {
  const rows = await deps.db
    .select()
    .from(foods)
    .where(and(ownedBy(foods, actor), isNull(foods.archivedAt)))
    .orderBy(asc(foods.description), asc(foods.id));
  const entries = rows.length
    ? await deps.db
        .select({ foodId: practiceFoodAllergens.foodId, statuses: practiceFoodAllergens.statuses })
        .from(practiceFoodAllergens)
        .where(
          and(
            ownedBy(practiceFoodAllergens, actor),
            inArray(
              practiceFoodAllergens.foodId,
              rows.map((row) => row.id),
            ),
          ),
        )
    : [];
  const byFood = new Map(entries.map((entry) => [entry.foodId, decodeStatuses(entry.statuses)]));
  return rows.map((row) => toCustomFood(row, byFood.get(row.id) ?? null));
}

export async function getCustomFood(deps: AppDeps, actor: Actor, rawId: string): Promise<CustomFood> {
  const row = await findOwnFood(deps.db, actor, foodIdOf(rawId));
  return toCustomFood(row, await entryOf(deps.db, actor, row.id));
}

export async function createCustomFood(deps: AppDeps, actor: Actor, values: CustomFoodValues): Promise<CustomFood> {
  const now = deps.clock.now();
  const { row, allergens } = rowValues(values);
  const created = await deps.db.transaction(async (tx) => {
    // The sequence, or past the highest id when a restore brought rows the sequence never handed out.
    const [{ id }] = await tx
      .select({
        id: sql<number>`greatest(nextval('practice_food_ids'), (select coalesce(max(f.id) + 1, 0) from foods f where f.id >= ${FIRST_PRACTICE_FOOD_ID}))::int`,
      })
      .from(sql`(values (1)) as one (x)`);
    const [inserted] = await tx
      .insert(foods)
      .values({ id, source: PRACTICE_FOOD_SOURCE, userId: actor.id, ...row, createdAt: now, updatedAt: now })
      .returning();
    await writeEntry(tx as unknown as Database, actor, inserted.id, allergens, now);
    return inserted;
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'food.created',
    entityType: 'food',
    entityId: String(created.id),
    summary: `Added the practice's own food ${created.description} from its label`,
    at: now,
  });
  return toCustomFood(created, allergens);
}

export async function updateCustomFood(
  deps: AppDeps,
  actor: Actor,
  rawId: string,
  values: CustomFoodValues,
): Promise<CustomFood> {
  const id = foodIdOf(rawId);
  await findOwnFood(deps.db, actor, id);
  const now = deps.clock.now();
  const { row, allergens } = rowValues(values);
  const { updated, recipesRefreshed } = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(foods)
      .set({ ...row, updatedAt: now })
      .where(and(eq(foods.id, id), ownedBy(foods, actor)))
      .returning();
    await writeEntry(tx as unknown as Database, actor, id, allergens, now);
    return { updated: changed, recipesRefreshed: await refreshRecipesUsing(tx as unknown as Database, actor, id) };
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'food.updated',
    entityType: 'food',
    entityId: String(id),
    summary: `Changed the practice's own food ${updated.description} (${recipesRefreshed} of your recipes recomputed)`,
    at: now,
  });
  return toCustomFood(updated, allergens);
}

/**
 * Removes a food nobody's recipe uses; one that the practice's recipes use is archived instead (they keep it whole,
 * search stops offering it), and the answer says so.
 */
export async function deleteCustomFood(deps: AppDeps, actor: Actor, rawId: string): Promise<CustomFoodDeletion> {
  const id = foodIdOf(rawId);
  const food = await findOwnFood(deps.db, actor, id);
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx): Promise<CustomFoodDeletion> => {
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(recipes)
      .where(ownRecipesUsing(actor, id));
    if (count > 0) {
      await tx
        .update(foods)
        .set({ archivedAt: now, updatedAt: now })
        .where(and(eq(foods.id, id), ownedBy(foods, actor)));
      return {
        outcome: 'archived',
        recipesUsingIt: count,
        message: `${food.description} is used by ${count} of your recipes, so it was archived rather than deleted: those recipes keep it and its nutrition, and search no longer offers it.`,
      };
    }
    await tx
      .delete(practiceFoodAllergens)
      .where(and(ownedBy(practiceFoodAllergens, actor), eq(practiceFoodAllergens.foodId, id)));
    await tx.delete(foods).where(and(eq(foods.id, id), ownedBy(foods, actor)));
    return { outcome: 'deleted', recipesUsingIt: 0, message: `${food.description} was deleted.` };
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: answer.outcome === 'archived' ? 'food.archived' : 'food.deleted',
    entityType: 'food',
    entityId: String(id),
    summary: answer.message,
    at: now,
  });
  return answer;
}
