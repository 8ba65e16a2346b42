import {
  allergens,
  type Allergen,
  type AllergenStatus,
  type AllergenStatuses,
} from '../../../../shared/nutrition/allergens.ts';
import overridesFile from './data/allergen-overrides.json' with { type: 'json' };
import { allergenRules, type AllergenRule, type StatusCode } from './data/allergen-rules.ts';

export interface ClassifiableFood {
  id?: number;
  description: string;
  foodGroup: string | null;
}

interface Override {
  description: string;
  set: Partial<Record<Allergen, StatusCode>>;
  reason: string;
}

const statusOf: Record<StatusCode, AllergenStatus> = { C: 'contains', M: 'may contain', F: 'free', U: 'unknown' };

export const allergenOverrides = (overridesFile as { foods: Record<string, Override> }).foods;

function applies(rule: AllergenRule, text: string, group: string): boolean {
  if (rule.groups && !rule.groups.includes(group)) return false;
  if (rule.match && !rule.match.test(text)) return false;
  if (rule.unless && rule.unless.test(text)) return false;
  return true;
}

export interface Classification {
  statuses: AllergenStatuses;
  /** per allergen: the rule id or 'override' that decided it, or null when nothing did */
  decidedBy: Record<Allergen, string | null>;
}

/**
 * A food's status for every allergen, by the reviewed rules and per-food overrides. The build script runs this
 * over SR28 once and commits the result; foods found online (FoodData Central) run through it when first used,
 * so both kinds are judged by the same rules.
 */
export function classifyFood(
  food: ClassifiableFood,
  rules: AllergenRule[] = allergenRules,
  overrides: Record<string, Override> = allergenOverrides,
): Classification {
  const text = food.description.toLowerCase();
  const group = food.foodGroup ?? '';
  const statuses = {} as AllergenStatuses;
  const decidedBy = {} as Record<Allergen, string | null>;
  for (const allergen of allergens) {
    statuses[allergen] = 'unknown';
    decidedBy[allergen] = null;
  }
  const override = food.id === undefined ? undefined : overrides[String(food.id)];
  if (override) {
    for (const [allergen, code] of Object.entries(override.set) as [Allergen, StatusCode][]) {
      statuses[allergen] = statusOf[code];
      decidedBy[allergen] = 'override';
    }
  }
  for (const rule of rules) {
    if (allergens.every((allergen) => decidedBy[allergen] !== null)) break;
    if (!applies(rule, text, group)) continue;
    for (const allergen of allergens) {
      if (decidedBy[allergen] !== null) continue;
      const code = rule.set[allergen] ?? rule.others;
      if (!code) continue;
      statuses[allergen] = statusOf[code];
      decidedBy[allergen] = rule.id;
    }
  }
  return { statuses, decidedBy };
}
