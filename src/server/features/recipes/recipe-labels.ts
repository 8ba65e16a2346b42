import { deriveRecipeLabels, type RecipeLabels } from '../../../shared/nutrition/diet-labels.ts';
import type { FoodComposition, Nutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import {
  foodAllergensForPractice,
  noPracticeEntries,
  type PracticeAllergenEntries,
} from '../nutrition/allergens/practice-allergens.ts';
import { getFoodAnimalFacts } from '../nutrition/animal-facts/animal-facts-table.ts';

/**
 * Diet labels and allergens from the ingredients' foods and the allergen table, as for the catalogue. An
 * ingredient without a food could be anything, so such a recipe promises no diet and may contain every allergen
 * (and says which ingredient): a health filter will never place it in a client's plan.
 */
export function recipeLabels(
  lines: { name: string }[],
  foodsOfLines: (FoodComposition | undefined)[],
  perServing: Nutrition,
  /** the practice's own statuses of its foods (decision 0025), read instead of the table's */
  practiceEntries: PracticeAllergenEntries = noPracticeEntries,
): RecipeLabels {
  return deriveRecipeLabels({
    ingredients: lines.map((line, index) => {
      const food = foodsOfLines[index];
      return {
        name: line.name,
        food: food
          ? {
              description: food.description,
              foodGroup: food.foodGroup ?? null,
              ...foodAllergensForPractice(
                { id: food.id, description: food.description, foodGroup: food.foodGroup ?? null },
                practiceEntries,
              ),
              animalFacts: getFoodAnimalFacts({
                id: food.id,
                description: food.description,
                foodGroup: food.foodGroup ?? null,
                animalFacts: food.animalFacts,
              }),
            }
          : null,
      };
    }),
    nutrition: perServing,
  });
}
