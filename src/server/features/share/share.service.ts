/** The public share page and its logo: anyone holding a working link, and nothing about the client's health. */
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { uploadIdOf } from '../../../shared/schemas/branding.ts';
import type { SharedPlan } from '../../../shared/schemas/meal-plans.ts';
import type { AppDeps } from '../../app-env.ts';
import { clients, mealPlans, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  findLogoUpload,
  getPracticeBranding,
  withLogoForSharePage,
  type StoredImage,
} from '../branding/branding.service.ts';
import { documentPreferences } from '../users/preferences.service.ts';
import { publicDayTypes } from '../meal-plans/public-day-types.ts';
import { leanDay, recipeDetails, shoppingListFor, type PlanRow } from '../meal-plans/plan-resolution.service.ts';

/** Whether the plan's client is archived: their share links stop until the record is restored (issue 38). */
async function clientIsArchived(deps: AppDeps, clientId: string | null): Promise<boolean> {
  if (!clientId) return false;
  const [row] = await deps.db
    .select({ archivedAt: clients.archivedAt })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return Boolean(row?.archivedAt);
}

/**
 * The plan behind a share token, if the link still works: an unknown (or withdrawn) token is not found; a link
 * that has expired, or whose plan was cancelled, is gone. Neither answer carries anything of the plan.
 */
export async function findSharedPlanRow(deps: AppDeps, token: string): Promise<PlanRow> {
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) throw notFound('Shared plan');
  const [plan] = await deps.db.select().from(mealPlans).where(eq(mealPlans.shareToken, token)).limit(1);
  if (!plan) throw notFound('Shared plan');
  const expired = plan.shareExpiresAt !== null && plan.shareExpiresAt.getTime() <= deps.clock.now().getTime();
  if (expired || plan.status === 'cancelled' || (await clientIsArchived(deps, plan.clientId)))
    throw new AppError('gone', 'This link is no longer available. Ask your practitioner for a new one.');
  return plan;
}

/** The public share page: anyone with a working link, and nothing about the client's health. */
export async function getSharedPlan(deps: AppDeps, token: string): Promise<SharedPlan> {
  const plan = await findSharedPlanRow(deps, token);
  const formats = await documentPreferences(deps, plan.userId, plan.clientId);
  const { list, days, context } = await shoppingListFor(deps, plan, null, formats.kitchenUnits);
  const dayTypes = publicDayTypes(plan.dayTypes);
  return {
    // an uploaded logo is served to the public page through the share token
    practice: withLogoForSharePage(await getPracticeBranding(deps, plan.userId), token),
    plan: {
      name: plan.name,
      startDate: plan.startDate,
      endDate: plan.endDate,
      targetCalories: plan.targetCalories,
      targetProtein: plan.targetProtein,
      targetCarbs: plan.targetCarbs,
      targetFat: plan.targetFat,
      // only a plan with day types says so: the answer of one without is as it always was
      ...(dayTypes ? { dayTypes } : {}),
    },
    days: days.map(leanDay),
    recipes: recipeDetails(context, days),
    shoppingList: list,
    formats,
  };
}

/**
 * The logo on a public share page: only the current, uploaded logo of the practice that shared the plan, found
 * through the share token. No other upload can be reached this way.
 */
export async function getSharedLogo(deps: AppDeps, token: string): Promise<StoredImage> {
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) throw notFound('Logo');
  const [row] = await deps.db
    .select({ ownerId: users.id, businessLogo: users.businessLogo })
    .from(mealPlans)
    .innerJoin(users, eq(users.id, mealPlans.userId))
    // Only while the link works: the same rule as the share page (findSharedPlanRow).
    .where(
      and(
        eq(mealPlans.shareToken, token),
        ne(mealPlans.status, 'cancelled'),
        or(isNull(mealPlans.shareExpiresAt), gt(mealPlans.shareExpiresAt, deps.clock.now())),
        sql`not exists (select 1 from ${clients} where ${clients.id} = ${mealPlans.clientId} and ${clients.archivedAt} is not null)`,
      ),
    )
    .limit(1);
  const uploadId = uploadIdOf(row?.businessLogo);
  const logo = row && uploadId ? await findLogoUpload(deps, row.ownerId, uploadId) : null;
  if (!logo) throw notFound('Logo');
  return logo;
}
