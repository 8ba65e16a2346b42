import { createHash } from 'node:crypto';
import {
  animalFacts,
  decodeAnimalFacts,
  type AnimalFact,
  type AnimalFactStatuses,
} from '../../../../shared/nutrition/animal-facts.ts';
import type { ClassifiableFood } from '../allergens/classify-food.ts';
import { animalFactOverrides, classifyAnimalFacts } from './classify-animal-facts.ts';
import { animalFactRules } from './data/animal-fact-rules.ts';
import tableFile from './data/animal-facts-table.json' with { type: 'json' };

const table = (tableFile as { foods: Record<string, string> }).foods;

/**
 * A food's animal facts (meat, poultry, gelatin, honey, animal fat, carmine, animal rennet, meat stock): from the
 * committed, reviewed table for SR28 foods (NDB numbers), and by the same rules for foods found online; a practice's
 * own food, by what its label said.
 */
export function getFoodAnimalFacts(
  food: ClassifiableFood & { id: number; animalFacts?: string | null },
): AnimalFactStatuses {
  // A practice's own food carries the facts its practitioner confirmed from the label (decision 0031).
  if (food.animalFacts) return decodeAnimalFacts(food.animalFacts);
  const code = table[String(food.id)];
  if (code) return decodeAnimalFacts(code);
  return classifyAnimalFacts(food).statuses;
}

const reasonOfRule = new Map(animalFactRules.map((rule) => [rule.id, rule.reason]));

/** Why the table says "may contain" for a food, per fact: the reason of the rule or entry that decided it. */
export function getFoodAnimalFactNotes(food: ClassifiableFood & { id: number }): Partial<Record<AnimalFact, string>> {
  const statuses = getFoodAnimalFacts(food);
  const notes: Partial<Record<AnimalFact, string>> = {};
  if (!animalFacts.some((fact) => statuses[fact] === 'may contain')) return notes;
  const { decidedBy } = classifyAnimalFacts(food);
  for (const fact of animalFacts) {
    if (statuses[fact] !== 'may contain') continue;
    const decider = decidedBy[fact];
    const reason =
      decider === 'override'
        ? animalFactOverrides[String(food.id)]?.reason
        : decider
          ? reasonOfRule.get(decider)
          : null;
    if (reason) notes[fact] = reason;
  }
  return notes;
}

/** Changes with the table or the rules; part of allergenTableVersion so labels are derived again. */
export const animalFactsTableVersion = createHash('sha256')
  .update(JSON.stringify(tableFile))
  .update(JSON.stringify(animalFactRules, (_key, value: unknown) => (value instanceof RegExp ? value.source : value)))
  .digest('hex')
  .slice(0, 16);
