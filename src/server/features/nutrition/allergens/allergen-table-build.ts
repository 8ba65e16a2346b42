import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allergens, encodeStatuses } from '../../../../shared/nutrition/allergens.ts';
import { classifyFood, type ClassifiableFood } from './classify-food.ts';
import { allergenSources } from './data/allergen-rules.ts';

export const allergenTablePath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'allergen-table.json');

export interface AllergenTableFile {
  about: string;
  sources: string[];
  allergens: string[];
  /** NDB number → one letter per allergen, in the order of `allergens`: C contains, M may contain, F free, U unknown */
  foods: Record<string, string>;
}

/** The table and, per rule, how many foods and decisions it made (for the check command). */
export function buildAllergenTable(foods: (ClassifiableFood & { id: number })[]) {
  const table: AllergenTableFile = {
    about: 'Built by npm run allergens:build from allergen-rules.ts and allergen-overrides.json; do not edit by hand.',
    sources: allergenSources,
    allergens: [...allergens],
    foods: {},
  };
  const decisions = new Map<string, { foods: number; decisions: number }>();
  for (const food of [...foods].sort((a, b) => a.id - b.id)) {
    const { statuses, decidedBy } = classifyFood(food);
    table.foods[String(food.id)] = encodeStatuses(statuses);
    const seen = new Set<string>();
    for (const allergen of allergens) {
      const rule = decidedBy[allergen];
      if (!rule) continue;
      const entry = decisions.get(rule) ?? { foods: 0, decisions: 0 };
      entry.decisions += 1;
      if (!seen.has(rule)) entry.foods += 1;
      seen.add(rule);
      decisions.set(rule, entry);
    }
  }
  return { table, decisions };
}
