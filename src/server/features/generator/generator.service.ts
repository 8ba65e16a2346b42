import { createFormats } from '../../../shared/format/formats.ts';
import { documentPreferences } from '../users/preferences.service.ts';
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { deriveRecipeLabels } from '../../../shared/nutrition/diet-labels.ts';
import type { Nutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import {
  planSlots,
  type GenerationResponse,
  type GenerationValues,
  type PlanSlot,
} from '../../../shared/schemas/generator.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { foods, recipes } from '../../db/schema.ts';
import { isFoodId } from '../../lib/ids.ts';
import { getFoodAnimalFacts } from '../nutrition/animal-facts/animal-facts-table.ts';
import { foodAllergensForPractice, readPracticeAllergenEntries } from '../nutrition/allergens/practice-allergens.ts';
import { sharedRecipeLabelsFor } from '../recipes/practice-labels.service.ts';
import { screenCandidatesForClient } from './client-screening.service.ts';
import { generateMealPlan, type PlanCandidate } from './plan-generator/index.ts';
import { ownedBy } from '../../db/owned-by.ts';

interface IngredientRow {
  name: string;
  fdcId?: unknown;
}

/**
 * Where a practitioner's recipe may go when its author did not say: a 'breakfast' tag or dish type makes it a
 * breakfast, 'snack' a snack; anything else is a lunch or a dinner.
 */
export function inferMealTypes(row: { mealTypes: string[]; tags: string[]; dishTypes: string[] }): PlanSlot[] {
  const declared = row.mealTypes.filter((type): type is PlanSlot => (planSlots as readonly string[]).includes(type));
  if (declared.length) return declared;
  const words = [...row.tags, ...row.dishTypes].map((word) => word.trim().toLowerCase());
  const inferred: PlanSlot[] = [];
  if (words.includes('breakfast')) inferred.push('breakfast');
  if (words.includes('snack') || words.includes('snacks')) inferred.push('snack');
  return inferred.length ? inferred : ['lunch', 'dinner'];
}

/**
 * Every recipe the actor may plan with, with nutrition: the catalogue, their own recipes and other
 * practitioners' public ones. Labels of practitioners' recipes are derived here from their foods; a recipe
 * whose nutrition does not count every ingredient is left out (its totals would be wrong), and one with a food
 * of unknown make-up may contain anything, so every allergen filter excludes it.
 */
export async function listPlanCandidates(
  deps: AppDeps,
  actor: Actor,
): Promise<{ candidates: PlanCandidate[]; incompleteOwn: number }> {
  const catalogue = await deps.db
    .select({
      id: recipes.id,
      name: recipes.name,
      imageUrl: recipes.imageUrl,
      cuisine: recipes.cuisine,
      mealTypes: recipes.mealTypes,
      diets: recipes.diets,
      allergens: recipes.allergens,
      nutrition: recipes.nutrition,
    })
    .from(recipes)
    .where(and(isNull(recipes.userId), isNotNull(recipes.nutrition)));
  const practitioners = await deps.db
    .select({
      id: recipes.id,
      userId: recipes.userId,
      name: recipes.name,
      imageUrl: recipes.imageUrl,
      cuisine: recipes.cuisine,
      mealTypes: recipes.mealTypes,
      dishTypes: recipes.dishTypes,
      tags: recipes.tags,
      ingredients: recipes.ingredients,
      nutrition: recipes.nutrition,
      nutritionCoverage: recipes.nutritionCoverage,
    })
    .from(recipes)
    .where(and(isNotNull(recipes.userId), or(ownedBy(recipes, actor), eq(recipes.isPublic, true))));

  const foodIds = new Set<number>();
  // Other practices' public recipes feed this query: an id no food can have is skipped, never sent.
  for (const row of practitioners)
    for (const line of row.ingredients as IngredientRow[]) if (isFoodId(line.fdcId)) foodIds.add(line.fdcId);
  const foodRows = foodIds.size
    ? await deps.db
        .select({
          id: foods.id,
          description: foods.description,
          foodGroup: foods.foodGroup,
          animalFacts: foods.animalFacts,
        })
        .from(foods)
        .where(inArray(foods.id, [...foodIds]))
    : [];
  const foodsById = new Map(foodRows.map((food) => [food.id, food]));
  // The practice's own allergen statuses (decision 0025): its entries for these foods, and the catalogue recipes
  // they relabel for it.
  const [practiceEntries, practiceLabels] = await Promise.all([
    readPracticeAllergenEntries(deps.db, actor.id, foodIds),
    sharedRecipeLabelsFor(deps.db, actor.id),
  ]);

  const candidates: PlanCandidate[] = catalogue.map((row) => ({
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    cuisine: row.cuisine,
    mealTypes: inferMealTypes({ mealTypes: row.mealTypes, tags: [], dishTypes: [] }),
    diets: practiceLabels.get(row.id)?.diets ?? row.diets,
    allergens: practiceLabels.get(row.id)?.allergens ?? row.allergens,
    nutrition: macros(row.nutrition as Nutrition),
  }));
  let incompleteOwn = 0;
  for (const row of practitioners) {
    const coverage = row.nutritionCoverage as { resolvedIngredients: number; totalIngredients: number } | null;
    const nutrition = row.nutrition as Nutrition | null;
    if (!nutrition || (coverage && coverage.resolvedIngredients < coverage.totalIngredients)) {
      if (row.userId === actor.id) incompleteOwn += 1;
      continue;
    }
    const lines = row.ingredients as IngredientRow[];
    // The same labels as the recipe screens show: an ingredient without a food may contain every allergen.
    const labels = deriveRecipeLabels({
      ingredients: lines.map((line) => {
        const food = isFoodId(line.fdcId) ? foodsById.get(line.fdcId) : undefined;
        return {
          name: line.name,
          food: food
            ? {
                ...food,
                allergens: foodAllergensForPractice(food, practiceEntries).allergens,
                animalFacts: getFoodAnimalFacts(food),
              }
            : null,
        };
      }),
      nutrition,
    });
    candidates.push({
      id: row.id,
      name: row.name,
      imageUrl: row.imageUrl,
      cuisine: row.cuisine,
      mealTypes: inferMealTypes(row),
      diets: labels.diets,
      allergens: labels.allergens,
      nutrition: macros(nutrition),
    });
  }
  return { candidates, incompleteOwn };
}

function macros(nutrition: Nutrition) {
  return {
    calories: nutrition.calories,
    protein: nutrition.protein,
    carbs: nutrition.carbs,
    fat: nutrition.fat,
    fiber: nutrition.fiber,
    sodium: nutrition.sodium,
  };
}

/** A plan for the request from every recipe the actor may use. Unmet targets are reported per day, never thrown. */
export async function generatePlan(deps: AppDeps, actor: Actor, values: GenerationValues): Promise<GenerationResponse> {
  const listed = await listPlanCandidates(deps, actor);
  const { incompleteOwn } = listed;
  const screening = values.clientId
    ? await screenCandidatesForClient(deps, actor, values.clientId, listed.candidates)
    : null;
  const candidates = screening ? screening.candidates : listed.candidates;
  const seed = values.seed ?? randomInt(0, 2_147_483_647);
  // The guard only trips on a machine far busier than planned; the answer is then the best plan found so far.
  const formats = createFormats(await documentPreferences(deps, actor.id, values.clientId ?? null));
  const answer = generateMealPlan({ ...values, seed }, candidates, { deadlineMs: 2_000, formats });
  if (screening) answer.notes.unshift(screening.note);
  if (incompleteOwn > 0)
    answer.notes.push({
      code: 'own-recipes-left-out',
      message: `${incompleteOwn} of your recipes ${incompleteOwn === 1 ? 'was' : 'were'} left out because ${incompleteOwn === 1 ? 'its' : 'their'} nutrition does not count every ingredient; link each ingredient to a food to include ${incompleteOwn === 1 ? 'it' : 'them'}.`,
    });
  return answer;
}
