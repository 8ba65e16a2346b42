import { createHash } from 'node:crypto';
import {
  allergens,
  decodeStatuses,
  type Allergen,
  type AllergenStatuses,
} from '../../../../shared/nutrition/allergens.ts';
import { LABEL_DERIVATION_VERSION } from '../../../../shared/nutrition/diet-labels.ts';
import { allergenOverrides, classifyFood, type ClassifiableFood } from './classify-food.ts';
import { allergenRules } from './data/allergen-rules.ts';
import tableFile from './data/allergen-table.json' with { type: 'json' };
import { animalFactsTableVersion } from '../animal-facts/animal-facts-table.ts';

const table = (tableFile as { foods: Record<string, string> }).foods;

/**
 * A food's allergen statuses: from the committed, reviewed table for SR28 foods (NDB numbers), and by the same
 * rules for foods found online (FoodData Central ids never collide with NDB numbers, which stay below 100000).
 */
export function getFoodAllergens(food: ClassifiableFood & { id: number }): AllergenStatuses {
  const code = table[String(food.id)];
  if (code) return decodeStatuses(code);
  return classifyFood(food).statuses;
}

const reasonOfRule = new Map(allergenRules.map((rule) => [rule.id, rule.reason]));
const notesOf = new Map<number, Partial<Record<Allergen, string>>>();

/**
 * Why the table says "may contain" for a food, per allergen: the reason of the reviewed rule or the food's own
 * entry that decided it (the same rules built the table, and the check command keeps the two in step).
 */
export function getFoodAllergenNotes(food: ClassifiableFood & { id: number }): Partial<Record<Allergen, string>> {
  const kept = notesOf.get(food.id);
  if (kept) return kept;
  const statuses = getFoodAllergens(food);
  const notes: Partial<Record<Allergen, string>> = {};
  if (allergens.some((allergen) => statuses[allergen] === 'may contain')) {
    const { decidedBy } = classifyFood(food);
    for (const allergen of allergens) {
      if (statuses[allergen] !== 'may contain') continue;
      const decider = decidedBy[allergen];
      const reason =
        decider === 'override'
          ? allergenOverrides[String(food.id)]?.reason
          : decider
            ? reasonOfRule.get(decider)
            : null;
      if (reason) notes[allergen] = reason;
    }
  }
  notesOf.set(food.id, notes);
  return notes;
}

/**
 * Changes whenever the table, the rules, the animal facts table or the way labels are derived from them do, so
 * labels are rebuilt (ensureRecipeAllergens).
 */
export const allergenTableVersion = createHash('sha256')
  .update(String(LABEL_DERIVATION_VERSION))
  .update(animalFactsTableVersion)
  .update(JSON.stringify(tableFile))
  .update(JSON.stringify(allergenRules, (_key, value: unknown) => (value instanceof RegExp ? value.source : value)))
  .digest('hex')
  .slice(0, 16);
