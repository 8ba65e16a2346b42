import tables from './data/dri.json' with { type: 'json' };

/** A client's pregnancy or lactation, for the DRI life-stage groups; null or absent = neither. */
export const pregnancyStatuses = ['pregnant', 'lactating'] as const;
export type PregnancyStatus = (typeof pregnancyStatuses)[number];

export type TargetKind = 'RDA' | 'AI' | 'CDRR';
export interface NutrientTarget {
  amount: number;
  unit: string;
  kind: TargetKind;
  /** Tolerable Upper Intake Level, where one is set */
  upperLimit?: number;
  /** the UL covers only part of intake (supplements, synthetic forms): said, so totals from food are read with care */
  upperLimitNote?: string;
  /** sodium: the Adequate Intake below the CDRR */
  adequateIntake?: number;
}
export type Missing = 'sex' | 'age';
export interface NutrientTargets {
  /** e.g. 'female-31-50', 'pregnancy-19-30'; null when a fact it needs is missing or outside the tables */
  lifeStage: string | null;
  /** what the profile lacks for a look-up; nothing is guessed */
  missing: Missing[];
  /** why there is no life stage although nothing is missing (e.g. a child under 9) */
  reason?: string;
  targets: Record<string, NutrientTarget>;
  /** acceptable macronutrient distribution ranges, % of energy */
  amdr: Record<'protein' | 'carbs' | 'fat', { minPercent: number; maxPercent: number }> | null;
}

interface TableEntry {
  unit: string;
  kind?: 'RDA' | 'AI';
  intake?: Record<string, number>;
  upperLimit?: Record<string, number>;
  cdrr?: Record<string, number>;
  note?: string;
}
const nutrients = tables.nutrients as Record<string, TableEntry>;
export const driSource: string = tables.source;
export const driGroups: readonly string[] = tables.groups;
export const driWithoutReference: Record<string, string> = tables.withoutReference;
const foodOnlyUpperLimits = new Set<string>(tables.foodOnlyUpperLimits);

/** Whole years on `today` (both YYYY-MM-DD). */
export function ageInYears(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function ageBand(age: number): string {
  if (age <= 13) return '9-13';
  if (age <= 18) return '14-18';
  if (age <= 30) return '19-30';
  if (age <= 50) return '31-50';
  if (age <= 70) return '51-70';
  return '71+';
}

/**
 * The DRI group of a client. Sex means the profile's gender when it is male or female: the tables are by sex,
 * and 'other' or 'prefer not to say' gives no basis to pick one. Pregnancy and lactation apply to women and use
 * the tables' age bands (≤18, 19–30, 31–50); an age outside them takes the nearest band.
 */
export function lifeStageOf(facts: {
  ageYears: number | null;
  gender: string | null;
  pregnancy?: PregnancyStatus | null;
}): Pick<NutrientTargets, 'lifeStage' | 'missing' | 'reason'> {
  const missing: Missing[] = [];
  if (facts.gender !== 'male' && facts.gender !== 'female') missing.push('sex');
  if (facts.ageYears === null) missing.push('age');
  if (missing.length) return { lifeStage: null, missing };
  const age = facts.ageYears!;
  if (age < 9) return { lifeStage: null, missing, reason: 'The DRI tables here start at 9 years.' };
  if (facts.gender === 'female' && facts.pregnancy) {
    const band = age <= 18 ? '14-18' : age <= 30 ? '19-30' : '31-50';
    return { lifeStage: `${facts.pregnancy === 'pregnant' ? 'pregnancy' : 'lactation'}-${band}`, missing };
  }
  return { lifeStage: `${facts.gender}-${ageBand(age)}`, missing };
}

export function nutrientTargetsFor(facts: {
  ageYears: number | null;
  gender: string | null;
  pregnancy?: PregnancyStatus | null;
}): NutrientTargets {
  const stage = lifeStageOf(facts);
  if (!stage.lifeStage) return { ...stage, targets: {}, amdr: null };
  const group = stage.lifeStage;
  const targets: Record<string, NutrientTarget> = {};
  for (const [key, entry] of Object.entries(nutrients)) {
    const upperLimit = entry.upperLimit?.[group];
    const note =
      foodOnlyUpperLimits.has(key) || ['niacin', 'folate', 'vitaminE', 'vitaminA'].includes(key)
        ? entry.note
        : undefined;
    if (entry.cdrr?.[group] !== undefined) {
      targets[key] = {
        amount: entry.cdrr[group],
        unit: entry.unit,
        kind: 'CDRR',
        ...(entry.intake?.[group] !== undefined ? { adequateIntake: entry.intake[group] } : {}),
      };
      continue;
    }
    const amount = entry.intake?.[group];
    if (amount === undefined || !entry.kind) continue;
    targets[key] = {
      amount,
      unit: entry.unit,
      kind: entry.kind,
      ...(upperLimit !== undefined ? { upperLimit } : {}),
      ...(note && upperLimit !== undefined ? { upperLimitNote: note } : {}),
    };
  }
  const ranges = (tables.amdr as unknown as Record<string, Record<'protein' | 'carbs' | 'fat', [number, number]>>)[
    (facts.ageYears ?? 0) <= 18 ? '9-18' : '19+'
  ];
  const amdr = Object.fromEntries(
    Object.entries(ranges).map(([key, [minPercent, maxPercent]]) => [key, { minPercent, maxPercent }]),
  ) as NutrientTargets['amdr'];
  return { ...stage, targets, amdr };
}

/** Upper limits that concern supplements only: a food total over them is not flagged. */
export function upperLimitAppliesToFood(key: string): boolean {
  return !foodOnlyUpperLimits.has(key);
}

/** 'female-31-50' → 'women 31–50 years', 'pregnancy-19-30' → 'pregnancy, 19–30 years' */
export function lifeStageLabel(stage: string): string {
  const [group, ...ages] = stage.split('-');
  const range = ages.join('–');
  const young = range.startsWith('9') || range.startsWith('14');
  const who: Record<string, string> = {
    male: young ? 'boys' : 'men',
    female: young ? 'girls' : 'women',
    pregnancy: 'pregnancy,',
    lactation: 'breastfeeding,',
  };
  return `${who[group] ?? group} ${range} years`;
}
