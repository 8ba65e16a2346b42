import { and, asc, between, desc, eq } from 'drizzle-orm';
import type { DayMeals, ResolvedDay, ResolvedMeal } from '../../../shared/schemas/meal-plans.ts';
import type { CheckIn, CheckInInput, Measurement, MeasurementInput } from '../../../shared/schemas/portal.ts';
import { checkInInputSchema, measurementInputSchema } from '../../../shared/schemas/portal.ts';
import { documentPreferences, preferencesOf } from '../users/preferences.service.ts';
import {
  shoppingItemKey,
  type PortalDay,
  type PortalMe,
  type PortalMealItem,
  type PortalPlan,
  type PortalShoppingList,
  type ShoppingTickInput,
} from '../../../shared/schemas/portal-plan.ts';
import type { Recipe } from '../../../shared/schemas/recipes.ts';
import type { AppDeps, PortalActor } from '../../app-env.ts';
import {
  clientCheckIns,
  clientMeasurements,
  clients,
  mealPlanDays,
  mealPlans,
  portalAccounts,
  portalShoppingTicks,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getPracticeBranding, withLogoForPdf } from '../branding/branding.service.ts';
import { addDays, daysBetween } from '../../../shared/dates/calendar-days.ts';
import { readPlanForClient, shoppingListFor } from '../meal-plans/plan-resolution.service.ts';
import { publicDayTypes } from '../meal-plans/public-day-types.ts';
import { dayTypeOf, type DayType } from '../../../shared/schemas/day-types.ts';

type PlanRow = typeof mealPlans.$inferSelect;
type CheckInRow = typeof clientCheckIns.$inferSelect;
type MeasurementRow = typeof clientMeasurements.$inferSelect;

/**
 * How far ahead of the server's date a client may record: their own "today" can be a day ahead of UTC. Beyond it
 * a check-off or a weight is refused, since nobody eats or weighs in the future.
 */
const FUTURE_SLACK_DAYS = 1;

/**
 * Every read and write of the client leaves an audit row: the actor is the portal account, the entity the client
 * record, so the practitioner's Recent Activity can show what their client did (decision 0021).
 */
/** A client's own action in the portal, in the practice's audit trail (by the client's portal account). */
export function auditPortalAction(deps: AppDeps, actor: PortalActor, action: string, summary: string) {
  return recordActivity(deps.db, {
    actorId: actor.accountId,
    action,
    entityType: 'client',
    entityId: actor.clientId,
    summary,
    at: deps.clock.now(),
  });
}

function serverToday(deps: AppDeps): string {
  return deps.clock.now().toISOString().slice(0, 10);
}

/** The client's idea of today when it is within a day of the server's; the server's otherwise. */
function todayFor(deps: AppDeps, claimed: string | undefined): string {
  const server = serverToday(deps);
  if (!claimed) return server;
  return claimed >= addDays(server, -1) && claimed <= addDays(server, FUTURE_SLACK_DAYS) ? claimed : server;
}

async function findClient(deps: AppDeps, actor: PortalActor) {
  const [row] = await deps.db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      goalWeight: clients.goalWeight,
      email: portalAccounts.email,
    })
    .from(clients)
    .innerJoin(portalAccounts, eq(portalAccounts.clientId, clients.id))
    .where(
      and(
        eq(clients.id, actor.clientId),
        eq(clients.userId, actor.practitionerId),
        eq(portalAccounts.id, actor.accountId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('unauthorized', 'Please sign in to continue');
  return row;
}

export async function getPortalMe(deps: AppDeps, actor: PortalActor): Promise<PortalMe> {
  const client = await findClient(deps, actor);
  const practice = await withLogoForPdf(
    deps,
    actor.practitionerId,
    await getPracticeBranding(deps, actor.practitionerId),
  );
  await auditPortalAction(deps, actor, 'portal.view_profile', 'Opened the client portal');
  return {
    client: { id: client.id, firstName: client.firstName, lastName: client.lastName, email: client.email },
    practice,
    goalWeightKg: client.goalWeight === null ? null : Number(client.goalWeight),
    formats: await documentPreferences(deps, actor.practitionerId, client.id),
  };
}

/** The client's active plans, each only if it is both theirs and their practitioner's. */
async function activePlansOf(deps: AppDeps, actor: PortalActor): Promise<PlanRow[]> {
  return deps.db
    .select()
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.clientId, actor.clientId),
        eq(mealPlans.userId, actor.practitionerId),
        eq(mealPlans.status, 'active'),
      ),
    )
    .orderBy(desc(mealPlans.createdAt));
}

/**
 * The plan the portal shows: the active plan whose dates cover today (the newest, if several do), else the next
 * one to start, else the one that ended last.
 */
function currentPlanOf(plans: PlanRow[], today: string): PlanRow | null {
  const covering = plans.find((plan) => plan.startDate <= today && plan.endDate >= today);
  if (covering) return covering;
  const upcoming = plans
    .filter((plan) => plan.startDate > today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  if (upcoming) return upcoming;
  return plans.filter((plan) => plan.endDate < today).sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ?? null;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

function stepsOf(instructions: string): string[] {
  return instructions
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:step\s*)?\d+[.):]\s*/i, '').trim())
    .filter(Boolean);
}

function energyOf(nutrition: { calories?: number; protein?: number; carbs?: number; fat?: number } | null) {
  if (!nutrition) return null;
  const value = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
    typeof nutrition[key] === 'number' ? round(nutrition[key]!, 1) : null;
  return { calories: value('calories'), protein: value('protein'), carbs: value('carbs'), fat: value('fat') };
}

type RecipeRow = Awaited<ReturnType<typeof readPlanForClient>>['recipesById'] extends Map<string, infer R> ? R : never;

function mealItem(meal: ResolvedMeal, recipes: Map<string, RecipeRow>): PortalMealItem | null {
  const recipe = recipes.get(meal.recipeId);
  if (!recipe || !meal.recipeName) return null;
  const factor = meal.servings / Math.max(1, recipe.servings);
  return {
    recipeId: recipe.id,
    recipeName: recipe.name,
    imageUrl: recipe.imageUrl,
    servings: meal.servings,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    ingredients: (recipe.ingredients as Recipe['ingredients']).map((line) => ({
      name: line.name,
      amount: round(line.amount * factor),
      unit: line.unit,
    })),
    steps: stepsOf(recipe.instructions ?? ''),
    nutrition: energyOf(meal.nutrition),
  };
}

function portalDay(day: ResolvedDay, recipes: Map<string, RecipeRow>, dayTypes: DayType[] | null): PortalDay {
  const slots = [
    ['breakfast', day.meals.breakfast ? [day.meals.breakfast] : []],
    ['lunch', day.meals.lunch ? [day.meals.lunch] : []],
    ['dinner', day.meals.dinner ? [day.meals.dinner] : []],
    ['snacks', day.meals.snacks],
  ] as const;
  const meals = slots.flatMap(([mealType, planned]) => {
    const items = planned.flatMap((meal) => mealItem(meal, recipes) ?? []);
    return items.length ? [{ mealType, items }] : [];
  });
  return {
    dayNumber: day.dayNumber,
    date: day.date,
    dayType: dayTypeOf(dayTypes, day.dayType)?.key ?? null,
    meals,
    totals: energyOf(day.totals)!,
  };
}

function toCheckIn(row: CheckInRow): CheckIn {
  return {
    id: row.id,
    date: row.date,
    mealType: row.mealType as CheckIn['mealType'],
    status: row.status as CheckIn['status'],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getPortalPlan(deps: AppDeps, actor: PortalActor, claimedToday?: string): Promise<PortalPlan> {
  await findClient(deps, actor);
  const today = todayFor(deps, claimedToday);
  const plan = currentPlanOf(await activePlansOf(deps, actor), today);
  if (!plan) {
    await auditPortalAction(deps, actor, 'portal.view_plan', 'Opened the plan: none is active yet');
    return { plan: null, today, days: [], checkIns: [] };
  }
  const { days, recipesById } = await readPlanForClient(deps, plan);
  const dayTypes = publicDayTypes(plan.dayTypes);
  const checkIns = await deps.db
    .select()
    .from(clientCheckIns)
    .where(and(eq(clientCheckIns.clientId, actor.clientId), between(clientCheckIns.date, plan.startDate, plan.endDate)))
    .orderBy(asc(clientCheckIns.date));
  await auditPortalAction(deps, actor, 'portal.view_plan', `Opened the plan ${plan.name}`);
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      startDate: plan.startDate,
      endDate: plan.endDate,
      targetCalories: plan.targetCalories,
      targetProtein: plan.targetProtein,
      targetCarbs: plan.targetCarbs,
      targetFat: plan.targetFat,
      dayTypes,
    },
    today,
    days: days.map((day) => portalDay(day, recipesById, dayTypes)),
    checkIns: checkIns.map(toCheckIn),
  };
}

function refuse(path: string, message: string): AppError {
  return new AppError('bad_request', message, [{ path, message }]);
}

/**
 * The client marks a planned meal eaten, skipped or swapped. Only a meal their active plan holds for that date can
 * be marked, and not in the future; marking it again replaces the earlier answer.
 */
export async function recordCheckIn(deps: AppDeps, actor: PortalActor, input: CheckInInput): Promise<CheckIn> {
  const values = checkInInputSchema.parse(input);
  await findClient(deps, actor);
  if (values.date > addDays(serverToday(deps), FUTURE_SLACK_DAYS))
    throw refuse('date', 'Meals can be checked off on their day, not before');
  const plan = (await activePlansOf(deps, actor)).find(
    (candidate) => candidate.startDate <= values.date && candidate.endDate >= values.date,
  );
  if (!plan) throw refuse('date', 'Your plan has no meals on this date');
  const dayNumber = daysBetween(plan.startDate, values.date) + 1;
  const [day] = await deps.db
    .select({ meals: mealPlanDays.meals })
    .from(mealPlanDays)
    .where(and(eq(mealPlanDays.mealPlanId, plan.id), eq(mealPlanDays.dayNumber, dayNumber)))
    .limit(1);
  const meals = (day?.meals ?? {}) as DayMeals;
  const planned = values.mealType === 'snacks' ? (meals.snacks ?? []).length > 0 : Boolean(meals[values.mealType]);
  if (!planned) throw refuse('mealType', `Your plan has no ${values.mealType} on this date`);

  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(clientCheckIns)
    .values({
      clientId: actor.clientId,
      mealPlanId: plan.id,
      date: values.date,
      mealType: values.mealType,
      status: values.status,
      note: values.note,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [clientCheckIns.clientId, clientCheckIns.date, clientCheckIns.mealType],
      set: { mealPlanId: plan.id, status: values.status, note: values.note, updatedAt: now },
    })
    .returning();
  await auditPortalAction(
    deps,
    actor,
    'portal.check_in',
    `Marked ${values.mealType} on ${values.date} as ${values.status}`,
  );
  return toCheckIn(row);
}

function toMeasurement(row: MeasurementRow): Measurement {
  return {
    id: row.id,
    date: row.date,
    weightKg: Number(row.weightKg),
    waistCm: row.waistCm === null ? null : Number(row.waistCm),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The client's weight log, newest first. */
export async function listMeasurements(deps: AppDeps, actor: PortalActor): Promise<Measurement[]> {
  await findClient(deps, actor);
  const rows = await deps.db
    .select()
    .from(clientMeasurements)
    .where(eq(clientMeasurements.clientId, actor.clientId))
    .orderBy(desc(clientMeasurements.date));
  await auditPortalAction(deps, actor, 'portal.view_measurements', 'Opened the weight log');
  return rows.map(toMeasurement);
}

/** One entry per date: logging the same date again replaces it. The audit row says that a weight was logged, never the figure. */
export async function recordMeasurement(
  deps: AppDeps,
  actor: PortalActor,
  input: MeasurementInput,
): Promise<Measurement> {
  const values = measurementInputSchema.parse(input);
  await findClient(deps, actor);
  if (values.date > addDays(serverToday(deps), FUTURE_SLACK_DAYS))
    throw refuse('date', 'A weight can be logged for today or an earlier day');
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(clientMeasurements)
    .values({
      clientId: actor.clientId,
      date: values.date,
      weightKg: values.weightKg.toFixed(2),
      waistCm: values.waistCm === null ? null : values.waistCm.toFixed(1),
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [clientMeasurements.clientId, clientMeasurements.date],
      set: {
        weightKg: values.weightKg.toFixed(2),
        waistCm: values.waistCm === null ? null : values.waistCm.toFixed(1),
        createdAt: now,
      },
    })
    .returning();
  await auditPortalAction(deps, actor, 'portal.measurement', `Logged a weight for ${values.date}`);
  return toMeasurement(row);
}

async function shoppingListOf(deps: AppDeps, actor: PortalActor, plan: PlanRow): Promise<PortalShoppingList> {
  const { list: shoppingList } = await shoppingListFor(
    deps,
    plan,
    null,
    (await preferencesOf(deps, plan.userId)).kitchenUnits,
  );
  const ticks = await deps.db
    .select({ item: portalShoppingTicks.item })
    .from(portalShoppingTicks)
    .where(and(eq(portalShoppingTicks.clientId, actor.clientId), eq(portalShoppingTicks.mealPlanId, plan.id)));
  const ticked = new Set(ticks.map((tick) => tick.item));
  return {
    planId: plan.id,
    planName: plan.name,
    groups: shoppingList.map((group) => ({
      group: group.group,
      items: group.items.map((item) => {
        const key = shoppingItemKey(group.group, item.name);
        return { key, name: item.name, amount: item.amount, ticked: ticked.has(key) };
      }),
    })),
  };
}

/** The current plan's shopping list with what the client ticked off. */
export async function getPortalShoppingList(
  deps: AppDeps,
  actor: PortalActor,
  claimedToday?: string,
): Promise<PortalShoppingList> {
  await findClient(deps, actor);
  const plan = currentPlanOf(await activePlansOf(deps, actor), todayFor(deps, claimedToday));
  await auditPortalAction(
    deps,
    actor,
    'portal.view_shopping_list',
    plan ? `Opened the shopping list of ${plan.name}` : 'Opened the shopping list: no plan yet',
  );
  if (!plan) return { planId: null, planName: null, groups: [] };
  return shoppingListOf(deps, actor, plan);
}

/** Ticks an item of one of the client's active plans' lists off, or back on. Another plan answers as a missing one. */
export async function setShoppingTick(
  deps: AppDeps,
  actor: PortalActor,
  input: ShoppingTickInput,
): Promise<PortalShoppingList> {
  await findClient(deps, actor);
  const plan = isUuid(input.mealPlanId)
    ? (await activePlansOf(deps, actor)).find((candidate) => candidate.id === input.mealPlanId)
    : undefined;
  if (!plan) throw notFound('Meal plan');
  const list = await shoppingListOf(deps, actor, plan);
  if (!list.groups.some((group) => group.items.some((item) => item.key === input.item)))
    throw refuse('item', 'This item is not on your shopping list');
  if (input.ticked) {
    await deps.db
      .insert(portalShoppingTicks)
      .values({ clientId: actor.clientId, mealPlanId: plan.id, item: input.item, createdAt: deps.clock.now() })
      .onConflictDoNothing();
  } else {
    await deps.db
      .delete(portalShoppingTicks)
      .where(
        and(
          eq(portalShoppingTicks.clientId, actor.clientId),
          eq(portalShoppingTicks.mealPlanId, plan.id),
          eq(portalShoppingTicks.item, input.item),
        ),
      );
  }
  await auditPortalAction(
    deps,
    actor,
    'portal.shopping_tick',
    `${input.ticked ? 'Ticked off' : 'Unticked'} a shopping-list item`,
  );
  return {
    ...list,
    groups: list.groups.map((group) => ({
      ...group,
      items: group.items.map((item) => (item.key === input.item ? { ...item, ticked: input.ticked } : item)),
    })),
  };
}
