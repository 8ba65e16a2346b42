import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type {
  DayMeals,
  MealPlan,
  MealPlanSummary,
  MealPlanDetail,
  MealPlanCreateValues,
  MealPlanValues,
  ResolvedDay,
  ShareLink,
  ShareLinkInput,
} from '../../../shared/schemas/meal-plans.ts';
import type { ListView } from '../../../shared/schemas/common.ts';
import type { DayType } from '../../../shared/schemas/day-types.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { cachedAnswer, type JsonBytes } from '../../db/answer-cache.ts';
import { isoTimestampOf, jsonRowsOf } from '../../db/json-rows.ts';
import { clients, mealPlanDays, mealPlans } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { DAY_MS, addDays, daysInSpan } from '../../../shared/dates/calendar-days.ts';
import {
  type PlanContext,
  type PlanRow,
  clientFacts,
  leanDay,
  loadPlanContext,
  mealsOf,
  readPlanPage,
  resolveDay,
} from './plan-resolution.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

export function toMealPlan(row: PlanRow, clientName: string | null): MealPlan {
  return {
    id: row.id,
    userId: row.userId,
    clientId: row.clientId,
    clientName,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as MealPlan['status'],
    targetCalories: row.targetCalories,
    targetProtein: row.targetProtein,
    targetCarbs: row.targetCarbs,
    targetFat: row.targetFat,
    notes: row.notes,
    dayTypes: (row.dayTypes as DayType[] | null) ?? null,
    shareToken: row.shareToken,
    shareExpiresAt: row.shareExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function newShareToken(): string {
  return randomBytes(24).toString('base64url'); // 192 random bits
}

export async function findOwnPlan(deps: AppDeps, actor: Actor, id: string): Promise<PlanRow> {
  if (!isUuid(id)) throw notFound('Meal plan');
  const [row] = await deps.db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, id), ownedBy(mealPlans, actor)))
    .limit(1);
  if (!row) throw notFound('Meal plan');
  return row;
}

/** A plan may only name one of the practitioner's own clients. */
async function assertOwnClient(deps: AppDeps, actor: Actor, clientId: string | null): Promise<void> {
  if (!clientId) return;
  const [row] = await deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), ownedBy(clients, actor)))
    .limit(1);
  if (!row)
    throw new AppError('bad_request', 'Some fields are not valid', [{ path: 'clientId', message: 'Client not found' }]);
}

/**
 * Summaries of the practitioner's plans, newest first, as the JSON the API answers: the cards' fields only (no
 * notes or macro targets). Kept in memory while the practice's data is unchanged, like the client list
 * (decision 0011): plans and clients both carry the practice's version triggers, so a renamed client or a new plan
 * shows on the next read from any process.
 */
/** The plan list: whole plans (the spec's call) or the cards' summaries (`view=summary`, our own screens). */
export async function listMealPlansJson(
  deps: AppDeps,
  actor: Actor,
  view: ListView = 'full',
): Promise<JsonBytes<MealPlanSummary[] | MealPlan[]>> {
  const { body } = await cachedAnswer(
    deps.db,
    actor,
    view === 'summary' ? 'meal-plans' : 'meal-plans full',
    async () => ({
      json: await readMealPlanList(deps, actor, view),
      meta: null,
    }),
  );
  return body;
}

async function readMealPlanList(
  deps: AppDeps,
  actor: Actor,
  view: ListView,
): Promise<JsonBytes<MealPlanSummary[] | MealPlan[]>> {
  const clientName = sql`case when ${clients.id} is null then null else ${clients.firstName} || ' ' || ${clients.lastName} end`;
  // One JSON text built by the database (decision 0010): 5,000 plans as rows cost about a second on the embedded
  // database, where each value crosses into JavaScript on its own. It is the answer as it is: times come out as
  // ISO text, so nothing is parsed and written again here. Keys in the order of their schema.
  const columns: Parameters<typeof jsonRowsOf>[0] =
    view === 'summary'
      ? {
          id: mealPlans.id,
          clientId: mealPlans.clientId,
          clientName,
          name: mealPlans.name,
          description: mealPlans.description,
          startDate: mealPlans.startDate,
          endDate: mealPlans.endDate,
          status: mealPlans.status,
          targetCalories: mealPlans.targetCalories,
          shareToken: mealPlans.shareToken,
          shareExpiresAt: isoTimestampOf(mealPlans.shareExpiresAt),
          createdAt: isoTimestampOf(mealPlans.createdAt),
        }
      : {
          id: mealPlans.id,
          userId: mealPlans.userId,
          clientId: mealPlans.clientId,
          clientName,
          name: mealPlans.name,
          description: mealPlans.description,
          startDate: mealPlans.startDate,
          endDate: mealPlans.endDate,
          status: mealPlans.status,
          targetCalories: mealPlans.targetCalories,
          targetProtein: mealPlans.targetProtein,
          targetCarbs: mealPlans.targetCarbs,
          targetFat: mealPlans.targetFat,
          notes: mealPlans.notes,
          dayTypes: mealPlans.dayTypes,
          shareToken: mealPlans.shareToken,
          shareExpiresAt: isoTimestampOf(mealPlans.shareExpiresAt),
          createdAt: isoTimestampOf(mealPlans.createdAt),
          updatedAt: isoTimestampOf(mealPlans.updatedAt),
        };
  const [{ list }] = await deps.db
    .select({ list: jsonRowsOf(columns, sql`${mealPlans.createdAt} desc`) })
    .from(mealPlans)
    .leftJoin(clients, and(eq(clients.id, mealPlans.clientId), ownedBy(clients, actor)))
    // The plans of an archived client leave the list with them (issue 38); they come back on restore.
    .where(and(ownedBy(mealPlans, actor), isNull(clients.archivedAt)));
  return Buffer.from(list, 'utf8');
}

/**
 * The plan page's answer as JSON: from memory while the practice's data and the shared recipes and foods are
 * unchanged (see answer-cache.ts). It shows the client's allergies and restrictions, so every view is audited.
 */
export async function getMealPlanJson(deps: AppDeps, actor: Actor, id: string): Promise<JsonBytes<MealPlanDetail>> {
  if (!isUuid(id)) throw notFound('Meal plan');
  const { body, meta: name } = await cachedAnswer(deps.db, actor, `meal-plan ${id}`, async () => {
    const plan = await getMealPlan(deps, actor, id);
    return { value: plan, meta: plan.name };
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.viewed',
    entityType: 'meal_plan',
    entityId: id,
    summary: `Viewed meal plan ${name}`,
    at: deps.clock.now(),
  });
  return body;
}

export async function getMealPlan(deps: AppDeps, actor: Actor, id: string): Promise<MealPlanDetail> {
  const found = await readPlanPage(deps, actor, id);
  if (!found) throw notFound('Meal plan');
  const { plan, client, days } = found;
  return {
    ...toMealPlan(plan, client ? `${client.firstName} ${client.lastName}` : null),
    client: client
      ? {
          id: client.id,
          firstName: client.firstName,
          lastName: client.lastName,
          allergies: client.allergies,
          dietaryRestrictions: client.dietaryRestrictions,
        }
      : null,
    days: days.map(leanDay),
  };
}

/** Every recipe the days name must be one the practice may use: a field error for the first that is not. */
/** Every day's type must be one the plan holds: a 400 naming the day's field otherwise. */
function assertDayTypesKnown(
  types: readonly DayType[] | null,
  days: readonly { dayType?: string | null }[],
  pathOf: (index: number) => string,
): void {
  const errors = days.flatMap((day, index) =>
    day.dayType && !types?.some((type) => type.key === day.dayType)
      ? [
          {
            path: pathOf(index),
            message: types?.length
              ? `Unknown day type "${day.dayType}": this plan's are ${types.map((type) => `"${type.key}"`).join(', ')}`
              : `Unknown day type "${day.dayType}": this plan has no day types`,
          },
        ]
      : [],
  );
  if (errors.length) throw new AppError('bad_request', 'Some fields are not valid', errors);
}

function assertRecipesUsable(
  days: { meals: DayMeals }[],
  context: Awaited<ReturnType<typeof loadPlanContext>>,
  pathOf: (index: number) => string,
): void {
  for (const [index, day] of days.entries()) {
    const missing = mealsOf(day.meals).find((meal) => !context.recipesById.has(meal.recipeId));
    if (missing)
      throw new AppError('bad_request', 'Some fields are not valid', [
        { path: pathOf(index), message: `Recipe ${missing.recipeId} not found` },
      ]);
  }
}

/**
 * Creates a plan, and with `days` its days in the same transaction: every recipe is checked before anything is
 * written, so a refused day leaves no plan behind. Answers the plan and its days resolved against its client (their
 * warnings are what the plan page will show). Used by the create call, copies and templates (decision 0028).
 */
export async function createPlanWithDays(
  deps: AppDeps,
  actor: Actor,
  values: Omit<MealPlanValues, 'userId'>,
  planned: { dayNumber: number; meals: DayMeals; dayType?: string | null }[],
  activity?: (clientName: string | null) => string,
  /** the recipes of `planned` already read whole by the caller; read here when not given */
  known?: PlanContext,
): Promise<{ plan: MealPlan; days: ResolvedDay[] }> {
  await assertOwnClient(deps, actor, values.clientId);
  assertDayTypesKnown(values.dayTypes ?? null, planned, (index) => `days.${index}.dayType`);
  const client = await clientFacts(deps, actor, values.clientId);
  const context = planned.length ? (known ?? (await loadPlanContext(deps, actor.id, planned))) : null;
  if (context) assertRecipesUsable(planned, context, (index) => `days.${index}.meals`);
  const resolved = context
    ? planned.map((day) =>
        resolveDay(
          day.dayNumber,
          addDays(values.startDate, day.dayNumber - 1),
          day.meals,
          context,
          client,
          day.dayType ?? null,
        ),
      )
    : [];
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(mealPlans)
      .values({
        ...values,
        dayTypes: values.dayTypes ?? null,
        userId: actor.id,
        shareToken: newShareToken(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (resolved.length)
      await tx.insert(mealPlanDays).values(
        resolved.map((day, index) => ({
          mealPlanId: plan.id,
          dayNumber: day.dayNumber,
          date: day.date,
          dayType: day.dayType ?? null,
          meals: planned[index].meals,
          totalNutrition: day.totals,
          createdAt: now,
          updatedAt: now,
        })),
      );
    return plan;
  });
  const clientName = client ? `${client.firstName} ${client.lastName}` : null;
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.created',
    entityType: 'meal_plan',
    entityId: row.id,
    summary: activity
      ? activity(clientName)
      : clientName
        ? `Created meal plan ${row.name} for ${clientName}`
        : `Created meal plan ${row.name}`,
    at: now,
  });
  return { plan: toMealPlan(row, clientName), days: resolved };
}

/** The create call: the spec's plan fields, and the days when the generator sends them with it. */
export async function createMealPlan(
  deps: AppDeps,
  actor: Actor,
  { days, ...values }: MealPlanCreateValues,
): Promise<MealPlan> {
  return (await createPlanWithDays(deps, actor, values, days ?? [])).plan;
}

export async function updateMealPlan(
  deps: AppDeps,
  actor: Actor,
  id: string,
  values: MealPlanValues,
): Promise<MealPlan> {
  await findOwnPlan(deps, actor, id);
  await assertOwnClient(deps, actor, values.clientId);
  // Without `dayTypes` (the spec's form) the plan keeps its day types; days of a type no longer held lose it.
  const { dayTypes, ...fields } = values;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mealPlans)
      .set({ ...fields, ...(dayTypes === undefined ? {} : { dayTypes }), updatedAt: deps.clock.now() })
      .where(and(eq(mealPlans.id, id), ownedBy(mealPlans, actor)))
      .returning();
    if (updated && dayTypes !== undefined) {
      const kept = (dayTypes ?? []).map((type) => type.key);
      await tx
        .update(mealPlanDays)
        .set({ dayType: null })
        .where(
          and(
            eq(mealPlanDays.mealPlanId, id),
            kept.length ? notInArray(mealPlanDays.dayType, kept) : isNotNull(mealPlanDays.dayType),
          ),
        );
    }
    return updated;
  });
  if (!row) throw notFound('Meal plan');
  const client = await clientFacts(deps, actor, row.clientId);
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.updated',
    entityType: 'meal_plan',
    entityId: row.id,
    summary: `Updated meal plan ${row.name}`,
    at: deps.clock.now(),
  });
  return toMealPlan(row, client ? `${client.firstName} ${client.lastName}` : null);
}

export async function deleteMealPlan(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Meal plan');
  const [row] = await deps.db
    .delete(mealPlans)
    .where(and(eq(mealPlans.id, id), ownedBy(mealPlans, actor)))
    .returning({ id: mealPlans.id, name: mealPlans.name });
  if (!row) throw notFound('Meal plan');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.deleted',
    entityType: 'meal_plan',
    entityId: row.id,
    summary: `Deleted meal plan ${row.name}`,
    at: deps.clock.now(),
  });
}

/** Replaces one day's meals (creating the day). Every recipe must be one the practitioner may use. */
export async function saveMealPlanDay(
  deps: AppDeps,
  actor: Actor,
  planId: string,
  dayNumber: number,
  meals: DayMeals,
  dayType?: string | null,
): Promise<ResolvedDay> {
  const [day] = await saveMealPlanDays(deps, actor, planId, [{ dayNumber, meals, dayType }]);
  return day;
}

/**
 * Replaces the meals of several days in one transaction: every day is checked before any is written, and they
 * are written together or not at all, so a meal moved from one day to another is never lost or doubled.
 * Answers the days in the order given.
 */
export async function saveMealPlanDays(
  deps: AppDeps,
  actor: Actor,
  planId: string,
  days: { dayNumber: number; meals: DayMeals; dayType?: string | null }[],
): Promise<ResolvedDay[]> {
  const plan = await findOwnPlan(deps, actor, planId);
  const length = daysInSpan(plan);
  const beyond = days.findIndex((day) => day.dayNumber > length);
  if (beyond >= 0) {
    const path = days.length === 1 ? 'dayNumber' : `days.${beyond}.dayNumber`;
    throw new AppError('bad_request', 'Some fields are not valid', [{ path, message: `This plan has ${length} days` }]);
  }
  assertDayTypesKnown(plan.dayTypes as DayType[] | null, days, (index) =>
    days.length === 1 ? 'dayType' : `days.${index}.dayType`,
  );
  const context = await loadPlanContext(deps, actor.id, days);
  assertRecipesUsable(days, context, (index) => (days.length === 1 ? 'meals' : `days.${index}.meals`));
  const client = await clientFacts(deps, actor, plan.clientId);
  // A day saved without `dayType` keeps the type it has.
  const missingType = days.filter((day) => day.dayType === undefined).map((day) => day.dayNumber);
  const storedTypes = new Map(
    missingType.length
      ? (
          await deps.db
            .select({ dayNumber: mealPlanDays.dayNumber, dayType: mealPlanDays.dayType })
            .from(mealPlanDays)
            .where(and(eq(mealPlanDays.mealPlanId, plan.id), inArray(mealPlanDays.dayNumber, missingType)))
        ).map((row) => [row.dayNumber, row.dayType])
      : [],
  );
  const resolved = days.map((day) =>
    resolveDay(
      day.dayNumber,
      addDays(plan.startDate, day.dayNumber - 1),
      day.meals,
      context,
      client,
      day.dayType === undefined ? (storedTypes.get(day.dayNumber) ?? null) : day.dayType,
    ),
  );
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const [index, day] of resolved.entries()) {
      const meals = days[index].meals;
      await tx
        .insert(mealPlanDays)
        .values({
          mealPlanId: plan.id,
          dayNumber: day.dayNumber,
          date: day.date,
          dayType: day.dayType ?? null,
          meals,
          totalNutrition: day.totals,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [mealPlanDays.mealPlanId, mealPlanDays.dayNumber],
          set: { meals, date: day.date, dayType: day.dayType ?? null, totalNutrition: day.totals, updatedAt: now },
        });
    }
    await tx.update(mealPlans).set({ updatedAt: now }).where(eq(mealPlans.id, plan.id));
  });
  const numbers = resolved.map((day) => day.dayNumber);
  const summary =
    numbers.length === 1
      ? `Planned day ${numbers[0]} of ${plan.name}`
      : `Planned days ${numbers.join(', ')} of ${plan.name}`;
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.day_saved',
    entityType: 'meal_plan',
    entityId: plan.id,
    summary,
    at: now,
  });
  return resolved.map(leanDay);
}

export function sharePathOf(token: string): string {
  return `/share/${token}`;
}

function shareLinkOf(row: Pick<PlanRow, 'shareToken' | 'shareExpiresAt'>): ShareLink {
  return {
    shareToken: row.shareToken!,
    sharePath: sharePathOf(row.shareToken!),
    shareExpiresAt: row.shareExpiresAt?.toISOString() ?? null,
  };
}

function expiryFrom(deps: AppDeps, input: ShareLinkInput): Date | null {
  return input.expiresInDays ? new Date(deps.clock.now().getTime() + input.expiresInDays * DAY_MS) : null;
}

/**
 * A new share link for the plan (the first after a revoke, or a rotation): a new token, so whatever link was
 * given out before stops working in the same statement.
 */
export async function createShareLink(
  deps: AppDeps,
  actor: Actor,
  planId: string,
  input: ShareLinkInput,
): Promise<ShareLink> {
  if (!isUuid(planId)) throw notFound('Meal plan');
  const [row] = await deps.db
    .update(mealPlans)
    .set({ shareToken: newShareToken(), shareExpiresAt: expiryFrom(deps, input), updatedAt: deps.clock.now() })
    .where(and(eq(mealPlans.id, planId), ownedBy(mealPlans, actor)))
    .returning();
  if (!row) throw notFound('Meal plan');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.share_link_created',
    entityType: 'meal_plan',
    entityId: row.id,
    summary: `Created a new share link for ${row.name}`,
    at: deps.clock.now(),
  });
  return shareLinkOf(row);
}

/** Changes when the current link stops working; the link itself stays the same. */
export async function updateShareLinkExpiry(
  deps: AppDeps,
  actor: Actor,
  planId: string,
  input: ShareLinkInput,
): Promise<ShareLink> {
  const plan = await findOwnPlan(deps, actor, planId);
  if (!plan.shareToken) throw new AppError('conflict', 'This plan has no share link. Create a new link first.');
  const [row] = await deps.db
    .update(mealPlans)
    .set({ shareExpiresAt: expiryFrom(deps, input), updatedAt: deps.clock.now() })
    .where(and(eq(mealPlans.id, plan.id), ownedBy(mealPlans, actor), eq(mealPlans.shareToken, plan.shareToken)))
    .returning();
  // A rotation or revoke in between: the link this change was meant for is gone.
  if (!row) throw new AppError('conflict', 'The share link changed meanwhile. Reload the plan and try again.');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.share_link_updated',
    entityType: 'meal_plan',
    entityId: row.id,
    summary: `Changed the share link expiry of ${row.name}`,
    at: deps.clock.now(),
  });
  return shareLinkOf(row);
}

/** Withdraws the plan's share link: from this statement on, the token opens nothing. */
export async function revokeShareLink(deps: AppDeps, actor: Actor, planId: string): Promise<void> {
  await findOwnPlan(deps, actor, planId);
  const [row] = await deps.db
    .update(mealPlans)
    .set({ shareToken: null, shareExpiresAt: null, updatedAt: deps.clock.now() })
    .where(and(eq(mealPlans.id, planId), ownedBy(mealPlans, actor), isNotNull(mealPlans.shareToken)))
    .returning({ id: mealPlans.id, name: mealPlans.name });
  if (!row) throw notFound('Share link');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.share_link_revoked',
    entityType: 'meal_plan',
    entityId: row.id,
    summary: `Withdrew the share link of ${row.name}`,
    at: deps.clock.now(),
  });
}
