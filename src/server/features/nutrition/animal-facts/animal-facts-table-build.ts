import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { animalFacts, encodeAnimalFacts } from '../../../../shared/nutrition/animal-facts.ts';
import type { ClassifiableFood } from '../allergens/classify-food.ts';
import { classifyAnimalFacts } from './classify-animal-facts.ts';
import { animalFactSources } from './data/animal-fact-rules.ts';

export const animalFactsTablePath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'data',
  'animal-facts-table.json',
);

export interface AnimalFactsTableFile {
  about: string;
  sources: string[];
  facts: string[];
  /** NDB number → one letter per fact, in the order of `facts`: C contains, M may contain, F free, U unknown */
  foods: Record<string, string>;
}

/** The table and, per rule, how many foods and decisions it made (for the check command). */
export function buildAnimalFactsTable(foods: (ClassifiableFood & { id: number })[]) {
  const table: AnimalFactsTableFile = {
    about:
      'Built by npm run animal-facts:build from animal-fact-rules.ts and animal-fact-overrides.json; do not edit by hand.',
    sources: animalFactSources,
    facts: [...animalFacts],
    foods: {},
  };
  const decisions = new Map<string, { foods: number; decisions: number }>();
  for (const food of [...foods].sort((a, b) => a.id - b.id)) {
    const { statuses, decidedBy } = classifyAnimalFacts(food);
    table.foods[String(food.id)] = encodeAnimalFacts(statuses);
    const seen = new Set<string>();
    for (const fact of animalFacts) {
      const rule = decidedBy[fact];
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
