import { animalFacts, type AnimalFact, type AnimalFactStatuses } from '../../../../shared/nutrition/animal-facts.ts';
import type { AllergenStatus } from '../../../../shared/nutrition/allergens.ts';
import type { StatusCode } from '../allergens/data/allergen-rules.ts';
import type { ClassifiableFood } from '../allergens/classify-food.ts';
import overridesFile from './data/animal-fact-overrides.json' with { type: 'json' };
import { animalFactRules, type AnimalFactRule } from './data/animal-fact-rules.ts';

export interface AnimalFactOverride {
  description: string;
  set: Partial<Record<AnimalFact, StatusCode>>;
  reason: string;
}

const statusOf: Record<StatusCode, AllergenStatus> = { C: 'contains', M: 'may contain', F: 'free', U: 'unknown' };

export const animalFactOverrides = (overridesFile as { foods: Record<string, AnimalFactOverride> }).foods;

function applies(rule: AnimalFactRule, text: string, group: string): boolean {
  if (rule.groups && !rule.groups.includes(group)) return false;
  if (rule.match && !rule.match.test(text)) return false;
  if (rule.unless && rule.unless.test(text)) return false;
  return true;
}

export interface AnimalFactClassification {
  statuses: AnimalFactStatuses;
  /** per fact: the rule id or 'override' that decided it, or null when nothing did */
  decidedBy: Record<AnimalFact, string | null>;
}

/**
 * A food's status for every animal fact, by the reviewed rules and per-food overrides (the same reading as
 * classifyFood for allergens). The build script runs this over SR28 and commits the result; foods found online run
 * through it when first used.
 */
export function classifyAnimalFacts(
  food: ClassifiableFood,
  rules: AnimalFactRule[] = animalFactRules,
  overrides: Record<string, AnimalFactOverride> = animalFactOverrides,
): AnimalFactClassification {
  const text = food.description.toLowerCase();
  const group = food.foodGroup ?? '';
  const statuses = {} as AnimalFactStatuses;
  const decidedBy = {} as Record<AnimalFact, string | null>;
  for (const fact of animalFacts) {
    statuses[fact] = 'unknown';
    decidedBy[fact] = null;
  }
  const override = food.id === undefined ? undefined : overrides[String(food.id)];
  if (override) {
    for (const [fact, code] of Object.entries(override.set) as [AnimalFact, StatusCode][]) {
      statuses[fact] = statusOf[code];
      decidedBy[fact] = 'override';
    }
  }
  for (const rule of rules) {
    if (animalFacts.every((fact) => decidedBy[fact] !== null)) break;
    if (!applies(rule, text, group)) continue;
    for (const fact of animalFacts) {
      if (decidedBy[fact] !== null) continue;
      const code = rule.set[fact] ?? rule.others;
      if (!code) continue;
      statuses[fact] = statusOf[code];
      decidedBy[fact] = rule.id;
    }
  }
  return { statuses, decidedBy };
}
