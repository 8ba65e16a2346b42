import {
  lifeStageLabel,
  upperLimitAppliesToFood,
  type Missing,
  type NutrientTarget,
  type NutrientTargets,
} from './dri/dri.ts';
import { coreNutrientInfo, micronutrientInfo } from './nutrients.ts';
import { sumNutrition, type AnyNutrientKey, type Nutrition } from './recipe-nutrition.ts';

export type AdequacyStatus = 'short' | 'met' | 'over-limit' | 'over-cdrr' | 'unknown';
export interface AdequacyRow {
  key: string;
  label: string;
  unit: string;
  /** the planned amount; null when no food of the day reports it */
  amount: number | null;
  /** some food did not report it: the amount is a lower bound */
  atLeast: boolean;
  target: NutrientTarget;
  /** share of the RDA/AI met (of the CDRR for sodium), % */
  percent: number | null;
  status: AdequacyStatus;
}

/** Below this share of the RDA/AI a nutrient counts as short. */
export const ADEQUATE_PERCENT = 100;
const labelled: Record<string, { label: string; unit: string }> = { ...coreNutrientInfo, ...micronutrientInfo };

/**
 * Each targeted nutrient of a day (or a plan's average day) against the client's DRIs, shortfalls first (lowest
 * share first), then flagged excesses, then the ones met. A food total is only flagged against a UL that
 * concerns food (magnesium's UL is for supplements); sodium is flagged above its CDRR.
 */
export function assessAdequacy(
  totals: Nutrition,
  incomplete: readonly string[],
  targets: Record<string, NutrientTarget>,
  ulAppliesToFood: (key: string) => boolean,
): AdequacyRow[] {
  const rows: AdequacyRow[] = [];
  for (const [key, target] of Object.entries(targets)) {
    const info = labelled[key];
    if (!info) continue;
    const raw = (totals as Record<string, number | null | undefined>)[key];
    const amount = raw === undefined || raw === null ? null : raw;
    const atLeast = amount !== null && incomplete.includes(key);
    let status: AdequacyStatus;
    let percent: number | null = null;
    if (amount === null) status = 'unknown';
    else if (target.kind === 'CDRR') {
      percent = (amount / target.amount) * 100;
      status = amount > target.amount ? 'over-cdrr' : 'met';
    } else {
      percent = (amount / target.amount) * 100;
      if (target.upperLimit !== undefined && amount > target.upperLimit && ulAppliesToFood(key)) status = 'over-limit';
      else status = percent >= ADEQUATE_PERCENT ? 'met' : 'short';
    }
    rows.push({ key, label: info.label, unit: info.unit, amount, atLeast, target, percent, status });
  }
  const order: Record<AdequacyStatus, number> = { short: 0, 'over-limit': 1, 'over-cdrr': 1, unknown: 2, met: 3 };
  return rows.sort((a, b) => order[a.status] - order[b.status] || (a.percent ?? 0) - (b.percent ?? 0));
}

/** The plan's average planned day: days without meals are left out, as a dietitian reads "on average". */
export function averageDay(days: { totals: Nutrition; incomplete?: readonly string[]; planned: boolean }[]): {
  totals: Nutrition;
  incomplete: AnyNutrientKey[];
  dayCount: number;
} {
  const planned = days.filter((day) => day.planned);
  const { totals, incomplete } = sumNutrition(
    planned.map((day) => ({ nutrition: day.totals, incomplete: day.incomplete })),
  );
  const count = planned.length || 1;
  const average = { ...totals };
  for (const key of Object.keys(average) as (keyof Nutrition)[]) {
    const value = average[key];
    if (typeof value === 'number') (average as Record<string, number | null>)[key] = value / count;
  }
  return { totals: average, incomplete, dayCount: planned.length };
}

/** How a plan's average day stands against a client's DRIs, as printed on the plan PDF and the reports. */
export type PlanAdequacy =
  | {
      state: 'table';
      firstName: string;
      lifeStage: string;
      lifeStageLabel: string;
      dayCount: number;
      rows: AdequacyRow[];
    }
  | { state: 'no-meals'; firstName: string; lifeStage: string; lifeStageLabel: string }
  | { state: 'missing'; firstName: string; missing: Missing[]; reason: string | null };

/** The words a practitioner reads for a missing fact: what to add to the profile. */
export const missingFactWords: Record<Missing, string> = { sex: 'sex (male or female)', age: 'date of birth' };

/**
 * The plan's average planned day against the client's targets: the same averaging and assessment as the plan
 * page's panel, packed as plain data so a PDF render thread can draw it.
 */
export function planAdequacy(
  days: { totals: Nutrition; incomplete?: readonly string[]; planned: boolean }[],
  targets: NutrientTargets,
  firstName: string,
): PlanAdequacy {
  if (!targets.lifeStage)
    return { state: 'missing', firstName, missing: targets.missing, reason: targets.reason ?? null };
  const stage = { firstName, lifeStage: targets.lifeStage, lifeStageLabel: lifeStageLabel(targets.lifeStage) };
  const average = averageDay(days);
  if (average.dayCount === 0) return { state: 'no-meals', ...stage };
  return {
    state: 'table',
    ...stage,
    dayCount: average.dayCount,
    rows: assessAdequacy(average.totals, average.incomplete, targets.targets, upperLimitAppliesToFood),
  };
}
