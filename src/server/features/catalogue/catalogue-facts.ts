import type { AllergenLabel } from '../../../shared/nutrition/allergen-screening.ts';
import type { Allergen } from '../../../shared/nutrition/allergens.ts';
import { deriveRecipeLabels } from '../../../shared/nutrition/diet-labels.ts';
import { healthScore, produceGroups } from '../../../shared/nutrition/health-score.ts';
import {
  computeRecipeNutrition,
  type FoodComposition,
  type Nutrition,
} from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Micronutrients } from '../../../shared/nutrition/nutrients.ts';
import type { DietLabel } from '../../../shared/recipes/recipe-vocabulary.ts';
import { getFoodAllergenNotes, getFoodAllergens } from '../nutrition/allergens/allergen-table.ts';
import { getFoodAnimalFacts } from '../nutrition/animal-facts/animal-facts-table.ts';
import type { CatalogueEntry } from './catalogue-entry.ts';

/** What the loader needs to know of a food: its composition, group and household weights. */
export interface CatalogueFood {
  id: number;
  description: string;
  foodGroup: string | null;
  energyKcal: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  /** micronutrients per 100 g (null when the food row has none) */
  nutrients?: unknown;
  portions: { label: string; grams: number }[];
}

export interface CatalogueFacts {
  /** per serving */
  nutrition: Nutrition;
  /** nutrients some food did not report: the recipe's value is "at least" */
  incomplete: string[];
  diets: DietLabel[];
  dietNotes: string[];
  allergens: Allergen[];
  allergenLabels: AllergenLabel[];
  healthScore: number;
}

export function toComposition(food: CatalogueFood): FoodComposition {
  return {
    id: food.id,
    description: food.description,
    per100g: {
      calories: food.energyKcal,
      protein: food.protein,
      carbs: food.carbs,
      fat: food.fat,
      fiber: food.fiber,
      sugar: food.sugar,
      sodium: food.sodium,
      ...((food.nutrients as Micronutrients | null | undefined) ?? {}),
    },
    portions: food.portions,
  };
}

/** Nutrition, labels and score of a catalogue recipe, all from its foods: nothing here is typed by an author. */
export function deriveCatalogueFacts(entry: CatalogueEntry, foodsById: Map<number, CatalogueFood>): CatalogueFacts {
  const compositions = new Map<number, FoodComposition>();
  for (const line of entry.ingredients) {
    const food = foodsById.get(line.food);
    if (food) compositions.set(food.id, toComposition(food));
  }
  const computed = computeRecipeNutrition(
    entry.ingredients.map((line) => ({
      name: line.name,
      amount: line.amount,
      unit: line.unit,
      fdcId: line.food,
      grams: line.grams,
    })),
    entry.servings,
    compositions,
  );
  const used = entry.ingredients.flatMap((line) => {
    const food = foodsById.get(line.food);
    return food ? [{ food, grams: line.grams }] : [];
  });
  const labels = deriveRecipeLabels({
    ingredients: entry.ingredients.map((line) => {
      const food = foodsById.get(line.food);
      return {
        name: line.name,
        food: food
          ? {
              description: food.description,
              foodGroup: food.foodGroup,
              allergens: getFoodAllergens(food),
              allergenNotes: getFoodAllergenNotes(food),
              animalFacts: getFoodAnimalFacts(food),
            }
          : null,
      };
    }),
    nutrition: computed.perServing,
  });
  const totalGrams = used.reduce((sum, item) => sum + item.grams, 0);
  const produceGrams = used
    .filter(({ food }) => produceGroups.has(food.foodGroup ?? ''))
    .reduce((sum, item) => sum + item.grams, 0);
  return {
    nutrition: computed.perServing,
    incomplete: computed.incomplete,
    ...labels,
    healthScore: healthScore({ nutrition: computed.perServing, produceGrams, totalGrams }),
  };
}
