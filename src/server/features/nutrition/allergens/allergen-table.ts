import { decodeStatuses, type AllergenStatuses } from '../../../../shared/nutrition/allergens.ts';
import { classifyFood, type ClassifiableFood } from './classify-food.ts';
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

/** Changes whenever the table does, so data derived from it (catalogue labels) is rebuilt. */
export const allergenTableSize = Object.keys(table).length;
