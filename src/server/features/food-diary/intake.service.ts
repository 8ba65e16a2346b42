/**
 * The practitioner's reading of the diary (issue 33): per day what the client ate (every nutrient the app knows),
 * what the plan had, both against the client's DRIs, water, and what could not be counted; then the averages over
 * the days the client logged.
 */
import { and, between, eq } from 'drizzle-orm';
import { assessAdequacy, averageDay } from '../../../shared/nutrition/adequacy.ts';
import {
  ageInYears,
  lifeStageLabel,
  nutrientTargetsFor,
  upperLimitAppliesToFood,
  type PregnancyStatus,
} from '../../../shared/nutrition/dri/dri.ts';
import { emptyNutrition, sumNutrition, type Nutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import { daysInSpan, addDays } from '../../../shared/dates/calendar-days.ts';
import {
  intakePeriod,
  type DiaryEntry,
  type Intake,
  type IntakeDay,
  type IntakeQuery,
} from '../../../shared/schemas/food-diary.ts';
import { planMealSlots, type PlanMealSlot } from '../../../shared/schemas/meal-plans.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clientCheckIns, clientDiaryMeals, clientWaterLogs, clients } from '../../db/schema.ts';
import { ownedBy } from '../../db/owned-by.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { diaryContext, entryNutrition, plannedEntryNutrition, plannedSlot, type Counted } from './diary-nutrition.ts';

export async function getClientIntake(deps: AppDeps, actor: Actor, id: string, query: IntakeQuery): Promise<Intake> {
  if (!isUuid(id)) throw notFound('Client');
  const [client] = await deps.db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      dateOfBirth: clients.dateOfBirth,
      gender: clients.gender,
      pregnancy: clients.pregnancy,
    })
    .from(clients)
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .limit(1);
  if (!client) throw notFound('Client');
  const today = deps.clock.now().toISOString().slice(0, 10);
  const { from, to } = intakePeriod(query, today);
  const intake = await intakeOf(deps, actor.id, client, from, to, today);
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'client.intake_viewed',
    entityType: 'client',
    entityId: client.id,
    summary: `Viewed ${client.firstName} ${client.lastName}'s intake from ${from} to ${to}`,
    at: deps.clock.now(),
  });
  return intake;
}

/** The intake of one client (already proved the practitioner's) over the period; read by the route and reports. */
export async function intakeOf(
  deps: AppDeps,
  practitionerId: string,
  client: { id: string; dateOfBirth: string | null; gender: string | null; pregnancy: string | null },
  from: string,
  to: string,
  today: string,
): Promise<Intake> {
  const [records, water, checkIns] = await Promise.all([
    deps.db
      .select()
      .from(clientDiaryMeals)
      .where(and(eq(clientDiaryMeals.clientId, client.id), between(clientDiaryMeals.date, from, to))),
    deps.db
      .select({ date: clientWaterLogs.date, ml: clientWaterLogs.ml })
      .from(clientWaterLogs)
      .where(and(eq(clientWaterLogs.clientId, client.id), between(clientWaterLogs.date, from, to))),
    deps.db
      .select({ date: clientCheckIns.date, mealType: clientCheckIns.mealType, status: clientCheckIns.status })
      .from(clientCheckIns)
      .where(and(eq(clientCheckIns.clientId, client.id), between(clientCheckIns.date, from, to))),
  ]);
  const context = await diaryContext(deps, client.id, practitionerId, records, from, to);
  const targets = nutrientTargetsFor({
    ageYears: client.dateOfBirth ? ageInYears(client.dateOfBirth, today) : null,
    gender: client.gender,
    pregnancy: client.pregnancy as PregnancyStatus | null,
  });
  const assess = (totals: Nutrition, incomplete: readonly string[]) =>
    targets.lifeStage ? assessAdequacy(totals, incomplete, targets.targets, upperLimitAppliesToFood) : [];
  const key = (date: string, mealType: string) => `${date}|${mealType}`;
  const recordOf = new Map(records.map((row) => [key(row.date, row.mealType), row]));
  const checkInOf = new Map(checkIns.map((row) => [key(row.date, row.mealType), row]));
  const waterOf = new Map(water.map((row) => [row.date, row.ml]));

  const days: IntakeDay[] = Array.from({ length: daysInSpan({ startDate: from, endDate: to }) }, (_, index) => {
    const date = addDays(from, index);
    const plannedDay = context.planned.get(date);
    const parts: Counted[] = [];
    const meals: IntakeDay['meals'] = [];
    const notAnalysed: IntakeDay['notAnalysed'] = [];
    const notLogged: PlanMealSlot[] = [];
    for (const mealType of planMealSlots) {
      const planned = plannedSlot(plannedDay, mealType).length > 0;
      const record = recordOf.get(key(date, mealType));
      const checkIn = checkInOf.get(key(date, mealType));
      if (record) {
        const entries = record.entries as DiaryEntry[];
        const counted = entries.map((entry) => entryNutrition(entry, date, mealType, context));
        parts.push(...counted);
        entries.forEach((entry, at) => {
          if (counted[at].nutrition) return;
          notAnalysed.push({
            mealType,
            text: entry.kind === 'text' ? entry.text : `${entryName(entry)} (no nutrition)`,
          });
        });
        const { totals } = sumNutrition(counted);
        meals.push({
          mealType,
          state: entries.length === 0 ? 'skipped' : 'logged',
          source: 'diary',
          planned,
          calories: counted.some((part) => part.nutrition) ? totals.calories : null,
        });
      } else if (checkIn) {
        // A plan check-off from before the diary: eaten is the planned meal as planned.
        const counted =
          checkIn.status === 'eaten'
            ? plannedEntryNutrition(plannedSlot(plannedDay, mealType), 1)
            : { nutrition: null, incomplete: [] };
        parts.push(counted);
        if (checkIn.status === 'swapped') notAnalysed.push({ mealType, text: 'Swapped the planned meal' });
        meals.push({
          mealType,
          state: checkIn.status === 'skipped' ? 'skipped' : 'logged',
          source: 'check-in',
          planned,
          calories: counted.nutrition ? counted.nutrition.calories : null,
        });
      } else if (planned) {
        notLogged.push(mealType);
        meals.push({ mealType, state: 'not-logged', source: 'none', planned, calories: null });
      }
    }
    const logged = meals.some((meal) => meal.source !== 'none');
    const { totals, incomplete } = logged ? sumNutrition(parts) : { totals: emptyNutrition(), incomplete: [] };
    return {
      date,
      logged,
      eaten: totals,
      eatenIncomplete: incomplete,
      planned: plannedDay ? plannedDay.totals : null,
      meals,
      notAnalysed,
      notLogged,
      waterMl: waterOf.get(date) ?? null,
      adequacy: logged ? assess(totals, incomplete) : [],
    };
  });

  const loggedDays = days.filter((day) => day.logged);
  const eatenAverage = averageDay(
    days.map((day) => ({ totals: day.eaten, incomplete: day.eatenIncomplete, planned: day.logged })),
  );
  const withPlan = loggedDays.filter((day) => day.planned);
  const plannedAverage = averageDay(withPlan.map((day) => ({ totals: day.planned!, planned: true })));
  const waterDays = days.flatMap((day) => (day.waterMl === null ? [] : [day.waterMl]));
  return {
    clientId: client.id,
    from,
    to,
    lifeStage: targets.lifeStage,
    lifeStageLabel: targets.lifeStage ? lifeStageLabel(targets.lifeStage) : null,
    missing: targets.missing,
    days,
    average: {
      loggedDays: loggedDays.length,
      eaten: loggedDays.length ? eatenAverage.totals : null,
      planned: withPlan.length ? plannedAverage.totals : null,
      waterMl: waterDays.length ? waterDays.reduce((sum, ml) => sum + ml, 0) / waterDays.length : null,
      adequacy: loggedDays.length ? assess(eatenAverage.totals, eatenAverage.incomplete) : [],
    },
  };
}

function entryName(entry: DiaryEntry): string {
  return entry.kind === 'text' ? entry.text : entry.name;
}
