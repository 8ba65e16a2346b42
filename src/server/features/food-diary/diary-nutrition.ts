/**
 * What a diary entry counts, with the arithmetic recipes use and nothing of its own: a food is a one-line recipe of
 * one serving (computeRecipeNutrition, the household measures of units.ts), a recipe its stored nutrition per
 * serving times the servings (as a plan's meal is), a portion of a planned meal that fraction of the planned meal.
 */
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  computeRecipeNutrition,
  scaleNutrition,
  sumNutrition,
  type FoodComposition,
  type Nutrition,
} from '../../../shared/nutrition/recipe-nutrition.ts';
import { isMicronutrientKey } from '../../../shared/nutrition/nutrients.ts';
import type { IngredientUnit } from '../../../shared/nutrition/units.ts';
import type { DiaryEntry } from '../../../shared/schemas/food-diary.ts';
import type { PlanMealSlot, ResolvedDay, ResolvedMeal } from '../../../shared/schemas/meal-plans.ts';
import type { AppDeps } from '../../app-env.ts';
import { mealPlans, recipes } from '../../db/schema.ts';
import { plannedDaysOf } from '../meal-plans/plan-resolution.service.ts';
import { getFoodCompositions } from '../nutrition/nutrition.service.ts';

export interface Counted {
  nutrition: Nutrition | null;
  incomplete: string[];
}

/** A food in a household measure, weighed and counted exactly as the same line of a one-serving recipe. */
export function foodEntryNutrition(
  entry: { fdcId: number; amount: number; unit: IngredientUnit; name?: string },
  food: FoodComposition,
): (Counted & { grams: number }) | null {
  const computed = computeRecipeNutrition(
    [{ name: entry.name ?? food.description, amount: entry.amount, unit: entry.unit, fdcId: entry.fdcId }],
    1,
    new Map([[food.id, food]]),
  );
  const status = computed.ingredients[0];
  if (!status?.resolved) return null;
  return { nutrition: computed.total, incomplete: computed.incomplete.filter(isMicronutrientKey), grams: status.grams };
}

export type RecipeFacts = {
  id: string;
  name: string;
  nutrition: unknown;
  nutritionCoverage: unknown;
  userId: string | null;
  isPublic: boolean;
};

/** A recipe's servings, as a plan's meal of the same recipe and servings counts them. */
export function recipeEntryNutrition(recipe: RecipeFacts, servings: number): Counted {
  const perServing = recipe.nutrition as Nutrition | null;
  return {
    nutrition: perServing ? scaleNutrition(perServing, servings) : null,
    incomplete:
      (recipe.nutritionCoverage as { incomplete?: string[] } | null)?.incomplete?.filter(isMicronutrientKey) ?? [],
  };
}

/** The planned meals of a slot (one main meal, or every snack) as one. */
export function plannedSlot(day: ResolvedDay | undefined, mealType: PlanMealSlot): ResolvedMeal[] {
  if (!day) return [];
  if (mealType === 'snacks') return day.meals.snacks;
  const meal = day.meals[mealType];
  return meal ? [meal] : [];
}

/** A fraction of the planned meal: that fraction of its planned nutrients. */
export function plannedEntryNutrition(meals: ResolvedMeal[], portion: number): Counted {
  const known = meals.filter((meal) => meal.nutrition);
  if (known.length === 0) return { nutrition: null, incomplete: [] };
  const { totals, incomplete } = sumNutrition(known);
  return { nutrition: scaleNutrition(totals, portion), incomplete };
}

export function plannedSlotName(meals: ResolvedMeal[]): string {
  return meals.map((meal) => meal.recipeName ?? 'Planned meal').join(', ') || 'Planned meal';
}

/** Recipes a client of the practice may log: the practice's own, the shared catalogue, public ones. */
export function recipesVisibleToPractice(practitionerId: string) {
  return or(eq(recipes.userId, practitionerId), isNull(recipes.userId), eq(recipes.isPublic, true));
}

export async function recipeFactsFor(
  deps: AppDeps,
  practitionerId: string,
  ids: string[],
): Promise<Map<string, RecipeFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      id: recipes.id,
      name: recipes.name,
      nutrition: recipes.nutrition,
      nutritionCoverage: recipes.nutritionCoverage,
      userId: recipes.userId,
      isPublic: recipes.isPublic,
    })
    .from(recipes)
    .where(and(inArray(recipes.id, [...new Set(ids)]), recipesVisibleToPractice(practitionerId)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function foodsFor(deps: AppDeps, ids: number[]): Promise<Map<number, FoodComposition>> {
  const rows = await getFoodCompositions(deps.db, [...new Set(ids)]);
  return new Map(rows.map((food) => [food.id, food]));
}

/**
 * The client's planned days from `from` to `to`, by date: the plans of this practice for this client that are
 * active or completed; where two cover a date, the newest.
 */
export async function plannedDaysByDate(
  deps: AppDeps,
  clientId: string,
  practitionerId: string,
  from: string,
  to: string,
): Promise<Map<string, ResolvedDay>> {
  const plans = await deps.db
    .select()
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.clientId, clientId),
        eq(mealPlans.userId, practitionerId),
        inArray(mealPlans.status, ['active', 'completed']),
        lte(mealPlans.startDate, to),
        gte(mealPlans.endDate, from),
      ),
    )
    .orderBy(desc(mealPlans.createdAt));
  const byDate = new Map<string, ResolvedDay>();
  for (const plan of plans) {
    for (const day of await plannedDaysOf(deps, plan)) {
      if (day.date < from || day.date > to || byDate.has(day.date)) continue;
      byDate.set(day.date, day);
    }
  }
  return byDate;
}

/** Everything the entries of some diary records name, loaded once. */
export interface DiaryContext {
  foods: Map<number, FoodComposition>;
  recipes: Map<string, RecipeFacts>;
  planned: Map<string, ResolvedDay>;
}

export async function diaryContext(
  deps: AppDeps,
  clientId: string,
  practitionerId: string,
  records: { entries: unknown }[],
  from: string,
  to: string,
): Promise<DiaryContext> {
  const entries = records.flatMap((record) => record.entries as DiaryEntry[]);
  const [foods, recipeMap, planned] = await Promise.all([
    foodsFor(
      deps,
      entries.flatMap((entry) => (entry.kind === 'food' ? [entry.fdcId] : [])),
    ),
    recipeFactsFor(
      deps,
      practitionerId,
      entries.flatMap((entry) => (entry.kind === 'recipe' ? [entry.recipeId] : [])),
    ),
    plannedDaysByDate(deps, clientId, practitionerId, from, to),
  ]);
  return { foods, recipes: recipeMap, planned };
}

/** What one stored entry counts; null nutrition when it cannot be analysed (free text, a food or recipe gone). */
export function entryNutrition(
  entry: DiaryEntry,
  date: string,
  mealType: PlanMealSlot,
  context: DiaryContext,
): Counted {
  switch (entry.kind) {
    case 'planned':
      return plannedEntryNutrition(plannedSlot(context.planned.get(date), mealType), entry.portion);
    case 'recipe': {
      const recipe = context.recipes.get(entry.recipeId);
      return recipe ? recipeEntryNutrition(recipe, entry.servings) : { nutrition: null, incomplete: [] };
    }
    case 'food': {
      const food = context.foods.get(entry.fdcId);
      const counted = food ? foodEntryNutrition(entry, food) : null;
      return counted ?? { nutrition: null, incomplete: [] };
    }
    case 'text':
      return { nutrition: null, incomplete: [] };
  }
}

/** A meal's entries summed; nutrition null when none of them could be analysed. */
export function mealNutrition(
  entries: DiaryEntry[],
  date: string,
  mealType: PlanMealSlot,
  context: DiaryContext,
): Counted {
  const parts = entries.map((entry) => entryNutrition(entry, date, mealType, context)).filter((part) => part.nutrition);
  if (parts.length === 0) return { nutrition: null, incomplete: [] };
  const { totals, incomplete } = sumNutrition(parts);
  return { nutrition: totals, incomplete };
}
