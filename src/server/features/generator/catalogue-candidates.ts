import { readCatalogueData } from '../catalogue/catalogue-data.ts';
import { deriveCatalogueFacts, type CatalogueFood } from '../catalogue/catalogue-facts.ts';
import { readSr28FromPackage } from '../../providers/foods/usda-sr28.ts';
import type { PlanCandidate } from './plan-generator/index.ts';

/**
 * The catalogue as generator candidates, straight from the data files and the USDA package (no database):
 * what the property tests and the benchmark plan from. Ids are the catalogue keys.
 */
export function readCatalogueCandidates(): PlanCandidate[] {
  const { entries } = readCatalogueData();
  const foods = readSr28FromPackage();
  const byId = new Map<number, CatalogueFood>(foods.map((food) => [food.id, food]));
  return entries.map((entry) => {
    const facts = deriveCatalogueFacts(entry, byId);
    return {
      id: entry.key,
      name: entry.name,
      imageUrl: null,
      cuisine: entry.cuisine,
      mealTypes: entry.mealTypes,
      diets: facts.diets,
      allergens: facts.allergens,
      nutrition: {
        calories: facts.nutrition.calories,
        protein: facts.nutrition.protein,
        carbs: facts.nutrition.carbs,
        fat: facts.nutrition.fat,
        fiber: facts.nutrition.fiber,
        sodium: facts.nutrition.sodium,
      },
    };
  });
}
