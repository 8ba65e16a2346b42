/** A plan leaving the app: its shopping list (JSON, text, e-mail) and its PDF with the client's nutrient adequacy. */
import { and, eq } from 'drizzle-orm';
import { createFormats } from '../../../shared/format/formats.ts';
import { planAdequacy, type PlanAdequacy } from '../../../shared/nutrition/adequacy.ts';
import { ageInYears, nutrientTargetsFor, type PregnancyStatus } from '../../../shared/nutrition/dri/dri.ts';
import { shoppingListText } from '../../../shared/nutrition/shopping-list.ts';
import type { EmailQueued, MealPlanPdfInput, ResolvedDay, ShoppingList } from '../../../shared/schemas/meal-plans.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { cachedAnswer, type JsonBytes } from '../../db/answer-cache.ts';
import { clients } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getPracticeBranding, withLogoForPdf } from '../branding/branding.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { pdfFileName } from '../../lib/pdf/file-name.ts';
import { findOwnPlan } from './meal-plans.service.ts';
import { clientFacts, readShoppingList, recipeDetails, shoppingListFor } from './plan-resolution.service.ts';
import { publicDayTypes } from './public-day-types.ts';
import { ownedBy } from '../../db/owned-by.ts';
import { documentPreferences } from '../users/preferences.service.ts';

/**
 * The plan's shopping list as JSON: from memory while the practice's data and the shared recipes and foods are
 * unchanged (answer-cache.ts), as the plan page is.
 */
export async function getShoppingListJson(deps: AppDeps, actor: Actor, id: string): Promise<JsonBytes<ShoppingList>> {
  const { body } = await cachedAnswer(deps.db, actor, `shopping-list ${id}`, async () => ({
    value: await getShoppingList(deps, actor, id),
    meta: null,
  }));
  return body;
}

export async function getShoppingList(deps: AppDeps, actor: Actor, id: string): Promise<ShoppingList> {
  const found = await readShoppingList(deps, actor, id, (await documentPreferences(deps, actor.id)).kitchenUnits);
  if (!found) throw notFound('Meal plan');
  return found.list;
}

export async function getShoppingListText(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<{ text: string; planName: string }> {
  // Dates in the practice's locale, weights in its kitchen units: read by a person, in the download and the e-mail.
  const preferences = await documentPreferences(deps, actor.id);
  const found = await readShoppingList(deps, actor, id, preferences.kitchenUnits);
  if (!found) throw notFound('Meal plan');
  const f = createFormats(preferences);
  return {
    text: shoppingListText(
      found.name,
      `${f.calendarDate(found.startDate)} to ${f.calendarDate(found.endDate)}`,
      found.list,
    ),
    planName: found.name,
  };
}

/**
 * The plan's PDF and its file name. Holds one of the practitioner's export slots throughout (429 when they are
 * all taken); the data is read here, the document is drawn on a render thread.
 */
export async function exportMealPlanPdf(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  return deps.pdf.withExportSlot(actor.id, async () => {
    const input = await getMealPlanPdfInput(deps, actor, id);
    return { pdf: await deps.pdf.render({ kind: 'meal-plan', input }), fileName: pdfFileName(input.plan.name) };
  });
}

/**
 * A plan's average planned day against its client's Dietary Reference Intakes, for the plan PDF and the reports:
 * the facts are read now (age on today's date), the figures come from the plan's resolved days.
 */
export async function getPlanAdequacy(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  days: ResolvedDay[],
): Promise<PlanAdequacy | null> {
  const [row] = await deps.db
    .select({
      firstName: clients.firstName,
      dateOfBirth: clients.dateOfBirth,
      gender: clients.gender,
      pregnancy: clients.pregnancy,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), ownedBy(clients, actor)))
    .limit(1);
  if (!row) return null;
  const today = deps.clock.now().toISOString().slice(0, 10);
  const targets = nutrientTargetsFor({
    ageYears: row.dateOfBirth ? ageInYears(row.dateOfBirth, today) : null,
    gender: row.gender,
    pregnancy: row.pregnancy as PregnancyStatus | null,
  });
  const planned = days.map((day) => ({
    totals: day.totals,
    incomplete: day.incomplete,
    planned: Boolean(day.meals.breakfast || day.meals.lunch || day.meals.dinner || day.meals.snacks.length),
  }));
  return planAdequacy(planned, targets, row.firstName);
}

export async function getMealPlanPdfInput(deps: AppDeps, actor: Actor, id: string): Promise<MealPlanPdfInput> {
  const plan = await findOwnPlan(deps, actor, id);
  const client = await clientFacts(deps, actor, plan.clientId);
  const preferences = await documentPreferences(deps, plan.userId, plan.clientId);
  const { list, days, context } = await shoppingListFor(deps, plan, client, preferences.kitchenUnits);
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.exported',
    entityType: 'meal_plan',
    entityId: plan.id,
    summary: `Exported ${plan.name} as PDF`,
    at: deps.clock.now(),
  });
  return {
    practice: await withLogoForPdf(deps, plan.userId, await getPracticeBranding(deps, plan.userId)),
    plan: {
      name: plan.name,
      clientName: client ? `${client.firstName} ${client.lastName}` : null,
      status: plan.status as MealPlanPdfInput['plan']['status'],
      description: plan.description,
      startDate: plan.startDate,
      endDate: plan.endDate,
      targetCalories: plan.targetCalories,
      targetProtein: plan.targetProtein,
      targetCarbs: plan.targetCarbs,
      targetFat: plan.targetFat,
      notes: plan.notes,
      dayTypes: publicDayTypes(plan.dayTypes),
    },
    days,
    recipes: recipeDetails(context, days),
    shoppingList: list,
    adequacy: client ? await getPlanAdequacy(deps, actor, client.id, days) : null,
    generatedOn: deps.clock.now().toISOString().slice(0, 10),
    preferences,
  };
}

/**
 * Queues the shopping list to the address the practitioner typed, with their note above it, and writes the
 * activity row. The answer says in words whether it can be delivered (no mail server configured: recorded only).
 */
export async function emailShoppingList(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: { email: string; message: string | null },
): Promise<EmailQueued> {
  const { text, planName } = await getShoppingListText(deps, actor, id);
  const { clientId } = await findOwnPlan(deps, actor, id);
  const body = input.message ? `${input.message}\n\n${text}` : text;
  const queued = await queueEmail(deps, {
    userId: actor.id,
    clientId,
    recipient: input.email,
    subject: `Shopping list: ${planName}`,
    body,
    kind: 'shopping_list',
  });
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.emailed',
    entityType: 'meal_plan',
    entityId: id,
    summary: `E-mailed the shopping list of ${planName}`,
    at: deps.clock.now(),
  });
  const note =
    queued.status === 'queued'
      ? `The shopping list is on its way to ${input.email}.`
      : 'No mail server is configured, so the e-mail was recorded but not delivered. Ask your administrator to set up e-mail.';
  return { ...queued, message: note };
}
