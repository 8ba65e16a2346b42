// What a report says, computed by the server from the client and (optionally) one of their meal plans. Pure:
// the plan comes in already resolved by the meal-plans service, whose day totals are the only nutrition math.
import { createFormats, type Formats } from '../../../shared/format/formats.ts';
import { roundForDisplay } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Gender } from '../../../shared/schemas/clients.ts';
import type { MealPlanDetail, ResolvedDay } from '../../../shared/schemas/meal-plans.ts';
import type { ReportContent, ReportDayTypeAverage, ReportNutrition } from '../../../shared/schemas/reports.ts';

export interface ReportClientFacts {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  height: number | null;
  weight: number | null;
  activityLevel: string | null;
  healthGoals: string | null;
  medicalConditions: string[];
  allergies: string[];
  dietaryRestrictions: string[];
}

function hasMeals(day: ResolvedDay): boolean {
  const { breakfast, lunch, dinner, snacks } = day.meals;
  return Boolean(breakfast || lunch || dinner || snacks.length > 0);
}

const zero: ReportNutrition = { totalCalories: 0, avgProtein: 0, avgCarbs: 0, avgFat: 0, avgFiber: 0 };

/**
 * Daily figures for the report: the average of the plan's day totals over the days that have meals; without
 * any planned day, the plan's daily targets (fiber has no target: 0); without a plan, zeros.
 */
export function summariseNutrition(
  plan: MealPlanDetail | null,
): Pick<ReportContent, 'nutrition' | 'nutritionSource' | 'daysCounted' | 'fiberAtLeast'> {
  if (!plan) return { nutrition: zero, nutritionSource: 'none', daysCounted: 0 };
  const planned = plan.days.filter(hasMeals);
  if (planned.length > 0) {
    const average = (key: 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber') =>
      roundForDisplay(key, planned.reduce((sum, day) => sum + day.totals[key], 0) / planned.length);
    return {
      nutrition: {
        totalCalories: average('calories'),
        avgProtein: average('protein'),
        avgCarbs: average('carbs'),
        avgFat: average('fat'),
        avgFiber: average('fiber'),
      },
      nutritionSource: 'plan_days',
      daysCounted: planned.length,
      ...(planned.some((day) => day.incomplete?.includes('fiber')) ? { fiberAtLeast: true } : {}),
    };
  }
  const targets = [plan.targetCalories, plan.targetProtein, plan.targetCarbs, plan.targetFat];
  if (targets.every((target) => target === null)) return { nutrition: zero, nutritionSource: 'none', daysCounted: 0 };
  return {
    nutrition: {
      totalCalories: plan.targetCalories ?? 0,
      avgProtein: plan.targetProtein ?? 0,
      avgCarbs: plan.targetCarbs ?? 0,
      avgFat: plan.targetFat ?? 0,
      avgFiber: 0,
    },
    nutritionSource: 'plan_targets',
    daysCounted: 0,
  };
}

/**
 * The average planned day of each of the plan's day types, against the type's own targets: only the types with
 * planned days, in the plan's order; undefined when the plan has no day types or none of them has a planned day.
 */
export function averagesByDayType(plan: MealPlanDetail | null): ReportDayTypeAverage[] | undefined {
  if (!plan?.dayTypes?.length) return undefined;
  const averages = plan.dayTypes.flatMap((type): ReportDayTypeAverage[] => {
    const days = plan.days.filter((day) => day.dayType === type.key && hasMeals(day));
    if (days.length === 0) return [];
    const average = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
      roundForDisplay(key, days.reduce((sum, day) => sum + day.totals[key], 0) / days.length);
    return [
      {
        key: type.key,
        name: type.name,
        days: days.length,
        averages: {
          calories: average('calories'),
          protein: average('protein'),
          carbs: average('carbs'),
          fat: average('fat'),
        },
        targets: {
          calories: type.targetCalories,
          protein: type.targetProtein,
          carbs: type.targetCarbs,
          fat: type.targetFat,
        },
      },
    ];
  });
  return averages.length ? averages : undefined;
}

export function buildReportContent(input: {
  title: string;
  client: ReportClientFacts;
  plan: MealPlanDetail | null;
  today: string;
  /** how the practice writes dates (decision 0033): the period reads "Mar 2, 2026 - ..." / "2 Mar 2026 - ..." */
  formats?: Formats;
}): ReportContent {
  const { title, client, plan, today, formats = createFormats() } = input;
  const date = formats.calendarDate;
  const dayTypes = averagesByDayType(plan);
  return {
    title,
    clientName: `${client.firstName} ${client.lastName}`,
    dateRange: plan ? `${date(plan.startDate)} - ${date(plan.endDate)}` : `Generated on ${date(today)}`,
    meals: [],
    ...summariseNutrition(plan),
    recommendations: [],
    notes: plan?.notes ?? '',
    planDays: plan?.days.length ?? 0,
    targets: {
      calories: plan?.targetCalories ?? null,
      protein: plan?.targetProtein ?? null,
      carbs: plan?.targetCarbs ?? null,
      fat: plan?.targetFat ?? null,
    },
    mealPlanName: plan?.name ?? null,
    period: plan ? { startDate: plan.startDate, endDate: plan.endDate } : null,
    generatedOn: today,
    client,
    ...(dayTypes ? { dayTypes } : {}),
  };
}
