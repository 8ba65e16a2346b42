import { createHash } from 'node:crypto';
import { decodeStatuses, type AllergenStatuses } from '../../../../shared/nutrition/allergens.ts';
import { classifyFood, type ClassifiableFood } from './classify-food.ts';
import { allergenRules } from './data/allergen-rules.ts';
import tableFile from './data/allergen-table.json' with { type: 'json' };

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

/** Changes whenever the table or the rules do, so labels derived from them are rebuilt (ensureRecipeAllergens). */
export const allergenTableVersion = createHash('sha256')
  .update(JSON.stringify(tableFile))
  .update(JSON.stringify(allergenRules, (_key, value: unknown) => (value instanceof RegExp ? value.source : value)))
  .digest('hex')
  .slice(0, 16);
