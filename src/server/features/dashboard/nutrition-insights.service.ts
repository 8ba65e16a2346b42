import { and, eq, gte, lte } from 'drizzle-orm';
import { ageInYears, nutrientTargetsFor, type PregnancyStatus } from '../../../shared/nutrition/dri/dri.ts';
import type { NutritionInsightsAnswer } from '../../../shared/schemas/dashboard.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clients, mealPlans } from '../../db/schema.ts';
import { addDays } from '../../../shared/dates/calendar-days.ts';
import { plannedDaysOf } from '../meal-plans/plan-resolution.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

/** The vitamins Platewise carries with a DRI: the "vitamins" indicator is their mean share met. */
export const insightVitamins = [
  'vitaminA',
  'vitaminC',
  'vitaminD',
  'vitaminE',
  'vitaminK',
  'thiamin',
  'riboflavin',
  'niacin',
  'vitaminB6',
  'folate',
  'vitaminB12',
] as const;

function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * This week's planned days across the practice's active plans, each with the share of its protein, fibre and
 * vitamin targets it reaches. Targets come from the plan (protein) and the client's DRIs; a day whose client
 * lacks sex or age has no DRI share rather than a guessed one. The dashboard turns these into "days meeting the
 * target" at the threshold the practitioner picks.
 */
export async function getNutritionInsights(deps: AppDeps, actor: Actor): Promise<NutritionInsightsAnswer> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const weekStart = mondayOf(today);
  const weekEnd = addDays(weekStart, 6);
  const rows = await deps.db
    .select({ plan: mealPlans, dateOfBirth: clients.dateOfBirth, gender: clients.gender, pregnancy: clients.pregnancy })
    .from(mealPlans)
    .leftJoin(clients, and(eq(clients.id, mealPlans.clientId), ownedBy(clients, actor)))
    .where(
      and(
        ownedBy(mealPlans, actor),
        eq(mealPlans.status, 'active'),
        lte(mealPlans.startDate, weekEnd),
        gte(mealPlans.endDate, weekStart),
      ),
    );
  const days: NutritionInsightsAnswer['days'] = [];
  for (const { plan, dateOfBirth, gender, pregnancy } of rows) {
    const dri = nutrientTargetsFor({
      ageYears: dateOfBirth ? ageInYears(dateOfBirth, today) : null,
      gender,
      pregnancy: pregnancy as PregnancyStatus | null,
    }).targets;
    const proteinTarget = plan.targetProtein ?? dri.protein?.amount ?? null;
    for (const day of await plannedDaysOf(deps, plan)) {
      if (day.date < weekStart || day.date > weekEnd) continue;
      const meals = [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].filter(
        (meal) => meal?.nutrition,
      );
      if (meals.length === 0) continue;
      const shares = insightVitamins.flatMap((key) => {
        const amount = day.totals[key];
        const target = dri[key]?.amount;
        return typeof amount === 'number' && target ? [Math.min(100, (amount / target) * 100)] : [];
      });
      days.push({
        planId: plan.id,
        date: day.date,
        protein: proteinTarget ? (day.totals.protein / proteinTarget) * 100 : null,
        fiber: dri.fiber ? (day.totals.fiber / dri.fiber.amount) * 100 : null,
        vitamins: shares.length ? shares.reduce((sum, share) => sum + share, 0) / shares.length : null,
      });
    }
  }
  return { weekStart, weekEnd, activePlans: rows.length, vitaminCount: insightVitamins.length, days };
}
