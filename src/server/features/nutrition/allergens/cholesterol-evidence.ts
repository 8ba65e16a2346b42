import type { ReferenceFood } from '../../../providers/foods/usda-sr28.ts';
import { getFoodAnimalFacts } from '../animal-facts/animal-facts-table.ts';
import { getFoodAllergens } from './allergen-table.ts';
import evidenceFile from './data/cholesterol-evidence.json' with { type: 'json' };

/**
 * SR28's own figures as evidence for the tables (issue 31): cholesterol comes only from animals, so a food the
 * tables call free of every animal source while SR28 lists cholesterol has an ingredient they missed (a home potato
 * salad without its egg, a lard shortening called vegan). Such a food must be corrected, or named with a reason in
 * `data/cholesterol-evidence.json`.
 */
export const CHOLESTEROL_EVIDENCE_MG = 5;

export const explainedCholesterol = (evidenceFile as { foods: Record<string, { description: string; reason: string }> })
  .foods;

export interface UnexplainedCholesterol {
  id: number;
  description: string;
  cholesterolMg: number;
}

/** Foods with more than 5 mg cholesterol per 100 g that both tables call free of every animal source. */
export function unexplainedCholesterol(foods: ReferenceFood[]): UnexplainedCholesterol[] {
  const found: UnexplainedCholesterol[] = [];
  for (const food of foods) {
    const cholesterolMg = food.nutrients.cholesterol ?? 0;
    if (cholesterolMg <= CHOLESTEROL_EVIDENCE_MG || explainedCholesterol[String(food.id)]) continue;
    const allergens = getFoodAllergens(food);
    const facts = getFoodAnimalFacts(food);
    const animalFree =
      (['milk', 'egg', 'fish', 'crustaceans', 'molluscs'] as const).every(
        (allergen) => allergens[allergen] === 'free',
      ) && (['meat', 'poultry', 'animal-fat', 'animal-broth'] as const).every((fact) => facts[fact] === 'free');
    if (animalFree) found.push({ id: food.id, description: food.description, cholesterolMg });
  }
  return found;
}
