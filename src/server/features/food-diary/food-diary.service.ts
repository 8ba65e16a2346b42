/**
 * The client's side of the food diary (issue 33): a record per date and meal, water per day, and the pickers'
 * recipes and foods. Every call is the portal actor's own: rows are read and written by their client id, and every
 * call leaves an audit row like the rest of the portal (decision 0021).
 */
import { roundTo } from '../../../shared/format/formats.ts';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { addDays } from '../../../shared/dates/calendar-days.ts';
import {
  diaryMealInputSchema,
  waterInputSchema,
  type DiaryAnswer,
  type DiaryEntry,
  type DiaryMeal,
  type DiaryMealInput,
  type DiaryQuery,
  type PortalFoodChoice,
  type PortalRecipeChoice,
  type WaterDay,
  type WaterInput,
} from '../../../shared/schemas/food-diary.ts';
import type { CheckIn } from '../../../shared/schemas/portal.ts';
import type { AppDeps, PortalActor } from '../../app-env.ts';
import { clientCheckIns, clientDiaryMeals, clientWaterLogs, clients, mealPlans, recipes } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { mealsOf } from '../meal-plans/plan-resolution.service.ts';
import type { DayMeals } from '../../../shared/schemas/meal-plans.ts';
import { mealPlanDays } from '../../db/schema.ts';
import {
  diaryContext,
  foodEntryNutrition,
  foodsFor,
  mealNutrition,
  plannedDaysByDate,
  plannedSlot,
  plannedSlotName,
  recipeFactsFor,
  recipesVisibleToPractice,
  type DiaryContext,
} from './diary-nutrition.ts';
import { auditPortalAction } from '../portal/portal.service.ts';

type DiaryRow = typeof clientDiaryMeals.$inferSelect;

/** A client's "today" can be a day ahead of the server's (time zones): later than that is refused. */
const FUTURE_SLACK_DAYS = 1;
const FOOD_CHOICES = 15;

function refuse(path: string, message: string): AppError {
  return new AppError('bad_request', message, [{ path, message }]);
}

/** The actor's client, still theirs and still their practitioner's; a session that outlived either is a 401. */
async function ensureClient(deps: AppDeps, actor: PortalActor) {
  const [row] = await deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, actor.clientId), eq(clients.userId, actor.practitionerId)))
    .limit(1);
  if (!row) throw new AppError('unauthorized', 'Please sign in to continue');
}

function notInFuture(deps: AppDeps, date: string, what: string) {
  const today = deps.clock.now().toISOString().slice(0, 10);
  if (date > addDays(today, FUTURE_SLACK_DAYS)) throw refuse('date', `${what} can be logged for today or earlier`);
}

function toDiaryMeal(row: DiaryRow, context: DiaryContext): DiaryMeal {
  const entries = row.entries as DiaryEntry[];
  const mealType = row.mealType as DiaryMeal['mealType'];
  const counted = mealNutrition(entries, row.date, mealType, context);
  return {
    id: row.id,
    date: row.date,
    mealType,
    entries,
    skipped: entries.length === 0,
    // to a tenth, not a whole kcal: shown in kJ it must match the foods' own figures, converted unrounded
    calories: counted.nutrition ? roundTo(counted.nutrition.calories, 1) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores the client's record of one meal, replacing an earlier one. Each entry is checked and named now: a planned
 * meal must be in the plan on that date, a recipe one the practice may use, a food one whose measure can be weighed
 * (the recipe editor's conversion), so nothing logged is silently left uncounted.
 */
export async function recordDiaryMeal(deps: AppDeps, actor: PortalActor, input: DiaryMealInput): Promise<DiaryMeal> {
  const values = diaryMealInputSchema.parse(input);
  await ensureClient(deps, actor);
  notInFuture(deps, values.date, 'Meals');
  const planned = await plannedDaysByDate(deps, actor.clientId, actor.practitionerId, values.date, values.date);
  const recipeIds = values.entries.flatMap((entry) => (entry.kind === 'recipe' ? [entry.recipeId] : []));
  const foodIds = values.entries.flatMap((entry) => (entry.kind === 'food' ? [entry.fdcId] : []));
  const [recipeMap, foods, planRecipes] = await Promise.all([
    recipeFactsFor(deps, actor.practitionerId, recipeIds),
    foodsFor(deps, foodIds),
    recipeIds.length ? recipesOfClientPlans(deps, actor, false) : Promise.resolve(new Set<string>()),
  ]);
  const entries: DiaryEntry[] = values.entries.map((entry, index) => {
    const path = `entries.${index}`;
    switch (entry.kind) {
      case 'planned': {
        const meals = plannedSlot(planned.get(values.date), values.mealType);
        if (meals.length === 0) throw refuse(path, `Your plan has no ${values.mealType} on this date`);
        return { kind: 'planned', portion: entry.portion ?? 1, name: plannedSlotName(meals) };
      }
      case 'recipe': {
        const recipe = recipeMap.get(entry.recipeId);
        // The practice's private recipes only when one of the client's plans uses them: the rest may name another
        // client, and answer exactly like a missing recipe.
        if (!recipe || (recipe.userId !== null && !recipe.isPublic && !planRecipes.has(recipe.id)))
          throw notFound('Recipe');
        return { kind: 'recipe', recipeId: recipe.id, servings: entry.servings, name: recipe.name };
      }
      case 'food': {
        const food = foods.get(entry.fdcId);
        if (!food) throw notFound('Food');
        const counted = foodEntryNutrition(entry, food);
        if (!counted)
          throw refuse(`${path}.unit`, `${food.description} has no weight for a ${entry.unit}: pick grams or a cup`);
        return {
          kind: 'food',
          fdcId: food.id,
          amount: entry.amount,
          unit: entry.unit,
          name: food.description,
          grams: Math.round(counted.grams * 10) / 10,
        };
      }
      case 'text':
        return { kind: 'text', text: entry.text };
    }
  });
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(clientDiaryMeals)
    .values({
      clientId: actor.clientId,
      date: values.date,
      mealType: values.mealType,
      entries,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [clientDiaryMeals.clientId, clientDiaryMeals.date, clientDiaryMeals.mealType],
      set: { entries, updatedAt: now },
    })
    .returning();
  await auditPortalAction(
    deps,
    actor,
    'portal.diary',
    entries.length === 0
      ? `Logged ${values.mealType} on ${values.date} as skipped`
      : `Logged ${values.mealType} on ${values.date}`,
  );
  return toDiaryMeal(row, { foods, recipes: recipeMap, planned });
}

/** The client's diary records, water and plan check-ins of the period. */
export async function listDiary(deps: AppDeps, actor: PortalActor, query: DiaryQuery): Promise<DiaryAnswer> {
  await ensureClient(deps, actor);
  const { from, to } = query;
  const [rows, water, checkIns] = await Promise.all([
    deps.db
      .select()
      .from(clientDiaryMeals)
      .where(and(eq(clientDiaryMeals.clientId, actor.clientId), between(clientDiaryMeals.date, from, to)))
      .orderBy(asc(clientDiaryMeals.date)),
    deps.db
      .select({ date: clientWaterLogs.date, ml: clientWaterLogs.ml })
      .from(clientWaterLogs)
      .where(and(eq(clientWaterLogs.clientId, actor.clientId), between(clientWaterLogs.date, from, to)))
      .orderBy(asc(clientWaterLogs.date)),
    deps.db
      .select()
      .from(clientCheckIns)
      .where(and(eq(clientCheckIns.clientId, actor.clientId), between(clientCheckIns.date, from, to)))
      .orderBy(asc(clientCheckIns.date)),
  ]);
  const context = await diaryContext(deps, actor.clientId, actor.practitionerId, rows, from, to);
  await auditPortalAction(deps, actor, 'portal.view_diary', `Opened the food diary from ${from} to ${to}`);
  return {
    from,
    to,
    meals: rows.map((row) => toDiaryMeal(row, context)),
    water,
    checkIns: checkIns.map((row): CheckIn => ({
      id: row.id,
      date: row.date,
      mealType: row.mealType as CheckIn['mealType'],
      status: row.status as CheckIn['status'],
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** Removes one of the client's own records; anyone else's id answers like a missing one. */
export async function deleteDiaryMeal(deps: AppDeps, actor: PortalActor, id: string): Promise<void> {
  await ensureClient(deps, actor);
  const removed = isUuid(id)
    ? await deps.db
        .delete(clientDiaryMeals)
        .where(and(eq(clientDiaryMeals.id, id), eq(clientDiaryMeals.clientId, actor.clientId)))
        .returning({ date: clientDiaryMeals.date, mealType: clientDiaryMeals.mealType })
    : [];
  if (removed.length === 0) throw notFound('Diary entry');
  await auditPortalAction(
    deps,
    actor,
    'portal.diary_delete',
    `Removed ${removed[0].mealType} on ${removed[0].date} from the diary`,
  );
}

/** The day's water, in ml; posting again replaces the day's total. */
export async function recordWater(deps: AppDeps, actor: PortalActor, input: WaterInput): Promise<WaterDay> {
  const values = waterInputSchema.parse(input);
  await ensureClient(deps, actor);
  notInFuture(deps, values.date, 'Water');
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(clientWaterLogs)
    .values({ clientId: actor.clientId, date: values.date, ml: values.ml, updatedAt: now })
    .onConflictDoUpdate({
      target: [clientWaterLogs.clientId, clientWaterLogs.date],
      set: { ml: values.ml, updatedAt: now },
    })
    .returning({ date: clientWaterLogs.date, ml: clientWaterLogs.ml });
  await auditPortalAction(deps, actor, 'portal.water', `Logged water for ${values.date}`);
  return row;
}

/** The recipes the client's plans of this practice use (only the active plans, or all of them). */
async function recipesOfClientPlans(deps: AppDeps, actor: PortalActor, activeOnly: boolean): Promise<Set<string>> {
  const dayRows = await deps.db
    .select({ meals: mealPlanDays.meals })
    .from(mealPlanDays)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanDays.mealPlanId))
    .where(
      and(
        eq(mealPlans.clientId, actor.clientId),
        eq(mealPlans.userId, actor.practitionerId),
        activeOnly ? eq(mealPlans.status, 'active') : undefined,
      ),
    );
  const ids = dayRows.flatMap((day) => mealsOf(day.meals as DayMeals).map((meal) => meal.recipeId));
  return new Set(ids.filter(isUuid));
}

/** The recipes a client can log: those of their active plans first, then those their practice shares (public). */
export async function listPortalRecipes(deps: AppDeps, actor: PortalActor): Promise<PortalRecipeChoice[]> {
  await ensureClient(deps, actor);
  const planRecipeIds = [...(await recipesOfClientPlans(deps, actor, true))];
  const columns = { id: recipes.id, name: recipes.name, nutrition: recipes.nutrition };
  const [own, inPlan] = await Promise.all([
    // The practice's own recipes only where it shared them (public): a private recipe's name can be another
    // client's ("Maya's low-FODMAP porridge"), and a client sees nothing of another client (decision 0030).
    deps.db
      .select(columns)
      .from(recipes)
      .where(and(eq(recipes.userId, actor.practitionerId), eq(recipes.isPublic, true))),
    planRecipeIds.length
      ? deps.db
          .select(columns)
          .from(recipes)
          .where(and(inArray(recipes.id, planRecipeIds), recipesVisibleToPractice(actor.practitionerId)))
      : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  const choices: PortalRecipeChoice[] = [];
  for (const [rows, planned] of [
    [inPlan, true],
    [own, false],
  ] as const) {
    for (const row of [...rows].sort((a, b) => a.name.localeCompare(b.name))) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const calories = (row.nutrition as { calories?: number } | null)?.calories;
      choices.push({
        id: row.id,
        name: row.name,
        calories: typeof calories === 'number' ? roundTo(calories, 1) : null,
        inPlan: planned,
      });
    }
  }
  await auditPortalAction(deps, actor, 'portal.view_recipes', 'Opened the recipes to log');
  return choices;
}

/** The recipe editor's food search, for the client: the same ranking over the same foods. */
export async function searchPortalFoods(deps: AppDeps, actor: PortalActor, query: string): Promise<PortalFoodChoice[]> {
  await ensureClient(deps, actor);
  const found = await deps.foods.search(query, FOOD_CHOICES);
  return found.map(({ fdcId, description, energyKcal }) => ({ fdcId, description, energyKcal }));
}
