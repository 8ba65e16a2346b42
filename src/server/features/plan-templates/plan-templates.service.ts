import { and, asc, desc, eq } from 'drizzle-orm';
import { daysInSpan } from '../../../shared/dates/calendar-days.ts';
import { clientPlanDefaults } from '../../../shared/nutrition/client-plan-defaults.ts';
import type { DayType } from '../../../shared/schemas/day-types.ts';
import type { DayMeals } from '../../../shared/schemas/meal-plans.ts';
import type { AppliedPlan, PlanTemplate, PlanTemplateDetail } from '../../../shared/schemas/plan-templates.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { mealPlanDays, planTemplates } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { findOwnPlan } from '../meal-plans/meal-plans.service.ts';
import { findClientToPlanFor, writePlanFrom } from '../meal-plans/plan-copy.service.ts';
import { leanDay, loadPlanContext, resolveDay } from '../meal-plans/plan-resolution.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

type TemplateRow = typeof planTemplates.$inferSelect;
/** A template's stored day: its meals as a plan day stores them, and its day type's key if it has one. */
interface TemplateDay {
  meals: DayMeals;
  dayType?: string | null;
}

function toTemplate(row: TemplateRow): PlanTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    dayCount: (row.days as TemplateDay[]).length,
    targetCalories: row.targetCalories,
    targetProtein: row.targetProtein,
    targetCarbs: row.targetCarbs,
    targetFat: row.targetFat,
    dayTypes: (row.dayTypes as DayType[] | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findOwnTemplate(deps: AppDeps, actor: Actor, id: string): Promise<TemplateRow> {
  if (!isUuid(id)) throw notFound('Template');
  const [row] = await deps.db
    .select()
    .from(planTemplates)
    .where(and(eq(planTemplates.id, id), ownedBy(planTemplates, actor)))
    .limit(1);
  if (!row) throw notFound('Template');
  return row;
}

const invalid = (path: string, message: string) =>
  new AppError('bad_request', 'Some fields are not valid', [{ path, message }]);

export async function listPlanTemplates(deps: AppDeps, actor: Actor): Promise<PlanTemplate[]> {
  const rows = await deps.db
    .select()
    .from(planTemplates)
    .where(ownedBy(planTemplates, actor))
    .orderBy(desc(planTemplates.updatedAt), asc(planTemplates.name));
  return rows.map(toTemplate);
}

/** The template with its days resolved (recipes, servings, totals), for the preview; days carry no date. */
export async function getPlanTemplate(deps: AppDeps, actor: Actor, id: string): Promise<PlanTemplateDetail> {
  const row = await findOwnTemplate(deps, actor, id);
  const days = row.days as TemplateDay[];
  const context = await loadPlanContext(deps, actor.id, days, false);
  return {
    ...toTemplate(row),
    days: days.map((day, index) => leanDay(resolveDay(index + 1, '', day.meals, context, null, day.dayType ?? null))),
  };
}

/** A template of one of the practice's plans: every day of its span as day 1..N (days not planned stay empty). */
export async function createPlanTemplate(
  deps: AppDeps,
  actor: Actor,
  input: { fromMealPlanId: string; name: string; description: string | null },
): Promise<PlanTemplate> {
  const plan = await findOwnPlan(deps, actor, input.fromMealPlanId).catch(() => {
    throw invalid('fromMealPlanId', 'Meal plan not found');
  });
  const stored = await deps.db
    .select({ dayNumber: mealPlanDays.dayNumber, meals: mealPlanDays.meals, dayType: mealPlanDays.dayType })
    .from(mealPlanDays)
    .where(eq(mealPlanDays.mealPlanId, plan.id));
  const byNumber = new Map(stored.map((day) => [day.dayNumber, day]));
  const days: TemplateDay[] = Array.from({ length: daysInSpan(plan) }, (_, index) => {
    const day = byNumber.get(index + 1);
    return { meals: (day?.meals as DayMeals | undefined) ?? {}, ...(day?.dayType ? { dayType: day.dayType } : {}) };
  });
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(planTemplates)
    .values({
      userId: actor.id,
      name: input.name,
      description: input.description ?? plan.description,
      targetCalories: plan.targetCalories,
      targetProtein: plan.targetProtein,
      targetCarbs: plan.targetCarbs,
      targetFat: plan.targetFat,
      days,
      dayTypes: plan.dayTypes ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'plan_template.created',
    entityType: 'plan_template',
    entityId: row.id,
    summary: `Saved template ${row.name} from meal plan ${plan.name}`,
    at: now,
  });
  return toTemplate(row);
}

export async function updatePlanTemplate(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: { name: string; description: string | null },
): Promise<PlanTemplate> {
  await findOwnTemplate(deps, actor, id);
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(planTemplates)
    .set({ name: input.name, description: input.description, updatedAt: now })
    .where(and(eq(planTemplates.id, id), ownedBy(planTemplates, actor)))
    .returning();
  if (!row) throw notFound('Template');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'plan_template.updated',
    entityType: 'plan_template',
    entityId: row.id,
    summary: `Updated template ${row.name}`,
    at: now,
  });
  return toTemplate(row);
}

export async function deletePlanTemplate(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Template');
  const [row] = await deps.db
    .delete(planTemplates)
    .where(and(eq(planTemplates.id, id), ownedBy(planTemplates, actor)))
    .returning({ id: planTemplates.id, name: planTemplates.name });
  if (!row) throw notFound('Template');
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'plan_template.deleted',
    entityType: 'plan_template',
    entityId: row.id,
    summary: `Deleted template ${row.name}`,
    at: deps.clock.now(),
  });
}

/**
 * A template applied to a client: its days repeated in order to fill `weeks` × 7 days (without weeks, its own
 * length), dated from `startDate`, scaled to `targetCalories` (or the client's estimated needs) and screened
 * against the client. The template does not change.
 */
export async function applyPlanTemplate(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: { clientId: string; startDate: string; weeks?: number; targetCalories?: number | 'client' },
): Promise<AppliedPlan> {
  const template = await findOwnTemplate(deps, actor, id);
  const { client, facts } = await findClientToPlanFor(deps, actor, input.clientId);
  const templateDays = (template.days as TemplateDay[]).map((day) => ({
    meals: day.meals,
    dayType: day.dayType ?? null,
  }));
  if (templateDays.length === 0) throw invalid('id', 'This template has no days');
  const length = input.weeks ? input.weeks * 7 : templateDays.length;
  let targetCalories: number | null = null;
  if (input.targetCalories === 'client') {
    const defaults = clientPlanDefaults(client, deps.clock.now().toISOString().slice(0, 10));
    if (defaults.caloriesPerDay === null) throw invalid('targetCalories', defaults.calorieReason);
    targetCalories = defaults.caloriesPerDay;
  } else if (input.targetCalories !== undefined) targetCalories = input.targetCalories;
  return writePlanFrom(
    deps,
    actor,
    {
      name: `${template.name} – ${client.firstName} ${client.lastName}`.slice(0, 200),
      description: template.description,
      notes: null,
      targets: {
        calories: template.targetCalories,
        protein: template.targetProtein,
        carbs: template.targetCarbs,
        fat: template.targetFat,
      },
      dayTypes: (template.dayTypes as DayType[] | null) ?? null,
      days: Array.from({ length }, (_, index) => templateDays[index % templateDays.length]),
    },
    {
      client: facts,
      startDate: input.startDate,
      targetCalories,
      activity: `Created meal plan from template ${template.name}`,
    },
  );
}
